import { describe, expect, it } from 'vitest';
import { buildHotel, buildUser } from '../../../test/factories';
import { notificationsOf } from '../../../test/notifications';
import { useStripeTestApp } from '../../../test/stripe';
import { testAppUrl } from '../../../test/test-app';

const stripe = useStripeTestApp();
const { post, sendWebhook, subscriptionOf } = stripe;

describe('Stripe checkout', () => {
  it('creates a subscription-mode session with our price, return URLs and the customer', async () => {
    const user = await buildUser(stripe.testApp);
    const hotel = await buildHotel(stripe.testApp, user.id);
    const response = await post(user, '/api/checkout', {
      planId: 'tier_150',
      from: 'onboarding',
      hotelId: hotel.id,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().url).toMatch(/^https:\/\/checkout\.stripe\.example\/c\/pay\/cs_fake_/);
    const [call] = stripe.stripeFake.requests.filter((request) => request.path === '/v1/checkout/sessions');
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
    const user = await buildUser(stripe.testApp);
    await post(user, '/api/checkout', { planId: 'tier_50', from: 'pricing' });
    await post(user, '/api/checkout', { planId: 'tier_unlimited', from: 'settings' });
    const forms = stripe.stripeFake.requests
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
    const user = await buildUser(stripe.testApp);
    const response = await post(user, '/api/checkout', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(message);
    expect(stripe.stripeFake.requests).toHaveLength(0);
  });

  it('refuses a signed-out caller with the spec text', async () => {
    const response = await post(null, '/api/checkout', { planId: 'tier_50' });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe(
      'Benutzer muss angemeldet sein, um ein Abonnement abzuschließen',
    );
  });

  it('reports a Stripe failure as "Error creating checkout session: ..."', async () => {
    const user = await buildUser(stripe.testApp);
    stripe.stripeFake.failNext('/v1/checkout/sessions', 402, 'Your card was declined.');
    const response = await post(user, '/api/checkout', { planId: 'tier_50' });
    expect(response.json().error.message).toBe('Error creating checkout session: Your card was declined.');
  });

  it('confirms a completed session for its own user only', async () => {
    const owner = await buildUser(stripe.testApp);
    const stranger = await buildUser(stripe.testApp);
    await post(owner, '/api/checkout', { planId: 'tier_150', from: 'pricing' });
    const created = await stripe.testApp.app.inject({
      method: 'GET',
      url: '/api/subscription',
      headers: { cookie: owner.cookie },
    });
    expect(created.json().subscription).toBeNull();
    const [checkout] = (await stripe.testApp.context.db.query.checkoutSessions.findMany()).filter(
      (row) => row.userId === owner.id,
    );
    expect(checkout?.id).toBeTruthy();
    stripe.stripeFake.completeSession(checkout!.id, 'sub_confirm_1', 'cus_confirm_1');
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
    const user = await buildUser(stripe.testApp);
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

    const settings = await stripe.testApp.app.inject({
      method: 'GET',
      url: '/api/subscription',
      headers: { cookie: user.cookie },
    });
    expect(settings.json().subscription).toMatchObject({ status: 'canceled', planId: 'tier_unlimited' });
  });

  it('shows a cancellation scheduled in the portal with the date the plan stays active until', async () => {
    const user = await buildUser(stripe.testApp);
    await sendWebhook(checkoutCompleted(`evt_p1_${user.id}`, user.id));
    const readView = async () =>
      (
        await stripe.testApp.app.inject({
          method: 'GET',
          url: '/api/subscription',
          headers: { cookie: user.cookie },
        })
      ).json().subscription;

    await sendWebhook(
      subscriptionEvent(`evt_p2_${user.id}`, 'customer.subscription.updated', user.id, {
        cancel_at_period_end: true,
      }),
    );
    expect(await readView()).toMatchObject({
      status: 'active',
      cancelAtPeriodEnd: true,
      currentPeriodEnd: new Date(1_900_000_000 * 1000).toISOString(),
    });

    // Scheduled as a date instead of the period-end flag: the earlier of the two is when the plan ends.
    await sendWebhook(
      subscriptionEvent(`evt_p3_${user.id}`, 'customer.subscription.updated', user.id, {
        cancel_at: 1_899_000_000,
      }),
    );
    expect(await readView()).toMatchObject({
      status: 'active',
      cancelAtPeriodEnd: true,
      currentPeriodEnd: new Date(1_899_000_000 * 1000).toISOString(),
    });

    // Resumed in the portal: renews again at the period end.
    await sendWebhook(
      subscriptionEvent(`evt_p4_${user.id}`, 'customer.subscription.updated', user.id, { cancel_at: null }),
    );
    expect(await readView()).toMatchObject({
      cancelAtPeriodEnd: false,
      currentPeriodEnd: new Date(1_900_000_000 * 1000).toISOString(),
    });
  });

  it('refuses a bad signature and a stale timestamp and changes nothing', async () => {
    const user = await buildUser(stripe.testApp);
    const bad = await sendWebhook(checkoutCompleted(`evt_bad_${user.id}`, user.id), {
      secret: 'whsec_wrong',
    });
    expect(bad.statusCode).toBe(400);
    const stale = await sendWebhook(checkoutCompleted(`evt_old_${user.id}`, user.id), {
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    });
    expect(stale.statusCode).toBe(400);
    const unsigned = await stripe.testApp.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      payload: JSON.stringify(checkoutCompleted(`evt_none_${user.id}`, user.id)),
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.statusCode).toBe(400);
    expect(await subscriptionOf(user.id)).toBeUndefined();
  });

  it('tells the user of a failed payment through the bell, once per invoice', async () => {
    const user = await buildUser(stripe.testApp);
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
    const told = await notificationsOf(stripe.testApp, user.id);
    expect(told.map((row) => [row.kind, row.params, row.hotelId, row.readAt])).toEqual([
      ['payment_failed', {}, null, null],
    ]);
    // The next month's invoice failing is news again.
    await sendWebhook(paymentFailed(`evt_fail_3_${user.id}`, `in_b_${user.id}`));
    expect(await notificationsOf(stripe.testApp, user.id)).toHaveLength(2);
  });

  it('processes a replayed event only once', async () => {
    const user = await buildUser(stripe.testApp);
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
