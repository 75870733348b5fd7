import { coverFirst } from '@common/templates/cover-order';
import type { TemplateContentSave, TemplateValues } from '@common/templates/schemas';
import { templateTexts } from '@common/templates/texts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import {
  findHotelImageIds,
  insertTemplateRow,
  lockTemplate,
  replaceTemplateImages,
  replaceTemplateTags,
  updateTemplateRow,
  type TemplateFields,
} from './repository';

/** Refuses image ids that are not the hotel's images (another hotel's, deleted, or unknown). */
async function requireHotelImages(db: Db, hotelId: string, assetIds: readonly string[]) {
  const known = await findHotelImageIds(db, hotelId, assetIds);
  if (assetIds.some((id) => !known.has(id))) {
    throw new AppError('validation', templateTexts.unknownImage, {
      fields: { imageIds: templateTexts.unknownImage },
    });
  }
}

const fieldsOf = (input: TemplateValues): Omit<TemplateFields, 'content'> => ({
  name: input.name,
  description: input.description,
  category: input.category,
  startDate: input.startDate,
  endDate: input.endDate,
  isPublished: input.isPublished,
});

/** Inserts a template with its tags and images in one transaction (DECISIONS.md 7); answers its id. */
export async function writeNewTemplate(db: Db, hotelId: string, input: TemplateValues): Promise<string> {
  return db.transaction((tx) => insertTemplate(tx, hotelId, input));
}

/** Inserts a template with its tags and images, inside the caller's transaction. */
export async function insertTemplate(tx: Db, hotelId: string, input: TemplateValues): Promise<string> {
  const images = coverFirst(input.imageIds, input.coverId);
  await requireHotelImages(tx, hotelId, images);
  const row = await insertTemplateRow(tx, hotelId, {
    ...fieldsOf(input),
    content: { description: input.contentDescription ?? '' },
  });
  await replaceTemplateTags(tx, row.id, input.tags);
  await replaceTemplateImages(tx, row.id, images);
  return row.id;
}

/**
 * Saves a template's fields, tags and images in one transaction; the content description only when given.
 * Answers false when the hotel has no such template.
 */
export async function writeTemplate(
  db: Db,
  hotelId: string,
  templateId: string,
  input: TemplateValues,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await lockTemplate(tx, hotelId, templateId))) return false;
    const images = coverFirst(input.imageIds, input.coverId);
    await requireHotelImages(tx, hotelId, images);
    await updateTemplateRow(tx, templateId, {
      ...fieldsOf(input),
      ...(input.contentDescription !== undefined
        ? { content: { description: input.contentDescription } }
        : {}),
    });
    await replaceTemplateTags(tx, templateId, input.tags);
    await replaceTemplateImages(tx, templateId, images);
    return true;
  });
}

/** Stores the content page's description and images in the template, in one transaction. */
export async function writeTemplateContent(
  db: Db,
  hotelId: string,
  templateId: string,
  input: TemplateContentSave,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await lockTemplate(tx, hotelId, templateId))) return false;
    await requireHotelImages(tx, hotelId, input.imageIds);
    await updateTemplateRow(tx, templateId, { content: { description: input.description } });
    await replaceTemplateImages(tx, templateId, input.imageIds);
    return true;
  });
}
