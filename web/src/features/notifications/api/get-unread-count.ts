import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UnreadCountResponse } from '@common/notifications/schemas';
import { apiRequest } from '@web/lib/api-client';
import { notificationKeys, notificationsPath } from './notification-keys';

/** How often the bell asks whether something new has come in. */
export const unreadPollMs = 60_000;

export const getUnreadCount = (signal?: AbortSignal) =>
  apiRequest<UnreadCountResponse>(`${notificationsPath}/unread-count`, { signal, fresh: true }).then(
    (body) => body.unreadCount,
  );

export const unreadCountQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.unreadCount,
    queryFn: ({ signal }) => getUnreadCount(signal),
    staleTime: 0,
    refetchInterval: unreadPollMs,
    // Coming back to the tab shows what arrived meanwhile without waiting for the next poll.
    refetchOnWindowFocus: true,
  });

/** The bell's badge: how many of the user's notifications are unread. */
export const useUnreadCount = () => useQuery(unreadCountQueryOptions());
