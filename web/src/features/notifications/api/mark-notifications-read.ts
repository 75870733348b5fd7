import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UnreadCountResponse } from '@common/notifications/schemas';
import { apiRequest } from '@web/lib/api-client';
import { notificationKeys, notificationsPath } from './notification-keys';

export const markNotificationsRead = (ids: string[], hotelId: string | null) =>
  apiRequest<UnreadCountResponse>(`${notificationsPath}/read`, {
    method: 'POST',
    body: hotelId ? { ids, hotelId } : { ids },
  });

/**
 * Marks notifications read; the hotel's badge takes the count the server answers at once, and the other hotels'
 * counts are asked again (the account-level notifications are in every hotel's bell). The open panel keeps its
 * list as loaded, so what was new stays marked as new while it is being read.
 */
export function useMarkNotificationsRead(hotelId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => markNotificationsRead(ids, hotelId),
    onSuccess: ({ unreadCount }) => {
      queryClient.setQueryData(notificationKeys.unreadCount(hotelId), unreadCount);
      void queryClient.invalidateQueries({
        queryKey: notificationKeys.all,
        predicate: (query) => query.queryKey[1] === 'unread-count' && query.queryKey[2] !== hotelId,
      });
    },
  });
}
