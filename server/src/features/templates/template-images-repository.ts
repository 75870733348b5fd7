import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { templateImages } from '../../db/schema';

/**
 * A template's image ids as stored, cover first, then in display order: read from its links alone, so adding
 * images keeps every link the template has.
 */
export async function findTemplateImageIds(db: Db, templateId: string): Promise<string[]> {
  const rows = await db
    .select({ assetId: templateImages.assetId })
    .from(templateImages)
    .where(eq(templateImages.templateId, templateId))
    .orderBy(desc(templateImages.isCover), asc(templateImages.displayOrder));
  return rows.map((row) => row.assetId);
}
