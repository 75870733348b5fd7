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
