import { z } from 'zod';
import { languageCodeSchema, type LanguageCode } from '../languages/content-languages';

/**
 * A text in each language the hotel serves (issue 37): the primary language's is the source the hotel wrote, the
 * others its translations. A language without a translation is absent, never filled with the source. A
 * translation whose source changed since it was written is still the hotel's published text and is included (the
 * hotel decides when to update it). Languages the hotel no longer serves are left out.
 */
const languageRule =
  'Keyed by BCP 47 language code, the primary language first; only the languages the hotel serves, each only ' +
  'where the text exists in it (a missing translation is absent, never the source copied). A translation whose ' +
  'source has changed since is still included: it is the text the hotel publishes until it updates it.';

export type ContentTextsByLanguage = Partial<Record<LanguageCode, string>>;

/** A field holding one text per language, as described above. */
export const textsByLanguageSchema = (description: string, example: ContentTextsByLanguage) =>
  z
    .partialRecord(languageCodeSchema, z.string())
    .meta({ description: `${description} ${languageRule}`, example });
