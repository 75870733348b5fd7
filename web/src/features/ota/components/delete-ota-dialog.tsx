import { AlertTriangle } from 'lucide-react';
import { useState } from 'react';
import { otaChannels } from '@common/ota/channels';
import type { OtaView } from '@common/ota/schemas';
import { otaTexts } from '@common/ota/texts';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Dialog } from '@web/components/ui/dialog';
import { errorMessage } from '@web/lib/api-client';
import { useDeleteOta } from '../api/delete-ota';
import { otaPageTexts as texts } from '../content/ota-page-texts';

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
  const deletion = useDeleteOta(hotelId);
  const [failure, setFailure] = useState<string | null>(null);

  const confirm = async () => {
    setFailure(null);
    try {
      await deletion.mutateAsync(ota.id);
    } catch (error) {
      setFailure(errorMessage(error, otaTexts.deleteFailed));
      return;
    }
    onClose();
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={texts.deleteTitle}
      closeDisabled={deletion.isPending}
    >
      <div className="flex gap-3 rounded-md border border-red-200 bg-red-50 p-4">
        <AlertTriangle className="size-5 shrink-0 text-red-700" aria-hidden="true" />
        <div>
          <h3 className="font-semibold text-red-900">{texts.deleteHeading}</h3>
          <p className="text-sm text-red-800">{texts.deleteWarning}</p>
        </div>
      </div>
      <p className="mt-4 text-sm text-slate-700">{texts.deleteQuestion(otaChannels[ota.type].name)}</p>
      {failure ? (
        <Alert tone="error" className="mt-4">
          {failure}
        </Alert>
      ) : null}
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose} disabled={deletion.isPending}>
          {texts.cancel}
        </Button>
        <Button variant="danger" onClick={() => void confirm()} disabled={deletion.isPending}>
          {deletion.isPending ? texts.deleting : texts.deleteConfirm}
        </Button>
      </div>
    </Dialog>
  );
}
