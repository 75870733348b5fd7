import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../testing/render-page';
import { stubApi } from '../testing/stub-api';
import { OnboardingCheckout } from './onboarding-checkout';

const laterNote = 'You can subscribe to the selected plan any time from Settings → Payment.';

const billingConfig = (enabled: boolean) => ({
  body: { enabled, mode: 'test', publishableKey: null, prices: [] },
});

describe('OnboardingCheckout', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('offers the checkout when the server can take payments', async () => {
    stubApi({ 'GET /api/stripe/config': billingConfig(true) });
    renderPage('/onboarding', <OnboardingCheckout planId="tier_150" hotelId={null} note={laterNote} />);
    expect(await screen.findByRole('button', { name: 'Continue to payment' })).toBeTruthy();
    expect(screen.getByText(laterNote)).toBeTruthy();
  });

  it('says billing is not configured and points to Subscribe later instead of a checkout', async () => {
    stubApi({ 'GET /api/stripe/config': billingConfig(false) });
    renderPage('/onboarding', <OnboardingCheckout planId="tier_150" hotelId={null} note={laterNote} />);
    expect(
      await screen.findByText(
        "Billing is not configured on this server, so plans cannot be bought yet. Choose 'Subscribe later' to finish setting up.",
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Continue to payment' })).toBeNull();
    // Subscribing later from Settings cannot work either, so the wizard's line saying so is left out.
    expect(screen.queryByText(laterNote)).toBeNull();
  });
});
