import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { assets, propertyAssets, roomAssets, rooms } from '../../db/schema';

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
    .where(and(eq(rooms.id, sql.placeholder('roomId')), eq(rooms.hotelId, sql.placeholder('hotelId'))))
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
    .where(and(eq(assets.hotelId, hotelId), eq(assets.type, 'image')))
    .orderBy(desc(assets.createdAt), desc(assets.id))
    .for('key share');
}

export async function hotelHasImages(db: Db, hotelId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: assets.id })
    .from(assets)
    .where(and(eq(assets.hotelId, hotelId), eq(assets.type, 'image')))
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
    .where(and(eq(rooms.id, target.roomId), eq(rooms.hotelId, target.hotelId)))
    .for('no key update');
  return row !== undefined;
}

export interface GalleryLinkValues {
  assetId: string;
  isCover: boolean;
  displayOrder: number;
}

/** Adds links in one multi-row insert; one already present is left as it is. Inside the gallery's lock. */
export async function insertGalleryLinks(db: Db, target: GalleryTarget, links: readonly GalleryLinkValues[]) {
  if (links.length === 0) return;
  if (target.kind === 'hotel') {
    await db
      .insert(propertyAssets)
      .values(links.map((link) => ({ hotelId: target.hotelId, ...link })))
      .onConflictDoNothing();
  } else {
    await db
      .insert(roomAssets)
      .values(links.map((link) => ({ roomId: target.roomId, ...link })))
      .onConflictDoNothing();
  }
}

/** Replaces the whole gallery: one delete, one multi-row insert. Inside the gallery's lock. */
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
