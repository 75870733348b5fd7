import { Button } from '@web/components/ui/button';
import { Dialog } from '@web/components/ui/dialog';
import { useAssetTexts } from '@web/locales/assets';
import { useAiStatus } from '../api/get-ai-status';
import { useFileSelection } from '../hooks/use-file-selection';
import { useUploadBatch } from '../hooks/use-upload-batch';
import { SelectedFiles } from './selected-files';
import { UploadDropZone } from './upload-drop-zone';
import { UploadNotices } from './upload-notices';
import { UploadProgress } from './upload-progress';

interface UploadDialogProps {
  hotelId: string;
  onClose(): void;
  /** The batch went through; the library shows the skipped-duplicates text, if any. */
  onFinished(skippedMessage: string | null): void;
}

/**
 * 'Upload Assets'. Mounted only while open, so closing it discards the chosen files and frees their
 * thumbnails.
 */
export function UploadDialog({ hotelId, onClose, onFinished }: UploadDialogProps) {
  const t = useAssetTexts();
  const selection = useFileSelection();
  const batch = useUploadBatch(hotelId);
  const aiStatus = useAiStatus();
  const count = selection.pending.length;
  const finished = batch.outcome !== null && !batch.uploading && count === 0;

  const upload = async () => {
    const outcome = await batch.run(selection.pending, selection.setStatus);
    if (outcome && !outcome.keepOpen) onFinished(outcome.skippedMessage);
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('upload.title')}
      closeDisabled={batch.uploading}
      // Important, since cn does not merge classes and the dialog's own max-w-lg would win.
      className="max-w-2xl!"
    >
      <div className="space-y-4">
        {aiStatus.data ? (
          <div className="space-y-1 text-xs text-slate-600">
            <p>{t('upload.analysisBy', { label: aiStatus.data.label })}</p>
            {/* The built-in generator is no failure, but its guesses are said up front (DECISIONS.md point 24). */}
            {aiStatus.data.provider === 'builtin' ? <p>{t('analysis.builtinNote')}</p> : null}
          </div>
        ) : null}
        <UploadDropZone
          hasFiles={selection.files.length > 0}
          disabled={batch.uploading}
          onFiles={selection.add}
        />
        <UploadNotices refusals={selection.refusals} outcome={batch.outcome} />
        {selection.files.length > 0 ? (
          <SelectedFiles files={selection.files} uploading={batch.uploading} onRemove={selection.remove} />
        ) : null}
        {batch.uploading ? <UploadProgress percent={batch.percent} /> : null}
      </div>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {finished ? (
          // A finished batch with nothing left to send offers no 'Upload (0)' (issue 12, point 6).
          <Button onClick={onClose}>{t('upload.done')}</Button>
        ) : (
          <>
            <Button variant="outline" onClick={onClose} disabled={batch.uploading}>
              {t('upload.cancel')}
            </Button>
            <Button onClick={upload} disabled={batch.uploading || count === 0}>
              {t('upload.submit', { count })}
            </Button>
          </>
        )}
      </div>
    </Dialog>
  );
}
