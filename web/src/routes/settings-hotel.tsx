import { useActiveHotel } from '@web/features/hotels/active-hotel';
import { ContentLanguagesSettings } from '@web/features/content-languages/components/content-languages-settings';
import { HotelSettings } from '@web/features/hotels/components/hotel-settings';
import { PublishingSettings } from '@web/features/publishing/components/publishing-settings';

export function Component() {
  const { activeHotel } = useActiveHotel();
  return (
    <div className="space-y-8">
      <HotelSettings />
      {/* The active hotel's content languages and publishing: a chain switches hotels above to set another's. */}
      {activeHotel ? (
        <>
          <ContentLanguagesSettings
            key={`languages-${activeHotel.id}`}
            hotelId={activeHotel.id}
            hotelName={activeHotel.name}
          />
          <PublishingSettings key={activeHotel.id} hotelId={activeHotel.id} hotelName={activeHotel.name} />
        </>
      ) : null}
    </div>
  );
}
