import { z } from 'zod';
import { textsByLanguageSchema } from './languages';
import { photoSchema } from './photos';

/**
 * A published template (an offer or campaign: a summer package, a Christmas market weekend) as the content API
 * answers it (/api/v1, issue 34): its name, dates, guest-facing text and images. Drafts, trashed templates, the
 * internal 'Usage' note and the tags stay inside the product.
 */
const isoDate = z.iso.date().nullable().meta({ example: '2026-06-01' });

export const templateSchema = z
  .strictObject({
    id: z.guid(),
    name: z.string().meta({ description: 'In the primary language.', example: 'Summer on the lake' }),
    names: textsByLanguageSchema('The name per language.', {
      en: 'Summer on the lake',
      it: 'Estate sul lago',
    }),
    startDate: isoDate.meta({ description: 'First day (YYYY-MM-DD); null where open.' }),
    endDate: isoDate.meta({ description: 'Last day (YYYY-MM-DD); null where open.', example: '2026-08-31' }),
    description: z.string().meta({
      description: 'Text of the offer for guests; empty where the template has none.',
      example: 'Three nights with a boat trip and dinner on the terrace.',
    }),
    descriptions: textsByLanguageSchema(
      'The text of the offer per language; empty while the template has none.',
      {
        en: 'Three nights with a boat trip and dinner on the terrace.',
      },
    ),
    images: z.array(photoSchema).meta({ description: 'Cover first.' }),
  })
  .meta({ id: 'Template' });
export type ContentTemplate = z.infer<typeof templateSchema>;

export const templatesAnswerSchema = z
  .strictObject({
    templates: z.array(templateSchema).meta({ description: 'Published templates only, newest first.' }),
  })
  .meta({ id: 'TemplatesAnswer' });
export type ContentTemplatesAnswer = z.infer<typeof templatesAnswerSchema>;
