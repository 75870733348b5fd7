import { useState } from 'react';
import type { GalleryImageView } from '@common/galleries/schemas';

/**
 * Steps through a gallery, one image at a time, round from the last to the first. It follows the shown image
 * by id, so making it the cover (which moves it to the front) keeps it on screen; when the shown image is
 * removed, the one that took its place is shown.
 */
export function useImageStepper(images: readonly GalleryImageView[], startId: string) {
  const [shown, setShown] = useState(() => ({
    id: startId,
    index: Math.max(
      0,
      images.findIndex((image) => image.assetId === startId),
    ),
  }));
  const found = images.findIndex((image) => image.assetId === shown.id);
  const index = found >= 0 ? found : Math.min(shown.index, images.length - 1);
  const total = images.length;

  const go = (step: number) => {
    if (total === 0) return;
    const next = (index + step + total) % total;
    setShown({ id: images[next]?.assetId ?? '', index: next });
  };

  return {
    image: images[index],
    position: index + 1,
    total,
    next: () => go(1),
    previous: () => go(-1),
  };
}
