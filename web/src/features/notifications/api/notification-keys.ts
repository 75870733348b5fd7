/**
 * Query keys and paths of the user's notifications (common/src/notifications/schemas.ts). The bell is per hotel:
 * each hotel's list and count are kept apart (null: the account-level notifications of a user without a hotel).
 */
export const notificationKeys = {
  all: ['notifications'] as const,
  list: (hotelId: string | null) => ['notifications', 'list', hotelId] as const,
  unreadCount: (hotelId: string | null) => ['notifications', 'unread-count', hotelId] as const,
  recipients: (hotelId: string) => ['notifications', 'recipients', hotelId] as const,
};

export const notificationsPath = '/api/notifications';

/** Who of a hotel's members hears of which event; with a member's id, their choice. */
export const recipientsPath = (hotelId: string, userId?: string) =>
  `/api/hotels/${encodeURIComponent(hotelId)}/notification-recipients${userId ? `/${encodeURIComponent(userId)}` : ''}`;

/** The bell's query string: the active hotel, if any. */
export const bellQuery = (hotelId: string | null) =>
  hotelId ? `?${new URLSearchParams({ hotelId }).toString()}` : '';
