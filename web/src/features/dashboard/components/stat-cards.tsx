import type { ReactNode } from 'react';
import { Alert } from '@web/components/ui/alert';
import { Spinner } from '@web/components/ui/spinner';
import { useDashboardTexts } from '@web/locales/dashboard';
import { useDashboardStats } from '../api/get-dashboard-stats';
import { StatCard } from './stat-card';

const cards = ['activeProperties', 'connectedOtas', 'contentUpdates'] as const;

function Frame({ children }: { children: ReactNode }) {
  const t = useDashboardTexts();
  return <section aria-label={t('statistics')}>{children}</section>;
}

/** The three cards of the active hotel, refreshed every 5 minutes; without a hotel there is nothing to count. */
export function StatCards({ hotelId }: { hotelId: string | null }) {
  const t = useDashboardTexts();
  if (!hotelId)
    return (
      <Frame>
        <p className="text-sm text-slate-700">{t('noStatistics')}</p>
      </Frame>
    );
  return (
    <Frame>
      <HotelStatCards hotelId={hotelId} />
    </Frame>
  );
}

function HotelStatCards({ hotelId }: { hotelId: string }) {
  const t = useDashboardTexts();
  const stats = useDashboardStats(hotelId);
  if (stats.isPending) {
    return (
      <div role="status" className="py-6 text-sm text-slate-700">
        <Spinner label={t('loading')} />
      </div>
    );
  }
  if (stats.isError) return <Alert tone="error">{t('loadFailed')}</Alert>;
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      {cards.map((key) => (
        <StatCard key={key} title={t(`cards.${key}`)} figure={stats.data[key]} />
      ))}
    </div>
  );
}
