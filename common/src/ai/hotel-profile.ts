import { z } from 'zod';
import { hotelCategorySchema, hotelTypeSchema } from '../hotels/hotel';

/** Languages the generators write in. */
export const contentLanguages = ['de', 'en'] as const;
export const contentLanguageSchema = z.enum(contentLanguages);
export type ContentLanguage = z.infer<typeof contentLanguageSchema>;

/** Active features of one subcategory, e.g. facilities / Wellness: Sauna, Pool. */
export const featureGroupSchema = z.object({
  /** Feature category id: facilities, room or policies. */
  category: z.string(),
  subcategory: z.string(),
  features: z.array(z.string()),
});
export type FeatureGroup = z.infer<typeof featureGroupSchema>;

export const roomProfileSchema = z.object({
  name: z.string(),
  type: z.string().optional(),
  description: z.string().optional(),
  features: z.array(z.string()).default([]),
});
export type RoomProfile = z.infer<typeof roomProfileSchema>;

/**
 * Everything the generators know about a hotel (spec part 2, section 3, "Hotel profile for generation"):
 * plain data, so the AI module needs no database tables.
 */
export const hotelProfileSchema = z.object({
  name: z.string(),
  type: hotelTypeSchema.default('individual'),
  category: hotelCategorySchema.default('other'),
  locations: z
    .array(
      z.object({
        name: z.string().optional(),
        address: z.string().optional(),
        city: z.string().optional(),
        country: z.string().optional(),
      }),
    )
    .default([]),
  descriptions: z.array(z.object({ content: z.string(), language: z.string().optional() })).default([]),
  featureGroups: z.array(featureGroupSchema).default([]),
  rooms: z.array(roomProfileSchema).default([]),
});
export type HotelProfile = z.infer<typeof hotelProfileSchema>;
/** What callers may pass; defaults fill the rest. */
export type HotelProfileInput = z.input<typeof hotelProfileSchema>;
