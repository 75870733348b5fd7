import type { NotificationListResponse } from '@common/notifications/schemas';
import type { DatabaseHandle, Db } from '../../db/client';
import { RememberedPerUser } from '../../lib/remembered-per-user';

/** Users whose bell lists one process keeps at most; a list is at most 50 short entries. */
const maxUsers = 5_000;

/** A user's bells read so far, by hotel id ('' for the account-level bell without a hotel). */
type BellsOfUser = Map<string, Promise<NotificationListResponse>>;

const rememberedByDatabase = new WeakMap<Db, RememberedPerUser<BellsOfUser>>();

/**
 * Each user's bell lists (one per hotel they open it in) are kept until the database announces a change to their
 * notifications (migration 0011) or to their hotels and memberships (a list shows hotel names, and a member's
 * choice of events or their leaving changes what they may see; migrations 0004, 0039). The bell asks every minute
 * in every open tab, so without this each ask would cost two queries.
 */
export async function rememberNotificationLists(database: DatabaseHandle) {
  if (rememberedByDatabase.has(database.db)) return;
  const remembered = new RememberedPerUser<BellsOfUser>(maxUsers);
  rememberedByDatabase.set(database.db, remembered);
  await database.listen('notification_changed', remembered.noticeListener());
  await database.listen('hotel_changed', remembered.noticeListener());
}

/**
 * The bell's list: remembered, or read inside a transaction. A notice about the user drops all of their bells at
 * once (the map they are kept in is forgotten), so a read that was under way meanwhile lands in a map nobody
 * asks any more, and the next ask reads anew.
 */
export async function rememberedList(
  db: Db,
  bell: { userId: string; hotelId: string | null },
  read: () => Promise<NotificationListResponse>,
): Promise<NotificationListResponse> {
  const remembered = rememberedByDatabase.get(db);
  if (!remembered) return read();
  const bells = await remembered.of(bell.userId, async () => new Map());
  const key = bell.hotelId ?? '';
  const known = bells.get(key);
  if (known) return known;
  const reading = read();
  bells.set(key, reading);
  // A failed read is not kept: the next ask tries again.
  reading.catch(() => {
    if (bells.get(key) === reading) bells.delete(key);
  });
  return reading;
}
