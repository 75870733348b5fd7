import type { PurchasablePlanId } from '@common/plans/plans';

export interface CheckoutInput {
  sessionUserId: string;
  customerEmail: string;
  /** Reuse the customer of an earlier subscription, so the portal shows one history. */
  customerId: string | null;
  planId: PurchasablePlanId;
  hotelId: string | null;
  /** May contain {CHECKOUT_SESSION_ID}, which the provider fills in. */
  successUrl: string;
  cancelUrl: string;
}

/** A subscription as the provider describes it, in our words. */
export interface ProviderSubscription {
  subscriptionId: string;
  customerId: string | null;
  planId: string | null;
  status: string;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
}

export interface ProviderCheckoutSession {
  id: string;
  complete: boolean;
  customerId: string | null;
  subscriptionId: string | null;
}

/**
 * Takes payments: Stripe Checkout in subscription mode when Stripe keys are configured, otherwise the
 * built-in test checkout (DECISIONS.md point 5). Both produce the same subscription records.
 */
export interface PaymentsGateway {
  readonly kind: 'stripe' | 'test';
  /** Whether a price is configured for the plan. */
  supportsPlan(planId: PurchasablePlanId): boolean;
  createCheckoutSession(input: CheckoutInput): Promise<{ id: string; url: string }>;
  retrieveCheckoutSession(id: string): Promise<ProviderCheckoutSession>;
  retrieveSubscription(id: string): Promise<ProviderSubscription>;
  createPortalSession(customerId: string, returnUrl: string): Promise<string>;
  cancelSubscription(subscriptionId: string): Promise<void>;
  /** Moves the subscription to another plan's price from the next billing cycle (no proration). */
  changeSubscriptionPlan(subscriptionId: string, planId: PurchasablePlanId): Promise<ProviderSubscription>;
}
