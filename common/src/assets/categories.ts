import { z } from 'zod';

/**
 * The six asset categories (spec part 2, section 3), in the spec's order. Every category is accepted on
 * edit, Property included (DECISIONS.md point 11).
 */
export const assetCategories = [
  'Room Photos',
  'Property',
  'Event Spaces',
  'Dining',
  'Amenities',
  'Other',
] as const;
export const assetCategorySchema = z.enum(assetCategories);
export type AssetCategory = z.infer<typeof assetCategorySchema>;

/** The category spelled exactly as listed, matched case-insensitively; anything else is undefined. */
export function findAssetCategory(value: string): AssetCategory | undefined {
  const wanted = value.trim().toLowerCase();
  return assetCategories.find((category) => category.toLowerCase() === wanted);
}
