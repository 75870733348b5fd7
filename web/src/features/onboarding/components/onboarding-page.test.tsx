import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '@web/lib/storage-keys';
import { fakeApi, renderOnboarding } from '../testing/render-onboarding';

const named = { profile: { firstName: 'Anna', lastName: 'Berg' } };
const hotelDraft = {
  hotelType: 'chain' as const,
  hotelName: 'Alpen Hotels',
  category: 'mountain' as const,
  roomCount: 200,
  locations: [{ id: 'l1', name: 'Alpen Hotels', address: 'Weg 1', city: 'Innsbruck', country: 'Austria' }],
};

describe('onboarding page start', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.sessionStorage.clear();
  });

  it('goes to the dashboard and clears the in-progress flag when onboarding is already completed', async () => {
    fakeApi({ onboarding: { completed: true, hasHotels: true } });
    window.localStorage.setItem(storageKeys.onboardingInProgress, 'true');
    renderOnboarding();
    expect(await screen.findByText('Dashboard page')).toBeTruthy();
    expect(window.localStorage.getItem(storageKeys.onboardingInProgress)).toBeNull();
  });

  it('goes straight to the dashboard when a redirect is pending', async () => {
    const api = fakeApi();
    window.sessionStorage.setItem(storageKeys.redirectPending, 'true');
    renderOnboarding();
    expect(await screen.findByText('Dashboard page')).toBeTruthy();
    expect(api.sent('GET', '/api/onboarding')).toHaveLength(0);
    expect(window.sessionStorage.getItem(storageKeys.redirectPending)).toBeNull();
  });

  it("says 'No user found' and goes to the login page when the server knows no user", async () => {
    fakeApi({ onboardingStatus: 401 });
    renderOnboarding();
    expect((await screen.findByRole('alert')).textContent).toContain('No user found. Please log in again.');
    expect(await screen.findByText('Login page')).toBeTruthy();
  });

  it('resumes at the saved step with its values, the pending plan chosen and the in-progress flag set', async () => {
    fakeApi({ onboarding: { step: 'subscription', hasHotels: true, draft: hotelDraft }, ...named });
    window.localStorage.setItem(storageKeys.pendingPlan, 'tier_50');
    renderOnboarding();
    expect(await screen.findByText('Step 6 of 6')).toBeTruthy();
    expect((screen.getByLabelText('Number of rooms') as HTMLInputElement).value).toBe('200');
    expect(screen.getByText('Large (Unlimited)')).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Small' }) as HTMLInputElement).checked).toBe(true);
    // The pending plan differs from the suggestion: the step says so instead of contradicting it silently.
    expect(screen.getByText('You chose Small instead.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Use Large Unlimited' })).toBeTruthy();
    expect(window.localStorage.getItem(storageKeys.onboardingInProgress)).toBe('true');
  });

  it('after a canceled checkout shows the saved count with the plan it suggests, selected, and nothing contradicting', async () => {
    fakeApi({
      onboarding: { step: 'subscription', hasHotels: true, draft: { ...hotelDraft, roomCount: 120 } },
      ...named,
    });
    // The checkout was started for the plan the count suggested.
    window.localStorage.setItem(storageKeys.pendingPlan, 'tier_150');
    renderOnboarding();
    expect(await screen.findByText('Step 6 of 6')).toBeTruthy();
    expect((screen.getByLabelText('Number of rooms') as HTMLInputElement).value).toBe('120');
    expect(screen.getByText('Medium (150)')).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Medium' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByText(/You chose/)).toBeNull();
  });

  it('resumes at the category step when the saved step is later but no hotel exists', async () => {
    fakeApi({ onboarding: { step: 'import', hasHotels: false, draft: hotelDraft }, ...named });
    renderOnboarding();
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose hotel category' })).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Mountain Hotel' }) as HTMLInputElement).checked).toBe(true);
  });
});
