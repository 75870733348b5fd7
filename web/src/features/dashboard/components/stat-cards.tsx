import type { ReactNode } from 'react';
import { dashboardTexts } from '@common/dashboard/texts';
import { Alert } from '@web/components/ui/alert';
import { Spinner } from '@web/components/ui/spinner';
import { useDashboardStats } from '../api/get-dashboard-stats';
import { dashboardPageTexts } from '../content/dashboard-texts';
import { StatCard } from './stat-card';

const cards = [
  ['activeProperties', dashboardTexts.cards.activeProperties],
  ['connectedOtas', dashboardTexts.cards.connectedOtas],
  ['contentUpdates', dashboardTexts.cards.contentUpdates],
] as const;

function Frame({ children }: { children: ReactNode }) {
  return <section aria-label={dashboardPageTexts.statistics}>{children}</section>;
}

/** The three cards of the active hotel, refreshed every 5 minutes; without a hotel there is nothing to count. */
export function StatCards({ hotelId }: { hotelId: string | null }) {
  if (!hotelId)
    return (
      <Frame>
        <p className="text-sm text-slate-700">{dashboardTexts.noStatistics}</p>
      </Frame>
    );
  return (
    <Frame>
      <HotelStatCards hotelId={hotelId} />
    </Frame>
  );
}

function HotelStatCards({ hotelId }: { hotelId: string }) {
  const stats = useDashboardStats(hotelId);
  if (stats.isPending) {
    return (
      <div role="status" className="py-6 text-sm text-slate-700">
        <Spinner label={dashboardPageTexts.loading} />
      </div>
    );
  }
  if (stats.isError) return <Alert tone="error">{dashboardTexts.loadFailed}</Alert>;
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      {cards.map(([key, title]) => (
        <StatCard key={key} title={title} figure={stats.data[key]} />
      ))}
    </div>
  );
}
