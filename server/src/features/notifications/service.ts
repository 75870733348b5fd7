import type { FastifyBaseLogger } from 'fastify';
import {
  notificationParamsSchemas,
  type NotificationKind,
  type NotificationParams,
} from '@common/notifications/kinds';
import {
  notificationListLimit,
  notificationRetentionDays,
  type NotificationListResponse,
  type NotificationView,
} from '@common/notifications/schemas';
import { notificationTexts } from '@common/notifications/texts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import {
  countOwned,
  countUnread,
  deleteNotificationsBefore,
  findNotificationsOfUser,
  insertNotification,
  insertOrCountNotification,
  markRead,
} from './repository';
import { rememberedList } from './remembered-lists';

type Deps = { db: Db; log: FastifyBaseLogger };

export interface NotificationEntry<Kind extends NotificationKind> {
  userId: string;
  /** The hotel it concerns; null for the account's own (a failed payment). */
  hotelId: string | null;
  kind: Kind;
  params: NotificationParams<Kind>;
  /**
   * What makes two notices the same event, e.g. a connection and its expiry date: the user gets one notification
   * per key and kind, however often a sweep sees the event.
   */
  dedupeKey: string;
}

/** Kinds whose notification counts the events it stands for (params.count). */
type CountedKind = {
  [Kind in NotificationKind]: NotificationParams<Kind> extends { count: number } ? Kind : never;
}[NotificationKind];

const storedKey = (kind: NotificationKind, dedupeKey: string) => `${kind}:${dedupeKey}`;

/**
 * Tells a user something through the bell, once per dedupe key. A failure is logged and swallowed, like the
 * activity log's (activities/service.ts): a notification must never fail the user's own action or a sweep.
 */
export async function notify<Kind extends NotificationKind>(
  deps: Deps,
  entry: NotificationEntry<Kind>,
): Promise<void> {
  try {
    const params = notificationParamsSchemas[entry.kind].parse(entry.params);
    await insertNotification(deps.db, {
      userId: entry.userId,
      hotelId: entry.hotelId,
      kind: entry.kind,
      params,
      dedupeKey: storedKey(entry.kind, entry.dedupeKey),
    });
  } catch (error) {
    logFailure(deps, entry, error);
  }
}

/**
 * Counts one more event into the user's notification with the dedupe key (a new one starts at 1), and shows it
 * as unread again: one notification per upload batch, however many of its images it concerns. Failures are
 * swallowed as in notify.
 */
export async function notifyCounted<Kind extends CountedKind>(
  deps: Deps,
  entry: Omit<NotificationEntry<Kind>, 'params'>,
): Promise<void> {
  try {
    await insertOrCountNotification(deps.db, {
      userId: entry.userId,
      hotelId: entry.hotelId,
      kind: entry.kind,
      params: {},
      dedupeKey: storedKey(entry.kind, entry.dedupeKey),
    });
  } catch (error) {
    logFailure(deps, entry, error);
  }
}

function logFailure(
  deps: Deps,
  entry: Pick<NotificationEntry<NotificationKind>, 'kind' | 'userId'>,
  error: unknown,
) {
  deps.log.warn({ err: error, kind: entry.kind, userId: entry.userId }, 'recording a notification failed');
}

/** The user's newest notifications, newest first, and how many of all of theirs are unread. */
export function listNotifications(db: Db, userId: string): Promise<NotificationListResponse> {
  return rememberedList(db, userId, () => readNotifications(db, userId));
}

async function readNotifications(db: Db, userId: string): Promise<NotificationListResponse> {
  const [rows, unreadCount] = await Promise.all([
    findNotificationsOfUser(db, userId, notificationListLimit),
    countUnread(db, userId),
  ]);
  const notifications = rows.map(
    (row) =>
      ({
        id: row.id,
        kind: row.kind,
        params: row.params,
        hotelId: row.hotelId,
        hotelName: row.hotelName,
        read: row.readAt !== null,
        createdAt: row.createdAt.toISOString(),
        // Rows are written only through notify and notifyCounted, which check the kind's params.
      }) as NotificationView,
  );
  return { notifications, unreadCount };
}

export const getUnreadCount = async (db: Db, userId: string) => ({
  unreadCount: (await listNotifications(db, userId)).unreadCount,
});

/**
 * Marks the user's notifications with these ids as read (ids already read stay as they are). When any id is not
 * one of the user's, nothing is marked and the answer is 404, as for any foreign id.
 */
export async function markNotificationsRead(db: Db, userId: string, ids: string[]) {
  const unique = [...new Set(ids)];
  if ((await countOwned(db, userId, unique)) !== unique.length)
    throw new AppError('notFound', notificationTexts.notFound);
  await markRead(db, userId, unique);
  return getUnreadCount(db, userId);
}

/** Removes notifications older than the retention period (read or not): the list stays bounded. */
export async function removeOldNotifications(db: Db, now: Date) {
  await deleteNotificationsBefore(db, new Date(now.getTime() - notificationRetentionDays * 24 * 3600_000));
}
