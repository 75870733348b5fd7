import { z } from 'zod';

/**
 * A switched-on entry of the feature catalogue (a facility of the hotel, a feature of a room, a policy the hotel
 * states) with its group. Ids are stable across languages and releases ('free-wifi'); names are English.
 */
export const featureSchema = z
  .strictObject({
    id: z.string().meta({ description: 'Stable id of the catalogue entry.', example: 'free-wifi' }),
    name: z.string().meta({ example: 'Free WiFi' }),
    group: z
      .strictObject({
        id: z.string().meta({ example: 'internet' }),
        name: z.string().meta({ example: 'Internet' }),
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
