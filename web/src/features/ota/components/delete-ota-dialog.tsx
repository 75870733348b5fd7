import { AlertTriangle } from 'lucide-react';
import { useState } from 'react';
import { otaChannels } from '@common/ota/channels';
import type { OtaView } from '@common/ota/schemas';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { errorMessage } from '@web/lib/api-client';
import { useOtaTexts } from '@web/locales/ota';
import { useDeleteOta } from '../api/delete-ota';

interface DeleteOtaDialogProps {
  hotelId: string;
  ota: OtaView;
  onClose(): void;
}

/**
 * Asks before a connection and its saved login are deleted, naming the channel (DECISIONS.md 23). A failure
 * keeps the dialog open with the spec's text, so the user can try again or cancel.
 */
export function DeleteOtaDialog({ hotelId, ota, onClose }: DeleteOtaDialogProps) {
  const t = useOtaTexts();
  const deletion = useDeleteOta(hotelId);
  const [failure, setFailure] = useState<string | null>(null);

  const confirm = async () => {
    setFailure(null);
    try {
      await deletion.mutateAsync(ota.id);
    } catch (error) {
      setFailure(errorMessage(error, t('deleteFailed')));
      return;
    }
    onClose();
  };

  return (
    <ConfirmDialog
      open
      title={t('deleteTitle')}
      failure={failure}
      pending={deletion.isPending}
      labels={{ cancel: t('cancel'), confirm: t('deleteConfirm'), pending: t('deleting') }}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    >
      <div className="flex gap-3 rounded-md border border-red-200 bg-red-50 p-4">
        <AlertTriangle className="size-5 shrink-0 text-red-700" aria-hidden="true" />
        <div>
          <h3 className="font-semibold text-red-900">{t('deleteHeading')}</h3>
          <p className="text-sm text-red-800">{t('deleteWarning')}</p>
        </div>
      </div>
      <p className="mt-4 text-sm text-slate-700">
        {t('deleteQuestion', { channel: otaChannels[ota.type].name })}
      </p>
    </ConfirmDialog>
  );
}
