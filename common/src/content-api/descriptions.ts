import { z } from 'zod';

/** A text in one language; `language` is the language's code (BCP 47: 'en', 'de'). */
export const localizedTextSchema = z
  .strictObject({
    language: z.string().meta({ description: 'BCP 47 language code.', example: 'en' }),
    text: z.string().meta({
      description: 'Plain text; paragraphs are separated by blank lines.',
      example: 'A family-run hotel on the shore of Lake Zurich, ten minutes from the old town.',
    }),
  })
  .meta({ id: 'LocalizedText' });
export type ContentLocalizedText = z.infer<typeof localizedTextSchema>;

/** GET /api/v1/hotels/{hotelId}/descriptions: the hotel's description in every language it has one. */
export const descriptionsAnswerSchema = z
  .strictObject({
    descriptions: z.array(localizedTextSchema).meta({
      description: 'One per language the hotel has written, by language code. Empty while none is written.',
    }),
  })
  .meta({ id: 'DescriptionsAnswer' });
export type ContentDescriptionsAnswer = z.infer<typeof descriptionsAnswerSchema>;
