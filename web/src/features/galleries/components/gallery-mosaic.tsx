import type { GalleryImageView } from '@common/galleries/schemas';
import { mosaicImageSizes } from '@web/lib/image-srcset';
import { useGalleryTexts } from '@web/locales/galleries';
import { AddImageButton } from './add-image-button';
import { MoreImagesTile } from './more-images-tile';
import { mosaicLayout } from './mosaic-layout';
import { MosaicImageTile } from './mosaic-image-tile';

interface GalleryMosaicProps {
  /** In gallery order; the first is the cover. At least one. */
  images: readonly GalleryImageView[];
  onOpenImage(assetId: string): void;
  onOpenOverview(): void;
  /** Null hides the add tile (a room's gallery is full). */
  onAdd: (() => void) | null;
  adding: boolean;
}

/** How many images the mosaic shows: the cover, two side tiles and three small ones. */
export const mosaicImageCount = 6;

const emptySlot = 'rounded-lg bg-slate-50';

/** The cover, two side tiles, three small tiles, then '+N Weitere' or 'Keine weiteren Bilder', and the add tile. */
export function GalleryMosaic({ images, onOpenImage, onOpenOverview, onAdd, adding }: GalleryMosaicProps) {
  const t = useGalleryTexts();
  const [cover] = images;
  const slot = (index: number, sizes: string) => {
    const image = images[index];
    return image ? (
      <MosaicImageTile key={image.assetId} image={image} onOpen={onOpenImage} sizes={sizes} />
    ) : (
      <div key={`empty-${index}`} className={emptySlot} aria-hidden="true" />
    );
  };
  const rest = images.length - mosaicImageCount;

  return (
    <div className={mosaicLayout.frame}>
      <div className={mosaicLayout.top}>
        {cover ? (
          <MosaicImageTile
            image={cover}
            isCover
            onOpen={onOpenImage}
            sizes={mosaicImageSizes.cover}
            className={mosaicLayout.cover}
          />
        ) : null}
        {slot(1, mosaicImageSizes.side)}
        {slot(2, mosaicImageSizes.side)}
      </div>
      <div className={mosaicLayout.bottom}>
        {slot(3, mosaicImageSizes.small)}
        {slot(4, mosaicImageSizes.small)}
        {slot(5, mosaicImageSizes.small)}
        {rest > 0 ? (
          <MoreImagesTile count={rest} preview={images[mosaicImageCount]} onClick={onOpenOverview} />
        ) : (
          <div className="flex items-center justify-center rounded-lg bg-slate-50 p-2 text-center text-sm text-slate-600">
            {t('section.noMoreImages')}
          </div>
        )}
        {onAdd ? (
          <AddImageButton
            label={t('section.addImage')}
            onClick={onAdd}
            disabled={adding}
            className="h-full"
          />
        ) : null}
      </div>
    </div>
  );
}
