import { Spinner } from '@web/components/ui/spinner';
import { OtaPage } from '@web/features/ota/components/ota-page';
import { NoHotelNotice } from '@web/components/ui/no-hotel-notice';
import { otaPageTexts } from '@web/features/ota/content/ota-page-texts';
import { useActiveHotel } from '@web/features/hotels/active-hotel';

/** OTA Management (spec part 1, section 2): the active hotel's channel connections. */
export function Component() {
  const { activeHotel, isLoading } = useActiveHotel();
  if (isLoading) {
    return (
      <div role="status" className="py-16 text-center text-sm text-slate-700">
        <Spinner label={otaPageTexts.loading} />
      </div>
    );
  }
  if (!activeHotel)
    return (
      <NoHotelNotice
        title={otaPageTexts.noHotelTitle}
        text={otaPageTexts.noHotelText}
        settingsLabel={otaPageTexts.goToSettings}
      />
    );
  // Keyed by hotel, so switching hotels starts over: no window or dialog of the other hotel is kept.
  return <OtaPage key={activeHotel.id} hotelId={activeHotel.id} />;
}
