import { afterEach, describe, expect, it, vi } from 'vitest';
import { startCheckout } from './start-checkout';
import { apiError, sentBodies, stubApi, stubLocationAssign } from './testing/stub-api';

describe('startCheckout', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks the server for a checkout and sends the browser to its address', async () => {
    const fetch = stubApi({ 'POST /api/checkout': { body: { url: '/test-checkout?session=cs_test_1' } } });
    const assign = stubLocationAssign();
    await startCheckout({ planId: 'tier_50', from: 'pricing' });
    expect(sentBodies(fetch, '/api/checkout')).toEqual([{ planId: 'tier_50', from: 'pricing' }]);
    expect(assign).toHaveBeenCalledWith('http://localhost:3000/test-checkout?session=cs_test_1');
  });

  it('sends the hotel only when there is one', async () => {
    const fetch = stubApi({
      'POST /api/checkout': { body: { url: 'https://checkout.stripe.com/c/pay/cs_1' } },
    });
    const assign = stubLocationAssign();
    await startCheckout({ planId: 'tier_150', from: 'onboarding', hotelId: 'h1' });
    await startCheckout({ planId: 'tier_150', from: 'onboarding', hotelId: '' });
    expect(sentBodies(fetch, '/api/checkout')).toEqual([
      { planId: 'tier_150', from: 'onboarding', hotelId: 'h1' },
      { planId: 'tier_150', from: 'onboarding' },
    ]);
    expect(assign).toHaveBeenCalledWith('https://checkout.stripe.com/c/pay/cs_1');
  });

  it('refuses an answer without a checkout address', async () => {
    stubApi({ 'POST /api/checkout': { body: {} } });
    const assign = stubLocationAssign();
    await expect(startCheckout({ planId: 'tier_50', from: 'pricing' })).rejects.toThrow(
      'Keine gültige Checkout-URL vom Server erhalten',
    );
    expect(assign).not.toHaveBeenCalled();
  });

  it('reports an address it cannot go to as a redirect failure', async () => {
    stubApi({ 'POST /api/checkout': { body: { url: 'javascript:alert(1)' } } });
    const assign = stubLocationAssign();
    await expect(startCheckout({ planId: 'tier_50', from: 'pricing' })).rejects.toThrow(
      /^Error redirecting to checkout: /,
    );
    expect(assign).not.toHaveBeenCalled();
  });

  it("passes the server's message on", async () => {
    stubApi({
      'POST /api/checkout': apiError(
        401,
        'unauthenticated',
        'Benutzer muss angemeldet sein, um ein Abonnement abzuschließen',
      ),
    });
    const assign = stubLocationAssign();
    await expect(startCheckout({ planId: 'tier_50', from: 'pricing' })).rejects.toThrow(
      'Benutzer muss angemeldet sein, um ein Abonnement abzuschließen',
    );
    // A 401 here is an answer to show, not a reason to leave for /login.
    expect(assign).not.toHaveBeenCalled();
  });
});
