import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../testing/render-page';
import { apiError, sentBodies, stubApi, stubLocationAssign } from '../testing/stub-api';
import { CheckoutButton } from './checkout-button';

describe('CheckoutButton', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says it is redirecting and sends the browser to the checkout', async () => {
    const fetch = stubApi({ 'POST /api/checkout': { body: { url: '/test-checkout?session=cs_1' } } });
    const assign = stubLocationAssign();
    renderPage('/', <CheckoutButton planId="tier_50" from="settings" label="Choose Small" hotelId="h1" />);
    fireEvent.click(screen.getByRole('button', { name: 'Choose Small' }));
    const busy = await screen.findByRole('button', { name: 'Redirecting to checkout...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('http://localhost:3000/test-checkout?session=cs_1'),
    );
    expect(sentBodies(fetch, '/api/checkout')).toEqual([
      { planId: 'tier_50', from: 'settings', hotelId: 'h1' },
    ]);
  });

  it('shows a failure in an amber box and can be tried again', async () => {
    stubApi({
      'POST /api/checkout': apiError(
        503,
        'serviceUnavailable',
        'Error creating checkout session: Stripe is down',
      ),
    });
    renderPage('/', <CheckoutButton planId="tier_50" from="settings" label="Choose Small" />);
    fireEvent.click(screen.getByRole('button', { name: 'Choose Small' }));
    const box = await screen.findByRole('status');
    expect(box.textContent).toBe('Error creating checkout session: Stripe is down');
    expect(box.className).toContain('bg-amber-50');
    expect((screen.getByRole('button', { name: 'Choose Small' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('leaves the message to a caller that shows its own text', async () => {
    stubApi({ 'POST /api/checkout': { body: {} } });
    const onError = vi.fn();
    const onStart = vi.fn();
    renderPage(
      '/',
      <CheckoutButton
        planId="tier_150"
        from="onboarding"
        label="Subscribe"
        onStart={onStart}
        onError={onError}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() =>
      expect(onError).toHaveBeenCalledWith('Keine gültige Checkout-URL vom Server erhalten'),
    );
    expect(onStart).toHaveBeenCalledOnce();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
