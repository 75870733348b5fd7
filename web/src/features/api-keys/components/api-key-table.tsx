import type { ApiKeyView } from '@common/api-keys/schemas';
import { Button } from '@web/components/ui/button';
import { formatterFor } from '@web/lib/format/formatter';
import { useApiKeyTexts } from '@web/locales/apiKeys';
import { ApiKeyStatusBadge } from './api-key-status-badge';
import { WebhookControl } from './webhook-control';

const formatter = formatterFor('en');

/** On a phone the table scrolls sideways with the actions pinned at the right edge, as on the OTA page. */
const stickyActions = 'sticky right-0 shadow-[-8px_0_8px_-8px_rgba(15,23,42,0.15)] sm:static sm:shadow-none';

interface ApiKeyTableProps {
  keys: readonly ApiKeyView[];
  onRevoke(apiKey: ApiKeyView): void;
}

/**
 * The user's keys: name, prefix, hotels, created, last used, expiry, status and the actions. Each row's actions
 * are one flex line, so a key's further controls (its webhook) sit beside 'Revoke'.
 */
export function ApiKeyTable({ keys, onRevoke }: ApiKeyTableProps) {
  const t = useApiKeyTexts();
  const columns = ['key', 'hotels', 'created', 'lastUsed', 'expires', 'status'] as const;
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table aria-label={t('table.label')} className="w-full text-left text-sm">
        <thead className="border-b border-slate-200 bg-slate-50 text-slate-600">
          <tr>
            <th scope="col" className="px-4 py-3 font-medium">
              {t('table.name')}
            </th>
            {columns.map((column) => (
              <th key={column} scope="col" className="whitespace-nowrap px-4 py-3 font-medium">
                {t(`table.${column}`)}
              </th>
            ))}
            <th scope="col" className={`${stickyActions} bg-slate-50 px-4 py-3 text-right font-medium`}>
              {t('table.actions')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {keys.map((apiKey) => (
            <tr key={apiKey.id}>
              <th scope="row" className="max-w-48 break-words px-4 py-3 font-medium text-slate-900">
                {apiKey.name}
              </th>
              <td className="whitespace-nowrap px-4 py-3 font-mono text-xs text-slate-800">
                {t('table.prefix', { prefix: apiKey.prefix })}
              </td>
              <td className="px-4 py-3 text-slate-700">
                {apiKey.hotels.length > 0
                  ? apiKey.hotels.map((hotel) => hotel.name).join(', ')
                  : t('table.noHotels')}
              </td>
              <td className="whitespace-nowrap px-4 py-3 text-slate-700">
                {formatter.dateTime(apiKey.createdAt)}
              </td>
              <td className="whitespace-nowrap px-4 py-3 text-slate-700">
                {apiKey.lastUsedAt ? formatter.dateTime(apiKey.lastUsedAt) : t('table.never')}
              </td>
              <td className="whitespace-nowrap px-4 py-3 text-slate-700">
                {apiKey.expiresAt ? formatter.dateTime(apiKey.expiresAt) : t('table.noExpiry')}
              </td>
              <td className="whitespace-nowrap px-4 py-3">
                <ApiKeyStatusBadge status={apiKey.status} />
              </td>
              <td className={`${stickyActions} bg-white px-4 py-3`}>
                <div className="flex justify-end gap-1">
                  <WebhookControl apiKey={apiKey} />
                  {apiKey.status === 'revoked' ? null : (
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={t('table.revokeKey', { name: apiKey.name })}
                      onClick={() => onRevoke(apiKey)}
                    >
                      {t('table.revoke')}
                    </Button>
                  )}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
