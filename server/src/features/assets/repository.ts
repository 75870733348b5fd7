import { and, asc, count, desc, eq, gt, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { tagInLowerCase } from '@common/assets/schemas';
import type { Db } from '../../db/client';
import { assets, assetTags } from '../../db/schema';
import { filterConditions, type AssetFilters } from './library-filters';

export type AssetRow = typeof assets.$inferSelect;
/** search_text is the database's to write (migration 0004). */
export type NewAsset = Omit<typeof assets.$inferInsert, 'searchText'>;

export type { AssetFilters } from './library-filters';

export interface PageCursor {
  createdAt: Date;
  id: string;
}

const newestFirst = [desc(assets.createdAt), desc(assets.id)];

/**
 * What a library page shows of each asset (asset-view.ts presentAsset), and no more: not the search text (the name
 * and tags once again), the hashes or the bookkeeping columns, which the database would hand over and the server
 * parse for each of a page's 61 rows, a cost every page right after a change pays (bench/cache-miss.mjs).
 */
const assetViewColumns = {
  id: assets.id,
  name: assets.name,
  category: assets.category,
  storageKey: assets.storageKey,
  thumbKey: assets.thumbKey,
  galleryKey: assets.galleryKey,
  width: assets.width,
  height: assets.height,
  size: assets.size,
  originalMissing: assets.originalMissing,
  createdAt: assets.createdAt,
  analysisFallback: assets.analysisFallback,
  caption: assets.caption,
  altText: assets.altText,
};
export type AssetViewRow = Pick<AssetRow, keyof typeof assetViewColumns>;

/**
 * A page's asset with its tags, alphabetical, read in the page's own statement: a query of their own cost a turn
 * of the embedded database per page, as much as the page itself for a search that finds a few.
 */
const assetWithTags = {
  ...assetViewColumns,
  tags: sql<
    string[]
  >`array(select ${assetTags.tag} from ${assetTags} where ${assetTags.assetId} = ${assets.id} order by ${assetTags.tag})`,
};

/**
 * One page of a hotel's assets with their tags, newest first, after the cursor (keyset paging stays fast on deep
 * pages), one row more than the page to tell whether another follows. The query itself, not run:
 * library-query-plan.test.ts checks its plan.
 */
export function assetPageQuery(
  db: Db,
  hotelId: string,
  filters: AssetFilters,
  cursor: PageCursor | null,
  limit: number,
) {
  const conditions = filterConditions(hotelId, filters);
  if (cursor) {
    conditions.push(
      sql`(${assets.createdAt}, ${assets.id}) < (${cursor.createdAt.toISOString()}::timestamptz, ${cursor.id}::uuid)`,
    );
  }
  return db
    .select(assetWithTags)
    .from(assets)
    .where(and(...conditions))
    .orderBy(...newestFirst)
    .limit(limit + 1);
}

export async function findAssetPage(...args: Parameters<typeof assetPageQuery>) {
  return assetPageQuery(...args);
}

/** The ids of the first `limit` + 1 assets the filters match, newest first ('Select all'). */
export async function findMatchingAssetIds(db: Db, hotelId: string, filters: AssetFilters, limit: number) {
  const rows = await db
    .select({ id: assets.id })
    .from(assets)
    .where(and(...filterConditions(hotelId, filters)))
    .orderBy(...newestFirst)
    .limit(limit + 1);
  return rows.map((row) => row.id);
}

/** How many assets match the filters; the query itself, not run. */
export function assetCountQuery(db: Db, hotelId: string, filters: AssetFilters) {
  return db
    .select({ total: count() })
    .from(assets)
    .where(and(...filterConditions(hotelId, filters)));
}

export async function countAssets(db: Db, hotelId: string, filters: AssetFilters) {
  const [row] = await assetCountQuery(db, hotelId, filters);
  return row?.total ?? 0;
}

/** Tags of the given assets, grouped by asset, in a stable order. */
export async function findTagsOfAssets(db: Db, assetIds: string[]): Promise<Map<string, string[]>> {
  const byAsset = new Map<string, string[]>();
  if (assetIds.length === 0) return byAsset;
  const rows = await db
    .select()
    .from(assetTags)
    .where(inArray(assetTags.assetId, assetIds))
    .orderBy(asc(assetTags.assetId), asc(assetTags.tag));
  for (const row of rows) byAsset.set(row.assetId, [...(byAsset.get(row.assetId) ?? []), row.tag]);
  return byAsset;
}

/** Sorted unique tags over all of a hotel's assets. */
export async function findTagsOfHotel(db: Db, hotelId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ tag: assetTags.tag })
    .from(assetTags)
    .innerJoin(assets, eq(assets.id, assetTags.assetId))
    .where(and(eq(assets.hotelId, hotelId), isNull(assets.deletedAt)))
    .orderBy(asc(assetTags.tag));
  return rows.map((row) => row.tag);
}

