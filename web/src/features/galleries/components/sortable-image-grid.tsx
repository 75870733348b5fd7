import { closestCenter, DndContext, type DragEndEvent } from '@dnd-kit/core';
import { rectSortingStrategy, SortableContext } from '@dnd-kit/sortable';
import { useMemo, type ReactNode } from 'react';
import type { GalleryImageView } from '@common/galleries/schemas';
import type { SortableGridTexts } from '../sortable-grid-texts';
import { dragAnnouncements } from '../drag-announcements';
import { useGallerySensors } from '../hooks/use-gallery-sensors';
import { SortableImageTile } from './sortable-image-tile';

interface SortableImageGridProps {
  /** In gallery order; the first is the cover. */
  images: readonly GalleryImageView[];
  texts: SortableGridTexts;
  disabled?: boolean;
  onMove(from: number, to: number): void;
  onSetCover(assetId: string): void;
  onRemove(assetId: string): void;
  /** A last tile after the images, such as 'Add Image'. */
  trailing?: ReactNode;
}

/** The images as a grid the user reorders by dragging (mouse, touch or keyboard). */
export function SortableImageGrid({
  images,
  texts,
  disabled,
  onMove,
  trailing,
  ...actions
}: SortableImageGridProps) {
  const sensors = useGallerySensors();
  const ids = useMemo(() => images.map((image) => image.assetId), [images]);
  const accessibility = useMemo(
    () => ({
      announcements: dragAnnouncements(images, texts),
      screenReaderInstructions: { draggable: texts.instructions },
    }),
    [images, texts],
  );

  const dropped = ({ active, over }: DragEndEvent) => {
    if (!over) return;
    onMove(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      accessibility={accessibility}
      onDragEnd={dropped}
    >
      <SortableContext items={ids} strategy={rectSortingStrategy} disabled={disabled}>
        <ul aria-label={texts.gridLabel} className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {images.map((image, index) => (
            <SortableImageTile
              key={image.assetId}
              image={image}
              isCover={index === 0}
              texts={texts}
              disabled={disabled}
              {...actions}
            />
          ))}
          {trailing}
        </ul>
      </SortableContext>
    </DndContext>
  );
}
