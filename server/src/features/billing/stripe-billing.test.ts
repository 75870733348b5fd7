import Stripe from 'stripe';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startStripeFake, type StripeFake } from '../../../../e2e/fakes/stripe-fake';
import { subscriptions } from '../../db/schema';
import { buildHotel, buildUser, type SignedInUser } from '../../../test/factories';
import { notificationsOf } from '../../../test/notifications';
import { buildTestApp, testAppUrl, type TestApp } from '../../../test/test-app';

const webhookSecret = 'whsec_test_secret';
let stripeFake: StripeFake;
let testApp: TestApp;
const signer = new Stripe('sk_test_signer');

beforeAll(async () => {
  stripeFake = await startStripeFake();
  testApp = await buildTestApp({
    STRIPE_SECRET_KEY: 'sk_test_123',
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
    STRIPE_PRICE_SMALL: 'price_small',
    STRIPE_PRICE_MEDIUM: 'price_medium',
    STRIPE_PRICE_LARGE: 'price_large',
    STRIPE_API_BASE: stripeFake.url,
  });
});
afterAll(async () => {
  await testApp.close();
  await stripeFake.close();
});
beforeEach(() => {
  stripeFake.requests.length = 0;
});

const post = (user: SignedInUser | null, url: string, payload: object) =>
  testApp.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { origin: testAppUrl, ...(user ? { cookie: user.cookie } : {}) },
  });

function sendWebhook(event: object, options: { timestamp?: number; secret?: string } = {}) {
  const payload = JSON.stringify(event);
  const signature = signer.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? webhookSecret,
    timestamp: options.timestamp ?? Math.floor(Date.now() / 1000),
  });
  return testApp.app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
  });
}

const subscriptionOf = async (userId: string) =>
  (await testApp.context.db.select().from(subscriptions).where(eq(subscriptions.userId, userId)))[0];

