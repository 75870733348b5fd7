import { CheckCircle2 } from 'lucide-react';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { useActiveHotel } from '@web/features/hotels/active-hotel';
import { useDashboardTexts } from '@web/locales/dashboard';
import { useDashboardHotels } from '../api/get-dashboard-hotels';
import { ScoreMeter } from './score-meter';

/** A chain's hotels with each one's content score; any of them can be made the active hotel from here. */
export function ChainHotels() {
  const { activeHotel, setActiveHotelId } = useActiveHotel();
  const hotels = useDashboardHotels();
  const t = useDashboardTexts();
  return (
    <Card className="p-5">
      <section aria-labelledby="chain-hotels-heading">
        <h2 id="chain-hotels-heading" className="text-lg font-semibold text-slate-900">
          {t('chain.title')}
        </h2>
        {hotels.isPending ? (
          <div role="status" className="mt-3 text-sm text-slate-700">
            <Spinner label={t('loading')} />
          </div>
        ) : hotels.isError ? (
          <Alert tone="error" className="mt-3">
            {t('chain.loadFailed')}
          </Alert>
        ) : (
          <ul className="mt-3 divide-y divide-slate-100">
            {hotels.data.map((hotel) => {
              const isActive = hotel.id === activeHotel?.id;
              return (
                <li
                  key={hotel.id}
                  aria-label={hotel.name}
                  aria-current={isActive ? 'true' : undefined}
                  className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3"
                >
                  <span className="min-w-0 flex-1 break-words font-medium text-slate-900">{hotel.name}</span>
                  <span className="flex w-40 items-center gap-2 text-sm text-slate-700">
                    <span className="w-16 shrink-0">{t('chain.scoreOf', { score: hotel.score })}</span>
                    <ScoreMeter
                      score={hotel.score}
                      label={`${hotel.name}: ${t('chain.scoreOf', { score: hotel.score })}`}
                      className="flex-1"
                    />
                  </span>
                  {isActive ? (
                    <span className="inline-flex h-9 w-32 items-center justify-center gap-1 rounded-full bg-brand-50 text-xs font-semibold text-brand-700">
                      <CheckCircle2 className="size-3.5" aria-hidden="true" />
                      {t('chain.active')}
                    </span>
                  ) : (
                    <Button
                      size="sm"
                      variant="outline"
                      className="w-32"
                      aria-label={`${t('chain.makeActive')}: ${hotel.name}`}
                      onClick={() => setActiveHotelId(hotel.id)}
                    >
                      {t('chain.makeActive')}
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </Card>
  );
}
