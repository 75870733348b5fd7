import { ArrowDownRight, ArrowUpRight, Minus } from 'lucide-react';
import { changeTone, formatChange, type DashboardFigure } from '@common/dashboard/figures';
import { Card } from '@web/components/ui/card';
import { cn } from '@web/components/ui/cn';
import { useDashboardTexts } from '@web/locales/dashboard';

/**
 * One statistic with its change against last month: green at zero or above, red below (spec part 1, section 2).
 * The sign and the arrow say the same, so colour is not the only signal.
 */
export function StatCard({ title, figure }: { title: string; figure: DashboardFigure }) {
  const t = useDashboardTexts();
  const tone = changeTone(figure.change);
  const Arrow = figure.change > 0 ? ArrowUpRight : figure.change < 0 ? ArrowDownRight : Minus;
  return (
    <Card role="group" aria-label={title} className="p-5">
      <p className="text-sm font-medium text-slate-700">{title}</p>
      <p className="mt-2 text-3xl font-semibold text-slate-900">{figure.value}</p>
      <p className="mt-2 flex items-center gap-1 text-sm">
        <span
          data-tone={tone}
          className={cn(
            'inline-flex items-center gap-0.5 font-semibold',
            tone === 'up' ? 'text-green-700' : 'text-red-700',
          )}
        >
          <Arrow className="size-4" aria-hidden="true" />
          {formatChange(figure.change)}
        </span>
        <span className="text-slate-600">{t('vsLastMonth')}</span>
      </p>
    </Card>
  );
}
