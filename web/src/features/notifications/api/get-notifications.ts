import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationListResponse } from '@common/notifications/schemas';
import { apiRequest } from '@web/lib/api-client';
import { notificationKeys, notificationsPath } from './notification-keys';

export const getNotifications = (signal?: AbortSignal) =>
  apiRequest<NotificationListResponse>(notificationsPath, { signal, fresh: true });

export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.list,
    queryFn: ({ signal }) => getNotifications(signal),
    // Asked afresh each time the panel opens.
    staleTime: 0,
  });

/** The user's newest notifications, newest first (the panel mounts when it opens). */
export const useNotifications = () => useQuery(notificationsQueryOptions());
