import type { GeneratedTemplate } from '@common/ai/generated-template';
import { limits } from '@common/limits';
import { isValidIsoDate } from '@common/templates/date-range';
import { templateInputSchema, type TemplateValues } from '@common/templates/schemas';

const fallbackName = 'Template';

/**
 * A generated template as an unpublished draft the editor would accept: whatever an AI service answered is
 * fitted to the editor's limits (long names cut, surplus tags dropped, unreadable dates left out, reversed
 * dates put in order), so a generous answer never fails the whole set.
 */
export function draftOfGenerated(template: GeneratedTemplate): TemplateValues {
  const day = (value: string) => (isValidIsoDate(value) ? value : null);
  let [startDate, endDate] = [day(template.startDate), day(template.endDate)];
  if (startDate && endDate && endDate < startDate) [startDate, endDate] = [endDate, startDate];
  const imageIds = [...new Set(template.images)].slice(0, limits.templateImagesMax);
  return templateInputSchema.parse({
    name: template.name.trim().slice(0, limits.templateNameMaxLength) || fallbackName,
    description: template.description.slice(0, limits.templateUsageMaxChars),
    category: template.category,
    startDate,
    endDate,
    tags: template.tags
      .map((tag) => tag.trim().slice(0, limits.templateTagMaxLength))
      .slice(0, limits.templateTagsMax),
    imageIds,
    coverId: template.coverId && imageIds.includes(template.coverId) ? template.coverId : null,
    isPublished: false,
    contentDescription: template.description.slice(0, limits.descriptionMaxChars),
  });
}
