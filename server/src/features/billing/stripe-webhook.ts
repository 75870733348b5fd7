import type Stripe from 'stripe';
import type { AppContext } from '../../http/context';
import { billingTexts } from '@common/billing/texts';
import { AppError, notFound } from '../../lib/app-error';
import type { PaymentsGateway } from '../../integrations/payments/payments-gateway';
import type { StripeGateway } from '../../integrations/payments/stripe-gateway';
import {
  claimWebhookEvent,
  findCheckoutSession,
  findSubscriptionByProviderIds,
  setCheckoutSessionStatus,
  upsertSubscription,
  type SubscriptionRow,
} from './repository';
import type { Db } from '../../db/client';
import { notify } from '../notifications/service';

type Deps = Pick<AppContext, 'db' | 'payments' | 'config' | 'log'>;

/** Stripe's default tolerance: a signature older than five minutes is refused (replayed captures). */
const toleranceSeconds = 300;

/** Told by its kind: the Stripe adapter's module is loaded only when Stripe is configured (no instanceof here). */
const isStripe = (gateway: PaymentsGateway): gateway is StripeGateway => gateway.kind === 'stripe';

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

/**
 * Checks Stripe's signature on the raw body and applies the event to the subscription records exactly once.
 * A bad or stale signature answers 400 and changes nothing.
 */
export async function handleStripeWebhook(
  { db, payments, config, log }: Deps,
  rawBody: Buffer,
  signature: string | undefined,
) {
  const secret = config.stripe?.webhookSecret;
  if (!isStripe(payments) || !secret) throw notFound();
  let event: Stripe.Event;
  try {
    event = payments.client.webhooks.constructEvent(rawBody, signature ?? '', secret, toleranceSeconds);
  } catch (error) {
    throw new AppError('validation', billingTexts.invalidWebhookSignature, {
      cause: error,
      detail: (error as Error).message,
    });
  }
  const outcome = await db.transaction(async (tx) => {
    if (!(await claimWebhookEvent(tx, event.id, event.type))) return { applied: false };
    return { applied: true, failedPayment: await applyEvent(tx, payments, event) };
  });
  log.info({ eventId: event.id, type: event.type, applied: outcome.applied }, 'stripe webhook');
  // Told after the commit: a notification is no part of the records, and its failure must not undo them.
  if (outcome.failedPayment)
    await notify(
      { db, log },
      {
        userId: outcome.failedPayment.userId,
        hotelId: null,
        kind: 'payment_failed',
        params: {},
        // Stripe retries a failed invoice and reports each attempt: the user hears of it once.
        dedupeKey: outcome.failedPayment.invoiceId,
      },
    );
  return { received: true, duplicate: !outcome.applied };
}

/** A payment Stripe could not collect: whose subscription it was and which invoice. */
interface FailedPayment {
  userId: string;
  invoiceId: string;
}

async function applyEvent(
  db: Db,
  gateway: StripeGateway,
  event: Stripe.Event,
): Promise<FailedPayment | undefined> {
  switch (event.type) {
    case 'checkout.session.completed':
      await applyCheckoutCompleted(db, event.data.object);
      return undefined;
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      await applySubscription(db, gateway, event.data.object, event.type === 'customer.subscription.deleted');
      return undefined;
    case 'invoice.payment_failed':
      return applyPaymentFailed(db, event.data.object);
    default:
      return undefined;
  }
}

async function applyCheckoutCompleted(db: Db, session: Stripe.Checkout.Session) {
  const userId = session.client_reference_id ?? session.metadata?.userId;
  if (!userId) return;
  const started = await findCheckoutSession(db, session.id);
  if (started && started.userId !== userId) return;
  await upsertSubscription(db, userId, {
    provider: 'stripe',
    customerId: idOf(session.customer),
    subscriptionId: idOf(session.subscription),
    planId: session.metadata?.planId ?? started?.planId ?? null,
    status: 'active',
  });
  if (started) await setCheckoutSessionStatus(db, session.id, 'complete');
}

async function applySubscription(
  db: Db,
  gateway: StripeGateway,
  subscription: Stripe.Subscription,
  deleted: boolean,
) {
  const described = gateway.describe(subscription);
  const row = await ownerOf(db, subscription.metadata?.userId, described);
  if (!row) return;
  await upsertSubscription(db, row.userId, {
    provider: 'stripe',
    customerId: described.customerId ?? row.customerId,
    subscriptionId: described.subscriptionId,
    planId: described.planId ?? row.planId,
    status: deleted ? 'canceled' : described.status,
    currentPeriodEnd: described.currentPeriodEnd,
    cancelAtPeriodEnd: deleted ? false : described.cancelAtPeriodEnd,
  });
}

async function applyPaymentFailed(db: Db, invoice: Stripe.Invoice): Promise<FailedPayment | undefined> {
  // The subscription moved under `parent` in current API versions; older payloads carry it at the top.
  const subscriptionId =
    idOf(invoice.parent?.subscription_details?.subscription) ??
    idOf((invoice as unknown as { subscription?: string | null }).subscription);
  const row = await findSubscriptionByProviderIds(db, { subscriptionId, customerId: idOf(invoice.customer) });
  if (!row) return undefined;
  await upsertSubscription(db, row.userId, { ...withoutKeys(row), status: 'past_due' });
  return { userId: row.userId, invoiceId: invoice.id };
}

/** The records' owner: our user id from the metadata we set at checkout, else the provider's ids. */
async function ownerOf(
  db: Db,
  metadataUserId: string | undefined,
  ids: { subscriptionId: string; customerId: string | null },
) {
  const byIds = await findSubscriptionByProviderIds(db, ids);
  if (byIds) return byIds;
  return metadataUserId
    ? ({ userId: metadataUserId, customerId: null, planId: null } as Pick<
        SubscriptionRow,
        'userId' | 'customerId' | 'planId'
      >)
    : undefined;
}

function withoutKeys(row: SubscriptionRow) {
  const { userId: _userId, updatedAt: _updatedAt, ...rest } = row;
  return rest;
}
