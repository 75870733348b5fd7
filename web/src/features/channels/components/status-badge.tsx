import { AlertTriangle, CheckCircle2, XCircle } from 'lucide-react';
import type { RuleStatus } from '@common/channels/readiness';
import { cn } from '@web/components/ui/cn';
import { useChannelTexts } from '@web/locales/channels';

const looks: Record<RuleStatus, { icon: typeof CheckCircle2; className: string }> = {
  pass: { icon: CheckCircle2, className: 'text-green-800' },
  warn: { icon: AlertTriangle, className: 'text-amber-900' },
  fail: { icon: XCircle, className: 'text-red-800' },
};

/** A status as icon and word (never colour alone), with a count of rules where one is given. */
export function StatusBadge({ status, count }: { status: RuleStatus; count?: number }) {
  const t = useChannelTexts();
  const { icon: Icon, className } = looks[status];
  return (
    <span className={cn('inline-flex items-center gap-1.5 whitespace-nowrap text-sm font-medium', className)}>
      <Icon className="size-4 shrink-0" aria-hidden="true" />
      {count === undefined
        ? t(`status.${status}`)
        : t('page.matrix.cell', { status: t(`status.${status}`), count })}
    </span>
  );
}

/** The count a cell or a hotel's channel shows beside its status: the rules that gave that status. */
export function countOf(counts: { pass: number; warn: number; fail: number; status: RuleStatus }): number {
  return counts[counts.status];
}
