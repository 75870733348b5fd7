import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { rowsOf } from '../../db/rows';
import { assets, hotels, propertyAssets, roomAssets, rooms } from '../../db/schema';

/** Whose gallery: the hotel's own (property_assets) or one of its rooms' (room_assets). */
export type GalleryTarget =
  { kind: 'hotel'; hotelId: string } | { kind: 'room'; hotelId: string; roomId: string };

/** What a gallery view needs of an image. */
const imageColumns = {
  assetId: assets.id,
  name: assets.name,
  category: assets.category,
  storageKey: assets.storageKey,
  thumbKey: assets.thumbKey,
  galleryKey: assets.galleryKey,
  width: assets.width,
  height: assets.height,
};

export interface GalleryImageRow {
  assetId: string;
  name: string;
  category: string;
  storageKey: string;
  thumbKey: string;
  galleryKey: string;
  width: number;
  height: number;
}

export interface GalleryLinkRow extends GalleryImageRow {
  isCover: boolean;
  displayOrder: number;
}

const hotelGallery = preparedPerDatabase((db) =>
  db
    .select({ ...imageColumns, isCover: propertyAssets.isCover, displayOrder: propertyAssets.displayOrder })
    .from(propertyAssets)
    .innerJoin(assets, eq(assets.id, propertyAssets.assetId))
    .where(eq(propertyAssets.hotelId, sql.placeholder('hotelId')))
    .orderBy(desc(propertyAssets.isCover), asc(propertyAssets.displayOrder))
    .prepare('hotel_gallery'),
);

/** The hotel's gallery links with their images, cover first, then by display order. */
export async function findHotelGallery(db: Db, hotelId: string): Promise<GalleryLinkRow[]> {
  return hotelGallery(db).execute({ hotelId });
}

const roomGallery = preparedPerDatabase((db) =>
  db
    .select({
      roomId: rooms.id,
      assetId: assets.id,
      name: assets.name,
      category: assets.category,
      storageKey: assets.storageKey,
      thumbKey: assets.thumbKey,
      galleryKey: assets.galleryKey,
      width: assets.width,
      height: assets.height,
      isCover: roomAssets.isCover,
      displayOrder: roomAssets.displayOrder,
    })
    .from(rooms)
    .leftJoin(roomAssets, eq(roomAssets.roomId, rooms.id))
    .leftJoin(assets, eq(assets.id, roomAssets.assetId))
    .where(
      and(
        eq(rooms.id, sql.placeholder('roomId')),
        eq(rooms.hotelId, sql.placeholder('hotelId')),
        isNull(rooms.deletedAt),
      ),
    )
    .orderBy(desc(roomAssets.isCover), asc(roomAssets.displayOrder))
    .prepare('room_gallery'),
);

/**
 * The room's gallery in one query: undefined when the room is not one of the hotel's, else its links with their
 * images (none for an empty gallery).
 */
export async function findRoomGallery(
  db: Db,
  hotelId: string,
  roomId: string,
): Promise<GalleryLinkRow[] | undefined> {
  const rows = await roomGallery(db).execute({ hotelId, roomId });
  if (rows.length === 0) return undefined;
  return rows.flatMap((row) =>
    row.assetId === null
      ? []
      : [
          {
            assetId: row.assetId,
            name: row.name ?? '',
            category: row.category ?? '',
            storageKey: row.storageKey ?? '',
            thumbKey: row.thumbKey ?? '',
            galleryKey: row.galleryKey ?? '',
            width: row.width ?? 0,
            height: row.height ?? 0,
            isCover: row.isCover ?? false,
            displayOrder: row.displayOrder ?? 0,
          },
        ],
  );
}

/**
 * The gallery's current links, read inside the transaction that holds the gallery's lock. Their images are
 * locked against deletion until the transaction ends (FOR KEY SHARE, as the links written later would lock them
 * anyway): taking that lock first, before the links are rewritten, keeps a concurrent asset deletion from
 * deadlocking with the rewrite; an image deleted meanwhile is simply not read.
 */
