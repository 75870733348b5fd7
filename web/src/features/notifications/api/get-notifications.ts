import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationListResponse } from '@common/notifications/schemas';
import { apiRequest } from '@web/lib/api-client';
import { bellQuery, notificationKeys, notificationsPath } from './notification-keys';

export const getNotifications = (hotelId: string | null, signal?: AbortSignal) =>
  apiRequest<NotificationListResponse>(`${notificationsPath}${bellQuery(hotelId)}`, { signal, fresh: true });

export const notificationsQueryOptions = (hotelId: string | null) =>
  queryOptions({
    queryKey: notificationKeys.list(hotelId),
    queryFn: ({ signal }) => getNotifications(hotelId, signal),
    // Asked afresh each time the panel opens.
    staleTime: 0,
  });

/** The newest notifications of the hotel's bell, newest first (the panel mounts when it opens). */
export const useNotifications = (hotelId: string | null) => useQuery(notificationsQueryOptions(hotelId));
