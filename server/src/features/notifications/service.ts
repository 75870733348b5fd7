import type { FastifyBaseLogger } from 'fastify';
import {
  eventOfKind,
  eventsOfMember,
  ownerOnlyEvent,
  type HotelEventKind,
} from '@common/notifications/events';
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
import { requireRole } from '../teams/access-check';
import { findMemberChoices, findOwnerChoices } from './recipients-repository';
import {
  countOwned,
  countUnreadOfBell,
  deleteNotificationsBefore,
  findNotificationsOfBell,
  insertNotifications,
  insertOrCountNotification,
  markRead,
} from './repository';
import { rememberedList } from './remembered-lists';

type Deps = { db: Db; log: FastifyBaseLogger };

/** Kinds that are a user's own: account-level ones, and a note for the member whose action it concerns. */
type OwnKind = Exclude<NotificationKind, HotelEventKind>;

export interface NotificationEntry<Kind extends OwnKind> {
  userId: string;
  /** The hotel it concerns (its bell shows it); null for the account's own (a failed payment). */
  hotelId: string | null;
  kind: Kind;
  params: NotificationParams<Kind>;
  /**
   * What makes two notices the same event, e.g. a connection and its expiry date: the user gets one notification
   * per key and kind, however often a sweep sees the event.
   */
  dedupeKey: string;
}

/** An event of a hotel, told to those of its members who hear of its kind (issue 36, part 5). */
export interface HotelNotificationEntry<Kind extends HotelEventKind> {
  hotelId: string;
  kind: Kind;
  params: NotificationParams<Kind>;
  /** As NotificationEntry's: kept per member, so each member hears of an event once. */
  dedupeKey: string;
}

/** Kinds whose notification counts the events it stands for (params.count). */
type CountedKind = {
  [Kind in OwnKind]: NotificationParams<Kind> extends { count: number } ? Kind : never;
}[OwnKind];

const storedKey = (kind: NotificationKind, dedupeKey: string) => `${kind}:${dedupeKey}`;

/**
 * Tells a user something of their own through the bell, once per dedupe key. A failed payment is the owner's
 * to hear unless they switched it off on every hotel they own. A failure is logged and swallowed, like the
 * activity log's (activities/service.ts): a notification must never fail the user's own action or a sweep.
 */
export async function notify<Kind extends OwnKind>(
  deps: Deps,
  entry: NotificationEntry<Kind>,
): Promise<void> {
  try {
    const params = notificationParamsSchemas[entry.kind].parse(entry.params);
    if (entry.kind === 'payment_failed' && !(await ownerHearsOfPayments(deps.db, entry.userId))) return;
    await insertNotifications(deps.db, [
      {
        userId: entry.userId,
        hotelId: entry.hotelId,
        kind: entry.kind,
        params,
        dedupeKey: storedKey(entry.kind, entry.dedupeKey),
      },
    ]);
  } catch (error) {
    logFailure(deps, entry, error);
  }
}

/**
 * Tells a hotel's event to each of its members who hears of it: the owner's choice for them, or their role's
 * defaults (common/src/notifications/events.ts). Each gets their own notification, once per dedupe key; failures
 * are swallowed as in notify.
 */
export async function notifyHotelMembers<Kind extends HotelEventKind>(
  deps: Deps,
  entry: HotelNotificationEntry<Kind>,
): Promise<void> {
  try {
    const params = notificationParamsSchemas[entry.kind].parse(entry.params);
    const event = eventOfKind[entry.kind];
    const members = await findMemberChoices(deps.db, entry.hotelId);
    const hearing = members.filter(
      (member) => event && eventsOfMember(member.role, member.notifyEvents).includes(event),
    );
    await insertNotifications(
      deps.db,
      hearing.map((member) => ({
        userId: member.userId,
        hotelId: entry.hotelId,
        kind: entry.kind,
        params,
        dedupeKey: storedKey(entry.kind, entry.dedupeKey),
      })),
    );
  } catch (error) {
    logFailure(deps, entry, error);
  }
}

/** An owner hears of failed payments unless every hotel they own says otherwise; a payer owning none hears. */
async function ownerHearsOfPayments(db: Db, userId: string) {
  const owned = await findOwnerChoices(db, userId);
  return (
    owned.length === 0 ||
    owned.some((member) => eventsOfMember(member.role, member.notifyEvents).includes(ownerOnlyEvent))
  );
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
  entry: { kind: NotificationKind; userId?: string; hotelId: string | null },
  error: unknown,
) {
  deps.log.warn(
    { err: error, kind: entry.kind, userId: entry.userId, hotelId: entry.hotelId },
    'recording a notification failed',
  );
}

/** Whose bell, for which hotel (null: the account-level notifications alone). */
export interface Bell {
  userId: string;
  hotelId: string | null;
}

/**
 * The bell of a hotel the user works on: that hotel's notifications and the user's account-level ones, or the
 * latter alone without a hotel. A hotel the user is not a member of (any more) answers 404, as a foreign one.
 */
export async function bellOf(db: Db, userId: string, hotelId: string | undefined): Promise<Bell> {
  if (!hotelId) return { userId, hotelId: null };
  await requireRole(db, userId, hotelId, 'viewer');
  return { userId, hotelId };
}

/** The bell's newest notifications, newest first, and how many of all of them are unread. */
export function listNotifications(db: Db, bell: Bell): Promise<NotificationListResponse> {
  return rememberedList(db, bell, () => readNotifications(db, bell));
}

async function readNotifications(db: Db, bell: Bell): Promise<NotificationListResponse> {
  const [rows, unreadCount] = await Promise.all([
    findNotificationsOfBell(db, bell.userId, bell.hotelId, notificationListLimit),
    countUnreadOfBell(db, bell.userId, bell.hotelId),
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
        // Rows are written only through the notify functions, which check the kind's params.
      }) as NotificationView,
  );
  return { notifications, unreadCount };
}

export const getUnreadCount = async (db: Db, bell: Bell) => ({
  unreadCount: (await listNotifications(db, bell)).unreadCount,
});

/**
 * Marks the user's notifications with these ids as read (ids already read stay as they are) and answers what the
 * bell has left unread. When any id is not one of the user's, nothing is marked and the answer is 404, as for any
 * foreign id.
 */
export async function markNotificationsRead(db: Db, bell: Bell, ids: string[]) {
  const unique = [...new Set(ids)];
  if ((await countOwned(db, bell.userId, unique)) !== unique.length)
    throw new AppError('notFound', notificationTexts.notFound);
  await markRead(db, bell.userId, unique);
  return getUnreadCount(db, bell);
}

/** Removes notifications older than the retention period (read or not): the list stays bounded. */
export async function removeOldNotifications(db: Db, now: Date) {
  await deleteNotificationsBefore(db, new Date(now.getTime() - notificationRetentionDays * 24 * 3600_000));
}
