import { Star, X } from 'lucide-react';
import { cn } from '@web/components/ui/cn';
import { useTemplateTexts } from '@web/locales/templates';
import type { DraftImage } from '../template-draft';

interface TemplateImageTileProps {
  image: DraftImage;
  /** The cover is shown large. */
  large?: boolean;
  onSetCover(): void;
  onRemove(): void;
}

const iconButton =
  'rounded-md bg-white/95 p-1.5 text-slate-700 shadow hover:bg-white focus-visible:outline-2 focus-visible:outline-brand-600';

/**
 * One image of the template: the cover carries its badge, the others 'Set as cover'. The controls are always
 * shown, so they work by touch and keyboard alike (DECISIONS.md 25).
 */
export function TemplateImageTile({ image, large, onSetCover, onRemove }: TemplateImageTileProps) {
  const t = useTemplateTexts();
  const name = image.name || t('editor.unnamedImage');
  return (
    <li className={cn('relative overflow-hidden rounded-lg bg-slate-100', large ? 'col-span-full' : '')}>
      <img
        src={image.thumbUrl}
        alt={name}
        loading="lazy"
        decoding="async"
        width={400}
        height={300}
        className={cn('w-full object-cover', large ? 'aspect-video' : 'aspect-square')}
      />
      {image.isCover ? (
        <span className="absolute top-1.5 left-1.5 rounded bg-brand-600 px-1.5 py-0.5 text-xs font-medium text-white">
          {t('editor.cover')}
        </span>
      ) : null}
      <div className="absolute top-1.5 right-1.5 flex gap-1">
        {image.isCover ? null : (
          <button
            type="button"
            aria-label={t('editor.setAsCoverLabel', { name })}
            title={t('editor.setAsCover')}
            onClick={onSetCover}
            className={iconButton}
          >
            <Star className="size-3.5" aria-hidden="true" />
          </button>
        )}
        <button
          type="button"
          aria-label={t('editor.removeImageLabel', { name })}
          title={t('editor.removeImage')}
          onClick={onRemove}
          className={cn(iconButton, 'text-red-700')}
        >
          <X className="size-3.5" aria-hidden="true" />
        </button>
      </div>
    </li>
  );
}
