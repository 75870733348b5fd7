import { z } from 'zod';
import type { NotificationContent } from './kinds';
import { notificationTexts } from './texts';

/**
 * The bell's notifications (issue 15, point 5), kept per user; the bell shows those of one hotel, the active one,
 * with the user's own account-level ones (issue 36, part 5). Routes, all signed in, each acting on the caller's
 * own notifications only; `hotelId` is the active hotel (404 unless the caller is a member of it), and without one
 * only the account-level notifications count:
 *   GET  /api/notifications?hotelId=               -> NotificationListResponse: the newest (at most
 *                                                     notificationListLimit), newest first, with the unread count
 *                                                     of all of them
 *   GET  /api/notifications/unread-count?hotelId=  -> UnreadCountResponse (what the bell polls)
 *   POST /api/notifications/read                   { ids, hotelId? } -> UnreadCountResponse of that bell; 404 when
 *                                                     any id is not the caller's (then none is marked)
 */

/** The panel shows this many; older ones are removed by the hourly sweep after notificationRetentionDays. */
export const notificationListLimit = 50;
export const notificationRetentionDays = 90;

/** The bell's hotel: absent or empty for the account-level notifications alone. */
const bellHotelId = z.string().max(64).optional();

export const notificationBellQuerySchema = z.object({ hotelId: bellHotelId });
export type NotificationBellQuery = z.infer<typeof notificationBellQuerySchema>;

export const markNotificationsReadSchema = z.object({
  ids: z.array(z.uuid(notificationTexts.unknownNotification)).min(1).max(notificationListLimit),
  hotelId: bellHotelId,
});
export type MarkNotificationsReadInput = z.infer<typeof markNotificationsReadSchema>;

export type NotificationView = NotificationContent & {
  id: string;
  /** The hotel it concerns (null for the account's own, such as a failed payment) and its current name. */
  hotelId: string | null;
  hotelName: string | null;
  read: boolean;
  createdAt: string;
};

export interface NotificationListResponse {
  notifications: NotificationView[];
  unreadCount: number;
}

export interface UnreadCountResponse {
  unreadCount: number;
}
