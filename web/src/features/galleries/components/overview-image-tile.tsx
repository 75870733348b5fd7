import { Star, Trash2 } from 'lucide-react';
import type { GalleryImageView } from '@common/galleries/schemas';
import { cn } from '@web/components/ui/cn';
import { revealedOnHover } from '@web/components/ui/revealed-on-hover';
import { renditionSrcSet } from '@common/assets/srcset';
import { cardImageSizes } from '@web/lib/image-srcset';
import { RoleLocked } from '@web/features/teams/role-lock';
import { useGalleryTexts } from '@web/locales/galleries';

interface OverviewImageTileProps {
  image: GalleryImageView;
  isCover: boolean;
  busy: boolean;
  onOpen(assetId: string): void;
  onSetCover(assetId: string): void;
  onRemove(image: GalleryImageView): void;
}

const tileButton =
  'inline-flex items-center gap-1 rounded-md bg-white/95 px-2 py-1 text-xs font-medium shadow hover:bg-white ' +
  'focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-50';

/** One image of the overview: opens the full-screen viewer; set as cover and remove on hover or focus. */
export function OverviewImageTile({ image, isCover, busy, ...actions }: OverviewImageTileProps) {
  const t = useGalleryTexts();
  return (
    <li className="group relative aspect-[4/3] overflow-hidden rounded-lg border border-slate-200 bg-slate-100">
      <button
        type="button"
        aria-label={t('section.openImage', { name: image.name })}
        onClick={() => actions.onOpen(image.assetId)}
        className="block size-full focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600"
      >
        <img
          src={image.thumbUrl}
          srcSet={renditionSrcSet(image)}
          sizes={cardImageSizes.gallery}
          alt=""
          loading="lazy"
          decoding="async"
          width={image.width || undefined}
          height={image.height || undefined}
          className="size-full object-cover"
        />
      </button>
      {isCover ? (
        <span className="pointer-events-none absolute top-2 left-2 rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white">
          {t('section.isCover')}
        </span>
      ) : null}
      <div className={cn('absolute inset-x-0 bottom-0 flex justify-between gap-1 p-2', revealedOnHover)}>
        {isCover ? (
          <span />
        ) : (
          <RoleLocked needed="editor" side="above" align="start">
            <button
              type="button"
              aria-label={t('grid.de.setAsCoverLabel', { name: image.name })}
              disabled={busy}
              onClick={() => actions.onSetCover(image.assetId)}
              className={cn(tileButton, 'text-slate-800')}
            >
              <Star className="size-3.5" aria-hidden="true" />
              {t('section.setAsCover')}
            </button>
          </RoleLocked>
        )}
        <RoleLocked needed="editor" side="above" align="end">
          <button
            type="button"
            aria-label={t('grid.de.removeLabel', { name: image.name })}
            title={t('section.remove')}
            disabled={busy}
            onClick={() => actions.onRemove(image)}
            className={cn(tileButton, 'text-red-700')}
          >
            <Trash2 className="size-3.5" aria-hidden="true" />
          </button>
        </RoleLocked>
      </div>
    </li>
  );
}
