import type { GalleryImageView, GalleryView } from '@common/galleries/schemas';
import { findAssetCategory } from '@common/assets/categories';
import { sortGallery, withCoverFirst, type GalleryItem } from '@common/galleries/cover-rules';
import type { Storage } from '../../integrations/storage/storage';
import type { GalleryImageRow, GalleryLinkRow } from './repository';

/**
 * The gallery as stored, put in the shared order: cover first, then display order, and numbered 0, 1, 2... with
 * the first as cover. Stored links are already in that shape, except after an image was deleted from the
 * library (its link goes by cascade): then the first remaining image is shown as the cover, as the cover rules
 * say, and the next change of the gallery stores it so.
 */
export function normalizedItems(links: readonly GalleryLinkRow[]): GalleryItem[] {
  return withCoverFirst(
    sortGallery(links).map(({ assetId, isCover, displayOrder }) => ({ assetId, isCover, displayOrder })),
  );
}

/** The view of a gallery: its items in order, each with its image's fields and URLs. */
export function presentGallery(
  storage: Storage,
  items: readonly GalleryItem[],
  images: ReadonlyMap<string, GalleryImageRow>,
): GalleryView {
  return {
    images: items.flatMap((item) => {
      const image = images.get(item.assetId);
      return image ? [presentImage(storage, image, item)] : [];
    }),
  };
}

function presentImage(storage: Storage, image: GalleryImageRow, item: GalleryItem): GalleryImageView {
  return {
    assetId: image.assetId,
    name: image.name,
    category: findAssetCategory(image.category) ?? 'Other',
    isCover: item.isCover,
    displayOrder: item.displayOrder ?? 0,
    url: storage.publicUrl(image.storageKey),
    thumbUrl: storage.publicUrl(image.thumbKey),
    galleryUrl: storage.publicUrl(image.galleryKey),
    width: image.width,
    height: image.height,
  };
}

/** Images (stored rows or shown views) by their asset id. */
export const imagesById = <T extends { assetId: string }>(images: readonly T[]): Map<string, T> =>
  new Map(images.map((image) => [image.assetId, image]));

/** A stored gallery as the API shows it. */
export function presentLinks(storage: Storage, links: readonly GalleryLinkRow[]): GalleryView {
  return presentGallery(storage, normalizedItems(links), imagesById(links));
}
