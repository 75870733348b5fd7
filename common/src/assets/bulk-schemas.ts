import { z } from 'zod';
import { limits } from '../limits';
import { assetCategorySchema } from './categories';
import { assetTagSchema, assetTexts } from './schemas';
import { textWith } from '../messages/text-with';

/** What the bulk requests answer when they refuse, and the words the library shows with them. */
export const bulkTexts = {
  unknownImage: 'Unknown image',
  noImages: 'Choose at least one image',
  tooMany: `At most ${limits.assetBulkMax} images at once`,
  listedTwice: 'An image is listed twice',
  nothingToChange: 'Choose a category or at least one tag',
  tooManyTags: textWith(`"{name}" would have more than ${limits.assetTagsMax} tags`, 'name'),
} as const;

/**
 * The images one bulk action works on: one request, all or nothing. Any id the database's uuid type holds
 * (z.guid), as the galleries take.
 */
export const bulkAssetIdsSchema = z
  .array(z.guid(bulkTexts.unknownImage))
  .min(1, bulkTexts.noImages)
  .max(limits.assetBulkMax, bulkTexts.tooMany)
  .refine((ids) => new Set(ids).size === ids.length, bulkTexts.listedTwice);

/** POST /api/hotels/:hotelId/templates/:templateId/images: library images added to a template at once. */
export const bulkImagesRequestSchema = z.object({ assetIds: bulkAssetIdsSchema });
export type BulkImagesRequest = z.input<typeof bulkImagesRequestSchema>;

/**
 * PATCH /api/hotels/:hotelId/assets: the library's selection gets one category, or more tags (added to the
 * tags each image has), or both. Answers { updated: number }.
 */
export const assetBulkUpdateSchema = z
  .object({
    assetIds: bulkAssetIdsSchema,
    category: assetCategorySchema.optional(),
    addTags: z
      .array(assetTagSchema)
      .max(limits.assetTagsMax, assetTexts.tooManyTags)
      .optional()
      .transform((tags) => [...new Set(tags ?? [])]),
  })
  .refine((input) => input.category !== undefined || input.addTags.length > 0, {
    message: bulkTexts.nothingToChange,
    path: ['category'],
  });
export type AssetBulkUpdate = z.input<typeof assetBulkUpdateSchema>;

export interface AssetBulkUpdateResponse {
  updated: number;
}

/**
 * GET /api/hotels/:hotelId/assets/ids (the library's filters as query): the ids they match for 'Select all',
 * newest first and at most assetBulkMax; `total` counts every match.
 */
export interface AssetIdsResponse {
  ids: string[];
  total: number;
}
