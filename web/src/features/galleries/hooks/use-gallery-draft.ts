import { useCallback, useState } from 'react';
import { addImage, moveImage, removeImage, setCover } from '@common/galleries/cover-rules';
import type { GalleryImageView } from '@common/galleries/schemas';
import { useUnsavedChangesGuard } from '@web/lib/unsaved-changes/use-unsaved-changes-guard';

type Change = (images: readonly GalleryImageView[]) => GalleryImageView[];

const sameOrder = (a: readonly GalleryImageView[], b: readonly GalleryImageView[]) =>
  a.length === b.length && a.every((image, index) => image.assetId === b[index]?.assetId);

/**
 * A gallery edited locally until it is saved, with the shared cover rules. While nothing is changed it shows
 * the saved images as they are; the first real change (add, remove, reorder, cover) makes a draft, and
 * `discard` drops it, after a successful save for instance. A change that leaves the order as it was (an image
 * already present, setting the cover that already is) does not count as unsaved.
 */
export function useGalleryDraft(saved: readonly GalleryImageView[]) {
  const [draft, setDraft] = useState<GalleryImageView[] | null>(null);
  const images = draft ?? saved;
  useUnsavedChangesGuard(draft !== null);

  const change = useCallback(
    (edit: Change) =>
      setDraft((current) => {
        const before = current ?? saved;
        const after = edit(before);
        return sameOrder(before, after) ? current : after;
      }),
    [saved],
  );

  return {
    images,
    dirty: draft !== null,
    add: useCallback((image: GalleryImageView) => change((items) => addImage(items, image)), [change]),
    remove: useCallback((assetId: string) => change((items) => removeImage(items, assetId)), [change]),
    setCover: useCallback((assetId: string) => change((items) => setCover(items, assetId)), [change]),
    move: useCallback((from: number, to: number) => change((items) => moveImage(items, from, to)), [change]),
    discard: useCallback(() => setDraft(null), []),
  };
}