export async function findGalleryLinks(db: Db, target: GalleryTarget): Promise<GalleryLinkRow[]> {
  if (target.kind === 'hotel') {
    return db
      .select({ ...imageColumns, isCover: propertyAssets.isCover, displayOrder: propertyAssets.displayOrder })
      .from(propertyAssets)
      .innerJoin(assets, eq(assets.id, propertyAssets.assetId))
      .where(eq(propertyAssets.hotelId, target.hotelId))
      .orderBy(desc(propertyAssets.isCover), asc(propertyAssets.displayOrder))
      .for('key share', { of: assets });
  }
  return db
    .select({ ...imageColumns, isCover: roomAssets.isCover, displayOrder: roomAssets.displayOrder })
    .from(roomAssets)
    .innerJoin(assets, eq(assets.id, roomAssets.assetId))
    .where(eq(roomAssets.roomId, target.roomId))
    .orderBy(desc(roomAssets.isCover), asc(roomAssets.displayOrder))
    .for('key share', { of: assets });
}

/**
 * Ids as one array parameter rather than one parameter each: a 300-image order is checked with one bound value
 * (measured about a third faster on PGlite than 300 parameters). The ids are UUIDs (checked by the schema).
 */
const uuidArray = (ids: readonly string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

/**
 * Of the given ids, the hotel's image assets (any other id is another hotel's, not an image, or unknown), locked
 * against deletion until the transaction ends, like the images of findGalleryLinks.
 */
export async function findImagesOfHotel(db: Db, hotelId: string, assetIds: readonly string[]) {
  if (assetIds.length === 0) return [];
  return db
    .select(imageColumns)
    .from(assets)
    .where(
      and(
        eq(assets.hotelId, hotelId),
        eq(assets.type, 'image'),
        isNull(assets.deletedAt),
        sql`${assets.id} = any(${uuidArray(assetIds)})`,
      ),
    )
    .for('key share');
}

/** Every image of the hotel in library order (newest first), locked like those of findImagesOfHotel. */
export async function findAllImagesOfHotel(db: Db, hotelId: string): Promise<GalleryImageRow[]> {
  return db
    .select(imageColumns)
    .from(assets)
    .where(and(eq(assets.hotelId, hotelId), eq(assets.type, 'image'), isNull(assets.deletedAt)))
    .orderBy(desc(assets.createdAt), desc(assets.id))
    .for('key share');
}

export async function hotelHasImages(db: Db, hotelId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: assets.id })
    .from(assets)
    .where(and(eq(assets.hotelId, hotelId), eq(assets.type, 'image'), isNull(assets.deletedAt)))
    .limit(1);
  return row !== undefined;
}

/**
 * Makes changes to one gallery take turns, until the transaction ends. A room's gallery locks the room's row,
 * which also holds back the room's deletion meanwhile; false when the room is not the hotel's. The hotel's
 * gallery takes an advisory lock instead of the hotel's row: asset deletions update that row (assets version)
 * while holding the gallery links they cascade to, so locking the row could deadlock with them.
 */
