import { z } from 'zod';
import { inListOrder, languageCodes, languageCodeSchema, type LanguageCode } from './content-languages';
import { languageTexts } from './texts';

/**
 * A hotel's content languages (issue 37), Settings -> Hotel, 'Content languages': the primary language, which
 * new texts are written in first, and every language the hotel serves its guests in, the primary among them.
 *   GET /api/hotels/:hotelId/content-languages   ContentLanguagesView
 *   PUT /api/hotels/:hotelId/content-languages   ContentLanguagesSave -> ContentLanguagesView
 * An unknown code answers 400 naming its field; a list without the primary is refused (400, field `languages`).
 */
export const contentLanguagesSaveSchema = z
  .strictObject({
    primaryLanguage: languageCodeSchema,
    languages: z
      .array(languageCodeSchema, { error: languageTexts.chooseLanguages })
      .min(1, languageTexts.chooseLanguages)
      // Each language once; a longer list can only repeat them.
      .max(languageCodes.length * 2, languageTexts.chooseLanguages),
  })
  .refine((input) => input.languages.includes(input.primaryLanguage), {
    error: languageTexts.primaryMustBeServed,
    path: ['languages'],
  })
  .transform((input) => ({
    primaryLanguage: input.primaryLanguage,
    languages: inListOrder(input.languages),
  }));
export type ContentLanguagesSave = z.input<typeof contentLanguagesSaveSchema>;

export interface ContentLanguagesView {
  primaryLanguage: LanguageCode;
  /** In the order screens list them (content-languages.ts), the primary among them. */
  languages: LanguageCode[];
}
