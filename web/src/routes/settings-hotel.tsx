import { useActiveHotel } from '@web/features/hotels/active-hotel';
import { HotelSettings } from '@web/features/hotels/components/hotel-settings';
import { PublishingSettings } from '@web/features/publishing/components/publishing-settings';

export function Component() {
  const { activeHotel } = useActiveHotel();
  return (
    <div className="space-y-8">
      <HotelSettings />
      {/* The active hotel's publishing: a chain switches hotels above to publish another. */}
      {activeHotel ? (
        <PublishingSettings key={activeHotel.id} hotelId={activeHotel.id} hotelName={activeHotel.name} />
      ) : null}
    </div>
  );
}