export async function lockGallery(db: Db, target: GalleryTarget): Promise<boolean> {
  if (target.kind === 'hotel') {
    await db.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`hotel-gallery:${target.hotelId}`}, 0))`,
    );
    return true;
  }
  const [row] = await db
    .select({ id: rooms.id })
    .from(rooms)
    .where(and(eq(rooms.id, target.roomId), eq(rooms.hotelId, target.hotelId), isNull(rooms.deletedAt)))
    .for('no key update');
  return row !== undefined;
}

export interface GalleryLinkValues {
  assetId: string;
  isCover: boolean;
  displayOrder: number;
}

/** The versions of a hotel that remembered gallery answers are keyed by. */
export interface HotelVersions {
  contentVersion: number;
  assetsVersion: number;
}

/** The hotel's versions as they are now (inside a transaction: including its own changes). */
export async function findHotelVersions(db: Db, hotelId: string): Promise<HotelVersions | undefined> {
  const [row] = await db
    .select({ contentVersion: hotels.contentVersion, assetsVersion: hotels.assetsVersion })
    .from(hotels)
    .where(eq(hotels.id, hotelId));
  return row;
}

/** The table and owner column of a gallery's links, for the statements written in SQL below. */
function linksOf(target: GalleryTarget) {
  return target.kind === 'hotel'
    ? { table: sql.identifier('property_assets'), owner: sql.identifier('hotel_id'), ownerId: target.hotelId }
    : { table: sql.identifier('room_assets'), owner: sql.identifier('room_id'), ownerId: target.roomId };
}

/**
 * Adds links in one statement, the values as three array parameters rather than four parameters per link (a
 * 300-image gallery is written in about half the time); one already present is left as it is (the conflict is
 * named: the deferrable one-cover constraint cannot be an arbiter). Inside the gallery's lock.
 */
export async function insertGalleryLinks(db: Db, target: GalleryTarget, links: readonly GalleryLinkValues[]) {
  if (links.length === 0) return;
  const { table, owner, ownerId } = linksOf(target);
  const covers = `{${links.map((link) => link.isCover).join(',')}}`;
  const orders = `{${links.map((link) => link.displayOrder).join(',')}}`;
  await db.execute(sql`
    insert into ${table} (${owner}, asset_id, is_cover, display_order)
    select ${ownerId}, link.asset_id, link.is_cover, link.display_order
    from unnest(${uuidArray(links.map((link) => link.assetId))}, ${covers}::boolean[], ${orders}::integer[])
      as link(asset_id, is_cover, display_order)
    on conflict (${owner}, asset_id) do nothing`);
}

/** Replaces the whole gallery: one delete, one insert. Inside the gallery's lock. */
export async function replaceGalleryLinks(
  db: Db,
  target: GalleryTarget,
  links: readonly GalleryLinkValues[],
) {
  if (target.kind === 'hotel') {
    await db.delete(propertyAssets).where(eq(propertyAssets.hotelId, target.hotelId));
  } else {
    await db.delete(roomAssets).where(eq(roomAssets.roomId, target.roomId));
  }
  await insertGalleryLinks(db, target, links);
}

/**
 * Puts the gallery's images, which are exactly `assetIds`, in that order, the first as cover, in one statement
 * that rewrites only the links whose place changed (the one-cover constraint is checked at its end, migration
 * 0006) and raises the hotel's content version, as no trigger does for updated links. Inside the gallery's lock.
 * @returns the hotel's versions after the change: read from its row as it is locked, so they are the latest
 */
export async function moveGalleryLinks(
  db: Db,
  target: GalleryTarget,
  assetIds: readonly string[],
): Promise<HotelVersions | undefined> {
  const { table, owner, ownerId } = linksOf(target);
  const result = await db.execute(sql`
    with moved as (
      update ${table} as link
      set display_order = wanted.place - 1, is_cover = wanted.place = 1
      from unnest(${uuidArray(assetIds)}) with ordinality as wanted(asset_id, place)
      where link.${owner} = ${ownerId} and link.asset_id = wanted.asset_id
        and (link.display_order <> wanted.place - 1 or link.is_cover <> (wanted.place = 1))
      returning 1
    )
    -- Reading "moved" here makes the links move first, then the hotel's row is taken: the order in which asset
    -- deletions take them too (unread, the links would move at the statement's end).
    update hotels set content_version = content_version + 1
    where id = ${target.hotelId} and (select count(*) from moved) >= 0
    returning content_version, assets_version`);
  const [row] = rowsOf<{ content_version: number | string; assets_version: number | string }>(result);
  return row && { contentVersion: Number(row.content_version), assetsVersion: Number(row.assets_version) };
}
