import type { SubscriptionStatus, SubscriptionView } from '@common/billing/schemas';
import { findPlan } from '@common/plans/plans';
import { formatterFor } from '@web/lib/format/formatter';
import { billingTexts } from '@web/locales/billing';
import { planPrice } from '@web/locales/checkout';

// These still belong to a running subscription at the provider; buying again would start a second one.
const liveStatuses = new Set<SubscriptionStatus>(['active', 'trialing', 'past_due', 'unpaid', 'paused']);

export function isLiveSubscription(subscription: SubscriptionView | null | undefined): boolean {
  return !!subscription && liveStatuses.has(subscription.status);
}

export function planLabel(planId: string | null) {
  const plan = findPlan(planId);
  return {
    name: plan?.name ?? billingTexts('subscription.unknownPlan'),
    price: plan ? billingTexts('subscription.pricePerMonth', { price: planPrice(plan) }) : null,
  };
}

/** '22 Dec 2026', as every English screen writes a day. */
export const formatBillingDate = (iso: string) => formatterFor('en').date(iso);

// A subscription in good standing that was canceled (here, or in the provider's portal) still works until the
// end of the period it was paid for; its status says until when, instead of a bare 'Active'.
const endsInGoodStanding = (subscription: SubscriptionView) =>
  subscription.cancelAtPeriodEnd && (subscription.status === 'active' || subscription.status === 'trialing');

/** 'Active', or "Canceled – your plan stays active until 24 December 2026" once canceled at the period end. */
export function subscriptionStatusText(subscription: SubscriptionView): string {
  if (!endsInGoodStanding(subscription)) return billingTexts(`subscription.statuses.${subscription.status}`);
  const until = subscription.currentPeriodEnd
    ? formatBillingDate(subscription.currentPeriodEnd)
    : billingTexts('subscription.endOfPeriod');
  return billingTexts('subscription.canceledUntil', { until });
}

/**
 * "Renews on ..." or "Ends on ..."; null when the subscription has ended, the date is unknown, or the status
 * already says until when the plan stays active.
 */
export function renewalText(subscription: SubscriptionView): string | null {
  if (!subscription.currentPeriodEnd || subscription.status === 'canceled') return null;
  if (endsInGoodStanding(subscription)) return null;
  const date = formatBillingDate(subscription.currentPeriodEnd);
  return billingTexts(subscription.cancelAtPeriodEnd ? 'subscription.endsOn' : 'subscription.renewsOn', {
    date,
  });
}
