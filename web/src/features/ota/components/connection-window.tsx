import { useState } from 'react';
import { otaChannels, type OtaType } from '@common/ota/channels';
import type { SessionCreatedResponse } from '@common/ota/schemas';
import { otaTexts } from '@common/ota/texts';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Dialog } from '@web/components/ui/dialog';
import { ApiError, errorMessage } from '@web/lib/api-client';
import { useOtaTexts } from '@web/locales/ota';
import { useSessionUrl } from '../api/check-session-url';
import { useCreateBrowserContext } from '../api/create-browser-context';
import { contextErrorMessage } from '../connection-errors';
import { useBrowserSession } from '../hooks/use-browser-session';
import { useLoginCountdown } from '../hooks/use-login-countdown';
import { useViewerLink } from '../hooks/use-viewer-link';
import { AddressBar } from './address-bar';
import { CloseSessionDialog } from './close-session-dialog';
import { LiveViewFrame } from './live-view-frame';
import { PageErrorNotice } from './page-error-notice';
import { sharedText } from '@web/lib/i18n/shared-text';

export type ConnectionTarget =
  | { mode: 'new'; type: OtaType; session: SessionCreatedResponse }
  | { mode: 'renew'; type: OtaType; otaId: string };

interface ConnectionWindowProps {
  hotelId: string;
  target: ConnectionTarget;
  onClose(): void;
}

/**
 * The large window where the user logs in to the channel inside the live browser. The address is polled every
 * second; once the login is detected, 'Login Completed' unlocks after a 5-second countdown and saves it. When
 * every live browser is in use, the same poll tells the session's place in line until it opens.
 */
export function ConnectionWindow({ hotelId, target, onClose }: ConnectionWindowProps) {
  const t = useOtaTexts();
  const { name: channelName, loginUrl } = otaChannels[target.type];
  const otaId = target.mode === 'renew' ? target.otaId : undefined;
  const [completed, setCompleted] = useState(false);
  const [askingToClose, setAskingToClose] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [ended, setEnded] = useState(false);

  const { session, startError, markCompleted } = useBrowserSession({
    initial: target.mode === 'new' ? target.session : null,
    start: target.mode === 'renew' ? { otaType: target.type, hotelId, otaId } : null,
    keepAlive: !completed && !ended,
  });
  const sessionId = session?.sessionId ?? null;
  const check = useSessionUrl(sessionId, !completed && !ended);
  const state = check.data?.state ?? (session?.queuePosition ? 'waiting' : 'open');
  const queuePosition = state === 'waiting' ? (check.data?.queuePosition ?? session?.queuePosition) : null;
  const viewer = useViewerLink(session, state === 'open');
  // The server no longer knows the session (it timed out or was closed elsewhere).
  const gone = check.error instanceof ApiError && check.error.status === 404;
  // A crashed, closed or vanished browser stops the polling for good: nothing more will happen in it.
  if ((state === 'closed' || state === 'crashed' || gone) && !ended) setEnded(true);
  const remaining = useLoginCountdown(check.data?.loginDetected === true && !ended);
  const save = useCreateBrowserContext(hotelId);

  const sessionOpen = sessionId !== null && !completed && !ended;
  const requestClose = () => {
    if (save.isPending) return;
    if (sessionOpen) setAskingToClose(true);
    else onClose();
  };

  const complete = async () => {
    if (!sessionId) return;
    setSaveError(null);
    try {
      await save.mutateAsync({ sessionId, ...(otaId ? { otaId } : {}) });
    } catch (error) {
      setSaveError(contextErrorMessage(error));
      return;
    }
    markCompleted();
    setCompleted(true);
    onClose();
  };

  const detected = remaining !== null;
  const counting = remaining !== null && remaining > 0;
  const completeLabel = save.isPending
    ? t('saving')
    : remaining !== null && remaining > 0
      ? t('loginCompletedIn', { seconds: remaining })
      : t('loginCompleted');
  const endedMessage = sharedText(state === 'crashed' ? otaTexts.browserCrashed : otaTexts.sessionNotFound);
  const pageError = state === 'open' ? (check.data?.pageError ?? null) : null;
  // On Chromium's error page the address that failed, as a browser's address bar keeps it.
  const shownAddress = state === 'open' ? (pageError?.url ?? check.data?.currentUrl ?? null) : null;

  return (
    <>
      <Dialog
        open
        onOpenChange={(open) => !open && requestClose()}
        title={t('connectTo', { channel: channelName })}
        closeDisabled={save.isPending}
        className="max-w-6xl!"
      >
        {ended ? (
          <Alert tone="error">{endedMessage}</Alert>
        ) : (
          <>
            <AddressBar url={shownAddress} />
            {pageError && sessionId ? (
              <PageErrorNotice
                error={pageError}
                sessionId={sessionId}
                channelName={channelName}
                loginUrl={loginUrl}
              />
            ) : null}
            <LiveViewFrame
              channelName={channelName}
              src={viewer.link}
              initialText={
                queuePosition
                  ? t('queuePosition', { position: queuePosition })
                  : target.mode === 'renew'
                    ? t('preparingConnection')
                    : t('startingSession')
              }
            />
          </>
        )}
        <div className="mt-3 space-y-3">
          {startError ? <Alert tone="error">{startError}</Alert> : null}
          {viewer.error && !ended ? <Alert tone="error">{viewer.error}</Alert> : null}
          {check.isError && !ended ? (
            <Alert tone="error">{errorMessage(check.error, otaTexts.sessionNotFound)}</Alert>
          ) : null}
          {saveError ? <Alert tone="error">{saveError}</Alert> : null}
          {sessionId && !ended ? (
            <p aria-live="polite" className="text-sm text-slate-700">
              {queuePosition ? t('waitingHint') : detected ? t('loginDetected') : t('loginHint')}
            </p>
          ) : null}
        </div>
        {/* No session id (issue 31, point 11): it means nothing to an operator, and is a handle to the session. */}
        <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={requestClose} disabled={save.isPending}>
            {t('cancel')}
          </Button>
          {ended ? null : (
            <Button onClick={() => void complete()} disabled={!detected || counting || save.isPending}>
              {completeLabel}
            </Button>
          )}
        </div>
      </Dialog>
      <CloseSessionDialog
        open={askingToClose}
        onStay={() => setAskingToClose(false)}
        onClose={() => {
          setAskingToClose(false);
          onClose();
        }}
      />
    </>
  );
}
