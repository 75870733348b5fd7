import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../testing/render-page';
import { apiError, stubApi, stubLocationAssign } from '../testing/stub-api';
import { TestCheckoutPage } from './test-checkout-page';

const session = {
  sessionId: 'cs_test_1',
  planId: 'tier_150',
  planName: 'Medium',
  price: 199,
  status: 'open',
};

describe('TestCheckoutPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the plan and price under the test mode label, and pays', async () => {
    stubApi({
      'GET /api/test-checkout/cs_test_1': { body: session },
      'POST /api/test-checkout/cs_test_1/pay': {
        body: { redirectUrl: 'http://localhost:3000/dashboard?success=true&session_id=cs_test_1' },
      },
    });
    const assign = stubLocationAssign();
    renderPage('/test-checkout', <TestCheckoutPage sessionId="cs_test_1" />);
    expect(screen.getByText('Test mode, no payment is taken')).toBeTruthy();
    expect(await screen.findByText('Medium')).toBeTruthy();
    expect(screen.getByText('199 €').parentElement?.textContent).toBe('199 € per month');
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith(
        'http://localhost:3000/dashboard?success=true&session_id=cs_test_1',
      ),
    );
  });

  it('cancels back to where the checkout started', async () => {
    stubApi({
      'GET /api/test-checkout/cs_test_1': { body: session },
      'POST /api/test-checkout/cs_test_1/cancel': {
        body: { redirectUrl: 'http://localhost:3000/pricing?canceled=true' },
      },
    });
    const assign = stubLocationAssign();
    renderPage('/test-checkout', <TestCheckoutPage sessionId="cs_test_1" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost:3000/pricing?canceled=true'));
  });

  it('says so when the session is unknown', async () => {
    stubApi({ 'GET /api/test-checkout/cs_nope': apiError(404, 'notFound', 'Not found') });
    renderPage('/test-checkout', <TestCheckoutPage sessionId="cs_nope" />);
    expect((await screen.findByRole('alert')).textContent).toBe('Checkout session not found');
    expect(screen.queryByRole('button', { name: 'Pay' })).toBeNull();
  });

  it('says so when the address has no session', () => {
    renderPage('/test-checkout', <TestCheckoutPage sessionId="" />);
    expect(screen.getByRole('alert').textContent).toBe('Checkout session not found');
  });
});
