import { errorMessage } from '@web/lib/api-client';
import { useState } from 'react';
import { profileTexts } from '@common/profile/schemas';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Dialog } from '@web/components/ui/dialog';
import { useProfileTexts } from '@web/locales/profile';
import { useUploadProfilePhoto } from '../api/upload-profile-photo';
import { announceProfileUpdated } from '../profile-events';
import { PhotoDropZone } from './photo-drop-zone';

interface PhotoUploadDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
}

interface ChosenPhoto {
  file: File;
  /** A data URL; unlike an object URL it needs no releasing when the dialog closes. */
  previewUrl: string | null;
}

interface PhotoUploadFormProps {
  upload: ReturnType<typeof useUploadProfilePhoto>;
  onDone(): void;
  onCancel(): void;
}

function PhotoUploadForm({ upload, onDone, onCancel }: PhotoUploadFormProps) {
  const t = useProfileTexts();
  const [chosen, setChosen] = useState<ChosenPhoto | null>(null);

  const choose = (file: File) => {
    setChosen({ file, previewUrl: null });
    const reader = new FileReader();
    // A later choice replaces this one; its late preview must not overwrite the newer photo.
    reader.onload = () =>
      setChosen((current) =>
        current?.file === file && typeof reader.result === 'string'
          ? { file, previewUrl: reader.result }
          : current,
      );
    reader.readAsDataURL(file);
  };

  const save = () => {
    if (!chosen) return;
    upload.mutate(chosen.file, { onSuccess: onDone });
  };

  return (
    <div className="space-y-4">
      <PhotoDropZone onChoose={choose} />
      {chosen ? (
        <div className="flex items-center gap-4">
          {chosen.previewUrl ? (
            <img
              src={chosen.previewUrl}
              alt={t('photo.previewAlt')}
              className="size-20 rounded-full object-cover"
            />
          ) : (
            <span className="size-20 shrink-0 rounded-full bg-slate-100" aria-hidden="true" />
          )}
          <p className="min-w-0 break-words text-sm text-slate-700">{chosen.file.name}</p>
        </div>
      ) : null}
      {upload.isError ? (
        <Alert tone="error">{errorMessage(upload.error, profileTexts.photoUploadFailed)}</Alert>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={upload.isPending}>
          {t('photo.cancel')}
        </Button>
        <Button onClick={save} disabled={!chosen || upload.isPending}>
          {upload.isPending ? t('photo.uploading') : t('photo.save')}
        </Button>
      </div>
    </div>
  );
}

/** 'Upload Profile Photo': choose or drop an image, see it, save it. */
export function PhotoUploadDialog({ open, onOpenChange }: PhotoUploadDialogProps) {
  const t = useProfileTexts();
  const upload = useUploadProfilePhoto();
  // The upload lives here, not in the form, so the dialog cannot be closed while it runs.
  const close = () => {
    upload.reset();
    onOpenChange(false);
  };
  const done = () => {
    // The top bar shows the new photo at once, without waiting for its own refresh.
    announceProfileUpdated();
    close();
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && close()}
      title={t('photo.dialogTitle')}
      closeDisabled={upload.isPending}
    >
      <PhotoUploadForm upload={upload} onDone={done} onCancel={close} />
    </Dialog>
  );
}
