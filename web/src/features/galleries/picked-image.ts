import type { GalleryImageView } from '@common/galleries/schemas';
import type { PickedImage } from './picker-slot';

/**
 * A picked asset as a gallery image, for local editing until the gallery is saved. The order and cover are
 * placeholders: the cover rules number the items when the image is added.
 */
export function galleryImageOf(picked: PickedImage): GalleryImageView {
  return {
    assetId: picked.id,
    name: picked.name ?? '',
    category: picked.category ?? '',
    isCover: false,
    displayOrder: 0,
    url: picked.url ?? '',
    thumbUrl: picked.thumbUrl ?? picked.url ?? '',
    galleryUrl: picked.galleryUrl ?? picked.url ?? '',
    width: picked.width ?? 0,
    height: picked.height ?? 0,
  };
}
