import { describe, expect, it, vi } from 'vitest';
import { storageKeys } from '@web/lib/storage-keys';
import { choosePlan } from './choose-plan';

describe('choosePlan', () => {
  it('keeps the plan as pending and sends a visitor to sign up with it', async () => {
    const navigate = vi.fn();
    await choosePlan('tier_50', { signedIn: false, navigate });
    expect(window.localStorage.getItem(storageKeys.pendingPlan)).toBe('tier_50');
    expect(navigate).toHaveBeenCalledWith('/signup?plan=tier_50');
  });

  it('keeps the plan as pending and sends a signed-in user to the payment settings', async () => {
    const navigate = vi.fn();
    await choosePlan('tier_unlimited', { signedIn: true, navigate });
    expect(window.localStorage.getItem(storageKeys.pendingPlan)).toBe('tier_unlimited');
    expect(navigate).toHaveBeenCalledWith('/settings/payment?plan=tier_unlimited');
  });

  it('leads the custom-priced plan to the contact page without a pending plan', async () => {
    const navigate = vi.fn();
    await choosePlan('contact_sales', { signedIn: false, navigate });
    expect(navigate).toHaveBeenCalledWith('/contact');
    expect(window.localStorage.getItem(storageKeys.pendingPlan)).toBeNull();
  });

  it('refuses an unknown plan id', async () => {
    const navigate = vi.fn();
    await expect(choosePlan('tier_9000', { signedIn: false, navigate })).rejects.toThrow('Invalid price ID');
    expect(navigate).not.toHaveBeenCalled();
  });
});
