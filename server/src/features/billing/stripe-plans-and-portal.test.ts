import { describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories';
import { useStripeTestApp } from '../../../test/stripe';
import { testAppUrl } from '../../../test/test-app';

const stripe = useStripeTestApp();
const { post, sendWebhook, subscriptionOf } = stripe;

describe('plan changes on Stripe', () => {
  it('swaps the price on the same subscription with no proration', async () => {
    const user = await buildUser(stripe.testApp);
    await sendWebhook({
      id: `evt_change_${user.id}`,
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: 'cs_c',
          object: 'checkout.session',
          client_reference_id: user.id,
          customer: 'cus_change',
          subscription: 'sub_change',
          metadata: { planId: 'tier_50' },
        },
      },
    });
    const response = await stripe.testApp.app.inject({
      method: 'PUT',
      url: '/api/subscription/plan',
      payload: { planId: 'tier_150' },
      headers: { cookie: user.cookie, origin: testAppUrl },
    });
    expect(response.statusCode).toBe(200);
    const update = stripe.stripeFake.requests.find(
      (request) => request.method === 'POST' && request.path === '/v1/subscriptions/sub_change',
    );
    expect(update?.form).toMatchObject({
      'items[0][id]': 'si_1',
      'items[0][price]': 'price_medium',
      proration_behavior: 'none',
      'metadata[planId]': 'tier_150',
    });
    expect(stripe.stripeFake.requests.some((request) => request.path === '/v1/checkout/sessions')).toBe(
      false,
    );
    expect((await subscriptionOf(user.id))?.planId).toBe('tier_150');
  });
});

describe('customer portal and account deletion', () => {
  it('opens the portal for the user’s own customer and cancels the subscription when the account is deleted', async () => {
    const user = await buildUser(stripe.testApp);
    await sendWebhook({
      id: `evt_portal_${user.id}`,
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: 'cs_x',
          object: 'checkout.session',
          client_reference_id: user.id,
          customer: 'cus_portal',
          subscription: 'sub_portal',
          metadata: { planId: 'tier_150' },
        },
      },
    });
    const portal = await post(user, '/api/billing/portal', {});
    expect(portal.json().url).toBe('https://billing.stripe.example/p/session_1');
    const [call] = stripe.stripeFake.requests.filter(
      (request) => request.path === '/v1/billing_portal/sessions',
    );
    expect(call?.form).toEqual({ customer: 'cus_portal', return_url: `${testAppUrl}/settings/payment` });

    const deleted = await stripe.testApp.app.inject({
      method: 'DELETE',
      url: '/api/account',
      payload: { password: user.password },
      headers: { cookie: user.cookie, origin: testAppUrl },
    });
    expect(deleted.statusCode).toBe(204);
    expect(
      stripe.stripeFake.requests.some(
        (request) => request.method === 'DELETE' && request.path === '/v1/subscriptions/sub_portal',
      ),
    ).toBe(true);
    expect(await subscriptionOf(user.id)).toBeUndefined();
  });

  it('keeps the account when Stripe cannot cancel the subscription', async () => {
    const user = await buildUser(stripe.testApp);
    await sendWebhook({
      id: `evt_keep_${user.id}`,
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: 'cs_y',
          object: 'checkout.session',
          client_reference_id: user.id,
          customer: 'cus_keep',
          subscription: 'sub_keep',
          metadata: { planId: 'tier_50' },
        },
      },
    });
    stripe.stripeFake.failNext('/v1/subscriptions/sub_keep', 403, 'Stripe refused the request');
    const deleted = await stripe.testApp.app.inject({
      method: 'DELETE',
      url: '/api/account',
      payload: { password: user.password },
      headers: { cookie: user.cookie, origin: testAppUrl },
    });
    expect(deleted.statusCode).toBe(500);
    expect(deleted.json().error.message).toBe('Failed to delete account. Please try again.');
    expect(await subscriptionOf(user.id)).toBeDefined();
  });
});
