import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useEffectEvent, useState } from 'react';
import type { GalleryImageView } from '@common/galleries/schemas';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/components/ui/cn';
import { Dialog } from '@web/components/ui/dialog';
import type { GalleryTarget } from '../api/gallery-keys';
import { useSetGalleryCover } from '../api/set-gallery-cover';
import { RoleLocked } from '@web/features/teams/role-lock';
import { useGalleryTexts } from '@web/locales/galleries';
import { useImageStepper } from '../hooks/use-image-stepper';
import { ConfirmRemoveDialog } from './confirm-remove-dialog';

interface ImageViewerDialogProps {
  target: GalleryTarget;
  images: readonly GalleryImageView[];
  /** The image to open with; null keeps the viewer closed. */
  startId: string | null;
  onClose(): void;
  /** The overview's full-screen viewer also removes images; the gallery's lightbox does not. */
  variant?: 'lightbox' | 'fullscreen';
}

// Important, since cn does not merge classes and the dialog's own size and position would win.
const fullScreen =
  'top-0! left-0! h-dvh! max-h-none! w-screen! max-w-none! translate-x-0! translate-y-0! rounded-none!';

/** One image at a time, large: previous and next (buttons and arrow keys), a counter, and set as cover. */
export function ImageViewerDialog({ startId, variant = 'lightbox', ...props }: ImageViewerDialogProps) {
  return startId === null ? null : (
    // Keyed by the image it opens with, so every opening starts there.
    <ViewerBody key={startId} startId={startId} variant={variant} {...props} />
  );
}

function ViewerBody({
  target,
  images,
  startId,
  onClose,
  variant,
}: ImageViewerDialogProps & { startId: string }) {
  const t = useGalleryTexts();
  const stepper = useImageStepper(images, startId);
  const setCover = useSetGalleryCover(target);
  const [confirming, setConfirming] = useState(false);
  const image = stepper.image;
  // A failure message belongs to the image it was about; stepping on forgets it.
  const step = (move: () => void) => () => {
    setCover.reset();
    move();
  };
  const next = step(stepper.next);
  const previous = step(stepper.previous);

  const onKey = useEffectEvent((event: KeyboardEvent) => {
    // The confirmation on top has the keyboard; the viewer waits.
    if (confirming || event.defaultPrevented) return;
    if (event.key === 'ArrowRight') next();
    if (event.key === 'ArrowLeft') previous();
  });
  useEffect(() => {
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  // The last image was removed: nothing is left to show.
  const empty = stepper.total === 0;
  useEffect(() => {
    if (empty) onClose();
  }, [empty, onClose]);

  const isCover = stepper.position === 1;
  return (
    <Dialog
      open={!empty}
      onOpenChange={(open) => !open && onClose()}
      title={image?.name ?? ''}
      className={cn('flex flex-col max-w-4xl!', variant === 'fullscreen' && fullScreen)}
    >
      {image ? (
        <div className="flex min-h-0 flex-1 flex-col gap-4">
          <img
            src={image.galleryUrl}
            alt={image.name}
            decoding="async"
            width={image.width || undefined}
            height={image.height || undefined}
            className={cn(
              'min-h-0 w-full flex-1 rounded-lg bg-slate-100 object-contain',
              variant === 'fullscreen' ? 'h-full' : 'max-h-[65vh]',
            )}
          />
          <div className="flex items-center justify-between gap-2">
            <Button variant="outline" aria-label={t('section.previous')} onClick={previous}>
              <ChevronLeft className="size-5" aria-hidden="true" />
            </Button>
            <p aria-live="polite" className="text-sm font-medium text-slate-700">
              {t('section.counter', { position: stepper.position, total: stepper.total })}
            </p>
            <Button variant="outline" aria-label={t('section.next')} onClick={next}>
              <ChevronRight className="size-5" aria-hidden="true" />
            </Button>
          </div>
          {setCover.isError ? <Alert tone="error">{t('section.coverFailed')}</Alert> : null}
          <div className="flex flex-wrap justify-end gap-2">
            {variant === 'fullscreen' ? (
              <RoleLocked needed="editor" side="above">
                <Button variant="outline" onClick={() => setConfirming(true)}>
                  {t('section.remove')}
                </Button>
              </RoleLocked>
            ) : null}
            <RoleLocked needed="editor" side="above" align="end">
              <Button disabled={isCover || setCover.isPending} onClick={() => setCover.mutate(image.assetId)}>
                {isCover ? t('section.isCover') : t('section.setAsCover')}
              </Button>
            </RoleLocked>
          </div>
          <ConfirmRemoveDialog
            target={target}
            image={confirming ? image : null}
            onClose={() => setConfirming(false)}
          />
        </div>
      ) : null}
    </Dialog>
  );
}
