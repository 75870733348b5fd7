import { changedFields, type ActivityChange } from '@common/activities/changes';
import { activityTexts } from '@common/activities/texts';
import type { TemplateView } from '@common/templates/schemas';

const coverName = (template: TemplateView) =>
  template.images.find((image) => image.assetId === template.coverId)?.name ?? null;

const yesNo = (value: boolean) => (value ? activityTexts.values.yes : activityTexts.values.no);

/**
 * The fields of a template an edit changed, each before and after as the editor shows them, for the activity
 * log (issue 36, part 4): its photos by name in order, one a line, its tags in order, its offer text whole.
 */
export function templateChanges(before: TemplateView, after: TemplateView): ActivityChange[] {
  const fields = activityTexts.fields;
  const photos = (template: TemplateView) => template.images.map((image) => image.name).join('\n');
  return changedFields([
    [fields.name, before.name, after.name],
    [fields.category, before.category, after.category],
    [fields.startDate, before.startDate, after.startDate],
    [fields.endDate, before.endDate, after.endDate],
    [fields.usage, before.description, after.description],
    [fields.tags, before.tags.join(', '), after.tags.join(', ')],
    [fields.photos, photos(before), photos(after)],
    [fields.cover, coverName(before), coverName(after)],
    [fields.published, yesNo(before.isPublished), yesNo(after.isPublished)],
    [fields.offerText, before.content.description, after.content.description],
  ]);
}
