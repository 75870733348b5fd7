import { and, desc, eq, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { assets, rooms, templates, trashedAssetLinks } from '../../db/schema';

/** Ids as one uuid[] parameter; they are UUIDs (checked by the schema). */
const uuidArray = (ids: readonly string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

/** Where the given photos are shown, counted over live rooms and templates (issue 31, point 4). */
export async function findAssetUsage(db: Db, hotelId: string, assetIds: readonly string[]) {
  const ids = uuidArray(assetIds);
  const templatesByStatus = (published: boolean) => sql`(
    select count(distinct t.id)::int from template_images ti join templates t on t.id = ti.template_id
    where ti.asset_id = any(${ids}) and t.hotel_id = ${hotelId} and t.deleted_at is null
      and t.is_published = ${published})`;
  const [row] = rowsOf<{ published: number; drafts: number; hotel_gallery: boolean; rooms: number }>(
    await db.execute(sql`select
      ${templatesByStatus(true)} as published,
      ${templatesByStatus(false)} as drafts,
      exists(select 1 from property_assets where hotel_id = ${hotelId} and asset_id = any(${ids})) as hotel_gallery,
      (select count(distinct r.id)::int from room_assets ra join rooms r on r.id = ra.room_id
        where ra.asset_id = any(${ids}) and r.hotel_id = ${hotelId} and r.deleted_at is null) as rooms`),
  );
  return {
    publishedTemplates: Number(row?.published ?? 0),
    draftTemplates: Number(row?.drafts ?? 0),
    hotelGallery: Boolean(row?.hotel_gallery),
    rooms: Number(row?.rooms ?? 0),
  };
}

/** How many of the ids are the hotel's photos, in the library or in the trash. */
export async function countAssetsOfHotel(db: Db, hotelId: string, assetIds: readonly string[]) {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(assets)
    .where(and(eq(assets.hotelId, hotelId), sql`${assets.id} = any(${uuidArray(assetIds)})`));
  return Number(row?.total ?? 0);
}

/** How many of the ids are the hotel's photos in the library (not in the trash). */
export async function countLiveAssetsOfHotel(db: Db, hotelId: string, assetIds: readonly string[]) {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(assets)
    .where(
      and(
        eq(assets.hotelId, hotelId),
        isNull(assets.deletedAt),
        sql`${assets.id} = any(${uuidArray(assetIds)})`,
      ),
    );
  return Number(row?.total ?? 0);
}

/**
 * Moves the hotel's photos among `assetIds` that are still in the library to the trash, inside a transaction:
 * their gallery and template links are recorded in trashed_asset_links and taken out, then the photos are
 * marked. Each photo is locked first (FOR NO KEY UPDATE: galleries lock their images FOR KEY SHARE, which it
 * lets pass), so a second delete of the same photo waits and then finds it trashed already. Links go before
 * the photo's row, in the order gallery changes take them (links, then the hotel's versions).
 * @returns the photos moved
 */
export async function trashAssetRows(tx: Db, hotelId: string, assetIds: readonly string[], now: Date) {
  const locked = await tx
    .select({ id: assets.id, name: assets.name, category: assets.category })
    .from(assets)
    .where(
      and(
        eq(assets.hotelId, hotelId),
        isNull(assets.deletedAt),
        sql`${assets.id} = any(${uuidArray(assetIds)})`,
      ),
    )
    .for('no key update');
  if (locked.length === 0) return locked;
  const ids = uuidArray(locked.map((row) => row.id));
  await tx.execute(sql`delete from trashed_asset_links where asset_id = any(${ids})`);
  await tx.execute(sql`
    insert into trashed_asset_links (asset_id, place, owner_id, is_cover, display_order)
    select asset_id, 'hotel', hotel_id, is_cover, display_order from property_assets where asset_id = any(${ids})
    union all
    select asset_id, 'room', room_id, is_cover, display_order from room_assets where asset_id = any(${ids})
    union all
    select asset_id, 'template', template_id, is_cover, display_order from template_images
    where asset_id = any(${ids})`);
  await tx.execute(sql`delete from property_assets where asset_id = any(${ids})`);
  await tx.execute(sql`delete from room_assets where asset_id = any(${ids})`);
  await tx.execute(sql`delete from template_images where asset_id = any(${ids})`);
  await tx
    .update(assets)
    .set({ deletedAt: now })
    .where(sql`${assets.id} = any(${ids})`);
  return locked;
}

/** The trashed photo, locked for its restore or removal; undefined when it is not in the hotel's trash. */
export async function lockTrashedAsset(tx: Db, hotelId: string, assetId: string) {
  const [row] = await tx
    .select()
    .from(assets)
    .where(and(eq(assets.id, assetId), eq(assets.hotelId, hotelId), isNotNull(assets.deletedAt)))
    .for('no key update');
  return row;
}

/** The links a trashed photo had, to put back. */
export async function findTrashedLinks(tx: Db, assetId: string) {
  return tx.select().from(trashedAssetLinks).where(eq(trashedAssetLinks.assetId, assetId));
}

type TrashedLink = typeof trashedAssetLinks.$inferSelect;

/** The table, owner column and lock of each place a link can be put back into. */
const linkPlaces = {
  hotel: { table: sql.identifier('property_assets'), owner: sql.identifier('hotel_id') },
  room: { table: sql.identifier('room_assets'), owner: sql.identifier('room_id') },
  template: { table: sql.identifier('template_images'), owner: sql.identifier('template_id') },
} as const;

/**
 * Takes the lock a change of this gallery takes (galleries/repository.ts, lockGallery), so the link goes back
 * between two gallery changes, never into the middle of one; a room in the trash has its row locked all the
 * same. False when the room or template is gone for good: that link is not put back.
 */
async function lockPlace(tx: Db, link: TrashedLink): Promise<boolean> {
  if (link.place === 'hotel') {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`hotel-gallery:${link.ownerId}`}, 0))`,
    );
    return true;
  }
  const table = link.place === 'room' ? rooms : templates;
  const [row] = await tx
    .select({ id: table.id })
    .from(table)
    .where(eq(table.id, link.ownerId))
    .for('no key update');
  return row !== undefined;
}

/**
 * Puts a trashed photo's link back at its place: the links from its place on move one down (and lose the
 * cover when it was the cover), then it is inserted as it was. The conflict is named: the galleries' deferrable
 * one-cover constraint cannot be an arbiter.
 */
export async function putLinkBack(tx: Db, link: TrashedLink): Promise<void> {
  if (!(await lockPlace(tx, link))) return;
  const { table, owner } = linkPlaces[link.place as keyof typeof linkPlaces];
  await tx.execute(sql`
    update ${table} set display_order = display_order + 1, is_cover = is_cover and not ${link.isCover}
    where ${owner} = ${link.ownerId} and display_order >= ${link.displayOrder}`);
  await tx.execute(sql`
    insert into ${table} (${owner}, asset_id, is_cover, display_order)
    values (${link.ownerId}, ${link.assetId}, ${link.isCover}, ${link.displayOrder})
    on conflict (${owner}, asset_id) do nothing`);
  // Numbered 0, 1, 2... again, cover first: taking the photo out left a gap where it was.
  await tx.execute(sql`
    update ${table} as link set display_order = ranked.place - 1
    from (
      select asset_id, row_number() over (order by is_cover desc, display_order, asset_id) as place
      from ${table} where ${owner} = ${link.ownerId}
    ) as ranked
    where link.${owner} = ${link.ownerId} and link.asset_id = ranked.asset_id
      and link.display_order <> ranked.place - 1`);
}

/** Back in the library: the record of its links goes, the mark too. */
export async function markAssetRestored(tx: Db, assetId: string) {
  await tx.delete(trashedAssetLinks).where(eq(trashedAssetLinks.assetId, assetId));
  await tx.update(assets).set({ deletedAt: null }).where(eq(assets.id, assetId));
}

/** Removes photos for good: their tags and recorded links go with them (ON DELETE CASCADE). */
export async function deleteAssetRowsForGood(tx: Db, assetIds: readonly string[]) {
  await tx.delete(assets).where(sql`${assets.id} = any(${uuidArray(assetIds)})`);
}

/** The hotel's trashed photos, newest deletion first. */
export async function findTrashedAssets(db: Db, hotelId: string) {
  return db
    .select({ id: assets.id, name: assets.name, thumbKey: assets.thumbKey, deletedAt: assets.deletedAt })
    .from(assets)
    .where(and(eq(assets.hotelId, hotelId), isNotNull(assets.deletedAt)))
    .orderBy(desc(assets.deletedAt), desc(assets.id));
}

/** Photos trashed before `before`, locked for the purge; another process purging skips them (SKIP LOCKED). */
export async function lockExpiredAssets(tx: Db, before: Date, limit: number) {
  return tx
    .select({
      id: assets.id,
      storageKey: assets.storageKey,
      thumbKey: assets.thumbKey,
      galleryKey: assets.galleryKey,
    })
    .from(assets)
    .where(and(isNotNull(assets.deletedAt), lt(assets.deletedAt, before)))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** Rooms and templates share their trash rules: one mark, one list, one purge. */
type TrashableTable = typeof rooms | typeof templates;

/** Marks a live room or template as trashed; undefined when it is not one of the hotel's live ones. */
export async function trashRow(db: Db, table: TrashableTable, hotelId: string, id: string, now: Date) {
  const [row] = await db
    .update(table)
    .set({ deletedAt: now })
    .where(and(eq(table.id, id), eq(table.hotelId, hotelId), isNull(table.deletedAt)))
    .returning({ id: table.id, name: table.name });
  return row;
}

/** Takes a room or template out of the trash; undefined when it is not in the hotel's trash. */
export async function restoreRow(db: Db, table: TrashableTable, hotelId: string, id: string) {
  const [row] = await db
    .update(table)
    .set({ deletedAt: null })
    .where(and(eq(table.id, id), eq(table.hotelId, hotelId), isNotNull(table.deletedAt)))
    .returning({ id: table.id });
  return row;
}

/** Removes a trashed room or template for good (what hangs under it goes by ON DELETE CASCADE). */
export async function deleteTrashedRow(db: Db, table: TrashableTable, hotelId: string, id: string) {
  const [row] = await db
    .delete(table)
    .where(and(eq(table.id, id), eq(table.hotelId, hotelId), isNotNull(table.deletedAt)))
    .returning({ id: table.id });
  return row;
}

export async function findTrashedRows(db: Db, table: TrashableTable, hotelId: string) {
  return db
    .select({ id: table.id, name: table.name, deletedAt: table.deletedAt })
    .from(table)
    .where(and(eq(table.hotelId, hotelId), isNotNull(table.deletedAt)))
    .orderBy(desc(table.deletedAt), desc(table.id));
}

/** Removes rooms or templates trashed before `before`, in one statement; answers how many went. */
export async function deleteExpiredRows(db: Db, table: TrashableTable, before: Date) {
  const removed = await db
    .delete(table)
    .where(and(isNotNull(table.deletedAt), lt(table.deletedAt, before)))
    .returning({ id: table.id });
  return removed.length;
}
