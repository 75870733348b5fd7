import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical, Star, Trash2 } from 'lucide-react';
import type { GalleryImageView } from '@common/galleries/schemas';
import { cn } from '@web/components/ui/cn';
import { revealedOnHover } from '@web/components/ui/revealed-on-hover';
import { renditionSrcSet } from '@common/assets/srcset';
import { cardImageSizes } from '@web/lib/image-srcset';
import { RoleLocked, useRoleLock } from '@web/features/teams/role-lock';
import type { SortableGridTexts } from '../sortable-grid-texts';

interface SortableImageTileProps {
  image: GalleryImageView;
  isCover: boolean;
  texts: SortableGridTexts;
  disabled?: boolean;
  onSetCover(assetId: string): void;
  onRemove(assetId: string): void;
}

const tileButton =
  'inline-flex items-center gap-1 rounded-md bg-white/95 px-2 py-1 text-xs font-medium shadow hover:bg-white ' +
  'focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-50';

/**
 * One image of a sortable gallery. Only the grip button starts a drag, so a touch on the picture still
 * scrolls the page and the other buttons keep their clicks; it is also the keyboard's way in.
 */
export function SortableImageTile({ image, isCover, texts, disabled, ...actions }: SortableImageTileProps) {
  // A role that may not change galleries (issue 36) sees the order, but starts no drag.
  const lock = useRoleLock('editor', { align: 'start' });
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id: image.assetId,
      disabled: disabled || lock.locked,
      attributes: { roleDescription: texts.roleDescription },
    });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn(
        'group relative aspect-[4/3] overflow-hidden rounded-lg border bg-slate-100',
        isCover ? 'border-brand-600 ring-2 ring-brand-600' : 'border-slate-200',
        isDragging && 'z-10 opacity-80 shadow-xl',
      )}
    >
      <img
        src={image.thumbUrl}
        srcSet={renditionSrcSet(image)}
        sizes={cardImageSizes.gallery}
        alt={image.name}
        // The first tiles are in view at once; later ones load as they scroll in.
        loading={isCover ? undefined : 'lazy'}
        decoding="async"
        draggable={false}
        width={image.width || undefined}
        height={image.height || undefined}
        className="size-full object-cover"
      />
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={texts.moveImage(image.name)}
        className={cn(
          'absolute top-2 left-2 touch-none rounded-md bg-white/95 p-1.5 text-slate-700 shadow',
          'focus-visible:outline-2 focus-visible:outline-brand-600',
          disabled ? 'cursor-not-allowed opacity-50' : 'cursor-grab active:cursor-grabbing',
        )}
        {...lock.controlProps}
      >
        <GripVertical className="size-4" aria-hidden="true" />
      </button>
      {/* Under the grip, which sits at the tile's top left. */}
      {lock.locked ? <div className="absolute top-10 left-2">{lock.tooltip}</div> : null}
      {isCover ? (
        <span className="absolute top-2 right-2 rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white">
          {texts.coverBadge}
        </span>
      ) : null}
      <div className={cn('absolute inset-x-0 bottom-0 flex justify-between gap-1 p-2', revealedOnHover)}>
        {isCover ? (
          <span />
        ) : (
          <RoleLocked needed="editor" side="above" align="start">
            <button
              type="button"
              aria-label={texts.setAsCoverLabel(image.name)}
              disabled={disabled}
              onClick={() => actions.onSetCover(image.assetId)}
              className={cn(tileButton, 'text-slate-800')}
            >
              <Star className="size-3.5" aria-hidden="true" />
              {texts.setAsCover}
            </button>
          </RoleLocked>
        )}
        <RoleLocked needed="editor" side="above" align="end">
          <button
            type="button"
            aria-label={texts.removeLabel(image.name)}
            title={texts.remove}
            disabled={disabled}
            onClick={() => actions.onRemove(image.assetId)}
            className={cn(tileButton, 'text-red-700')}
          >
            <Trash2 className="size-3.5" aria-hidden="true" />
          </button>
        </RoleLocked>
      </div>
    </li>
  );
}
