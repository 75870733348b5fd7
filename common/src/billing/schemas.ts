import { z } from 'zod';

/** Where a checkout was started; it decides the return URLs (spec part 1, sections 4 and 9). */
export const checkoutOrigins = ['onboarding', 'pricing', 'settings'] as const;
export type CheckoutOrigin = (typeof checkoutOrigins)[number];

export const checkoutRequestSchema = z.object({
  planId: z.string().trim().max(64).default(''),
  from: z.enum(checkoutOrigins).default('pricing'),
});

/** Switch a running subscription to another plan; it takes effect from the next billing cycle. */
export const changePlanSchema = z.object({ planId: z.string().trim().min(1).max(64) });

/** Statuses that still belong to a running subscription at the provider. */
export const runningSubscriptionStatuses = ['active', 'trialing', 'past_due', 'unpaid', 'paused'] as const;

export const confirmCheckoutSchema = z.object({ sessionId: z.string().trim().min(1).max(255) });

export const subscriptionStatuses = [
  'active',
  'trialing',
  'past_due',
  'canceled',
  'unpaid',
  'incomplete',
  'incomplete_expired',
  'paused',
] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

export interface SubscriptionView {
  planId: string | null;
  status: SubscriptionStatus;
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  /** 'stripe' or the built-in test checkout. */
  provider: 'stripe' | 'test';
}

/** Checkout and subscription texts exactly as the spec spells them (part 1, section 8). */
export const billingTexts = {
  invalidPriceId: 'Invalid price ID',
  priceIdRequired: 'Preis ID ist erforderlich, um den Checkout zu starten',
  mustBeSignedIn: 'Benutzer muss angemeldet sein, um ein Abonnement abzuschließen',
  checkoutFailed: (detail: string) => `Error creating checkout session: ${detail}`,
  noCheckoutUrl: 'Keine gültige Checkout-URL vom Server erhalten',
  redirectFailed: (detail: string) => `Error redirecting to checkout: ${detail}`,
  onboardingCheckoutFailed: 'Fehler beim Starten des Zahlungsvorgangs. Bitte versuchen Sie es später erneut.',
  canceled: 'Your subscription process was canceled. No charges were made.',
  plansLoadFailed: 'Fehler beim Laden der Preispläne. Bitte versuchen Sie es später erneut.',
  paymentSucceeded: 'Payment successful! Your subscription is now active.',
  sessionNotFound: 'Checkout session not found',
  noSubscription: 'You have no subscription to manage yet.',
  portalFailed: 'The subscription management could not be opened. Please try again.',
  testModeLabel: 'Test mode, no payment is taken',
  alreadySubscribed: 'You already have a subscription. Change your plan in the payment settings.',
  samePlan: 'This is already your plan.',
  planChanged: (name: string) =>
    `Your plan is now ${name}. The new price applies from your next billing date.`,
  changePlanFailed: 'The plan could not be changed. Please try again.',
} as const;
