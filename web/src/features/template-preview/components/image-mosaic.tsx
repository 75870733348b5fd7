import type { PreviewImageView } from '@common/templates/schemas';
import { renditionSrcSet } from '@common/assets/srcset';
import { previewMosaicSizes } from '@web/lib/image-srcset';
import { mosaicTiles } from '../mosaic-tiles';
import { ImageOffIcon } from './icons';
import { usePreviewTexts } from '@web/locales/preview';

interface ImageMosaicProps {
  images: readonly PreviewImageView[];
  label: string;
  /** Shown when there are no images. */
  emptyText: string;
}

const tileClass = 'relative min-h-0 overflow-hidden rounded-lg bg-slate-100';

/**
 * Up to 8 images in one list: the first large and marked 'Cover', two medium beside it, up to five small in a
 * row below (spec part 2, section 2). The grid has 15 columns, so that the large tile takes two thirds of the
 * top and each small tile a fifth of the row below.
 */
export function ImageMosaic({ images, label, emptyText }: ImageMosaicProps) {
  const t = usePreviewTexts();
  const { large, medium, small } = mosaicTiles(images);
  if (!large) {
    return (
      <div className="flex h-48 flex-col items-center justify-center gap-2 rounded-lg bg-slate-100 text-slate-600">
        <ImageOffIcon className="size-8" />
        <p>{emptyText}</p>
      </div>
    );
  }
  return (
    <ul
      aria-label={label}
      className="grid auto-rows-[5rem] grid-cols-15 grid-rows-[repeat(2,8rem)] gap-2 sm:auto-rows-[7rem] sm:grid-rows-[repeat(2,13rem)]"
    >
      <li className={`${tileClass} row-span-2 ${medium.length > 0 ? 'col-span-10' : 'col-span-15'}`}>
        <img
          src={large.galleryUrl}
          srcSet={renditionSrcSet(large)}
          sizes={medium.length > 0 ? previewMosaicSizes.large : previewMosaicSizes.largeAlone}
          alt={large.alt}
          className="size-full object-cover"
        />
        <span className="absolute top-3 left-3 rounded bg-white px-2 py-0.5 text-xs font-semibold text-slate-900 shadow-sm">
          {t('cover')}
        </span>
      </li>
      {medium.map((image) => (
        <li key={image.id} className={`${tileClass} col-span-5 ${medium.length === 1 ? 'row-span-2' : ''}`}>
          <img
            src={image.galleryUrl}
            srcSet={renditionSrcSet(image)}
            sizes={previewMosaicSizes.medium}
            alt={image.alt}
            className="size-full object-cover"
          />
        </li>
      ))}
      {small.map((image) => (
        <li key={image.id} className={`${tileClass} col-span-3`}>
          <img
            src={image.thumbUrl}
            srcSet={renditionSrcSet(image)}
            sizes={previewMosaicSizes.small}
            alt={image.alt}
            loading="lazy"
            className="size-full object-cover"
          />
        </li>
      ))}
    </ul>
  );
}
