import { HotelSettings } from '@web/features/hotels/components/hotel-settings';

export function Component() {
  return <HotelSettings />;
}
