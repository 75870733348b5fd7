import { z } from 'zod';
import { aiTexts } from './texts';

/** Template kinds (spec part 2, section 3). */
export const templateCategories = ['event', 'seasonal', 'audience'] as const;
export const templateCategorySchema = z.enum(templateCategories);
export type TemplateCategory = z.infer<typeof templateCategorySchema>;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, aiTexts.notAnIsoDate);

/**
 * One template of a generated set, before it is stored. Generated templates are always saved unpublished;
 * `images` are asset ids in display order and `coverId` is the first of them (or null without images).
 */
export const generatedTemplateSchema = z.object({
  name: z.string().min(1),
  description: z.string(),
  category: templateCategorySchema,
  startDate: isoDate,
  endDate: isoDate,
  tags: z.array(z.string()),
  images: z.array(z.string()),
  coverId: z.string().nullable(),
});
export type GeneratedTemplate = z.infer<typeof generatedTemplateSchema>;
