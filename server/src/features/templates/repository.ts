import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { shareHotelImageLinks } from '../../db/image-links-lock';
import {
  assets,
  hotels,
  templateImages,
  templates,
  templateTags,
  type TemplateContent,
} from '../../db/schema';

export type TemplateRow = typeof templates.$inferSelect;

export interface TemplateImageRow {
  templateId: string;
  assetId: string;
  name: string;
  isCover: boolean;
  displayOrder: number;
  storageKey: string;
  thumbKey: string;
  galleryKey: string;
}

/** A template with its tags and images, as the views are built from. */
export interface TemplateRecord {
  template: TemplateRow;
  tags: string[];
  images: TemplateImageRow[];
}

const imageColumns = {
  templateId: templateImages.templateId,
  assetId: templateImages.assetId,
  name: assets.name,
  isCover: templateImages.isCover,
  displayOrder: templateImages.displayOrder,
  storageKey: assets.storageKey,
  thumbKey: assets.thumbKey,
  galleryKey: assets.galleryKey,
};

function groupBy<T extends { templateId: string }>(rows: readonly T[]): Map<string, T[]> {
  const byTemplate = new Map<string, T[]>();
  for (const row of rows) {
    const list = byTemplate.get(row.templateId);
    if (list) list.push(row);
    else byTemplate.set(row.templateId, [row]);
  }
  return byTemplate;
}

/** What the calendar reads of every template: no tags, no images. */
export async function findCalendarTemplates(db: Db, hotelId: string) {
  return db
    .select({
      id: templates.id,
      name: templates.name,
      startDate: templates.startDate,
      endDate: templates.endDate,
      isPublished: templates.isPublished,
    })
    .from(templates)
    .where(and(eq(templates.hotelId, hotelId), isNull(templates.deletedAt)))
    .orderBy(desc(templates.createdAt), desc(templates.id));
}

/** Tags and images of some templates. */
async function childrenOf(db: Db, templateIds: string[]) {
  if (templateIds.length === 0) return { tags: new Map<string, string[]>(), images: new Map() };
  const [tags, images] = await Promise.all([
    db
      .select({ templateId: templateTags.templateId, tag: templateTags.tag })
      .from(templateTags)
      .where(inArray(templateTags.templateId, templateIds))
      .orderBy(asc(templateTags.tag)),
    db
      .select(imageColumns)
      .from(templateImages)
      .innerJoin(assets, eq(assets.id, templateImages.assetId))
      .where(inArray(templateImages.templateId, templateIds))
      .orderBy(desc(templateImages.isCover), asc(templateImages.displayOrder)),
  ]);
  return {
    tags: new Map([...groupBy(tags)].map(([id, rows]) => [id, rows.map((row) => row.tag)])),
    images: groupBy(images),
  };
}

async function withChildren(db: Db, rows: TemplateRow[]): Promise<TemplateRecord[]> {
  const { tags, images } = await childrenOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((template) => ({
    template,
    tags: tags.get(template.id) ?? [],
    images: (images.get(template.id) as TemplateImageRow[] | undefined) ?? [],
  }));
}

/** Some templates of the hotel with their tags and images, in the order of `templateIds`. */
export async function findTemplatesOfHotelByIds(
  db: Db,
  hotelId: string,
  templateIds: string[],
): Promise<TemplateRecord[]> {
  if (templateIds.length === 0) return [];
  const rows = await db
    .select()
    .from(templates)
    .where(
      and(eq(templates.hotelId, hotelId), isNull(templates.deletedAt), inArray(templates.id, templateIds)),
    );
  const records = new Map((await withChildren(db, rows)).map((record) => [record.template.id, record]));
  return templateIds.flatMap((id) => records.get(id) ?? []);
}

/** One template of the hotel with its tags and images. */
export async function findTemplateOfHotel(
  db: Db,
  hotelId: string,
  templateId: string,
): Promise<TemplateRecord | undefined> {
  const rows = await db
    .select()
    .from(templates)
    .where(and(eq(templates.id, templateId), eq(templates.hotelId, hotelId), isNull(templates.deletedAt)))
    .limit(1);
  const [record] = await withChildren(db, rows);
  return record;
}

