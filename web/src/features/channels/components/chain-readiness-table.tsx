import { CheckCircle2 } from 'lucide-react';
import { readinessChannels } from '@common/channels/readiness';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { useChannelTexts } from '@web/locales/channels';
import { useChainReadiness } from '../api/get-chain-readiness';
import { countOf, StatusBadge } from './status-badge';

interface ChainReadinessTableProps {
  activeHotelId: string;
  /** Makes a hotel the active one, as the hotel switcher does; the page then shows its readiness. */
  onShowHotel(hotelId: string): void;
}

/** A chain's hotels as rows with the readiness per channel (issue 32, point 4). */
export function ChainReadinessTable({ activeHotelId, onShowHotel }: ChainReadinessTableProps) {
  const t = useChannelTexts();
  const chain = useChainReadiness(true);
  return (
    <Card className="p-5">
      <section aria-labelledby="chain-readiness-heading" className="space-y-3">
        <h2 id="chain-readiness-heading" className="text-lg font-semibold text-slate-900">
          {t('page.chain.title')}
        </h2>
        {chain.isPending ? (
          <div role="status" className="text-sm text-slate-700">
            <Spinner label={t('page.loading')} />
          </div>
        ) : chain.isError ? (
          <Alert tone="error">
            <p>{t('page.chain.loadFailed')}</p>
            <Button size="sm" variant="outline" className="mt-2" onClick={() => void chain.refetch()}>
              {t('page.retry')}
            </Button>
          </Alert>
        ) : (
          <div className="overflow-x-auto" tabIndex={0} aria-label={t('page.chain.caption')}>
            <table className="w-full border-collapse text-left">
              <caption className="sr-only">{t('page.chain.caption')}</caption>
              <thead>
                <tr className="border-b border-slate-200 text-sm text-slate-700">
                  <th scope="col" className="sticky left-0 z-10 bg-white py-2 pr-4 font-semibold">
                    {t('page.chain.hotel')}
                  </th>
                  {readinessChannels.map((channel) => (
                    <th key={channel} scope="col" className="px-3 py-2 font-semibold">
                      {t(`channels.${channel}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {chain.data.map((hotel) => {
                  const active = hotel.id === activeHotelId;
                  return (
                    <tr
                      key={hotel.id}
                      aria-current={active ? 'true' : undefined}
                      className="border-b border-slate-100 last:border-0"
                    >
                      <th
                        scope="row"
                        className="sticky left-0 z-10 bg-white py-2 pr-4 font-medium text-slate-900"
                      >
                        {active ? (
                          <span className="inline-flex min-h-11 items-center gap-1.5">
                            {hotel.name}
                            <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2 text-xs font-semibold text-brand-700">
                              <CheckCircle2 className="size-3.5" aria-hidden="true" />
                              {t('page.chain.active')}
                            </span>
                          </span>
                        ) : (
                          <button
                            type="button"
                            onClick={() => onShowHotel(hotel.id)}
                            aria-label={t('page.chain.show', { hotel: hotel.name })}
                            className="min-h-11 rounded-md text-left text-brand-700 underline underline-offset-2 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
                          >
                            {hotel.name}
                          </button>
                        )}
                      </th>
                      {readinessChannels.map((channel) => (
                        <td key={channel} className="px-3 py-2">
                          <StatusBadge
                            status={hotel.channels[channel].status}
                            count={countOf(hotel.channels[channel])}
                          />
                        </td>
                      ))}
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </Card>
  );
}
