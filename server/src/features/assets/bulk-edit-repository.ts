import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { assets, assetTags } from '../../db/schema';

/**
 * Of the given ids, the hotel's assets in the library (not in the trash), locked until the transaction ends, so a
 * delete that comes meanwhile waits for the bulk edit instead of leaving it half applied.
 */
export async function lockLibraryAssets(db: Db, hotelId: string, assetIds: readonly string[]) {
  return db
    .select({ id: assets.id, name: assets.name })
    .from(assets)
    .where(and(eq(assets.hotelId, hotelId), isNull(assets.deletedAt), inArray(assets.id, [...assetIds])))
    .for('update');
}

export async function setCategoryOfAssets(db: Db, assetIds: readonly string[], category: string) {
  await db
    .update(assets)
    .set({ category })
    .where(inArray(assets.id, [...assetIds]));
}

/** Adds every tag to every asset; a tag an asset already carries stays as it is. Tags arrive as stored. */
export async function addTagsToAssets(db: Db, assetIds: readonly string[], tags: readonly string[]) {
  await db
    .insert(assetTags)
    .values(assetIds.flatMap((assetId) => tags.map((tag) => ({ assetId, tag }))))
    .onConflictDoNothing();
}

/** How many tags each of the given assets carries. */
export async function countTagsOfAssets(db: Db, assetIds: readonly string[]) {
  return db
    .select({ assetId: assetTags.assetId, tags: count() })
    .from(assetTags)
    .where(inArray(assetTags.assetId, [...assetIds]))
    .groupBy(assetTags.assetId);
}
