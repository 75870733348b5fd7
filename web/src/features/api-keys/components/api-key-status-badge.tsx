import type { ApiKeyStatus } from '@common/api-keys/schemas';
import { cn } from '@web/components/ui/cn';
import { useApiKeyTexts } from '@web/locales/apiKeys';

const tones: Record<ApiKeyStatus, string> = {
  active: 'bg-green-100 text-green-800',
  expired: 'bg-amber-100 text-amber-900',
  noHotels: 'bg-amber-100 text-amber-900',
  revoked: 'bg-slate-200 text-slate-800',
};

/** Active green; expired or left without hotels amber (it reads nothing); revoked grey. */
export function ApiKeyStatusBadge({ status }: { status: ApiKeyStatus }) {
  const t = useApiKeyTexts();
  return (
    <span className={cn('inline-flex rounded-full px-2.5 py-0.5 text-xs font-medium', tones[status])}>
      {t(`status.${status}`)}
    </span>
  );
}
