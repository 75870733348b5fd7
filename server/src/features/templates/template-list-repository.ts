import { and, asc, desc, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { assets, templateImages, templates, templateTags } from '../../db/schema';
import type { TemplateImageRow, TemplateRow } from './repository';

/**
 * What the template list shows of a template: its row without the content it supplies to the content page, its
 * tags, its cover image and how many images it has. The editor and the content page read one whole template at a
 * time; the list read every image of every template only to show one (measured at 300 templates of 8 images:
 * 2,400 image rows, about 1 MB of text for the embedded database to hand over, for 300 covers).
 */
export interface TemplateSummaryRecord {
  template: Omit<TemplateRow, 'content'>;
  tags: string[];
  cover: TemplateImageRow | undefined;
  imageCount: number;
}

const { content: _content, ...summaryColumns } = getTableColumns(templates);

// The list: published first, then newest first (spec part 2, section 2 "Templates").
const templatesOfHotel = preparedPerDatabase((db) =>
  db
    .select(summaryColumns)
    .from(templates)
    // A template in the trash is left out of every read; the trash has its own view (features/trash).
    .where(and(eq(templates.hotelId, sql.placeholder('hotelId')), isNull(templates.deletedAt)))
    .orderBy(desc(templates.isPublished), desc(templates.createdAt), desc(templates.id))
    .prepare('template_summaries_of_hotel'),
);

// Tags and covers of all the hotel's templates, one query each whatever the number of templates.
const tagsOfHotel = preparedPerDatabase((db) =>
  db
    .select({ templateId: templateTags.templateId, tag: templateTags.tag })
    .from(templateTags)
    .innerJoin(templates, eq(templates.id, templateTags.templateId))
    .where(and(eq(templates.hotelId, sql.placeholder('hotelId')), isNull(templates.deletedAt)))
    .orderBy(asc(templateTags.tag))
    .prepare('template_tags_of_hotel'),
);

// Each template's first image as the editor orders them (the cover, else the lowest display order; coverFirst in
// template-view.ts), with the number of its images; the library's columns are read for those only.
const coversOfHotel = preparedPerDatabase((db) => {
  const firstImages = db
    .selectDistinctOn([templateImages.templateId], {
      templateId: templateImages.templateId,
      assetId: templateImages.assetId,
      isCover: templateImages.isCover,
      displayOrder: templateImages.displayOrder,
      imageCount: sql<number>`count(*) over (partition by ${templateImages.templateId})`
        .mapWith(Number)
        .as('image_count'),
    })
    .from(templateImages)
    .innerJoin(templates, eq(templates.id, templateImages.templateId))
    .where(and(eq(templates.hotelId, sql.placeholder('hotelId')), isNull(templates.deletedAt)))
    .orderBy(templateImages.templateId, desc(templateImages.isCover), asc(templateImages.displayOrder))
    .as('first_images');
  return db
    .select({
      templateId: firstImages.templateId,
      assetId: firstImages.assetId,
      name: assets.name,
      isCover: firstImages.isCover,
      displayOrder: firstImages.displayOrder,
      storageKey: assets.storageKey,
      thumbKey: assets.thumbKey,
      galleryKey: assets.galleryKey,
      imageCount: firstImages.imageCount,
    })
    .from(firstImages)
    .innerJoin(assets, eq(assets.id, firstImages.assetId))
    .prepare('template_covers_of_hotel');
});

/** Every template of the hotel as the list shows it, published first, then newest first. */
export async function findTemplateSummariesOfHotel(
  db: Db,
  hotelId: string,
): Promise<TemplateSummaryRecord[]> {
  const [rows, tags, covers] = await Promise.all([
    templatesOfHotel(db).execute({ hotelId }),
    tagsOfHotel(db).execute({ hotelId }),
    coversOfHotel(db).execute({ hotelId }),
  ]);
  const tagsByTemplate = new Map<string, string[]>();
  for (const { templateId, tag } of tags) {
    const list = tagsByTemplate.get(templateId);
    if (list) list.push(tag);
    else tagsByTemplate.set(templateId, [tag]);
  }
  const coverByTemplate = new Map(
    covers.map(({ imageCount, ...cover }) => [cover.templateId, { cover, imageCount }]),
  );
  return rows.map((template) => ({
    template,
    tags: tagsByTemplate.get(template.id) ?? [],
    cover: coverByTemplate.get(template.id)?.cover,
    imageCount: coverByTemplate.get(template.id)?.imageCount ?? 0,
  }));
}
