import type { GalleryImageView } from '@common/galleries/schemas';
import { useGalleryTexts } from '@web/locales/galleries';

interface MoreImagesTileProps {
  /** How many images the mosaic does not show. */
  count: number;
  /** The first of them, shown dimmed behind the count. */
  preview: GalleryImageView | undefined;
  onClick(): void;
}

/** '+N Weitere': opens the overview of every image. */
export function MoreImagesTile({ count, preview, onClick }: MoreImagesTileProps) {
  const t = useGalleryTexts();
  return (
    <button
      type="button"
      onClick={onClick}
      className="relative min-h-0 overflow-hidden rounded-lg bg-slate-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      {preview ? (
        <img
          src={preview.thumbUrl}
          alt=""
          loading="lazy"
          decoding="async"
          width={preview.width || undefined}
          height={preview.height || undefined}
          className="absolute inset-0 size-full object-cover opacity-40"
        />
      ) : null}
      <span className="relative text-lg font-semibold text-white">{t('section.moreImages', { count })}</span>
    </button>
  );
}
