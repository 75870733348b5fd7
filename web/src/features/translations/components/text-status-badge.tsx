import { AlertTriangle, CheckCircle2, CircleDashed } from 'lucide-react';
import type { TextStatus } from '@common/translations/schemas';
import { cn } from '@web/components/ui/cn';
import { useTranslationTexts } from '@web/locales/translations';

const looks = {
  current: { Icon: CheckCircle2, className: 'bg-green-50 text-green-800' },
  stale: { Icon: AlertTriangle, className: 'bg-amber-50 text-amber-900' },
  missing: { Icon: CircleDashed, className: 'bg-red-50 text-red-800' },
} as const;

/** 'Current', 'Stale' or 'Missing', in words beside the same icon its language's chip shows. */
export function TextStatusBadge({ status }: { status: TextStatus }) {
  const t = useTranslationTexts();
  const { Icon, className } = looks[status];
  return (
    <span
      className={cn('inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium', className)}
    >
      <Icon className="size-3.5" aria-hidden="true" />
      {t(`item.status.${status}`)}
    </span>
  );
}
