import { assetTexts } from '@common/assets/schemas';
import { Spinner } from '@web/components/ui/spinner';
import { AssetLibrary } from '@web/features/assets/components/asset-library';
import { NoHotelNotice } from '@web/components/ui/no-hotel-notice';
import { useActiveHotel } from '@web/features/hotels/active-hotel';

/** The asset library (spec part 2, section 2); it works on the active hotel. */
export function Component() {
  const { activeHotel, isLoading } = useActiveHotel();
  if (isLoading) {
    return (
      <div role="status" className="py-16 text-center text-sm text-slate-700">
        <Spinner label={assetTexts.loading} />
      </div>
    );
  }
  if (!activeHotel)
    return (
      <NoHotelNotice
        title={assetTexts.noHotelTitle}
        text={assetTexts.noHotelText}
        settingsLabel="Go to Settings"
      />
    );
  // Keyed by hotel, so switching hotels starts with an empty selection (the filters stay in the address).
  return <AssetLibrary key={activeHotel.id} hotelId={activeHotel.id} />;
}
