import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, type SignedInUser } from '../../../test/factories';
import { buildTestApp, testAppUrl, type TestApp } from '../../../test/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const call = (user: SignedInUser, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  testApp.app.inject({ method, url, payload, headers: { cookie: user.cookie, origin: testAppUrl } });

async function startCheckout(user: SignedInUser, from: string, planId = 'tier_150') {
  const response = await call(user, 'POST', '/api/checkout', { planId, from });
  expect(response.statusCode).toBe(200);
  const url = new URL(response.json().url);
  expect(url.pathname).toBe('/test-checkout');
  return url.searchParams.get('session') as string;
}

describe('built-in test checkout (no Stripe key)', () => {
  it('says payments run in test mode', async () => {
    const config = await testApp.app.inject({ method: 'GET', url: '/api/config' });
    expect(config.json()).toMatchObject({ payments: true });
    const response = await testApp.app.inject({ method: 'GET', url: '/api/stripe/config' });
    expect(response.json()).toMatchObject({ enabled: true, mode: 'test', publishableKey: null });
    expect(response.json().prices.map((price: { planId: string }) => price.planId)).toEqual([
      'tier_50',
      'tier_150',
      'tier_unlimited',
      'contact_sales',
    ]);
  });

  it('Pay records an active subscription and returns to the success URL', async () => {
    const user = await buildUser(testApp);
    const sessionId = await startCheckout(user, 'onboarding');
    const page = await call(user, 'GET', `/api/test-checkout/${sessionId}`);
    expect(page.json()).toMatchObject({ planId: 'tier_150', planName: 'Medium', price: 199, status: 'open' });

    const paid = await call(user, 'POST', `/api/test-checkout/${sessionId}/pay`);
    expect(paid.json().redirectUrl).toBe(`${testAppUrl}/onboarding?success=true&session_id=${sessionId}`);
    const confirmed = await call(user, 'POST', '/api/checkout/confirm', { sessionId });
    expect(confirmed.json()).toMatchObject({
      paid: true,
      subscription: { planId: 'tier_150', status: 'active', provider: 'test', cancelAtPeriodEnd: false },
    });
    const renews = new Date(confirmed.json().subscription.currentPeriodEnd).getTime();
    expect(renews).toBeGreaterThan(Date.now() + 27 * 24 * 3600 * 1000);
  });

  it('Cancel records nothing and returns to the cancel URL', async () => {
    const user = await buildUser(testApp);
    const sessionId = await startCheckout(user, 'pricing', 'tier_50');
    const canceled = await call(user, 'POST', `/api/test-checkout/${sessionId}/cancel`);
    expect(canceled.json().redirectUrl).toBe(`${testAppUrl}/pricing?canceled=true`);
    expect((await call(user, 'GET', '/api/subscription')).json().subscription).toBeNull();
    expect((await call(user, 'POST', '/api/checkout/confirm', { sessionId })).json().paid).toBe(false);
  });

  it('the test portal cancels at the end of the period and resumes', async () => {
    const user = await buildUser(testApp);
    const sessionId = await startCheckout(user, 'settings', 'tier_unlimited');
    await call(user, 'POST', `/api/test-checkout/${sessionId}/pay`);
    const portal = await call(user, 'POST', '/api/billing/portal', {});
    expect(portal.json().url).toBe(`${testAppUrl}/test-checkout/portal`);
    const canceled = await call(user, 'PUT', '/api/test-checkout/portal', { cancelAtPeriodEnd: true });
    expect(canceled.json().subscription).toMatchObject({
      cancelAtPeriodEnd: true,
      status: 'active',
      planId: 'tier_unlimited',
    });
  });

  it('another user cannot see, pay or confirm the session', async () => {
    const owner = await buildUser(testApp);
    const stranger = await buildUser(testApp);
    const sessionId = await startCheckout(owner, 'pricing');
    expect((await call(stranger, 'GET', `/api/test-checkout/${sessionId}`)).statusCode).toBe(404);
    expect((await call(stranger, 'POST', `/api/test-checkout/${sessionId}/pay`)).statusCode).toBe(404);
    expect((await call(stranger, 'POST', '/api/checkout/confirm', { sessionId })).statusCode).toBe(404);
    expect((await call(owner, 'GET', '/api/subscription')).json().subscription).toBeNull();
  });

  it('without a subscription the portal explains there is nothing to manage', async () => {
    const user = await buildUser(testApp);
    const response = await call(user, 'POST', '/api/billing/portal', {});
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe('You have no subscription to manage yet.');
  });
});

describe('changing the plan of a running subscription', () => {
  it('switches the plan without a second checkout, and refuses a new checkout while subscribed', async () => {
    const user = await buildUser(testApp);
    const sessionId = await startCheckout(user, 'settings', 'tier_50');
    await call(user, 'POST', `/api/test-checkout/${sessionId}/pay`);
    const again = await call(user, 'POST', '/api/checkout', { planId: 'tier_150', from: 'settings' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(
      'You already have a subscription. Change your plan in the payment settings.',
    );

    const changed = await call(user, 'PUT', '/api/subscription/plan', { planId: 'tier_150' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().subscription).toMatchObject({ planId: 'tier_150', status: 'active' });
    expect((await call(user, 'PUT', '/api/subscription/plan', { planId: 'tier_150' })).statusCode).toBe(409);
    expect((await call(user, 'PUT', '/api/subscription/plan', { planId: 'contact_sales' })).statusCode).toBe(
      400,
    );
  });

  it('a switch keeps a cancellation: the plan still ends at the period end', async () => {
    const user = await buildUser(testApp);
    const sessionId = await startCheckout(user, 'settings', 'tier_50');
    await call(user, 'POST', `/api/test-checkout/${sessionId}/pay`);
    await call(user, 'PUT', '/api/test-checkout/portal', { cancelAtPeriodEnd: true });
    const changed = await call(user, 'PUT', '/api/subscription/plan', { planId: 'tier_150' });
    expect(changed.json().subscription).toMatchObject({ planId: 'tier_150', cancelAtPeriodEnd: true });
    expect((await call(user, 'GET', '/api/subscription')).json().subscription.cancelAtPeriodEnd).toBe(true);
  });

  it('without a subscription there is nothing to change', async () => {
    const user = await buildUser(testApp);
    expect((await call(user, 'PUT', '/api/subscription/plan', { planId: 'tier_150' })).statusCode).toBe(409);
  });
});
