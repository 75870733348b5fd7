import { type CheckoutOrigin, type SubscriptionView } from '@common/billing/schemas';
import { billingTexts } from '@common/billing/texts';
import { findPlan, isPurchasable } from '@common/plans/plans';
import type { AppContext } from '../../http/context';
import type { SessionUser } from '../../http/fastify-types';
import { AppError } from '../../lib/app-error';
import { requireRole } from '../teams/access-check';
import { requireBillingAvailable } from './availability';
import { isRunning } from './change-plan';
import { checkoutReturnUrls } from './checkout-urls';
import {
  findCheckoutSessionOfUser,
  findSubscriptionOfUser,
  insertCheckoutSession,
  setCheckoutSessionStatus,
  upsertSubscription,
} from './repository';
import { presentSubscription } from './subscription-view';

type Deps = Pick<AppContext, 'db' | 'payments' | 'config' | 'log'>;

export interface StartCheckoutInput {
  planId: string;
  from: CheckoutOrigin;
  hotelId?: string | null;
}

/**
 * Starts a checkout in subscription mode for the signed-in user and returns the URL to send the browser to.
 * Plan ids are ours (tier_50, ...); the gateway maps them to the provider's prices.
 */
export async function startCheckout(
  { db, payments, config, log }: Deps,
  user: SessionUser,
  input: StartCheckoutInput,
) {
  requireBillingAvailable({ config, payments });
  if (!input.planId) throw new AppError('validation', billingTexts.priceIdRequired);
  const plan = findPlan(input.planId);
  if (!plan || !isPurchasable(plan.id) || !payments.supportsPlan(plan.id)) {
    throw new AppError('validation', billingTexts.invalidPriceId);
  }
  // An empty hotel id is dropped (spec part 1, section 5); a given one must be the user's own (issue 36: a hotel
  // they only work on is its owner's to pay for: 403, another user's 404).
  const hotelId = input.hotelId ? (await requireRole(db, user.id, input.hotelId, 'owner')).hotelId : null;
  const existing = await findSubscriptionOfUser(db, user.id);
  // A second checkout would start a second, separately billed subscription; plan changes go through changePlan.
  if (isRunning(existing)) throw new AppError('conflict', billingTexts.alreadySubscribed);
  const urls = checkoutReturnUrls(config.appUrl, input.from);
  let session: { id: string; url: string };
  try {
    session = await payments.createCheckoutSession({
      sessionUserId: user.id,
      customerEmail: user.email,
      customerId: existing?.provider === payments.kind ? existing.customerId : null,
      planId: plan.id,
      hotelId,
      ...urls,
    });
  } catch (error) {
    log.error({ err: error }, 'creating a checkout session failed');
    const detail = error instanceof Error && error.message ? error.message : 'unknown error';
    throw new AppError('serviceUnavailable', billingTexts.checkoutFailed(detail), { cause: error });
  }
  await insertCheckoutSession(db, {
    id: session.id,
    userId: user.id,
    provider: payments.kind,
    planId: plan.id,
    hotelId,
    ...urls,
  });
  return { url: session.url, sessionId: session.id };
}

/**
 * Confirms a checkout the browser came back from. The session id must be one this user started; with Stripe,
 * the session is read back from Stripe so the records do not wait for the webhook.
 */
export async function confirmCheckout(
  { db, payments }: Deps,
  user: SessionUser,
  sessionId: string,
): Promise<{ paid: boolean; subscription: SubscriptionView | null }> {
  const session = await findCheckoutSessionOfUser(db, user.id, sessionId);
  if (!session) throw new AppError('notFound', billingTexts.sessionNotFound);
  if (session.provider === 'stripe' && payments.kind === 'stripe' && session.status !== 'complete') {
    const remote = await payments.retrieveCheckoutSession(sessionId);
    if (remote.complete && remote.subscriptionId) {
      const subscription = await payments.retrieveSubscription(remote.subscriptionId);
      await db.transaction(async (tx) => {
        await upsertSubscription(tx, user.id, {
          provider: 'stripe',
          customerId: remote.customerId ?? subscription.customerId,
          subscriptionId: subscription.subscriptionId,
          planId: subscription.planId ?? session.planId,
          status: subscription.status,
          currentPeriodEnd: subscription.currentPeriodEnd,
          cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
        });
        await setCheckoutSessionStatus(tx, sessionId, 'complete');
      });
    }
  }
  const refreshed = await findCheckoutSessionOfUser(db, user.id, sessionId);
  return {
    paid: refreshed?.status === 'complete',
    subscription: presentSubscription(await findSubscriptionOfUser(db, user.id)),
  };
}

export async function getSubscription({ db }: Pick<Deps, 'db'>, userId: string) {
  return presentSubscription(await findSubscriptionOfUser(db, userId));
}

/** Opens the customer portal (Stripe's, or the test checkout's own page). */
export async function openCustomerPortal({ db, payments, config, log }: Deps, userId: string) {
  requireBillingAvailable({ config, payments });
  const subscription = await findSubscriptionOfUser(db, userId);
  if (!subscription?.customerId || subscription.provider !== payments.kind) {
    throw new AppError('conflict', billingTexts.noSubscription);
  }
  try {
    return await payments.createPortalSession(subscription.customerId, `${config.appUrl}/settings/payment`);
  } catch (error) {
    log.error({ err: error }, 'opening the customer portal failed');
    throw new AppError('serviceUnavailable', billingTexts.portalFailed, { cause: error });
  }
}

/** Account deletion: a running Stripe subscription is canceled first, so nobody is charged for a deleted account. */
export async function cancelSubscriptionOfUser(
  { db, payments }: Pick<Deps, 'db' | 'payments'>,
  userId: string,
) {
  const subscription = await findSubscriptionOfUser(db, userId);
  if (!subscription?.subscriptionId || subscription.status === 'canceled') return;
  if (subscription.provider === payments.kind) await payments.cancelSubscription(subscription.subscriptionId);
}
