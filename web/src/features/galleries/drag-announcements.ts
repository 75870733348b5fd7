import type { Announcements, UniqueIdentifier } from '@dnd-kit/core';
import type { SortableGridTexts } from './sortable-grid-texts';

interface NamedImage {
  assetId: string;
  name: string;
}

/**
 * What a screen reader hears while an image is dragged: the image's name and its position, counted from 1.
 * Positions are those of the list before the drop, which is where the dragged image would land. A move is
 * announced only when the target changes: dnd-kit reports the image over its own place right after the pick-up,
 * which would otherwise replace the pick-up message before it is read.
 */
export function dragAnnouncements(images: readonly NamedImage[], texts: SortableGridTexts): Announcements {
  const total = images.length;
  const indexOf = (id: UniqueIdentifier) => images.findIndex((image) => image.assetId === String(id));
  const nameOf = (id: UniqueIdentifier) => images[indexOf(id)]?.name ?? '';
  const positionOf = (id: UniqueIdentifier) => indexOf(id) + 1;
  let lastOverId: UniqueIdentifier | null = null;
  return {
    onDragStart: ({ active }) => {
      lastOverId = active.id;
      return texts.pickedUp(nameOf(active.id), positionOf(active.id), total);
    },
    onDragOver: ({ active, over }) => {
      if (!over || over.id === lastOverId) return undefined;
      lastOverId = over.id;
      return texts.movedTo(nameOf(active.id), positionOf(over.id), total);
    },
    onDragEnd: ({ active, over }) =>
      over
        ? texts.droppedAt(nameOf(active.id), positionOf(over.id), total)
        : texts.cancelled(nameOf(active.id), positionOf(active.id), total),
    onDragCancel: ({ active }) => texts.cancelled(nameOf(active.id), positionOf(active.id), total),
  };
}
