import { useState } from 'react';
import type { GalleryImageView } from '@common/galleries/schemas';
import { Alert } from '@web/components/ui/alert';
import { Dialog } from '@web/components/ui/dialog';
import type { GalleryTarget } from '../api/gallery-keys';
import { useSetGalleryCover } from '../api/set-gallery-cover';
import { useGalleryTexts } from '@web/locales/galleries';
import { ConfirmRemoveDialog } from './confirm-remove-dialog';
import { ImageViewerDialog } from './image-viewer-dialog';
import { OverviewImageTile } from './overview-image-tile';

interface GalleryOverviewDialogProps {
  target: GalleryTarget;
  images: readonly GalleryImageView[];
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** '+N Weitere': every image of the gallery, each with set as cover and remove, and a full-screen viewer. */
export function GalleryOverviewDialog({ target, images, open, onOpenChange }: GalleryOverviewDialogProps) {
  const t = useGalleryTexts();
  const setCover = useSetGalleryCover(target);
  const [viewedId, setViewedId] = useState<string | null>(null);
  const [removing, setRemoving] = useState<GalleryImageView | null>(null);

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('section.overviewTitle')}
      description={t('section.overviewCount', { count: images.length })}
      className="max-w-5xl!"
    >
      {setCover.isError ? (
        <Alert tone="error" className="mb-4">
          {t('section.coverFailed')}
        </Alert>
      ) : null}
      <ul
        aria-label={t('section.overviewTitle')}
        className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4"
      >
        {images.map((image, index) => (
          <OverviewImageTile
            key={image.assetId}
            image={image}
            isCover={index === 0}
            busy={setCover.isPending}
            onOpen={setViewedId}
            onSetCover={(assetId) => setCover.mutate(assetId)}
            onRemove={setRemoving}
          />
        ))}
      </ul>
      <ImageViewerDialog
        target={target}
        images={images}
        startId={viewedId}
        onClose={() => setViewedId(null)}
        variant="fullscreen"
      />
      <ConfirmRemoveDialog target={target} image={removing} onClose={() => setRemoving(null)} />
    </Dialog>
  );
}
