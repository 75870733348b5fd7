import type { NotificationListResponse } from '@common/notifications/schemas';
import type { DatabaseHandle, Db } from '../../db/client';
import { RememberedPerUser } from '../../lib/remembered-per-user';

/** Users whose bell lists one process keeps at most; a list is at most 50 short entries. */
const maxUsers = 5_000;

const rememberedByDatabase = new WeakMap<Db, RememberedPerUser<NotificationListResponse>>();

/**
 * Each user's bell list is kept until the database announces a change to their
 * notifications (migration 0011) or to their hotels (a list shows hotel names; migration 0004). The bell asks
 * every minute in every open tab, so without this each ask would cost two queries.
 */
export async function rememberNotificationLists(database: DatabaseHandle) {
  if (rememberedByDatabase.has(database.db)) return;
  const remembered = new RememberedPerUser<NotificationListResponse>(maxUsers);
  rememberedByDatabase.set(database.db, remembered);
  await database.listen('notification_changed', remembered.noticeListener());
  await database.listen('hotel_changed', remembered.noticeListener());
}

/** The user's list: remembered, or read inside a transaction. */
export function rememberedList(
  db: Db,
  userId: string,
  read: () => Promise<NotificationListResponse>,
): Promise<NotificationListResponse> {
  const remembered = rememberedByDatabase.get(db);
  return remembered ? remembered.of(userId, read) : read();
}
