import { useState } from 'react';
import { otaChannels, otaTypes, type OtaType } from '@common/ota/channels';
import type { SessionCreatedResponse } from '@common/ota/schemas';
import { Alert } from '@web/components/ui/alert';
import { Dialog } from '@web/components/ui/dialog';
import { Spinner } from '@web/components/ui/spinner';
import { useOtaTexts } from '@web/locales/ota';
import { useCreateBrowserSession } from '../api/create-browser-session';
import { sessionErrorMessage } from '../connection-errors';
import { ChannelLogo } from './channel-logo';

interface ConnectOtaDialogProps {
  hotelId: string;
  /** Channels the hotel has already connected: one connection per channel. */
  connected: ReadonlySet<OtaType>;
  /** The live browser is ready; the connection window takes over. */
  onSession(type: OtaType, session: SessionCreatedResponse): void;
  onClose(): void;
}

/** 'Connect New OTA': the four channels; choosing one starts a live browser at its login. */
export function ConnectOtaDialog({ hotelId, connected, onSession, onClose }: ConnectOtaDialogProps) {
  const t = useOtaTexts();
  const creation = useCreateBrowserSession();
  const [failure, setFailure] = useState<string | null>(null);

  const choose = async (type: OtaType) => {
    setFailure(null);
    try {
      onSession(type, await creation.mutateAsync({ otaType: type, hotelId }));
    } catch (error) {
      setFailure(sessionErrorMessage(error));
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('connectTitle')}
      description={t('connectDescription')}
      closeDisabled={creation.isPending}
      className="max-w-2xl!"
    >
      <div className="relative">
        <ul className="grid gap-3 sm:grid-cols-2">
          {otaTypes.map((type) => {
            const channel = otaChannels[type];
            const already = connected.has(type);
            return (
              <li key={type}>
                <button
                  type="button"
                  disabled={already || creation.isPending}
                  onClick={() => void choose(type)}
                  className="flex h-full w-full items-start gap-3 rounded-lg border border-slate-200 p-4 text-left transition-colors hover:border-brand-600 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60 disabled:hover:border-slate-200 disabled:hover:bg-white"
                >
                  <ChannelLogo type={type} />
                  <span className="flex flex-col gap-1">
                    <span className="font-semibold text-slate-900">{channel.name}</span>
                    <span className="text-sm text-slate-700">{t(`channelDescriptions.${type}`)}</span>
                    {already ? (
                      <span className="w-fit rounded-full bg-green-100 px-2 py-0.5 text-xs font-medium text-green-800">
                        {t('alreadyConnected')}
                      </span>
                    ) : null}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
        {creation.isPending ? (
          <div
            role="status"
            className="absolute inset-0 flex items-center justify-center rounded-lg bg-white/80 text-sm font-medium text-slate-800"
          >
            <Spinner label={t('connecting')} />
          </div>
        ) : null}
      </div>
      {failure ? (
        <Alert tone="error" className="mt-4">
          {failure}
        </Alert>
      ) : null}
    </Dialog>
  );
}
