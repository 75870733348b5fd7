import { z } from 'zod';
import { languageCodeSchema, type LanguageCode } from '../languages/content-languages';
import { limits } from '../limits';
import { withoutLineBreakingControlCharacters } from '../text';
import { contentTexts } from './texts';

/** Long text as typed: line breaks and tabs kept, other control characters dropped, ends trimmed. */
const longText = (max: number, tooLong: string) =>
  z
    .string()
    .transform((text) => withoutLineBreakingControlCharacters(text).trim())
    .pipe(z.string().max(max, tooLong));

/**
 * One description per hotel (and per room) and content language (issue 37: common/src/languages).
 *   GET /api/hotels/:hotelId/description?language=de   that language's; without one, the main description: the
 *                                                       one in the hotel's primary language, else the one written
 *                                                       last in another (empty in the primary while none)
 *   PUT /api/hotels/:hotelId/description { content, language? }   updates or creates the one in `language`
 *                                                                  (the hotel's primary language by default)
 *   PUT /api/hotels/:hotelId/description/language { from, to }    the description written in `from` is in
 *                                                                  `to`: its text stays, its language moves;
 *                                                                  409 while one in `to` exists, 404 for none
 *                                                                  in `from`
 * and the same under /rooms/:roomId.
 */
export const descriptionQuerySchema = z.object({ language: languageCodeSchema.optional() });
export const descriptionSaveSchema = z.object({
  content: longText(limits.descriptionMaxChars, contentTexts.descriptionTooLong),
  language: languageCodeSchema.optional(),
});
export type DescriptionSave = z.input<typeof descriptionSaveSchema>;
export const descriptionLanguageChangeSchema = z.strictObject({
  from: languageCodeSchema,
  to: languageCodeSchema,
});
export type DescriptionLanguageChange = z.infer<typeof descriptionLanguageChangeSchema>;
export interface DescriptionView {
  /** Empty while none is saved. */
  content: string;
  /** The language it is written in; for an empty one, the language it will be saved in. */
  language: LanguageCode;
  updatedAt: string | null;
}

/**
 * POST /api/hotels/:hotelId/description/variants { roomId?, language? }: two generated variants from what the
 * hotel (or room) has: name, location, type, category, features, rooms. Counted against the user's AI limit.
 */
export const descriptionVariantsRequestSchema = z.object({
  roomId: z.guid().optional(),
  /** The language of the description they are for; the hotel's primary language by default. */
  language: languageCodeSchema.optional(),
});
export interface DescriptionVariantsView {
  variants: string[];
  /** Which generator wrote them, so the page can say when it was the built-in one. */
  provider: 'builtin' | 'openai';
  label: string;
}

/**
 * Hotel Area Info (DECISIONS.md point 21): the location and an editable text about the area.
 *   GET /api/hotels/:hotelId/area    PUT /api/hotels/:hotelId/area { text }
 */
export const areaInfoSaveSchema = z.object({
  text: longText(limits.areaTextMaxChars, contentTexts.areaTextTooLong),
});
export interface AreaInfoView {
  location: { address: string; postalCode: string | null; city: string; country: string } | null;
  text: string;
}

/**
 * Features (spec part 2, section 3): the catalogue grouped by category (facilities, room, policies, in that
 * order) and subcategory, each feature with its state for the hotel or room.
 *   GET /api/hotels/:hotelId/features                     facilities and policies, with the hotel's switches
 *   PUT /api/hotels/:hotelId/features/:featureId { active }
 *   GET /api/hotels/:hotelId/rooms/:roomId/features       the room category, with the room's switches
 *   PUT /api/hotels/:hotelId/rooms/:roomId/features/:featureId { active }
 * A feature of another category answers 404.
 */
export const featureSwitchSchema = z.object({ active: z.boolean() });
export type FeatureSwitch = z.infer<typeof featureSwitchSchema>;
export const featureCategoryIds = ['facilities', 'room', 'policies'] as const;
export type FeatureCategoryId = (typeof featureCategoryIds)[number];
export interface FeatureView {
  id: string;
  name: string;
  active: boolean;
}
export interface FeatureSubcategoryView {
  id: string;
  name: string;
  features: FeatureView[];
}
export interface FeatureCategoryView {
  id: FeatureCategoryId;
  name: string;
  subcategories: FeatureSubcategoryView[];
}
export interface FeaturesView {
  categories: FeatureCategoryView[];
}
/** PUT answers with the feature as it now is. */
export interface FeatureSwitchView {
  id: string;
  active: boolean;
}
