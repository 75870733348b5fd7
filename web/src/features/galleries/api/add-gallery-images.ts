import type { GalleryAdd, GalleryView } from '@common/galleries/schemas';
import { apiRequest } from '@web/lib/api-client';
import { galleryPath, type GalleryTarget } from './gallery-keys';
import { useGalleryMutation } from './use-gallery-mutation';

/**
 * Adds images at the end in one request, all or none (a room past 50 answers 400); the first image added to an
 * empty gallery becomes the cover.
 */
export const addGalleryImages = (target: GalleryTarget, assetIds: readonly string[]) =>
  apiRequest<GalleryView>(`${galleryPath(target)}/images`, {
    method: 'POST',
    body: { assetIds: [...assetIds] } satisfies GalleryAdd,
  });

export function useAddGalleryImages(target: GalleryTarget) {
  return useGalleryMutation(target, (assetIds: readonly string[]) => addGalleryImages(target, assetIds));
}
