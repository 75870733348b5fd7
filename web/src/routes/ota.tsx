import { Spinner } from '@web/components/ui/spinner';
import { AlpineBitsCard } from '@web/features/alpinebits/components/alpinebits-card';
import { OtaPage } from '@web/features/ota/components/ota-page';
import { NoHotelNotice } from '@web/components/ui/no-hotel-notice';
import { useActiveHotel } from '@web/features/hotels/active-hotel';
import { useOtaTexts } from '@web/locales/ota';

/** OTA Management (spec part 1, section 2): the active hotel's channel connections, and its AlpineBits push. */
export function Component() {
  const t = useOtaTexts();
  const { activeHotel, isLoading } = useActiveHotel();
  if (isLoading) {
    return (
      <div role="status" className="py-16 text-center text-sm text-slate-700">
        <Spinner label={t('loading')} />
      </div>
    );
  }
  if (!activeHotel)
    return (
      <NoHotelNotice title={t('noHotelTitle')} text={t('noHotelText')} settingsLabel={t('goToSettings')} />
    );
  // Keyed by hotel, so switching hotels starts over: no window or dialog of the other hotel is kept.
  // AlpineBits (issue 33) is a channel of another kind beside the OTAs: a server the content is pushed to.
  return (
    <div key={activeHotel.id} className="space-y-6">
      <OtaPage hotelId={activeHotel.id} />
      <AlpineBitsCard hotelId={activeHotel.id} />
    </div>
  );
}
