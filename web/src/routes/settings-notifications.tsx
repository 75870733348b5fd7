import { NotificationRecipientsPage } from '@web/features/notifications/components/notification-recipients-page';

/** Settings > Notifications: who of the active hotel's members hears of which event (issue 36, part 5). */
export function Component() {
  return <NotificationRecipientsPage />;
}
