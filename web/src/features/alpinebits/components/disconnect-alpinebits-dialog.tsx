import { AlertTriangle } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { errorMessage } from '@web/lib/api-client';
import { useAlpineBitsTexts } from '@web/locales/alpinebits';
import { useDeleteAlpineBits } from '../api/delete-alpinebits';

interface DisconnectAlpineBitsDialogProps {
  hotelId: string;
  serverUrl: string;
  onClose(): void;
}

/**
 * Asks before the connection, its stored login, room codes and push history are removed (what cannot be undone
 * asks first). A failure keeps the question open with the reason.
 */
export function DisconnectAlpineBitsDialog({ hotelId, serverUrl, onClose }: DisconnectAlpineBitsDialogProps) {
  const t = useAlpineBitsTexts();
  const deletion = useDeleteAlpineBits(hotelId);
  const [failure, setFailure] = useState<string | null>(null);

  const confirm = async () => {
    setFailure(null);
    try {
      await deletion.mutateAsync();
    } catch (error) {
      setFailure(errorMessage(error, t('disconnect.failed')));
      return;
    }
    onClose();
  };

  return (
    <ConfirmDialog
      open
      title={t('disconnect.title')}
      failure={failure}
      pending={deletion.isPending}
      labels={{
        cancel: t('disconnect.cancel'),
        confirm: t('disconnect.confirm'),
        pending: t('disconnect.pending'),
      }}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    >
      <div className="flex gap-3 rounded-md border border-red-200 bg-red-50 p-4">
        <AlertTriangle className="size-5 shrink-0 text-red-700" aria-hidden="true" />
        <div>
          <h3 className="font-semibold text-red-900">{t('disconnect.heading')}</h3>
          <p className="text-sm text-red-800">{t('disconnect.warning')}</p>
        </div>
      </div>
      <p className="mt-4 break-words text-sm text-slate-700">
        {t('disconnect.question', { server: serverUrl })}
      </p>
    </ConfirmDialog>
  );
}
