import {
  subscriptionStatuses,
  type SubscriptionStatus,
  type SubscriptionView,
} from '@common/billing/schemas';
import type { SubscriptionRow } from './repository';

const isStatus = (value: string): value is SubscriptionStatus =>
  (subscriptionStatuses as readonly string[]).includes(value);

export function presentSubscription(row: SubscriptionRow | undefined): SubscriptionView | null {
  if (!row) return null;
  return {
    planId: row.planId,
    status: isStatus(row.status) ? row.status : 'incomplete',
    currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    provider: row.provider === 'stripe' ? 'stripe' : 'test',
  };
}
