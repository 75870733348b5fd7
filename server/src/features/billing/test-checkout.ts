import { billingTexts } from '@common/billing/texts';
import { findPlan } from '@common/plans/plans';
import type { AppContext } from '../../http/context';
import { AppError, notFound } from '../../lib/app-error';
import { TestCheckoutGateway } from '../../integrations/payments/test-gateway';
import { billingAvailable } from './availability';
import { sessionPlaceholder } from './checkout-urls';
import {
  findCheckoutSessionOfUser,
  findSubscriptionOfUser,
  setCheckoutSessionStatus,
  upsertSubscription,
} from './repository';

type Deps = Pick<AppContext, 'db' | 'payments' | 'config'>;

/** The test checkout exists only where it stands in for Stripe: without a Stripe key, outside production. */
function testGateway(deps: Deps): TestCheckoutGateway {
  const { payments } = deps;
  if (!(payments instanceof TestCheckoutGateway) || !billingAvailable(deps)) throw notFound();
  return payments;
}

async function openSession({ db }: Deps, userId: string, sessionId: string) {
  const session = await findCheckoutSessionOfUser(db, userId, sessionId);
  if (!session || session.provider !== 'test') throw new AppError('notFound', billingTexts.sessionNotFound);
  return session;
}

/** What the test checkout page shows: the plan and price being bought. */
export async function describeTestCheckout(deps: Deps, userId: string, sessionId: string) {
  testGateway(deps);
  const session = await openSession(deps, userId, sessionId);
  const plan = findPlan(session.planId);
  return {
    sessionId: session.id,
    planId: session.planId,
    planName: plan?.name ?? session.planId,
    price: plan?.price ?? null,
    status: session.status,
  };
}

/**
 * "Pay" on the test checkout: records the subscription exactly as a paid Stripe checkout would (active, renewing
 * in one month) and returns where the browser goes next.
 */
export async function payTestCheckout(deps: Deps, userId: string, sessionId: string) {
  const gateway = testGateway(deps);
  const session = await openSession(deps, userId, sessionId);
  if (session.status !== 'complete') {
    const existing = await findSubscriptionOfUser(deps.db, userId);
    const renewsAt = new Date();
    renewsAt.setMonth(renewsAt.getMonth() + 1);
    await deps.db.transaction(async (tx) => {
      await upsertSubscription(tx, userId, {
        provider: 'test',
        customerId:
          existing?.provider === 'test' && existing.customerId
            ? existing.customerId
            : gateway.newCustomerId(),
        subscriptionId: gateway.newSubscriptionId(),
        planId: session.planId,
        status: 'active',
        currentPeriodEnd: renewsAt,
        cancelAtPeriodEnd: false,
      });
      await setCheckoutSessionStatus(tx, sessionId, 'complete');
    });
  }
  return { redirectUrl: session.successUrl.replace(sessionPlaceholder, encodeURIComponent(session.id)) };
}

/** "Cancel" on the test checkout: nothing is recorded; back to where the checkout started. */
export async function cancelTestCheckout(deps: Deps, userId: string, sessionId: string) {
  testGateway(deps);
  const session = await openSession(deps, userId, sessionId);
  if (session.status === 'open') await setCheckoutSessionStatus(deps.db, sessionId, 'canceled');
  return { redirectUrl: session.cancelUrl };
}

/** The test portal's switch: cancel at the end of the period, or keep the subscription. */
export async function setTestCancelAtPeriodEnd(deps: Deps, userId: string, cancelAtPeriodEnd: boolean) {
  testGateway(deps);
  const subscription = await findSubscriptionOfUser(deps.db, userId);
  if (!subscription || subscription.provider !== 'test')
    throw new AppError('conflict', billingTexts.noSubscription);
  await upsertSubscription(deps.db, userId, { ...subscription, cancelAtPeriodEnd });
}
