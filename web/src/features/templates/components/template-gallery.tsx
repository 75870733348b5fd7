import { useState } from 'react';
import { useTemplateTexts } from '@web/locales/templates';
import type { DraftImage } from '../template-draft';
import { TemplateImageTile } from './template-image-tile';

/** The cover and five thumbnails; the rest behind a +N tile (spec part 2, section 2). */
const shownImages = 6;

interface TemplateGalleryProps {
  /** Cover first. */
  images: DraftImage[];
  onSetCover(assetId: string): void;
  onRemove(assetId: string): void;
}

/** The template's images: the cover large, then thumbnails; '+N' shows every image. */
export function TemplateGallery({ images, onSetCover, onRemove }: TemplateGalleryProps) {
  const t = useTemplateTexts();
  const [expanded, setExpanded] = useState(false);
  const hidden = Math.max(0, images.length - shownImages);
  const visible = expanded ? images : images.slice(0, shownImages);
  return (
    <div className="space-y-2">
      <ul aria-label={t('editor.imagesLabel')} className="grid grid-cols-3 gap-2 sm:grid-cols-6">
        {visible.map((image, index) => (
          <TemplateImageTile
            key={image.assetId}
            image={image}
            large={index === 0}
            onSetCover={() => onSetCover(image.assetId)}
            onRemove={() => onRemove(image.assetId)}
          />
        ))}
        {hidden > 0 && !expanded ? (
          <li>
            <button
              type="button"
              aria-label={t('editor.showAllImages', { count: hidden })}
              aria-expanded={false}
              onClick={() => setExpanded(true)}
              className="flex aspect-square w-full items-center justify-center rounded-lg bg-slate-800 text-lg font-semibold text-white hover:bg-slate-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              {t('editor.moreImages', { count: hidden })}
            </button>
          </li>
        ) : null}
      </ul>
      {hidden > 0 && expanded ? (
        <button
          type="button"
          aria-expanded={true}
          onClick={() => setExpanded(false)}
          className="text-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {t('editor.showFewerImages')}
        </button>
      ) : null}
    </div>
  );
}
