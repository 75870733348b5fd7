import { Spinner } from '@web/components/ui/spinner';
import { useActiveHotel } from '@web/features/hotels/active-hotel';
import { useDashboardTexts } from '@web/locales/dashboard';
import { ChainHotels } from './chain-hotels';
import { ContentChecklist } from './content-checklist';
import { ContentScoreCard } from './content-score-card';
import { StatCards } from './stat-cards';

/** The active hotel's statistics, content score and its checklist (Next Steps), and for a chain the list of its hotels. */
export function DashboardOverview() {
  const t = useDashboardTexts();
  const { activeHotel, hotels, isLoading } = useActiveHotel();
  if (isLoading) {
    return (
      <div role="status" className="py-6 text-sm text-slate-700">
        <Spinner label={t('loading')} />
      </div>
    );
  }
  return (
    <div className="space-y-6">
      <StatCards hotelId={activeHotel?.id ?? null} />
      {activeHotel ? (
        <div className="grid gap-6 lg:grid-cols-2">
          <ContentScoreCard hotelId={activeHotel.id} />
          <ContentChecklist hotelId={activeHotel.id} />
        </div>
      ) : null}
      {hotels.length > 1 ? <ChainHotels /> : null}
    </div>
  );
}
