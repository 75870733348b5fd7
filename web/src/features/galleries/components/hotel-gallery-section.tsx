import { useMemo, useState, type ReactNode } from 'react';
import type { GalleryImageView } from '@common/galleries/schemas';
import { Alert } from '@web/components/ui/alert';
import { useAddGalleryImages } from '../api/add-gallery-images';
import { useGallery } from '../api/get-gallery';
import { useGalleryTexts } from '@web/locales/galleries';
import { maxImagesOf, pickLimitOf } from '../gallery-limits';
import type { PickedImage, PickerSlotProps } from '../picker-slot';
import { EmptyGallery } from './empty-gallery';
import { GalleryMosaic } from './gallery-mosaic';
import { GalleryOverviewDialog } from './gallery-overview-dialog';
import { ImageViewerDialog } from './image-viewer-dialog';
import { MosaicSkeleton } from './mosaic-skeleton';
import { SortGalleryDialog } from './sort-gallery-dialog';

export type { PickerSlotProps } from '../picker-slot';

export interface HotelGallerySectionProps {
  hotelId: string;
  /** Null shows the hotel's own gallery; a room's id shows that room's. */
  roomId: string | null;
  /** The sorting dialog; the page's 'Sortieren' button opens it. */
  sortOpen: boolean;
  onSortOpenChange(open: boolean): void;
  renderPicker: (props: PickerSlotProps) => ReactNode;
}

const noImages: GalleryImageView[] = [];

/**
 * The hotel content page's gallery: the mosaic, its lightbox, the '+N Weitere' overview and the sorting dialog.
 * Keyed by the gallery, so switching between the hotel and a room closes whatever was open.
 */
export function HotelGallerySection(props: HotelGallerySectionProps) {
  return <GallerySection key={`${props.hotelId}/${props.roomId ?? 'hotel'}`} {...props} />;
}

function GallerySection({
  hotelId,
  roomId,
  sortOpen,
  onSortOpenChange,
  renderPicker,
}: HotelGallerySectionProps) {
  const t = useGalleryTexts();
  const target = useMemo(() => ({ hotelId, roomId }), [hotelId, roomId]);
  const gallery = useGallery(target);
  const add = useAddGalleryImages(target);
  const [pickerOpen, setPickerOpen] = useState(false);
  const [shownId, setShownId] = useState<string | null>(null);
  const [overviewOpen, setOverviewOpen] = useState(false);
  const images = gallery.data ?? noImages;
  const ids = useMemo(() => images.map((image) => image.assetId), [images]);

  // Images already in the gallery are skipped without a word (spec part 2, section 4); the rest go in one request.
  const pick = (picked: PickedImage[]) => {
    const added = picked.map((image) => image.id).filter((id) => !ids.includes(id));
    if (added.length > 0) add.mutate(added);
  };
  const openPicker = () => setPickerOpen(true);
  const canAdd = ids.length < maxImagesOf(target);

  return (
    <section aria-label={t('section.galleryLabel')} className="space-y-3">
      {add.isError ? <Alert tone="error">{t('section.addFailed')}</Alert> : null}
      {gallery.isPending ? (
        <MosaicSkeleton />
      ) : gallery.isError ? (
        <Alert tone="error">{t('section.loadFailed')}</Alert>
      ) : images.length === 0 ? (
        <EmptyGallery onAdd={openPicker} adding={add.isPending} />
      ) : (
        <GalleryMosaic
          images={images}
          onOpenImage={setShownId}
          onOpenOverview={() => setOverviewOpen(true)}
          onAdd={canAdd ? openPicker : null}
          adding={add.isPending}
        />
      )}
      <ImageViewerDialog target={target} images={images} startId={shownId} onClose={() => setShownId(null)} />
      <GalleryOverviewDialog
        target={target}
        images={images}
        open={overviewOpen}
        onOpenChange={setOverviewOpen}
      />
      <SortGalleryDialog
        target={target}
        images={gallery.data}
        loadFailed={gallery.isError}
        open={sortOpen}
        onOpenChange={onSortOpenChange}
        renderPicker={renderPicker}
      />
      {renderPicker({
        open: pickerOpen,
        onOpenChange: setPickerOpen,
        selectedIds: ids,
        onPick: pick,
        limit: pickLimitOf(target, ids.length),
      })}
    </section>
  );
}