/** The hotel's asset while it is in the library (a trashed one is not found). */
export async function findAssetOfHotel(db: Db, hotelId: string, assetId: string) {
  const [row] = await db
    .select()
    .from(assets)
    .where(and(eq(assets.id, assetId), eq(assets.hotelId, hotelId), isNull(assets.deletedAt)))
    .limit(1);
  return row;
}

/** The hotel's asset with exactly these bytes, in the library or in the trash (deletedAt set). */
export async function findAssetByHash(db: Db, hotelId: string, hash: string) {
  const [row] = await db
    .select({ id: assets.id, deletedAt: assets.deletedAt })
    .from(assets)
    .where(and(eq(assets.hotelId, hotelId), eq(assets.hash, hash)))
    .limit(1);
  return row;
}

/** The hotel's image whose perceptual hash is closest to this one, if within `maxDistance` differing bits. */
export async function findNearestByPerceptualHash(
  db: Db,
  hotelId: string,
  perceptualHash: bigint,
  maxDistance: number,
) {
  const distance = sql<number>`bit_count((${assets.perceptualHash} # ${perceptualHash.toString()}::bigint)::bit(64))`;
  const [row] = await db
    .select({ asset: assets, distance })
    .from(assets)
    .where(and(eq(assets.hotelId, hotelId), isNull(assets.deletedAt), sql`${distance} <= ${maxDistance}`))
    .orderBy(distance)
    .limit(1);
  return row?.asset;
}

/**
 * Tags as stored: lower case, each once ('Buffet' and 'buffet' are one tag). The database lower-cases every
 * tag it stores as well (migration 0012); doing it here first keeps two spellings from colliding.
 */
export const storedTags = (tags: readonly string[]) => [...new Set(tags.map(tagInLowerCase))];

/** Inserts an asset with its tags; run inside a transaction so both or neither exist. */
export async function insertAssetWithTags(db: Db, values: NewAsset, tags: string[]) {
  const [asset] = await db.insert(assets).values(values).returning();
  if (!asset) throw new Error('asset insert returned nothing');
  const stored = storedTags(tags);
  if (stored.length > 0) await db.insert(assetTags).values(stored.map((tag) => ({ assetId: asset.id, tag })));
  return asset;
}

/** A photo's caption and alt text in the primary language (issue 37, part 2). */
export type PhotoTexts = Partial<Pick<AssetRow, 'caption' | 'altText'>>;

/**
 * The AI's caption and alt text, each written only where the column is empty when the statement runs: what the
 * operator typed, even a moment before, is never overwritten. An empty text from the AI sets nothing.
 */
function photoTextsWhileEmpty(texts: PhotoTexts) {
  const columns = { caption: assets.caption, altText: assets.altText };
  const set: Partial<Record<keyof PhotoTexts, SQL>> = {};
  for (const key of ['caption', 'altText'] as const) {
    const text = texts[key];
    if (text) set[key] = sql`case when ${columns[key]} = '' then ${text} else ${columns[key]} end`;
  }
  return set;
}

/**
 * Replaces name, category and tags (and the analysis fallback mark, the caption and the alt text, when given; the
 * AI's caption and alt text `whileEmpty`, photoTextsWhileEmpty) in one statement, so no
 * transaction is needed and the embedded database, one connection, is held for one turn instead of five (BEGIN,
 * UPDATE, DELETE, INSERT, COMMIT, each a round trip through a busy main thread: the library's first page with
 * retags mixed in waited p99 250 ms behind them, bench/cache-miss.mjs). Only the tags that go are deleted and
 * only the new ones inserted, so the delete and the insert never meet the same row (their order inside one
 * statement is not defined). The tag triggers (search text, version, webhooks) run after the statement, as
 * they did after each of the three; undefined when the asset is gone.
 */