/** A published template by id, whoever asks (the public preview). */
export async function findPublishedTemplate(db: Db, templateId: string) {
  const rows = await db
    .select()
    .from(templates)
    .where(and(eq(templates.id, templateId), eq(templates.isPublished, true), isNull(templates.deletedAt)))
    .limit(1);
  const [record] = await withChildren(db, rows);
  return record;
}

/**
 * Locks the template row for a save (two saves of one template take turns), after sharing the hotel's image
 * links: a save rewrites the template's image links, which the trash must see (db/image-links-lock.ts).
 */
export async function lockTemplate(db: Db, hotelId: string, templateId: string) {
  await shareHotelImageLinks(db, hotelId);
  const [row] = await db
    .select({ id: templates.id })
    .from(templates)
    .where(and(eq(templates.id, templateId), eq(templates.hotelId, hotelId), isNull(templates.deletedAt)))
    .for('update');
  return row;
}

/** Of the given ids, those of the hotel's images, locked against deletion until the transaction ends. */
export async function findHotelImageIds(db: Db, hotelId: string, assetIds: readonly string[]) {
  if (assetIds.length === 0) return new Set<string>();
  await shareHotelImageLinks(db, hotelId);
  const rows = await db
    .select({ id: assets.id })
    .from(assets)
    .where(
      and(
        eq(assets.hotelId, hotelId),
        eq(assets.type, 'image'),
        isNull(assets.deletedAt),
        inArray(assets.id, [...assetIds]),
      ),
    )
    .for('key share');
  return new Set(rows.map((row) => row.id));
}

export interface TemplateFields {
  name: string;
  description: string;
  category: string;
  content: TemplateContent;
  startDate: string | null;
  endDate: string | null;
  isPublished: boolean;
}

export async function insertTemplateRow(db: Db, hotelId: string, fields: TemplateFields) {
  const [row] = await db
    .insert(templates)
    .values({ hotelId, ...fields })
    .returning();
  return row!;
}

export async function updateTemplateRow(db: Db, templateId: string, fields: Partial<TemplateFields>) {
  await db
    .update(templates)
    .set({ ...fields, updatedAt: sql`now()` })
    .where(eq(templates.id, templateId));
}

/** Replaces the template's tags. */
export async function replaceTemplateTags(db: Db, templateId: string, tags: readonly string[]) {
  await db.delete(templateTags).where(eq(templateTags.templateId, templateId));
  if (tags.length > 0) {
    await db.insert(templateTags).values(tags.map((tag) => ({ templateId, tag })));
  }
}

/** Replaces the template's images: in the given order, the first as cover. */
export async function replaceTemplateImages(db: Db, templateId: string, assetIds: readonly string[]) {
  await db.delete(templateImages).where(eq(templateImages.templateId, templateId));
  if (assetIds.length > 0) {
    await db.insert(templateImages).values(
      assetIds.map((assetId, index) => ({
        templateId,
        assetId,
        isCover: index === 0,
        displayOrder: index,
      })),
    );
  }
}

/** The hotel and owner of a template (the owner changes only on a hand-over), whatever its status. */
export async function findTemplateOwner(db: Db, templateId: string) {
  const [row] = await db
    .select({ hotelId: templates.hotelId, userId: hotels.userId })
    .from(templates)
    .innerJoin(hotels, eq(hotels.id, templates.hotelId))
    .where(eq(templates.id, templateId))
    .limit(1);
  return row;
}

/**
 * Published templates of every hotel whose start (or end) date is the given day, with their hotel's owner
 * (templates_start_date_idx, templates_end_date_idx).
 */
export async function findPublishedTemplatesByDate(db: Db, field: 'startDate' | 'endDate', day: string) {
  return db
    .select({
      templateId: templates.id,
      name: templates.name,
      hotelId: templates.hotelId,
      userId: hotels.userId,
    })
    .from(templates)
    .innerJoin(hotels, eq(hotels.id, templates.hotelId))
    .where(and(eq(templates[field], day), eq(templates.isPublished, true), isNull(templates.deletedAt)));
}
