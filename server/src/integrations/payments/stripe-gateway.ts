import Stripe from 'stripe';
import type { PurchasablePlanId } from '@common/plans/plans';
import type { StripeConfig } from '../../config';
import type {
  CheckoutInput,
  PaymentsGateway,
  ProviderCheckoutSession,
  ProviderSubscription,
} from './payments-gateway';

/** The official Stripe SDK; STRIPE_API_BASE points it at another host (the tests' fake). */
export function createStripeClient(config: StripeConfig): Stripe {
  const base = config.apiBase ? new URL(config.apiBase) : undefined;
  return new Stripe(config.secretKey, {
    maxNetworkRetries: 1,
    timeout: 20_000,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'https:' ? 443 : 80),
          protocol: base.protocol.replace(':', '') as 'http' | 'https',
        }
      : {}),
  });
}

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

export class StripeGateway implements PaymentsGateway {
  readonly kind = 'stripe';
  readonly client: Stripe;

  constructor(private readonly config: StripeConfig) {
    this.client = createStripeClient(config);
  }

  supportsPlan(planId: PurchasablePlanId): boolean {
    return Boolean(this.config.prices[planId]);
  }

  /** The plan a Stripe price stands for (the reverse of the configured map). */
  planForPrice(priceId: string | null | undefined): string | null {
    const entry = Object.entries(this.config.prices).find(([, price]) => price && price === priceId);
    return entry?.[0] ?? null;
  }

  async createCheckoutSession(input: CheckoutInput) {
    const metadata = {
      userId: input.sessionUserId,
      planId: input.planId,
      ...(input.hotelId ? { hotelId: input.hotelId } : {}),
    };
    const session = await this.client.checkout.sessions.create({
      mode: 'subscription',
      line_items: [{ price: this.config.prices[input.planId], quantity: 1 }],
      success_url: input.successUrl,
      cancel_url: input.cancelUrl,
      client_reference_id: input.sessionUserId,
      ...(input.customerId ? { customer: input.customerId } : { customer_email: input.customerEmail }),
      metadata,
      subscription_data: { metadata },
    });
    if (!session.url) throw new Error('Stripe returned a checkout session without URL');
    return { id: session.id, url: session.url };
  }

  async retrieveCheckoutSession(id: string): Promise<ProviderCheckoutSession> {
    const session = await this.client.checkout.sessions.retrieve(id);
    return {
      id: session.id,
      complete: session.status === 'complete',
      customerId: idOf(session.customer),
      subscriptionId: idOf(session.subscription),
    };
  }

  async retrieveSubscription(id: string): Promise<ProviderSubscription> {
    return this.describe(await this.client.subscriptions.retrieve(id));
  }

  /** A Stripe subscription in our words; the period end lives on the items in current API versions. */
  describe(subscription: Stripe.Subscription): ProviderSubscription {
    const item = subscription.items?.data?.[0];
    const periodEnd =
      (item as { current_period_end?: number } | undefined)?.current_period_end ??
      (subscription as unknown as { current_period_end?: number }).current_period_end;
    // A cancellation can also be scheduled as `cancel_at`, a date (the customer portal and the dashboard can set
    // it instead of `cancel_at_period_end`): the plan then runs until that date, which is what users are told.
    const cancelAt = subscription.cancel_at ?? null;
    const endsAt = cancelAt !== null && (!periodEnd || cancelAt < periodEnd) ? cancelAt : periodEnd;
    return {
      subscriptionId: subscription.id,
      customerId: idOf(subscription.customer),
      planId: this.planForPrice(item?.price?.id) ?? subscription.metadata?.planId ?? null,
      status: subscription.status,
      currentPeriodEnd: endsAt ? new Date(endsAt * 1000) : null,
      cancelAtPeriodEnd: subscription.cancel_at_period_end || cancelAt !== null,
    };
  }

  async createPortalSession(customerId: string, returnUrl: string) {
    const session = await this.client.billingPortal.sessions.create({
      customer: customerId,
      return_url: returnUrl,
    });
    return session.url;
  }

  async changeSubscriptionPlan(subscriptionId: string, planId: PurchasablePlanId) {
    const current = await this.client.subscriptions.retrieve(subscriptionId);
    const item = current.items.data[0];
    if (!item) throw new Error(`subscription ${subscriptionId} has no item`);
    // One subscription, its item swapped to the new price; the change is billed from the next invoice on.
    const updated = await this.client.subscriptions.update(subscriptionId, {
      items: [{ id: item.id, price: this.config.prices[planId] }],
      proration_behavior: 'none',
      metadata: { ...current.metadata, planId },
    });
    return this.describe(updated);
  }

  async cancelSubscription(subscriptionId: string) {
    await this.client.subscriptions.cancel(subscriptionId);
  }
}
