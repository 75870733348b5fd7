import { Share2 } from 'lucide-react';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { errorMessage } from '@web/lib/api-client';
import { RoleLocked } from '@web/features/teams/role-lock';
import { useAlpineBitsTexts } from '@web/locales/alpinebits';
import { useAlpineBits } from '../api/get-alpinebits';
import { usePushAlpineBits } from '../api/push-alpinebits';
import { AlpineBitsConnection } from './alpinebits-connection';
import { DisconnectAlpineBitsDialog } from './disconnect-alpinebits-dialog';
import { PushHistoryDialog } from './push-history-dialog';

// The form, its checks and the handshake's report load only when 'Connect' or 'Edit connection' is pressed.
const ConnectAlpineBitsDialog = lazy(() => import('./connect-alpinebits-dialog'));

type Open = 'connect' | 'history' | 'disconnect' | null;

/**
 * The AlpineBits card on /ota (issue 33), beside the OTAs: a channel of another kind, with no live browser. Not
 * connected it offers 'Connect'; connected it shows the server and hotel code, the last push and its report,
 * 'Push content' (a job the card follows until it has finished), the history, the switch, edit and disconnect.
 */
export function AlpineBitsCard({ hotelId }: { hotelId: string }) {
  const t = useAlpineBitsTexts();
  const headingId = useId();
  const alpineBits = useAlpineBits(hotelId);
  const push = usePushAlpineBits(hotelId);
  const [open, setOpen] = useState<Open>(null);
  const [pushFailure, setPushFailure] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const close = () => {
    setOpen(null);
    // A dialog gives the focus back to the button that opened it; after a first save or a disconnect that button
    // is gone, and the focus would fall to the page's start: the card's heading keeps the place instead.
    setTimeout(() => {
      if (document.activeElement === document.body) headingRef.current?.focus();
    });
  };
  const connection = alpineBits.data?.connection ?? null;

  const startPush = async () => {
    setPushFailure(null);
    try {
      await push.mutateAsync();
    } catch (error) {
      setPushFailure(errorMessage(error, t('card.pushFailed')));
    }
  };

  return (
    <Card role="region" aria-labelledby={headingId} className="space-y-5 p-5">
      <div className="flex flex-wrap items-start gap-3">
        <span
          aria-hidden="true"
          className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-emerald-700 text-white"
        >
          <Share2 className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2
              id={headingId}
              ref={headingRef}
              tabIndex={-1}
              className="font-semibold text-slate-900 focus:outline-none"
            >
              {t('card.title')}
            </h2>
            {alpineBits.isSuccess ? (
              <span
                className={
                  connection
                    ? 'rounded-full bg-green-100 px-2 py-0.5 text-xs font-medium text-green-800'
                    : 'rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700'
                }
              >
                {connection ? t('card.connected') : t('card.notConnected')}
              </span>
            ) : null}
          </div>
          <p className="mt-1 text-sm text-slate-700">{t('card.description')}</p>
        </div>
        {alpineBits.isSuccess && !connection ? (
          <RoleLocked needed="admin" align="end">
            <Button onClick={() => setOpen('connect')}>{t('card.connect')}</Button>
          </RoleLocked>
        ) : null}
      </div>

      {alpineBits.isPending ? (
        <div role="status" className="text-sm text-slate-700">
          <Spinner label={t('card.loading')} />
        </div>
      ) : alpineBits.isError ? (
        <Alert tone="error">{t('card.loadFailed')}</Alert>
      ) : connection ? (
        <AlpineBitsConnection
          hotelId={hotelId}
          connection={connection}
          runs={alpineBits.data.runs}
          pushStarting={push.isPending}
          pushFailure={pushFailure}
          onDismissPushFailure={() => setPushFailure(null)}
          onPush={() => void startPush()}
          onHistory={() => setOpen('history')}
          onEdit={() => setOpen('connect')}
          onDisconnect={() => setOpen('disconnect')}
        />
      ) : null}

      {open === 'connect' && alpineBits.isSuccess ? (
        <Suspense fallback={null}>
          <ConnectAlpineBitsDialog
            hotelId={hotelId}
            connection={connection}
            rooms={alpineBits.data.rooms}
            onClose={close}
            onPush={() => void startPush()}
          />
        </Suspense>
      ) : null}
      {open === 'history' ? <PushHistoryDialog runs={alpineBits.data?.runs ?? []} onClose={close} /> : null}
      {open === 'disconnect' && connection ? (
        <DisconnectAlpineBitsDialog hotelId={hotelId} serverUrl={connection.serverUrl} onClose={close} />
      ) : null}
    </Card>
  );
}