export async function updateAssetWithTags(
  db: Db,
  assetId: string,
  values: Partial<Pick<AssetRow, 'name' | 'category' | 'analysisFallback' | 'caption' | 'altText'>>,
  tags: string[],
  whileEmpty: PhotoTexts = {},
): Promise<AssetRow | undefined> {
  const stored = sql`${sql.param(storedTags(tags))}::text[]`;
  const updated = db.$with('updated').as(
    db
      .update(assets)
      .set({ ...values, ...photoTextsWhileEmpty(whileEmpty) })
      .where(eq(assets.id, assetId))
      .returning(),
  );
  const removed = db
    .$with('removed')
    .as(
      db
        .delete(assetTags)
        .where(
          and(
            inArray(assetTags.assetId, db.select({ id: updated.id }).from(updated)),
            sql`${assetTags.tag} <> all(${stored})`,
          ),
        ),
    );
  const added = db.$with('added').as(
    db
      .insert(assetTags)
      .select(sql`select ${updated.id}, tag from ${updated}, unnest(${stored}) as tag`)
      .onConflictDoNothing(),
  );
  const [asset] = await db.with(updated, removed, added).select().from(updated);
  return asset;
}

/** Every image of the hotel with its category and tags, newest first (the template generator's candidates). */
export async function findImageCandidates(db: Db, hotelId: string) {
  return db
    .select({
      id: assets.id,
      category: assets.category,
      tags: sql<
        string[]
      >`coalesce(array_agg(${assetTags.tag} order by ${assetTags.tag}) filter (where ${assetTags.tag} is not null), '{}')`,
    })
    .from(assets)
    .leftJoin(assetTags, eq(assetTags.assetId, assets.id))
    .where(and(eq(assets.hotelId, hotelId), eq(assets.type, 'image'), isNull(assets.deletedAt)))
    .groupBy(assets.id)
    .orderBy(desc(assets.createdAt), desc(assets.id));
}

/** Originals stored before their metadata was removed (issue 30, point 8), by id after `afterId`. */
export async function findOriginalsWithMetadata(db: Db, afterId: string | null, limit: number) {
  return db
    .select({ id: assets.id, storageKey: assets.storageKey })
    .from(assets)
    .where(
      and(eq(assets.originalMetadataRemoved, false), afterId === null ? undefined : gt(assets.id, afterId)),
    )
    .orderBy(asc(assets.id))
    .limit(limit);
}

/**
 * Inside the transaction that rewrites an original: locks its asset while it is still unmarked with that key,
 * so a delete of the asset waits for the rewrite (and then removes the file) instead of racing it.
 */
export async function lockOriginalWithMetadata(db: Db, assetId: string, storageKey: string) {
  const [row] = await db
    .select({ id: assets.id })
    .from(assets)
    .where(
      and(
        eq(assets.id, assetId),
        eq(assets.storageKey, storageKey),
        eq(assets.originalMetadataRemoved, false),
      ),
    )
    .for('update')
    .limit(1);
  return row !== undefined;
}

/** Marks the original as rewritten, with the size and dimensions of the file now stored. */
export async function markOriginalMetadataRemoved(
  db: Db,
  assetId: string,
  file: { size: number; width: number; height: number } | null,
) {
  await db
    .update(assets)
    // The rewritten file's facts (its size, a turned photo's sides) are known here: the photo facts job need not
    // read it again.
    .set({ originalMetadataRemoved: true, originalCheckedAt: new Date(), ...file })
    .where(eq(assets.id, assetId));
}

/**
 * Originals the photo facts job reads (issue 32): those never read since they were stored (rows from before
 * migration 0023), and those that were missing, in case the storage has them again. In id order after `afterId`.
 */
export async function findOriginalsToCheck(db: Db, afterId: string | null, limit: number) {
  return db
    .select({ id: assets.id, storageKey: assets.storageKey })
    .from(assets)
    .where(
      and(
        or(isNull(assets.originalCheckedAt), eq(assets.originalMissing, true)),
        // An original the metadata job has still to rewrite gets its facts from that job: read here at the same
        // time, its old size could be written over the rewritten file's.
        eq(assets.originalMetadataRemoved, true),
        afterId === null ? undefined : gt(assets.id, afterId),
      ),
    )
    .orderBy(asc(assets.id))
    .limit(limit);
}

/**
 * What reading an original found: its byte size and, when its header could be read, its pixel size; or that
 * the storage has no file under its key (the facts stay as stored). Written only while the asset still has that key, so a replaced file is not
 * described by the old one's facts.
 */
export async function markOriginalChecked(
  db: Db,
  original: { id: string; storageKey: string },
  found: { size: number; width?: number; height?: number } | 'missing',
) {
  await db
    .update(assets)
    .set({
      originalCheckedAt: new Date(),
      ...(found === 'missing' ? { originalMissing: true } : { ...found, originalMissing: false }),
    })
    .where(and(eq(assets.id, original.id), eq(assets.storageKey, original.storageKey)));
}
