import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationEvent } from '@common/notifications/events';
import type { NotificationRecipientsView, NotificationRecipientView } from '@common/notifications/recipients';
import { apiRequest } from '@web/lib/api-client';
import { notificationKeys, recipientsPath } from './notification-keys';

export interface NotificationChoice {
  userId: string;
  events: NotificationEvent[];
}

export const chooseNotificationEvents = (hotelId: string, { userId, events }: NotificationChoice) =>
  apiRequest<{ recipient: NotificationRecipientView }>(recipientsPath(hotelId, userId), {
    method: 'PUT',
    body: { events },
  });

/** The owner's choice for one member, saved at once; the table shows the member's row as the server answers it. */
export function useChooseNotificationEvents(hotelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (choice: NotificationChoice) => chooseNotificationEvents(hotelId, choice),
    onSuccess: ({ recipient }) =>
      queryClient.setQueryData<NotificationRecipientsView>(notificationKeys.recipients(hotelId), (view) =>
        view
          ? {
              ...view,
              recipients: view.recipients.map((row) => (row.userId === recipient.userId ? recipient : row)),
            }
          : view,
      ),
  });
}
