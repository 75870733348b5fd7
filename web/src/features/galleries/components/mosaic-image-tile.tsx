import type { GalleryImageView } from '@common/galleries/schemas';
import { cn } from '@web/components/ui/cn';
import { renditionSrcSet } from '@common/assets/srcset';
import { useGalleryTexts } from '@web/locales/galleries';

interface MosaicImageTileProps {
  image: GalleryImageView;
  /** The cover: the large rendition, loaded at once. */
  isCover?: boolean;
  onOpen(assetId: string): void;
  /** How wide the tile is (mosaicImageSizes), so a phone's dense screen gets the 1600 px rendition. */
  sizes: string;
  className?: string;
}

/** A picture of the gallery mosaic; it opens the lightbox. */
export function MosaicImageTile({ image, isCover, onOpen, sizes, className }: MosaicImageTileProps) {
  const t = useGalleryTexts();
  return (
    <button
      type="button"
      aria-label={t('section.openImage', { name: image.name })}
      onClick={() => onOpen(image.assetId)}
      // The content benchmark (bench/lib/content-page.mjs) waits for this tile's picture.
      data-gallery-cover={isCover ? '' : undefined}
      className={cn(
        'relative min-h-0 overflow-hidden rounded-lg bg-slate-100',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
        className,
      )}
    >
      <img
        src={isCover ? image.galleryUrl : image.thumbUrl}
        srcSet={renditionSrcSet(image)}
        sizes={sizes}
        alt=""
        loading={isCover ? undefined : 'lazy'}
        fetchPriority={isCover ? 'high' : undefined}
        decoding="async"
        width={image.width || undefined}
        height={image.height || undefined}
        className="absolute inset-0 size-full object-cover transition-transform hover:scale-[1.02]"
      />
      {isCover ? (
        <span className="absolute top-3 left-3 rounded-full bg-brand-600 px-2.5 py-0.5 text-xs font-semibold text-white">
          {t('section.isCover')}
        </span>
      ) : null}
    </button>
  );
}
