import { RefreshCw, KeyRound, Trash2 } from 'lucide-react';
import { otaChannels } from '@common/ota/channels';
import type { OtaView } from '@common/ota/schemas';
import { Button } from '@web/components/ui/button';
import { RoleLocked } from '@web/features/teams/role-lock';
import { useOtaTexts } from '@web/locales/ota';
import { formatLastSync, needsRenewal } from '../ota-summary';
import { ChannelLogo } from './channel-logo';
import { OtaStatusBadge } from './ota-status-badge';

/**
 * On a phone the table scrolls sideways; the actions column stays pinned at the right edge so renew, check and
 * delete are always in view (DECISIONS.md 25). From the sm width on everything fits and nothing is pinned.
 */
const stickyActions = 'sticky right-0 shadow-[-8px_0_8px_-8px_rgba(15,23,42,0.15)] sm:static sm:shadow-none';

interface OtaTableProps {
  otas: readonly OtaView[];
  /** The connection whose check is running, if any. */
  checkingId: string | null;
  onRenew(ota: OtaView): void;
  onCheck(ota: OtaView): void;
  onDelete(ota: OtaView): void;
}

/**
 * The hotel's connections: channel, status, last sync and the actions. The action buttons are always shown,
 * not on hover, so they work on touch screens and by keyboard (DECISIONS.md 25).
 */
export function OtaTable({ otas, checkingId, onRenew, onCheck, onDelete }: OtaTableProps) {
  const t = useOtaTexts();
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table aria-label={t('tableLabel')} className="w-full whitespace-nowrap text-left text-sm">
        <thead className="border-b border-slate-200 bg-slate-50 text-slate-600">
          <tr>
            <th scope="col" className="px-4 py-3 font-medium">
              {t('channel')}
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              {t('status')}
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              {t('lastSync')}
            </th>
            <th scope="col" className={`${stickyActions} bg-slate-50 px-4 py-3 text-right font-medium`}>
              {t('actions')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {otas.map((ota) => {
            const channel = otaChannels[ota.type];
            const checking = checkingId === ota.id;
            return (
              <tr key={ota.id}>
                <th scope="row" className="px-4 py-3 font-medium text-slate-900">
                  <span className="flex items-center gap-3">
                    <ChannelLogo type={ota.type} />
                    {channel.name}
                  </span>
                </th>
                <td className="px-4 py-3">
                  <OtaStatusBadge status={ota.status} />
                </td>
                <td className="px-4 py-3 text-slate-700">{formatLastSync(ota.lastSync, t('never'))}</td>
                <td className={`${stickyActions} bg-white px-4 py-3`}>
                  <div className="flex justify-end gap-1">
                    {/* Above, not below: the table scrolls sideways, which would cut the reason off. */}
                    <RoleLocked needed="admin" side="above" align="end">
                      <Button
                        variant="ghost"
                        size="sm"
                        className="relative px-2"
                        aria-label={t('renewConnection')}
                        title={t('renewConnection')}
                        onClick={() => onRenew(ota)}
                      >
                        <KeyRound className="size-4" aria-hidden="true" />
                        {needsRenewal(ota) ? (
                          <span
                            data-testid="renew-badge"
                            aria-hidden="true"
                            className="absolute -right-0.5 -top-0.5 flex size-4 items-center justify-center rounded-full bg-red-600 text-[10px] font-bold text-white"
                          >
                            1
                          </span>
                        ) : null}
                      </Button>
                    </RoleLocked>
                    <RoleLocked needed="editor" side="above" align="end">
                      <Button
                        variant="ghost"
                        size="sm"
                        className="px-2"
                        aria-label={checking ? t('checkingConnection') : t('checkConnection')}
                        title={t('checkConnection')}
                        disabled={checking}
                        onClick={() => onCheck(ota)}
                      >
                        <RefreshCw
                          className={checking ? 'size-4 animate-spin' : 'size-4'}
                          aria-hidden="true"
                        />
                      </Button>
                    </RoleLocked>
                    <RoleLocked needed="admin" side="above" align="end">
                      <Button
                        variant="ghost"
                        size="sm"
                        className="px-2 text-red-700 hover:bg-red-50"
                        aria-label={t('deleteConnection')}
                        title={t('deleteConnection')}
                        onClick={() => onDelete(ota)}
                      >
                        <Trash2 className="size-4" aria-hidden="true" />
                      </Button>
                    </RoleLocked>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
