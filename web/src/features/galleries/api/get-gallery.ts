import { queryOptions, useQuery } from '@tanstack/react-query';
import { sortGallery } from '@common/galleries/cover-rules';
import type { GalleryImageView, GalleryView } from '@common/galleries/schemas';
import { apiRequest } from '@web/lib/api-client';
import { galleryKeys, galleryPath, type GalleryTarget } from './gallery-keys';

export const getGallery = (target: GalleryTarget, signal?: AbortSignal) =>
  apiRequest<GalleryView>(galleryPath(target), { signal });

/** Cover first, then display order: the server answers so, and sorting again costs nothing and is certain. */
const selectImages = (view: GalleryView): GalleryImageView[] => sortGallery(view.images);

export const galleryQueryOptions = (target: GalleryTarget) =>
  queryOptions({
    queryKey: galleryKeys.gallery(target),
    queryFn: ({ signal }) => getGallery(target, signal),
    select: selectImages,
  });

/** The images of the hotel's gallery or of one room's, cover first. */
export function useGallery(target: GalleryTarget) {
  return useQuery(galleryQueryOptions(target));
}
