import {
  storedTemplateCategorySchema,
  type TemplateSummaryView,
  type TemplateView,
} from '@common/templates/schemas';
import type { Storage } from '../../integrations/storage/storage';
import type { TemplateSummaryRecord } from './template-list-repository';
import type { TemplateImageRow, TemplateRecord } from './repository';

/**
 * A template as the API shows it: images cover first, then in display order; the cover id is the first image's.
 * A category outside the known ones (written by other means) is shown as 'default', which the editor keeps.
 */
export function presentTemplate(storage: Storage, { template, tags, images }: TemplateRecord): TemplateView {
  const ordered = coverFirst(images);
  return {
    ...presentFields(template),
    content: { description: contentDescription(template.content) },
    tags,
    coverId: ordered[0]?.assetId ?? null,
    images: ordered.map((image, index) => presentImage(storage, image, index === 0)),
  };
}

/** A template in the list: as presentTemplate shows it, without its content and with its cover image only. */
export function presentTemplateSummary(
  storage: Storage,
  { template, tags, cover, imageCount }: TemplateSummaryRecord,
): TemplateSummaryView {
  return {
    ...presentFields(template),
    tags,
    coverId: cover?.assetId ?? null,
    images: cover ? [presentImage(storage, cover, true)] : [],
    imageCount,
  };
}

function presentFields(template: TemplateSummaryRecord['template']) {
  const category = storedTemplateCategorySchema.safeParse(template.category);
  return {
    id: template.id,
    name: template.name,
    description: template.description,
    category: category.success ? category.data : 'default',
    startDate: template.startDate,
    endDate: template.endDate,
    isPublished: template.isPublished,
    createdAt: template.createdAt.toISOString(),
    updatedAt: template.updatedAt.toISOString(),
  };
}

const presentImage = (storage: Storage, image: TemplateImageRow, isCover: boolean) => ({
  assetId: image.assetId,
  name: image.name,
  isCover,
  thumbUrl: storage.publicUrl(image.thumbKey),
  galleryUrl: storage.publicUrl(image.galleryKey),
});

/** A template's images, cover first, then in display order. */
export const coverFirst = <T extends { isCover: boolean; displayOrder: number }>(images: readonly T[]): T[] =>
  [...images].sort((a, b) => Number(b.isCover) - Number(a.isCover) || a.displayOrder - b.displayOrder);

/** Older records hold the content as a plain string, used as the description (spec part 2, section 3). */
export function contentDescription(content: unknown): string {
  if (typeof content === 'string') return content;
  if (content && typeof content === 'object' && 'description' in content) {
    const { description } = content as { description: unknown };
    return typeof description === 'string' ? description : '';
  }
  return '';
}
