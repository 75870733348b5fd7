import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UnreadCountResponse } from '@common/notifications/schemas';
import { apiRequest } from '@web/lib/api-client';
import { notificationKeys, notificationsPath } from './notification-keys';

export const markNotificationsRead = (ids: string[]) =>
  apiRequest<UnreadCountResponse>(`${notificationsPath}/read`, { method: 'POST', body: { ids } });

/**
 * Marks notifications read; the badge takes the count the server answers at once. The open panel keeps its
 * list as loaded, so what was new stays marked as new while it is being read.
 */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    onSuccess: ({ unreadCount }) => queryClient.setQueryData(notificationKeys.unreadCount, unreadCount),
  });
}
