import { and, desc, eq, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { holdHotelImageLinks, shareHotelImageLinks } from '../../db/image-links-lock';
import { rowsOf } from '../../db/rows';
import { assets, rooms, templates, trashedAssetLinks } from '../../db/schema';

/** Ids as one uuid[] parameter; they are UUIDs (checked by the schema). */
const uuidArray = (ids: readonly string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

/** The link table and owner column of each place a trashed photo's links are recorded from and put back into. */
const linkPlaces = {
  hotel: { table: sql.identifier('property_assets'), owner: sql.identifier('hotel_id') },
  room: { table: sql.identifier('room_assets'), owner: sql.identifier('room_id') },
  template: { table: sql.identifier('template_images'), owner: sql.identifier('template_id') },
} as const;
type LinkPlace = keyof typeof linkPlaces;
const placeNames = Object.keys(linkPlaces) as LinkPlace[];

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
 * their gallery and template links are recorded in trashed_asset_links and taken out, a gallery or template
 * whose cover went gets its next image as cover, then the photos are marked. The hotel's image links are held
 * first (db/image-links-lock.ts): gallery changes and template saves under way finish before, and none starts
 * until the commit, so no link to a trashed photo is written meanwhile. Each photo is locked too, so a second
 * delete of the same photo waits and then finds it trashed already. Links go before the photo's row, in the
 * order gallery changes take them (links, then the hotel's versions).
 * @returns the photos moved
 */
export async function trashAssetRows(tx: Db, hotelId: string, assetIds: readonly string[], now: Date) {
  await holdHotelImageLinks(tx, hotelId);
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
  for (const place of placeNames) await passCoverOn(tx, place, ids);
  await tx
    .update(assets)
    .set({ deletedAt: now })
    .where(sql`${assets.id} = any(${ids})`);
  return locked;
}

/**
 * Where trashed covers were, the image first in order becomes the cover (none when the gallery is empty now),
 * and the record of the trashed cover keeps which image that was, for the restore.
 */
async function passCoverOn(tx: Db, place: LinkPlace, ids: SQL) {
  const { table, owner } = linkPlaces[place];
  await tx.execute(sql`
    with next_cover as (
      select distinct on (link.${owner}) link.${owner} as owner_id, link.asset_id
      from ${table} as link
      join trashed_asset_links as gone on gone.owner_id = link.${owner}
      where gone.asset_id = any(${ids}) and gone.place = ${place} and gone.is_cover
      order by link.${owner}, link.display_order, link.asset_id
    ), given as (
      update ${table} as link set is_cover = true
      from next_cover where link.${owner} = next_cover.owner_id and link.asset_id = next_cover.asset_id
      returning next_cover.owner_id, next_cover.asset_id
    )
    update trashed_asset_links as gone set cover_given_to = given.asset_id
    from given
    where gone.asset_id = any(${ids}) and gone.place = ${place} and gone.is_cover
      and gone.owner_id = given.owner_id`);
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

/**
 * The trashed photo, locked for its restore, after sharing the hotel's image links like every change that
 * writes links (db/image-links-lock.ts); undefined when it is not in the hotel's trash.
 */
export async function lockTrashedAssetForRestore(tx: Db, hotelId: string, assetId: string) {
  await shareHotelImageLinks(tx, hotelId);
  return lockTrashedAsset(tx, hotelId, assetId);
}

/** Of the given ids, the hotel's photos that are in the trash. */
export async function findTrashedAmong(db: Db, hotelId: string, assetIds: readonly string[]) {
  if (assetIds.length === 0) return [];
  const rows = await db
    .select({ id: assets.id })
    .from(assets)
    .where(
      and(
        eq(assets.hotelId, hotelId),
        isNotNull(assets.deletedAt),
        sql`${assets.id} = any(${uuidArray(assetIds)})`,
      ),
    );
  return rows.map((row) => row.id);
}

/** The links a trashed photo had, to put back. */
export async function findTrashedLinks(tx: Db, assetId: string) {
  return tx.select().from(trashedAssetLinks).where(eq(trashedAssetLinks.assetId, assetId));
}

type TrashedLink = typeof trashedAssetLinks.$inferSelect;

/** A place a trashed photo's link goes back into, locked: its name and how many images it holds now. */
export interface LockedPlace {
  /** The room's or template's name; empty for the hotel gallery. */
  name: string;
  imageCount: number;
}

/**
 * Takes the lock a change of this gallery or template takes (galleries/repository.ts lockGallery, templates'
 * lockTemplate), so the link goes back between two changes, never into the middle of one; a room or template
 * in the trash has its row locked all the same. Undefined when the room or template is gone for good: that link
 * is not put back.
 */
export async function lockLinkPlace(tx: Db, link: TrashedLink): Promise<LockedPlace | undefined> {
  const { table, owner } = linkPlaces[link.place as LinkPlace];
  let name = '';
  if (link.place === 'hotel') {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`hotel-gallery:${link.ownerId}`}, 0))`,
    );
  } else {
    const parent = link.place === 'room' ? rooms : templates;
    const [row] = await tx
      .select({ name: parent.name })
      .from(parent)
      .where(eq(parent.id, link.ownerId))
      .for('no key update');
    if (!row) return undefined;
    name = row.name;
  }
  const [counted] = rowsOf<{ total: number }>(
    await tx.execute(sql`select count(*)::int as total from ${table} where ${owner} = ${link.ownerId}`),
  );
  return { name, imageCount: Number(counted?.total ?? 0) };
}

/**
 * Puts a trashed photo's link back at its place, which the caller has locked (lockLinkPlace): the links from
 * its place on move one down, then it is inserted as it was. A trashed cover gets the cover back only while the
 * image that took it over (or none) is still the cover: a cover the operator chose since stays. The conflict is
 * named: the galleries' deferrable one-cover constraint cannot be an arbiter.
 */
export async function putLinkBack(tx: Db, link: TrashedLink): Promise<void> {
  const { table, owner } = linkPlaces[link.place as LinkPlace];
  const [cover] = rowsOf<{ asset_id: string }>(
    await tx.execute(sql`select asset_id from ${table} where ${owner} = ${link.ownerId} and is_cover`),
  );
  const coverBack = link.isCover && (cover === undefined || cover.asset_id === link.coverGivenTo);
  await tx.execute(sql`
    update ${table}
    set display_order = display_order + (case when display_order >= ${link.displayOrder} then 1 else 0 end),
      is_cover = is_cover and not ${coverBack}
    where ${owner} = ${link.ownerId}`);
  await tx.execute(sql`
    insert into ${table} (${owner}, asset_id, is_cover, display_order)
    values (${link.ownerId}, ${link.assetId}, ${coverBack}, ${link.displayOrder})
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
    .returning({ id: table.id, name: table.name });
  return row;
}

/** Removes a trashed room or template for good (what hangs under it goes by ON DELETE CASCADE). */
export async function deleteTrashedRow(db: Db, table: TrashableTable, hotelId: string, id: string) {
  const [row] = await db
    .delete(table)
    .where(and(eq(table.id, id), eq(table.hotelId, hotelId), isNotNull(table.deletedAt)))
    .returning({ id: table.id, name: table.name });
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
