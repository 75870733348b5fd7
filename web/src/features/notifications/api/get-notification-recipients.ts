import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationRecipientsView } from '@common/notifications/recipients';
import { apiRequest } from '@web/lib/api-client';
import { notificationKeys, recipientsPath } from './notification-keys';

export const getNotificationRecipients = (hotelId: string, signal?: AbortSignal) =>
  apiRequest<NotificationRecipientsView>(recipientsPath(hotelId), { signal });

export const notificationRecipientsQueryOptions = (hotelId: string) =>
  queryOptions({
    queryKey: notificationKeys.recipients(hotelId),
    queryFn: ({ signal }) => getNotificationRecipients(hotelId, signal),
  });

/** Settings -> Notifications: every member of the hotel with the events they hear of (issue 36, part 5). */
export const useNotificationRecipients = (hotelId: string) =>
  useQuery(notificationRecipientsQueryOptions(hotelId));
