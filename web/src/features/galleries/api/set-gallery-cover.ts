import type { GalleryImageRequest, GalleryView } from '@common/galleries/schemas';
import { apiRequest } from '@web/lib/api-client';
import { galleryPath, type GalleryTarget } from './gallery-keys';
import { useGalleryMutation } from './use-gallery-mutation';

/** Makes an image the cover, which moves it to the front. */
export const setGalleryCover = (target: GalleryTarget, assetId: string) =>
  apiRequest<GalleryView>(`${galleryPath(target)}/cover`, {
    method: 'POST',
    body: { assetId } satisfies GalleryImageRequest,
  });

export function useSetGalleryCover(target: GalleryTarget) {
  return useGalleryMutation(target, (assetId: string) => setGalleryCover(target, assetId));
}
