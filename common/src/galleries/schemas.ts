import { z } from 'zod';
import { bulkAssetIdsSchema } from '../assets/bulk-schemas';
import { limits } from '../limits';
import { galleryTexts } from './texts';

/**
 * A gallery is the hotel's (property_assets) or a room's (room_assets): an ordered list of the hotel's images,
 * the first being the cover. Both answer with the same view and take the same requests:
 *   GET    /api/hotels/:hotelId/gallery                         and /rooms/:roomId/gallery
 *   PUT    .../gallery           { assetIds }  the whole order in one transaction (first = cover)
 *   POST   .../gallery/images    { assetId } or { assetIds }  add one or several at the end (the first added
 *                                 to an empty gallery becomes the cover)
 *   POST   .../gallery/cover     { assetId }   set the cover (it moves to the front)
 *   DELETE .../gallery/images/:assetId         remove one (removing the cover promotes the first remaining)
 * Every one answers with the gallery after the change: { images: GalleryImageView[] }.
 */
// Any id the database's uuid type holds (z.guid), not only RFC 9562 ones: rows copied or imported by other
// means keep their ids.
export const galleryOrderSchema = z.object({
  assetIds: z
    .array(z.guid(galleryTexts.unknownImage))
    .max(limits.hotelGalleryMaxImages, galleryTexts.tooManyImages)
    .refine((ids) => new Set(ids).size === ids.length, galleryTexts.listedTwice),
});
export type GalleryOrder = z.infer<typeof galleryOrderSchema>;

export const galleryImageRequestSchema = z.object({ assetId: z.guid(galleryTexts.unknownImage) });
export type GalleryImageRequest = z.infer<typeof galleryImageRequestSchema>;

/**
 * POST .../gallery/images: one image ({ assetId }) or several picked at once ({ assetIds }, in that order,
 * all added or none). Read as the list of ids to add.
 */
export const galleryAddSchema = z
  .object({
    assetId: z.guid(galleryTexts.unknownImage).optional(),
    assetIds: bulkAssetIdsSchema.optional(),
  })
  .refine((input) => (input.assetId === undefined) !== (input.assetIds === undefined), {
    message: galleryTexts.chooseImagesToAdd,
    path: ['assetIds'],
  })
  .transform((input) => input.assetIds ?? (input.assetId === undefined ? [] : [input.assetId]));
export type GalleryAdd = z.input<typeof galleryAddSchema>;

export interface GalleryImageView {
  assetId: string;
  name: string;
  category: string;
  isCover: boolean;
  displayOrder: number;
  /** The original, for full view. */
  url: string;
  /** WebP rendition for grids (about 400 px). */
  thumbUrl: string;
  /** WebP rendition for galleries and the lightbox (about 1600 px). */
  galleryUrl: string;
  width: number;
  height: number;
}

export interface GalleryView {
  images: GalleryImageView[];
}
