import { z } from 'zod';
import { textsByLanguageSchema } from './languages';

/**
 * A switched-on entry of the feature catalogue (a facility of the hotel, a feature of a room, a policy the hotel
 * states) with its group. Ids are stable across languages and releases ('free-wifi'); `name` is English, `names`
 * has the catalogue's name in each language the hotel serves.
 */
const catalogueNames = (example: Record<string, string>) =>
  textsByLanguageSchema(
    'The name in each language the hotel serves, English included where served. The catalogue is translated ' +
      'into every language; an entry the hotel brought along from an import exists in one wording only and ' +
      'has that wording in each language.',
    example,
  );

export const featureSchema = z
  .strictObject({
    id: z.string().meta({ description: 'Stable id of the catalogue entry.', example: 'free-wifi' }),
    name: z.string().meta({ description: 'English.', example: 'Free WiFi' }),
    names: catalogueNames({ en: 'Free WiFi', de: 'Kostenloses WLAN', it: 'WiFi gratuito' }),
    group: z
      .strictObject({
        id: z.string().meta({ example: 'internet' }),
        name: z.string().meta({ description: 'English.', example: 'Internet' }),
        names: catalogueNames({ en: 'Internet', de: 'Internet', it: 'Internet' }),
      })
      .meta({ description: 'The catalogue group it belongs to.' }),
  })
  .meta({ id: 'Feature' });
export type ContentFeature = z.infer<typeof featureSchema>;

/** GET /api/v1/hotels/{hotelId}/facilities: what the hotel has switched on, in the catalogue's order. */
export const facilitiesAnswerSchema = z
  .strictObject({
    facilities: z.array(featureSchema).meta({ description: 'Only the facilities switched on.' }),
  })
  .meta({ id: 'FacilitiesAnswer' });
export type ContentFacilitiesAnswer = z.infer<typeof facilitiesAnswerSchema>;
