import { addPublicRoutes, addTenantCases, type TenantFixture } from '../tenant-cases';
import { testAppUrl } from '../test-app';

addPublicRoutes('GET /api/stripe/config', 'POST /api/stripe/webhook', 'POST /api/checkout');

async function ownerCheckout({ testApp, owner }: TenantFixture) {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/checkout',
    payload: { planId: 'tier_50', from: 'pricing' },
    headers: { cookie: owner.cookie, origin: testAppUrl },
  });
  return new URL(response.json().url).searchParams.get('session') as string;
}

/** Billing is the owner's (issue 36): a member who owns no hotel is refused every billing route. */
addTenantCases(
  {
    route: 'POST /api/checkout/confirm',
    kind: 'foreign-id',
    role: 'owner',
    request: async (fixture) => ({
      method: 'POST',
      url: '/api/checkout/confirm',
      payload: { sessionId: await ownerCheckout(fixture) },
    }),
  },
  {
    route: 'GET /api/subscription',
    kind: 'own-scope',
    role: 'owner',
    request: async () => ({ method: 'GET', url: '/api/subscription' }),
  },
  {
    route: 'POST /api/billing/portal',
    kind: 'own-scope',
    role: 'owner',
    request: async ({ testApp, owner }) => {
      const sessionId = await ownerCheckout({ testApp, owner });
      await testApp.app.inject({
        method: 'POST',
        url: `/api/test-checkout/${sessionId}/pay`,
        headers: { cookie: owner.cookie, origin: testAppUrl },
      });
      return { method: 'POST', url: '/api/billing/portal', payload: {} };
    },
  },
  {
    route: 'GET /api/test-checkout/:sessionId',
    kind: 'foreign-id',
    role: 'owner',
    request: async (fixture) => ({
      method: 'GET',
      url: `/api/test-checkout/${await ownerCheckout(fixture)}`,
    }),
  },
  {
    route: 'POST /api/test-checkout/:sessionId/pay',
    kind: 'foreign-id',
    role: 'owner',
    request: async (fixture) => ({
      method: 'POST',
      url: `/api/test-checkout/${await ownerCheckout(fixture)}/pay`,
    }),
  },
  {
    route: 'POST /api/test-checkout/:sessionId/cancel',
    kind: 'foreign-id',
    role: 'owner',
    request: async (fixture) => ({
      method: 'POST',
      url: `/api/test-checkout/${await ownerCheckout(fixture)}/cancel`,
    }),
  },
  {
    route: 'PUT /api/test-checkout/portal',
    kind: 'own-scope',
    role: 'owner',
    request: async (fixture) => {
      const sessionId = await ownerCheckout(fixture);
      await fixture.testApp.app.inject({
        method: 'POST',
        url: `/api/test-checkout/${sessionId}/pay`,
        headers: { cookie: fixture.owner.cookie, origin: testAppUrl },
      });
      return { method: 'PUT', url: '/api/test-checkout/portal', payload: { cancelAtPeriodEnd: true } };
    },
  },
);

addTenantCases({
  route: 'PUT /api/subscription/plan',
  kind: 'own-scope',
  role: 'owner',
  request: async (fixture) => {
    const sessionId = await ownerCheckout(fixture);
    await fixture.testApp.app.inject({
      method: 'POST',
      url: `/api/test-checkout/${sessionId}/pay`,
      headers: { cookie: fixture.owner.cookie, origin: testAppUrl },
    });
    return { method: 'PUT', url: '/api/subscription/plan', payload: { planId: 'tier_150' } };
  },
});
