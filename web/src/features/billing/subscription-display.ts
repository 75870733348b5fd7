import type { SubscriptionStatus, SubscriptionView } from '@common/billing/schemas';
import { findPlan, formatPlanPrice } from '@common/plans/plans';

const statusLabels: Record<SubscriptionStatus, string> = {
  active: 'Active',
  trialing: 'Trial',
  past_due: 'Past due',
  canceled: 'Canceled',
  unpaid: 'Unpaid',
  incomplete: 'Incomplete',
  incomplete_expired: 'Expired',
  paused: 'Paused',
};

export const subscriptionStatusLabel = (status: SubscriptionStatus) => statusLabels[status];

// These still belong to a running subscription at the provider; buying again would start a second one.
const liveStatuses = new Set<SubscriptionStatus>(['active', 'trialing', 'past_due', 'unpaid', 'paused']);

export function isLiveSubscription(subscription: SubscriptionView | null | undefined): boolean {
  return !!subscription && liveStatuses.has(subscription.status);
}

export function planLabel(planId: string | null) {
  const plan = findPlan(planId);
  return {
    name: plan?.name ?? 'Unknown plan',
    price: plan ? `${formatPlanPrice(plan)} per month` : null,
  };
}

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

/** "22 December 2026". */
export const formatBillingDate = (iso: string) => dateFormat.format(new Date(iso));

/** "Renews on ..." or "Ends on ..."; null when the subscription has ended or the date is unknown. */
export function renewalText(subscription: SubscriptionView): string | null {
  if (!subscription.currentPeriodEnd || subscription.status === 'canceled') return null;
  const date = formatBillingDate(subscription.currentPeriodEnd);
  return subscription.cancelAtPeriodEnd ? `Ends on ${date}` : `Renews on ${date}`;
}
