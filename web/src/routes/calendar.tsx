import { Spinner } from '@web/components/ui/spinner';
import { NoHotelNotice } from '@web/components/ui/no-hotel-notice';
import { CalendarPage } from '@web/features/calendar/components/calendar-page';
import { useActiveHotel } from '@web/features/hotels/active-hotel';
import { useCalendarTexts } from '@web/locales/calendar';

/** The calendar (spec part 2, section 2): the active hotel's templates by their dates. */
export function Component() {
  const t = useCalendarTexts();
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
  // Keyed by hotel, so switching hotels starts over with that hotel's templates, all ticked.
  return <CalendarPage key={activeHotel.id} hotelId={activeHotel.id} />;
}
