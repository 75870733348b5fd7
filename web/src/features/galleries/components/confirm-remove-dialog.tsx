import { useState } from 'react';
import type { GalleryImageView } from '@common/galleries/schemas';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Dialog } from '@web/components/ui/dialog';
import type { GalleryTarget } from '../api/gallery-keys';
import { useRemoveGalleryImage } from '../api/remove-gallery-image';
import { useGalleryTexts } from '@web/locales/galleries';

interface ConfirmRemoveDialogProps {
  target: GalleryTarget;
  /** The image to take out of the gallery; null keeps the dialog closed. */
  image: GalleryImageView | null;
  onClose(): void;
}

/**
 * Asks before an image leaves the gallery at once (DECISIONS.md 23). Only the link goes: the image stays in
 * the library.
 */
export function ConfirmRemoveDialog({ target, image, onClose }: ConfirmRemoveDialogProps) {
  const t = useGalleryTexts();
  const remove = useRemoveGalleryImage(target);
  const [failed, setFailed] = useState(false);

  const close = () => {
    setFailed(false);
    onClose();
  };

  const confirm = async () => {
    if (!image) return;
    setFailed(false);
    try {
      await remove.mutateAsync(image.assetId);
    } catch {
      setFailed(true);
      return;
    }
    close();
  };

  return (
    <Dialog
      open={image !== null}
      onOpenChange={(open) => !open && close()}
      title={t('section.removeTitle')}
      description={image?.name}
      closeDisabled={remove.isPending}
    >
      <p className="text-sm text-slate-700">{t('section.removeText')}</p>
      {failed ? (
        <Alert tone="error" className="mt-4">
          {t('section.removeFailed')}
        </Alert>
      ) : null}
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={close} disabled={remove.isPending}>
          {t('section.cancel')}
        </Button>
        <Button variant="danger" onClick={confirm} disabled={remove.isPending}>
          {t('section.remove')}
        </Button>
      </div>
    </Dialog>
  );
}
