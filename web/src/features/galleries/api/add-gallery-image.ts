import type { GalleryImageRequest, GalleryView } from '@common/galleries/schemas';
import { apiRequest } from '@web/lib/api-client';
import { galleryPath, type GalleryTarget } from './gallery-keys';
import { useGalleryMutation } from './use-gallery-mutation';

/** Adds one image at the end; the first image added becomes the cover. */
export const addGalleryImage = (target: GalleryTarget, assetId: string) =>
  apiRequest<GalleryView>(`${galleryPath(target)}/images`, {
    method: 'POST',
    body: { assetId } satisfies GalleryImageRequest,
  });

export function useAddGalleryImage(target: GalleryTarget) {
  return useGalleryMutation(target, (assetId: string) => addGalleryImage(target, assetId));
}
