import { useActiveHotel } from '@web/features/hotels/active-hotel';
import { NotificationBell as Bell } from '@web/features/notifications/components/notification-bell';

/**
 * The bell in the top bar (DECISIONS.md point 26): per user and hotel (issue 36, part 5), it shows the active
 * hotel's notifications and the account's own; choosing another hotel shows that hotel's bell.
 */
export function NotificationBell() {
  const { activeHotel } = useActiveHotel();
  return <Bell hotelId={activeHotel?.id ?? null} />;
}
