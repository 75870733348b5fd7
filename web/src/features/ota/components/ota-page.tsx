import { Plus } from 'lucide-react';
import { useState } from 'react';
import { otaChannels, type OtaType } from '@common/ota/channels';
import type { OtaView } from '@common/ota/schemas';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { errorMessage } from '@web/lib/api-client';
import { RoleLocked } from '@web/features/teams/role-lock';
import { useOtaTexts } from '@web/locales/ota';
import { useOtas } from '../api/get-otas';
import { useSyncOta } from '../api/sync-ota';
import { ConnectOtaDialog } from './connect-ota-dialog';
import { ConnectionWindow, type ConnectionTarget } from './connection-window';
import { DeleteOtaDialog } from './delete-ota-dialog';
import { OtaSummaryCards } from './ota-summary-cards';
import { OtaTable } from './ota-table';

type Open =
  { kind: 'choose' } | { kind: 'window'; target: ConnectionTarget } | { kind: 'delete'; ota: OtaView } | null;

type CheckOutcome = { tone: 'success' | 'warning' | 'error'; text: string } | null;

/** The hotel's channel connections (/ota): summary, table, connect, renew, check and delete. */
export function OtaPage({ hotelId }: { hotelId: string }) {
  const t = useOtaTexts();
  const otas = useOtas(hotelId);
  const sync = useSyncOta(hotelId);
  const [open, setOpen] = useState<Open>(null);
  const [outcome, setOutcome] = useState<CheckOutcome>(null);
  const close = () => setOpen(null);
  const connected = new Set<OtaType>((otas.data ?? []).map((ota) => ota.type));

  const check = async (ota: OtaView) => {
    setOutcome(null);
    try {
      const { stillLoggedIn } = await sync.mutateAsync(ota.id);
      setOutcome(
        stillLoggedIn
          ? { tone: 'success', text: t('connectionStillValid', { channel: otaChannels[ota.type].name }) }
          : { tone: 'warning', text: t('connectionExpired', { channel: otaChannels[ota.type].name }) },
      );
    } catch (error) {
      setOutcome({ tone: 'error', text: errorMessage(error, t('syncFailed')) });
    }
  };

  return (
    <div className="space-y-6">
      <div className="flex justify-end">
        {/* The channels' logins are the owner's and admins' (issue 36). */}
        <RoleLocked needed="admin" align="end">
          <Button onClick={() => setOpen({ kind: 'choose' })} disabled={!otas.isSuccess}>
            <Plus className="size-4" aria-hidden="true" />
            {otas.isPending ? t('loading') : t('addNewOta')}
          </Button>
        </RoleLocked>
      </div>
      {otas.isPending ? (
        <div role="status" className="py-16 text-center text-sm text-slate-700">
          <Spinner label={t('loadingData')} />
        </div>
      ) : otas.isError ? (
        <Alert tone="error">{t('loadFailed')}</Alert>
      ) : (
        <>
          <OtaSummaryCards otas={otas.data} />
          {outcome ? (
            <div className="flex items-start gap-2">
              <Alert tone={outcome.tone} className="flex-1">
                {outcome.text}
              </Alert>
              <Button variant="ghost" size="sm" onClick={() => setOutcome(null)}>
                {t('dismiss')}
              </Button>
            </div>
          ) : null}
          {otas.data.length === 0 ? (
            <div className="rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center">
              <h2 className="font-semibold text-slate-900">{t('empty')}</h2>
              <p className="mt-1 text-sm text-slate-700">{t('emptyHint')}</p>
            </div>
          ) : (
            <OtaTable
              otas={otas.data}
              checkingId={sync.isPending ? (sync.variables ?? null) : null}
              onRenew={(ota) =>
                setOpen({ kind: 'window', target: { mode: 'renew', type: ota.type, otaId: ota.id } })
              }
              onCheck={(ota) => void check(ota)}
              onDelete={(ota) => setOpen({ kind: 'delete', ota })}
            />
          )}
        </>
      )}
      {open?.kind === 'choose' ? (
        <ConnectOtaDialog
          hotelId={hotelId}
          connected={connected}
          onSession={(type, session) => setOpen({ kind: 'window', target: { mode: 'new', type, session } })}
          onClose={close}
        />
      ) : null}
      {open?.kind === 'window' ? (
        <ConnectionWindow hotelId={hotelId} target={open.target} onClose={close} />
      ) : null}
      {open?.kind === 'delete' ? <DeleteOtaDialog hotelId={hotelId} ota={open.ota} onClose={close} /> : null}
    </div>
  );
}
