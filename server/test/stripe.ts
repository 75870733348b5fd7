import Stripe from 'stripe';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startStripeFake, type StripeFake } from '../../e2e/fakes/stripe-fake';
import { subscriptions } from '../src/db/schema';
import type { SignedInUser } from './factories';
import { buildTestApp, testAppUrl, type TestApp } from './test-app';

export const webhookSecret = 'whsec_test_secret';
const signer = new Stripe('sk_test_signer');

/**
 * What the Stripe billing tests share: the app configured for Stripe against the Stripe fake (started for the
 * file, its recorded requests cleared before each test), and helpers that post as a user, send signed
 * webhooks and read a user's subscription.
 */
export class StripeTestHarness {
  stripeFake!: StripeFake;
  testApp!: TestApp;

  post = (user: SignedInUser | null, url: string, payload: object) =>
    this.testApp.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { origin: testAppUrl, ...(user ? { cookie: user.cookie } : {}) },
    });

  sendWebhook = (event: object, options: { timestamp?: number; secret?: string } = {}) => {
    const payload = JSON.stringify(event);
    const signature = signer.webhooks.generateTestHeaderString({
      payload,
      secret: options.secret ?? webhookSecret,
      timestamp: options.timestamp ?? Math.floor(Date.now() / 1000),
    });
    return this.testApp.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    });
  };

  subscriptionOf = async (userId: string) =>
    (await this.testApp.context.db.select().from(subscriptions).where(eq(subscriptions.userId, userId)))[0];
}

/** Registers the file's setup and teardown; the harness's fields are set once beforeAll has run. */
export function useStripeTestApp(): StripeTestHarness {
  const harness = new StripeTestHarness();
  beforeAll(async () => {
    harness.stripeFake = await startStripeFake();
    harness.testApp = await buildTestApp({
      STRIPE_SECRET_KEY: 'sk_test_123',
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
      STRIPE_PRICE_SMALL: 'price_small',
      STRIPE_PRICE_MEDIUM: 'price_medium',
      STRIPE_PRICE_LARGE: 'price_large',
      STRIPE_API_BASE: harness.stripeFake.url,
    });
  });
  afterAll(async () => {
    await harness.testApp.close();
    await harness.stripeFake.close();
  });
  beforeEach(() => {
    harness.stripeFake.requests.length = 0;
  });
  return harness;
}
