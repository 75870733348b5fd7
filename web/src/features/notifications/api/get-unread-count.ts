import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UnreadCountResponse } from '@common/notifications/schemas';
import { apiRequest } from '@web/lib/api-client';
import { bellQuery, notificationKeys, notificationsPath } from './notification-keys';

/** How often the bell asks whether something new has come in. */
export const unreadPollMs = 60_000;

export const getUnreadCount = (hotelId: string | null, signal?: AbortSignal) =>
  apiRequest<UnreadCountResponse>(`${notificationsPath}/unread-count${bellQuery(hotelId)}`, {
    signal,
    fresh: true,
  }).then((body) => body.unreadCount);

export const unreadCountQueryOptions = (hotelId: string | null) =>
  queryOptions({
    queryKey: notificationKeys.unreadCount(hotelId),
    queryFn: ({ signal }) => getUnreadCount(hotelId, signal),
    staleTime: 0,
    refetchInterval: unreadPollMs,
    // Coming back to the tab shows what arrived meanwhile without waiting for the next poll.
    refetchOnWindowFocus: true,
  });

/** The bell's badge: how many of the hotel's (and the account's own) notifications are unread. */
export const useUnreadCount = (hotelId: string | null) => useQuery(unreadCountQueryOptions(hotelId));
