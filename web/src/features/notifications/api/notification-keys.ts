/** Query keys and path of the user's notifications (common/src/notifications/schemas.ts). */
export const notificationKeys = {
  all: ['notifications'] as const,
  list: ['notifications', 'list'] as const,
  unreadCount: ['notifications', 'unread-count'] as const,
};

export const notificationsPath = '/api/notifications';
