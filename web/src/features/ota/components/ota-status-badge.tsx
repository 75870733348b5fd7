import type { OtaStatus } from '@common/ota/schemas';
import { cn } from '@web/components/ui/cn';
import { useOtaTexts } from '@web/locales/ota';

const tones: Record<OtaStatus, string> = {
  connected: 'bg-green-100 text-green-800',
  disconnected: 'bg-amber-100 text-amber-900',
  error: 'bg-red-100 text-red-800',
};

/** Connected green, disconnected (the saved login expired) amber, error (a check or renew failed) red. */
export function OtaStatusBadge({ status }: { status: OtaStatus }) {
  const t = useOtaTexts();
  return (
    <span className={cn('inline-flex rounded-full px-2.5 py-0.5 text-xs font-medium', tones[status])}>
      {t(`statusLabels.${status}`)}
    </span>
  );
}
