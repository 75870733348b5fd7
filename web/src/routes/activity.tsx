import { NoHotelNotice } from '@web/components/ui/no-hotel-notice';
import { Spinner } from '@web/components/ui/spinner';
import { ActivityLogPage } from '@web/features/activities/components/activity-log-page';
import { useActiveHotel } from '@web/features/hotels/active-hotel';
import { useActivityTexts } from '@web/locales/activities';

/** The activity log of the active hotel (issue 36, part 4): who changed what. */
export function Component() {
  const t = useActivityTexts();
  const { activeHotel, isLoading } = useActiveHotel();
  if (isLoading) {
    return (
      <div className="py-16 text-center">
        <Spinner label={t('log.loading')} />
      </div>
    );
  }
  if (!activeHotel)
    return (
      <NoHotelNotice
        title={t('log.noHotelTitle')}
        text={t('log.noHotelText')}
        settingsLabel={t('log.goToSettings')}
      />
    );
  return <ActivityLogPage key={activeHotel.id} hotel={activeHotel} />;
}
