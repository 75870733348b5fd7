import { describe, expect, it, vi } from 'vitest';
import { storageKeys } from '@web/lib/storage-keys';
import { choosePlan } from './choose-plan';

function options(signedIn: boolean, startCheckout = vi.fn().mockResolvedValue(undefined)) {
  return { signedIn, navigate: vi.fn(), startCheckout };
}

describe('choosePlan', () => {
  it('keeps the plan as pending and sends a visitor to sign up with it', async () => {
    const visitor = options(false);
    await choosePlan('tier_50', visitor);
    expect(window.localStorage.getItem(storageKeys.pendingPlan)).toBe('tier_50');
    expect(visitor.navigate).toHaveBeenCalledWith('/signup?plan=tier_50');
    expect(visitor.startCheckout).not.toHaveBeenCalled();
  });

  it('keeps the plan as pending and starts the checkout for a signed-in user', async () => {
    const user = options(true);
    await choosePlan('tier_unlimited', user);
    expect(window.localStorage.getItem(storageKeys.pendingPlan)).toBe('tier_unlimited');
    expect(user.startCheckout).toHaveBeenCalledWith('tier_unlimited');
    expect(user.navigate).not.toHaveBeenCalled();
  });

  it('passes a failing checkout on, so the pricing page can show its message', async () => {
    const user = options(
      true,
      vi.fn().mockRejectedValue(new Error('Keine gültige Checkout-URL vom Server erhalten')),
    );
    await expect(choosePlan('tier_50', user)).rejects.toThrow(
      'Keine gültige Checkout-URL vom Server erhalten',
    );
    expect(user.navigate).not.toHaveBeenCalled();
  });

  it('leads the custom-priced plan to the contact page without a pending plan', async () => {
    const visitor = options(false);
    await choosePlan('contact_sales', visitor);
    expect(visitor.navigate).toHaveBeenCalledWith('/contact');
    expect(window.localStorage.getItem(storageKeys.pendingPlan)).toBeNull();
  });

  it('refuses an unknown plan id', async () => {
    const visitor = options(false);
    await expect(choosePlan('tier_9000', visitor)).rejects.toThrow('Invalid price ID');
    expect(visitor.navigate).not.toHaveBeenCalled();
  });
});
