import { and, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { checkoutSessions, subscriptions, webhookEvents } from '../../db/schema';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type CheckoutSessionRow = typeof checkoutSessions.$inferSelect;
export type SubscriptionValues = Omit<typeof subscriptions.$inferInsert, 'userId' | 'updatedAt'>;

export async function findSubscriptionOfUser(db: Db, userId: string) {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).limit(1);
  return row;
}

/** The subscription row a provider's ids point at (webhooks know the provider's ids, not ours). */
export async function findSubscriptionByProviderIds(
  db: Db,
  ids: { subscriptionId?: string | null; customerId?: string | null },
) {
  const conditions = [
    ids.subscriptionId ? eq(subscriptions.subscriptionId, ids.subscriptionId) : undefined,
    ids.customerId ? eq(subscriptions.customerId, ids.customerId) : undefined,
  ].filter((condition) => condition !== undefined);
  if (conditions.length === 0) return undefined;
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(or(...conditions))
    .limit(1);
  return row;
}

export async function upsertSubscription(db: Db, userId: string, values: SubscriptionValues) {
  const [row] = await db
    .insert(subscriptions)
    .values({ userId, ...values, updatedAt: new Date() })
    .onConflictDoUpdate({ target: subscriptions.userId, set: { ...values, updatedAt: new Date() } })
    .returning();
  return row;
}

export async function insertCheckoutSession(db: Db, values: typeof checkoutSessions.$inferInsert) {
  await db.insert(checkoutSessions).values(values);
}

export async function findCheckoutSessionOfUser(db: Db, userId: string, sessionId: string) {
  const [row] = await db
    .select()
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.id, sessionId), eq(checkoutSessions.userId, userId)))
    .limit(1);
  return row;
}

export async function findCheckoutSession(db: Db, sessionId: string) {
  const [row] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, sessionId)).limit(1);
  return row;
}

export async function setCheckoutSessionStatus(db: Db, sessionId: string, status: string) {
  await db.update(checkoutSessions).set({ status }).where(eq(checkoutSessions.id, sessionId));
}

/** Records an event id; false when it was already recorded (a replay). */
export async function claimWebhookEvent(db: Db, id: string, type: string): Promise<boolean> {
  const rows = await db
    .insert(webhookEvents)
    .values({ id, type })
    .onConflictDoNothing()
    .returning({ id: webhookEvents.id });
  return rows.length > 0;
}
