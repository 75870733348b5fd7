import type { NotificationView } from '@common/notifications/schemas';
import { useActiveHotel } from '@web/features/hotels/active-hotel';
import { NotificationBell as Bell } from '@web/features/notifications/components/notification-bell';

/**
 * The bell in the top bar (DECISIONS.md point 26). A notification about one of a chain's other hotels makes that
 * hotel active as its link is followed, so the page it leads to shows the hotel it is about.
 */
export function NotificationBell() {
  const { hotels, activeHotel, setActiveHotelId } = useActiveHotel();
  const follow = ({ hotelId }: NotificationView) => {
    if (hotelId && hotelId !== activeHotel?.id && hotels.some((hotel) => hotel.id === hotelId))
      setActiveHotelId(hotelId);
  };
  return <Bell showHotelNames={hotels.length > 1} onFollow={follow} />;
}
