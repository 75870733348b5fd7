import { and, eq, inArray, lte, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { apiKeyHotels, apiKeys, contentWebhookEvents, contentWebhooks, hotels } from '../../db/schema';

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/**
 * Claims the hotels' pending changes due at `now` (the outbox rows the triggers of migration 0027 fill) and turns
 * each into one event per webhook that may hear of it: active, of a key neither revoked nor expired that covers
 * the hotel, which publishes its content (the content API serves only those). One statement: the claimed rows are deleted as the events are written, and rows another process
 * is claiming are skipped (SKIP LOCKED), so no change becomes two events. A change no webhook may hear of is
 * dropped with its row. Answers the number of hotels claimed.
 */
export async function turnDueChangesIntoEvents(db: Db, now: Date, limit: number): Promise<number> {
  const result = await db.execute(sql`
    with due as (
      select hotel_id from content_changes where due_at <= ${at(now)}
      order by due_at limit ${limit} for update skip locked
    ), claimed as (
      delete from content_changes change using due where change.hotel_id = due.hotel_id
      returning change.hotel_id, change.kinds
    ), events as (
      insert into content_webhook_events (webhook_id, hotel_id, kinds, created_at, next_attempt_at)
      select webhook.id, claimed.hotel_id, claimed.kinds, ${at(now)}, ${at(now)}
      from claimed
      join hotels hotel on hotel.id = claimed.hotel_id and hotel.publish_content
      join api_key_hotels covered on covered.hotel_id = claimed.hotel_id
      join api_keys key on key.id = covered.key_id and key.revoked_at is null
        and (key.expires_at is null or key.expires_at > ${at(now)})
      join content_webhooks webhook on webhook.key_id = key.id and webhook.disabled_at is null
      returning 1
    )
    select (select count(*) from claimed)::int as claimed, (select count(*) from events)::int as events`);
  const [row] = rowsOf<{ claimed: number }>(result);
  return Number(row?.claimed ?? 0);
}

/** An event claimed for an attempt, with what sending it needs. */
export interface ClaimedEvent {
  id: string;
  webhookId: string;
  hotelId: string;
  kinds: string[];
  createdAt: Date;
  attempts: number;
}

/**
 * Claims up to `limit` events due at `now` for one attempt: each is leased to this process until `leaseUntil`,
 * so another process's sweep skips it meanwhile, and a process that dies mid-attempt leaves it to be taken again
 * once the lease has passed.
 */
export async function claimDueEvents(
  db: Db,
  now: Date,
  leaseUntil: Date,
  limit: number,
): Promise<ClaimedEvent[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: contentWebhookEvents.id })
      .from(contentWebhookEvents)
      .where(
        and(
          lte(contentWebhookEvents.nextAttemptAt, now),
          or(isNull(contentWebhookEvents.leasedUntil), lte(contentWebhookEvents.leasedUntil, now)),
        ),
      )
      .orderBy(contentWebhookEvents.nextAttemptAt)
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(contentWebhookEvents)
      .set({ leasedUntil: leaseUntil })
      .where(
        inArray(
          contentWebhookEvents.id,
          due.map((event) => event.id),
        ),
      )
      .returning({
        id: contentWebhookEvents.id,
        webhookId: contentWebhookEvents.webhookId,
        hotelId: contentWebhookEvents.hotelId,
        kinds: contentWebhookEvents.kinds,
        createdAt: contentWebhookEvents.createdAt,
        attempts: contentWebhookEvents.attempts,
      });
  });
}

/**
 * Where an event goes, read again at its attempt: null when it may no longer go at all (the webhook was disabled
 * or removed, its key revoked or expired, the key no longer covers the hotel, or the hotel stopped publishing).
 */
export async function deliverableTarget(db: Db, event: ClaimedEvent, now: Date) {
  const [row] = await db
    .select({ url: contentWebhooks.url, sealedSecret: contentWebhooks.sealedSecret })
    .from(contentWebhooks)
    .innerJoin(apiKeys, eq(apiKeys.id, contentWebhooks.keyId))
    .innerJoin(apiKeyHotels, and(eq(apiKeyHotels.keyId, apiKeys.id), eq(apiKeyHotels.hotelId, event.hotelId)))
    .innerJoin(hotels, and(eq(hotels.id, apiKeyHotels.hotelId), eq(hotels.publishContent, true)))
    .where(
      and(
        eq(contentWebhooks.id, event.webhookId),
        isNull(contentWebhooks.disabledAt),
        isNull(apiKeys.revokedAt),
        or(isNull(apiKeys.expiresAt), sql`${apiKeys.expiresAt} > ${at(now)}`),
      ),
    );
  return row ?? null;
}

export async function deleteEvent(db: Db, eventId: string) {
  await db.delete(contentWebhookEvents).where(eq(contentWebhookEvents.id, eventId));
}
