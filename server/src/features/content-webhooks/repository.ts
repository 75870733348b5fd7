import { and, desc, eq, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { apiKeys, contentWebhookDeliveries, contentWebhookEvents, contentWebhooks } from '../../db/schema';

/** The user's API key by id, or undefined for another user's or an unknown key. */
export async function findOwnedKey(db: Db, userId: string, keyId: string) {
  const [row] = await db
    .select({ id: apiKeys.id, name: apiKeys.name, revokedAt: apiKeys.revokedAt })
    .from(apiKeys)
    .where(and(eq(apiKeys.id, keyId), eq(apiKeys.userId, userId)));
  return row;
}

export type WebhookRow = typeof contentWebhooks.$inferSelect;

export async function findWebhookOfKey(db: Db, keyId: string): Promise<WebhookRow | undefined> {
  const [row] = await db.select().from(contentWebhooks).where(eq(contentWebhooks.keyId, keyId));
  return row;
}

/** Adds the key's webhook; undefined when the key got one meanwhile (a second save at the same instant). */
export async function insertWebhook(
  db: Db,
  webhook: { id: string; keyId: string; url: string; sealedSecret: string; at: Date },
): Promise<WebhookRow | undefined> {
  const [row] = await db
    .insert(contentWebhooks)
    .values({
      id: webhook.id,
      keyId: webhook.keyId,
      url: webhook.url,
      sealedSecret: webhook.sealedSecret,
      createdAt: webhook.at,
      updatedAt: webhook.at,
    })
    .onConflictDoNothing({ target: contentWebhooks.keyId })
    .returning();
  return row;
}

/** A new address starts afresh: active, no failures counted against it. */
export async function replaceWebhookUrl(db: Db, keyId: string, url: string, at: Date) {
  const [row] = await db
    .update(contentWebhooks)
    .set({ url, consecutiveFailures: 0, disabledAt: null, updatedAt: at })
    .where(eq(contentWebhooks.keyId, keyId))
    .returning();
  return row;
}

/** Every webhook's sealed secret, locked until the transaction ends (the key rotation seals them again). */
export async function lockSealedSecrets(tx: Db) {
  return tx
    .select({ id: contentWebhooks.id, sealedSecret: contentWebhooks.sealedSecret })
    .from(contentWebhooks)
    .for('update');
}

export async function replaceSealedSecret(db: Db, webhookId: string, sealedSecret: string, at: Date) {
  await db
    .update(contentWebhooks)
    .set({ sealedSecret, updatedAt: at })
    .where(eq(contentWebhooks.id, webhookId));
}

/** 'Enable again': active, the failures in a row counted from zero. */
export async function enableWebhookRow(db: Db, webhookId: string, at: Date) {
  const [row] = await db
    .update(contentWebhooks)
    .set({ consecutiveFailures: 0, disabledAt: null, updatedAt: at })
    .where(eq(contentWebhooks.id, webhookId))
    .returning();
  return row;
}

/** Removes the key's webhook with its pending events and deliveries (by cascade); false when it had none. */
export async function deleteWebhookOfKey(db: Db, keyId: string): Promise<boolean> {
  const rows = await db
    .delete(contentWebhooks)
    .where(eq(contentWebhooks.keyId, keyId))
    .returning({ id: contentWebhooks.id });
  return rows.length > 0;
}

export async function recentDeliveries(db: Db, webhookId: string, limit: number) {
  return db
    .select()
    .from(contentWebhookDeliveries)
    .where(eq(contentWebhookDeliveries.webhookId, webhookId))
    .orderBy(desc(contentWebhookDeliveries.attemptedAt), desc(contentWebhookDeliveries.id))
    .limit(limit);
}

export type NewDelivery = typeof contentWebhookDeliveries.$inferInsert;

/** Records an attempt and keeps only the newest `keep` of the webhook's. */
export async function insertDelivery(tx: Db, delivery: NewDelivery, keep: number) {
  await tx.insert(contentWebhookDeliveries).values(delivery);
  const kept = tx
    .select({ id: contentWebhookDeliveries.id })
    .from(contentWebhookDeliveries)
    .where(eq(contentWebhookDeliveries.webhookId, delivery.webhookId))
    .orderBy(desc(contentWebhookDeliveries.attemptedAt), desc(contentWebhookDeliveries.id))
    .limit(keep);
  await tx
    .delete(contentWebhookDeliveries)
    .where(
      and(
        eq(contentWebhookDeliveries.webhookId, delivery.webhookId),
        notInArray(contentWebhookDeliveries.id, kept),
      ),
    );
}

/** The webhook, locked until the transaction ends, with its key's name and owner; undefined once removed. */
export async function lockWebhook(tx: Db, webhookId: string) {
  const [row] = await tx
    .select({
      id: contentWebhooks.id,
      consecutiveFailures: contentWebhooks.consecutiveFailures,
      disabledAt: contentWebhooks.disabledAt,
      keyName: apiKeys.name,
      userId: apiKeys.userId,
    })
    .from(contentWebhooks)
    .innerJoin(apiKeys, eq(apiKeys.id, contentWebhooks.keyId))
    .where(eq(contentWebhooks.id, webhookId))
    .for('update', { of: contentWebhooks });
  return row;
}

export async function setFailureCount(
  tx: Db,
  webhookId: string,
  state: { consecutiveFailures: number; disabledAt?: Date },
) {
  await tx.update(contentWebhooks).set(state).where(eq(contentWebhooks.id, webhookId));
}

/** After a failed attempt with tries left: the next one at `nextAttemptAt`, the lease given back. */
export async function rescheduleEvent(tx: Db, eventId: string, attempts: number, nextAttemptAt: Date) {
  await tx
    .update(contentWebhookEvents)
    .set({ attempts, nextAttemptAt, leasedUntil: null })
    .where(eq(contentWebhookEvents.id, eventId));
}

export async function deleteEventsOfWebhook(tx: Db, webhookId: string) {
  await tx.delete(contentWebhookEvents).where(eq(contentWebhookEvents.webhookId, webhookId));
}
