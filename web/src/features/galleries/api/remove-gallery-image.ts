import type { GalleryView } from '@common/galleries/schemas';
import { apiRequest } from '@web/lib/api-client';
import { galleryPath, type GalleryTarget } from './gallery-keys';
import { useGalleryMutation } from './use-gallery-mutation';

/** Takes an image out of the gallery; the asset stays in the library. */
export const removeGalleryImage = (target: GalleryTarget, assetId: string) =>
  apiRequest<GalleryView>(`${galleryPath(target)}/images/${encodeURIComponent(assetId)}`, {
    method: 'DELETE',
  });

export function useRemoveGalleryImage(target: GalleryTarget) {
  return useGalleryMutation(target, (assetId: string) => removeGalleryImage(target, assetId));
}
