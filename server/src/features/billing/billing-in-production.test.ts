import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, type SignedInUser } from '../../../test/factories';
import { buildTestApp, testAppUrl, type TestApp } from '../../../test/test-app';
import { insertCheckoutSession, upsertSubscription } from './repository';

// A production server without STRIPE_SECRET_KEY: the test checkout would hand out every plan for free.
let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp({ NODE_ENV: 'production' });
});
afterAll(async () => {
  await testApp.close();
});

const call = (user: SignedInUser, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  testApp.app.inject({ method, url, payload, headers: { cookie: user.cookie, origin: testAppUrl } });

/** A test checkout session as one started before this rule would have left it. */
async function openTestSession(user: SignedInUser) {
  const sessionId = `cs_test_${user.id}`;
  await insertCheckoutSession(testApp.context.db, {
    id: sessionId,
    userId: user.id,
    provider: 'test',
    planId: 'tier_unlimited',
    hotelId: null,
    successUrl: `${testAppUrl}/settings/payment?status=success`,
    cancelUrl: `${testAppUrl}/settings/payment?status=cancel`,
  });
  return sessionId;
}

describe('billing in production without Stripe', () => {
  it('tells the web app that plans cannot be bought', async () => {
    const config = await testApp.app.inject({ method: 'GET', url: '/api/config' });
    expect(config.json()).toMatchObject({ payments: false });
    const billing = await testApp.app.inject({ method: 'GET', url: '/api/stripe/config' });
    expect(billing.json()).toMatchObject({ enabled: false, mode: 'test', publishableKey: null });
  });

  it('refuses a checkout with a clear message instead of sending the browser to the test checkout', async () => {
    const user = await buildUser(testApp);
    const response = await call(user, 'POST', '/api/checkout', {
      planId: 'tier_unlimited',
      from: 'settings',
    });
    expect(response.statusCode).toBe(503);
    expect(response.json().error.message).toBe(
      'Billing is not configured on this server, so plans cannot be bought.',
    );
    expect((await call(user, 'GET', '/api/subscription')).json().subscription).toBeNull();
  });

  it('has no test checkout: its routes answer 404 and Pay records no plan', async () => {
    const user = await buildUser(testApp);
    const sessionId = await openTestSession(user);
    expect((await call(user, 'GET', `/api/test-checkout/${sessionId}`)).statusCode).toBe(404);
    expect((await call(user, 'POST', `/api/test-checkout/${sessionId}/pay`)).statusCode).toBe(404);
    expect((await call(user, 'POST', `/api/test-checkout/${sessionId}/cancel`)).statusCode).toBe(404);
    expect((await call(user, 'POST', '/api/checkout/confirm', { sessionId })).json().paid).toBe(false);
    expect((await call(user, 'GET', '/api/subscription')).json().subscription).toBeNull();
  });

  it('does not manage or change a test subscription either', async () => {
    const user = await buildUser(testApp);
    await upsertSubscription(testApp.context.db, user.id, {
      provider: 'test',
      customerId: 'cus_test_1',
      subscriptionId: 'sub_test_1',
      planId: 'tier_50',
      status: 'active',
      currentPeriodEnd: new Date(Date.now() + 86_400_000),
      cancelAtPeriodEnd: false,
    });
    const portal = await call(user, 'POST', '/api/billing/portal', {});
    expect(portal.statusCode).toBe(503);
    const testPortal = await call(user, 'PUT', '/api/test-checkout/portal', { cancelAtPeriodEnd: true });
    expect(testPortal.statusCode).toBe(404);
    const changed = await call(user, 'PUT', '/api/subscription/plan', { planId: 'tier_unlimited' });
    expect(changed.statusCode).toBe(503);
    expect((await call(user, 'GET', '/api/subscription')).json().subscription).toMatchObject({
      planId: 'tier_50',
      cancelAtPeriodEnd: false,
    });
  });
});
