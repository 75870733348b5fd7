import { runningSubscriptionStatuses } from '@common/billing/schemas';
import { billingTexts } from '@common/billing/texts';
import { findPlan, isPurchasable } from '@common/plans/plans';
import type { AppContext } from '../../http/context';
import { AppError } from '../../lib/app-error';
import { requireBillingAvailable } from './availability';
import { findSubscriptionOfUser, upsertSubscription, type SubscriptionRow } from './repository';
import { presentSubscription } from './subscription-view';

type Deps = Pick<AppContext, 'db' | 'payments' | 'log' | 'config'>;

/** Whether the provider still bills this subscription; a second checkout would start a second one. */
export function isRunning(subscription: SubscriptionRow | undefined): boolean {
  return !!subscription && (runningSubscriptionStatuses as readonly string[]).includes(subscription.status);
}

/**
 * Switches a running subscription to another plan: the same subscription, its price swapped, billed from the next
 * cycle (the pricing FAQ's promise). Never a second checkout, so nobody pays twice.
 */
export async function changePlan({ db, payments, log, config }: Deps, userId: string, planId: string) {
  requireBillingAvailable({ config, payments });
  const plan = findPlan(planId);
  if (!plan || !isPurchasable(plan.id) || !payments.supportsPlan(plan.id)) {
    throw new AppError('validation', billingTexts.invalidPriceId);
  }
  const subscription = await findSubscriptionOfUser(db, userId);
  if (
    !subscription ||
    !isRunning(subscription) ||
    !subscription.subscriptionId ||
    subscription.provider !== payments.kind
  ) {
    throw new AppError('conflict', billingTexts.noSubscription);
  }
  if (subscription.planId === plan.id) throw new AppError('conflict', billingTexts.samePlan);
  let changed;
  try {
    changed = await payments.changeSubscriptionPlan(subscription.subscriptionId, plan.id);
  } catch (error) {
    log.error({ err: error }, 'changing the plan failed');
    throw new AppError('serviceUnavailable', billingTexts.changePlanFailed, { cause: error });
  }
  const { userId: _userId, updatedAt: _updatedAt, ...current } = subscription;
  const row = await upsertSubscription(db, userId, {
    ...current,
    planId: plan.id,
    status: changed.status,
    currentPeriodEnd: changed.currentPeriodEnd ?? subscription.currentPeriodEnd,
    // A switch never undoes a cancellation: Stripe keeps it on the subscription, and the test checkout, which
    // keeps no provider state, answers false, so the recorded one stands (a later webhook corrects either).
    cancelAtPeriodEnd: changed.cancelAtPeriodEnd || subscription.cancelAtPeriodEnd,
  });
  return presentSubscription(row);
}