describe('Stripe checkout', () => {
  it('creates a subscription-mode session with our price, return URLs and the customer', async () => {
    const user = await buildUser(testApp);
    const hotel = await buildHotel(testApp, user.id);
    const response = await post(user, '/api/checkout', {
      planId: 'tier_150',
      from: 'onboarding',
      hotelId: hotel.id,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().url).toMatch(/^https:\/\/checkout\.stripe\.example\/c\/pay\/cs_fake_/);
    const [call] = stripeFake.requests.filter((request) => request.path === '/v1/checkout/sessions');
    expect(call?.form).toMatchObject({
      mode: 'subscription',
      'line_items[0][price]': 'price_medium',
      'line_items[0][quantity]': '1',
      success_url: `${testAppUrl}/onboarding?success=true&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${testAppUrl}/onboarding?canceled=true`,
      customer_email: user.email,
      client_reference_id: user.id,
      'metadata[planId]': 'tier_150',
      'metadata[hotelId]': hotel.id,
    });
  });

  it('uses the pricing and settings return URLs', async () => {
    const user = await buildUser(testApp);
    await post(user, '/api/checkout', { planId: 'tier_50', from: 'pricing' });
    await post(user, '/api/checkout', { planId: 'tier_unlimited', from: 'settings' });
    const forms = stripeFake.requests
      .filter((request) => request.path === '/v1/checkout/sessions')
      .map((request) => request.form);
    expect(forms[0]).toMatchObject({
      success_url: `${testAppUrl}/dashboard?success=true&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${testAppUrl}/pricing?canceled=true`,
      'line_items[0][price]': 'price_small',
    });
    expect(forms[1]).toMatchObject({
      success_url: `${testAppUrl}/settings/payment?status=success&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${testAppUrl}/settings/payment?status=cancel`,
      'line_items[0][price]': 'price_large',
    });
  });

  it.each([
    [{ planId: '' }, 'Preis ID ist erforderlich, um den Checkout zu starten'],
    [{ planId: 'price_medium' }, 'Invalid price ID'],
    [{ planId: 'contact_sales' }, 'Invalid price ID'],
  ])('refuses %j with the spec text', async (body, message) => {
    const user = await buildUser(testApp);
    const response = await post(user, '/api/checkout', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(message);
    expect(stripeFake.requests).toHaveLength(0);
  });

  it('refuses a signed-out caller with the spec text', async () => {
    const response = await post(null, '/api/checkout', { planId: 'tier_50' });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe(
      'Benutzer muss angemeldet sein, um ein Abonnement abzuschließen',
    );
  });

  it('reports a Stripe failure as "Error creating checkout session: ..."', async () => {
    const user = await buildUser(testApp);
    stripeFake.failNext('/v1/checkout/sessions', 402, 'Your card was declined.');
    const response = await post(user, '/api/checkout', { planId: 'tier_50' });
    expect(response.json().error.message).toBe('Error creating checkout session: Your card was declined.');
  });

  it('confirms a completed session for its own user only', async () => {
    const owner = await buildUser(testApp);
    const stranger = await buildUser(testApp);
    await post(owner, '/api/checkout', { planId: 'tier_150', from: 'pricing' });
    const created = await testApp.app.inject({
      method: 'GET',
      url: '/api/subscription',
      headers: { cookie: owner.cookie },
    });
    expect(created.json().subscription).toBeNull();
    const [checkout] = (await testApp.context.db.query.checkoutSessions.findMany()).filter(
      (row) => row.userId === owner.id,
    );
    expect(checkout?.id).toBeTruthy();
    stripeFake.completeSession(checkout!.id, 'sub_confirm_1', 'cus_confirm_1');
    expect((await post(stranger, '/api/checkout/confirm', { sessionId: checkout!.id })).statusCode).toBe(404);
    const confirmed = await post(owner, '/api/checkout/confirm', { sessionId: checkout!.id });
    expect(confirmed.json()).toMatchObject({
      paid: true,
      subscription: { planId: 'tier_150', status: 'active', provider: 'stripe' },
    });
  });
});

describe('Stripe webhooks', () => {
  const checkoutCompleted = (id: string, userId: string) => ({
    id,
    object: 'event',
    type: 'checkout.session.completed',
    data: {
      object: {
        id: `cs_${id}`,
        object: 'checkout.session',
        client_reference_id: userId,
        customer: `cus_${userId}`,
        subscription: `sub_${userId}`,
        metadata: { userId, planId: 'tier_50' },
      },
    },
  });
  const subscriptionEvent = (id: string, type: string, userId: string, extra: object = {}) => ({
    id,
    object: 'event',
    type,
    data: {
      object: {
        id: `sub_${userId}`,
        object: 'subscription',
        customer: `cus_${userId}`,
        status: 'active',
        cancel_at_period_end: false,
        metadata: { userId },
        items: { data: [{ price: { id: 'price_large' }, current_period_end: 1_900_000_000 }] },
        ...extra,
      },
    },
  });

  it('records checkout, subscription changes, a failed payment and the deletion', async () => {
    const user = await buildUser(testApp);
    expect((await sendWebhook(checkoutCompleted(`evt_a_${user.id}`, user.id))).statusCode).toBe(200);
    expect(await subscriptionOf(user.id)).toMatchObject({
      planId: 'tier_50',
      status: 'active',
      customerId: `cus_${user.id}`,
    });

    await sendWebhook(
      subscriptionEvent(`evt_b_${user.id}`, 'customer.subscription.updated', user.id, {
        cancel_at_period_end: true,
      }),
    );
    expect(await subscriptionOf(user.id)).toMatchObject({
      planId: 'tier_unlimited',
      cancelAtPeriodEnd: true,
      currentPeriodEnd: new Date(1_900_000_000 * 1000),
    });

    await sendWebhook({
      id: `evt_c_${user.id}`,
      object: 'event',
      type: 'invoice.payment_failed',
      data: {
        object: {
          id: 'in_1',
          object: 'invoice',
          customer: `cus_${user.id}`,
          parent: { subscription_details: { subscription: `sub_${user.id}` } },
        },
      },
    });
    expect((await subscriptionOf(user.id))?.status).toBe('past_due');

    await sendWebhook(
      subscriptionEvent(`evt_d_${user.id}`, 'customer.subscription.deleted', user.id, { status: 'canceled' }),
    );
    expect((await subscriptionOf(user.id))?.status).toBe('canceled');

    const settings = await testApp.app.inject({
      method: 'GET',
      url: '/api/subscription',
      headers: { cookie: user.cookie },
    });
    expect(settings.json().subscription).toMatchObject({ status: 'canceled', planId: 'tier_unlimited' });
  });

  it('refuses a bad signature and a stale timestamp and changes nothing', async () => {
    const user = await buildUser(testApp);
    const bad = await sendWebhook(checkoutCompleted(`evt_bad_${user.id}`, user.id), {
      secret: 'whsec_wrong',
    });
    expect(bad.statusCode).toBe(400);
    const stale = await sendWebhook(checkoutCompleted(`evt_old_${user.id}`, user.id), {
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    });
    expect(stale.statusCode).toBe(400);
    const unsigned = await testApp.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      payload: JSON.stringify(checkoutCompleted(`evt_none_${user.id}`, user.id)),
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.statusCode).toBe(400);
    expect(await subscriptionOf(user.id)).toBeUndefined();
  });

  it('tells the user of a failed payment through the bell, once per invoice', async () => {
    const user = await buildUser(testApp);
    await sendWebhook(checkoutCompleted(`evt_paid_${user.id}`, user.id));
    const paymentFailed = (eventId: string, invoiceId: string) => ({
      id: eventId,
      object: 'event',
      type: 'invoice.payment_failed',
      data: {
        object: {
          id: invoiceId,
          object: 'invoice',
          customer: `cus_${user.id}`,
          parent: { subscription_details: { subscription: `sub_${user.id}` } },
        },
      },
    });
    // Stripe retries the invoice and sends an event per attempt; a replayed event is the same attempt again.
    await sendWebhook(paymentFailed(`evt_fail_1_${user.id}`, `in_a_${user.id}`));
    await sendWebhook(paymentFailed(`evt_fail_1_${user.id}`, `in_a_${user.id}`));
    await sendWebhook(paymentFailed(`evt_fail_2_${user.id}`, `in_a_${user.id}`));
    expect((await subscriptionOf(user.id))?.status).toBe('past_due');
    const told = await notificationsOf(testApp, user.id);
    expect(told.map((row) => [row.kind, row.params, row.hotelId, row.readAt])).toEqual([
      ['payment_failed', {}, null, null],
    ]);
    // The next month's invoice failing is news again.
    await sendWebhook(paymentFailed(`evt_fail_3_${user.id}`, `in_b_${user.id}`));
    expect(await notificationsOf(testApp, user.id)).toHaveLength(2);
  });

  it('processes a replayed event only once', async () => {
    const user = await buildUser(testApp);
    await sendWebhook(checkoutCompleted(`evt_once_${user.id}`, user.id));
    await sendWebhook(
      subscriptionEvent(`evt_cancel_${user.id}`, 'customer.subscription.deleted', user.id, {
        status: 'canceled',
      }),
    );
    const replay = await sendWebhook(checkoutCompleted(`evt_once_${user.id}`, user.id));
    expect(replay.statusCode).toBe(200);
    expect(replay.json().duplicate).toBe(true);
    expect((await subscriptionOf(user.id))?.status).toBe('canceled');
  });
});

describe('plan changes on Stripe', () => {
  it('swaps the price on the same subscription with no proration', async () => {
    const user = await buildUser(testApp);
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
    const response = await testApp.app.inject({
      method: 'PUT',
      url: '/api/subscription/plan',
      payload: { planId: 'tier_150' },
      headers: { cookie: user.cookie, origin: testAppUrl },
    });
    expect(response.statusCode).toBe(200);
    const update = stripeFake.requests.find(
      (request) => request.method === 'POST' && request.path === '/v1/subscriptions/sub_change',
    );
    expect(update?.form).toMatchObject({
      'items[0][id]': 'si_1',
      'items[0][price]': 'price_medium',
      proration_behavior: 'none',
      'metadata[planId]': 'tier_150',
    });
    expect(stripeFake.requests.some((request) => request.path === '/v1/checkout/sessions')).toBe(false);
    expect((await subscriptionOf(user.id))?.planId).toBe('tier_150');
  });
});

describe('customer portal and account deletion', () => {
  it('opens the portal for the user’s own customer and cancels the subscription when the account is deleted', async () => {
    const user = await buildUser(testApp);
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
    const [call] = stripeFake.requests.filter((request) => request.path === '/v1/billing_portal/sessions');
    expect(call?.form).toEqual({ customer: 'cus_portal', return_url: `${testAppUrl}/settings/payment` });

    const deleted = await testApp.app.inject({
      method: 'DELETE',
      url: '/api/account',
      payload: { password: user.password },
      headers: { cookie: user.cookie, origin: testAppUrl },
    });
    expect(deleted.statusCode).toBe(204);
    expect(
      stripeFake.requests.some(
        (request) => request.method === 'DELETE' && request.path === '/v1/subscriptions/sub_portal',
      ),
    ).toBe(true);
    expect(await subscriptionOf(user.id)).toBeUndefined();
  });

  it('keeps the account when Stripe cannot cancel the subscription', async () => {
    const user = await buildUser(testApp);
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
    stripeFake.failNext('/v1/subscriptions/sub_keep', 403, 'Stripe refused the request');
    const deleted = await testApp.app.inject({
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
