import type { GalleryOrder, GalleryView } from '@common/galleries/schemas';
import { apiRequest } from '@web/lib/api-client';
import { galleryPath, type GalleryTarget } from './gallery-keys';
import { useGalleryMutation } from './use-gallery-mutation';

/** Saves the whole order in one request; the first image becomes the cover. */
export const saveGalleryOrder = (target: GalleryTarget, assetIds: readonly string[]) =>
  apiRequest<GalleryView>(galleryPath(target), {
    method: 'PUT',
    body: { assetIds: [...assetIds] } satisfies GalleryOrder,
  });

export function useSaveGalleryOrder(target: GalleryTarget) {
  return useGalleryMutation(target, (assetIds: readonly string[]) => saveGalleryOrder(target, assetIds));
}
