import { AlertTriangle, CheckCircle2, Percent, type LucideIcon } from 'lucide-react';
import type { OtaView } from '@common/ota/schemas';
import { Card } from '@web/components/ui/card';
import { useOtaTexts } from '@web/locales/ota';
import { summarizeOtas } from '../ota-summary';

function SummaryCard({ label, value, icon: Icon }: { label: string; value: string; icon: LucideIcon }) {
  return (
    <Card role="group" aria-label={label} className="flex items-center gap-4 p-5">
      <Icon className="size-8 text-brand-600" aria-hidden="true" />
      <div>
        <p className="text-sm text-slate-600">{label}</p>
        <p className="text-2xl font-semibold text-slate-900">{value}</p>
      </div>
    </Card>
  );
}

/** Connected OTAs, Issues (disconnected and error) and the Sync Rate above the table. */
export function OtaSummaryCards({ otas }: { otas: readonly OtaView[] }) {
  const t = useOtaTexts();
  const summary = summarizeOtas(otas);
  return (
    <section aria-label={t('summaryLabel')} className="grid gap-4 sm:grid-cols-3">
      <SummaryCard label={t('connectedOtas')} value={String(summary.connected)} icon={CheckCircle2} />
      <SummaryCard label={t('issues')} value={String(summary.issues)} icon={AlertTriangle} />
      <SummaryCard
        label={t('syncRate')}
        value={summary.syncRate === null ? t('noSyncRate') : t('syncRateValue', { rate: summary.syncRate })}
        icon={Percent}
      />
    </section>
  );
}
