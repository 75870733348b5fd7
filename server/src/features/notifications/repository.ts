import { and, count, desc, eq, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { hotels, notifications } from '../../db/schema';

export type NewNotification = Pick<
  typeof notifications.$inferInsert,
  'userId' | 'hotelId' | 'kind' | 'params' | 'dedupeKey'
>;

const byUserAndKey = [notifications.userId, notifications.dedupeKey];

/** Inserts each notification unless its user already has one with its dedupe key. */
export async function insertNotifications(db: Db, values: NewNotification[]) {
  if (values.length === 0) return;
  await db.insert(notifications).values(values).onConflictDoNothing({ target: byUserAndKey });
}

/**
 * Inserts a notification with params.count 1, or adds one to the count of the user's notification with that
 * dedupe key and makes it unread again, in one statement (the row is locked by the conflict).
 */
export async function insertOrCountNotification(db: Db, values: NewNotification) {
  await db
    .insert(notifications)
    .values({ ...values, params: { ...values.params, count: 1 } })
    .onConflictDoUpdate({
      target: byUserAndKey,
      set: {
        params: sql`jsonb_set(notifications.params, '{count}', to_jsonb(coalesce((notifications.params ->> 'count')::int, 0) + 1))`,
        readAt: null,
      },
    });
}

/** A bell's notifications: the user's of one hotel with their account-level ones, or the latter alone. */
const ofBell = (userId: string, hotelId: string | null): SQL | undefined =>
  and(
    eq(notifications.userId, userId),
    hotelId
      ? or(eq(notifications.hotelId, hotelId), isNull(notifications.hotelId))
      : isNull(notifications.hotelId),
  );

/** A bell's newest notifications, newest first, each with the current name of its hotel. */
export async function findNotificationsOfBell(db: Db, userId: string, hotelId: string | null, limit: number) {
  return db
    .select({
      id: notifications.id,
      kind: notifications.kind,
      params: notifications.params,
      hotelId: notifications.hotelId,
      hotelName: hotels.name,
      readAt: notifications.readAt,
      createdAt: notifications.createdAt,
    })
    .from(notifications)
    .leftJoin(hotels, eq(hotels.id, notifications.hotelId))
    .where(ofBell(userId, hotelId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
}

export async function countUnreadOfBell(db: Db, userId: string, hotelId: string | null): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(and(ofBell(userId, hotelId), isNull(notifications.readAt)));
  return row?.unread ?? 0;
}

/** How many of `ids` are notifications of the user. */
export async function countOwned(db: Db, userId: string, ids: string[]): Promise<number> {
  const [row] = await db
    .select({ owned: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), inArray(notifications.id, ids)));
  return row?.owned ?? 0;
}

export async function markRead(db: Db, userId: string, ids: string[]) {
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(
      and(eq(notifications.userId, userId), inArray(notifications.id, ids), isNull(notifications.readAt)),
    );
}

export async function deleteNotificationsBefore(db: Db, before: Date) {
  await db.delete(notifications).where(lt(notifications.createdAt, before));
}
