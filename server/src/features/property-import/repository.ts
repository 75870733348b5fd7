import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { RoomFacts } from '@common/rooms/room-facts';
import type { Db } from '../../db/client';
import { assets, assetTags, hotelLocations, hotels, rooms, templates } from '../../db/schema';

/** An asset row as the import writes it (the search text is kept by a trigger). */
export type ImportedAsset = Omit<typeof assets.$inferInsert, 'searchText'>;

/** Locks the hotel's row for the import's transaction; undefined when the hotel is gone. */
export async function lockHotel(db: Db, hotelId: string) {
  const [row] = await db
    .select({ id: hotels.id, name: hotels.name, primaryLanguage: hotels.primaryLanguage })
    .from(hotels)
    .where(eq(hotels.id, hotelId))
    .for('update')
    .limit(1);
  return row;
}

/** Renames the hotel; its location's name mirrors the hotel's. */
export async function renameHotel(db: Db, hotelId: string, name: string) {
  await db.update(hotels).set({ name }).where(eq(hotels.id, hotelId));
  await db.update(hotelLocations).set({ name }).where(eq(hotelLocations.hotelId, hotelId));
}

/** The country the hotel is in (ISO code), whose numbering plan reads a phone number without country code. */
export async function findHotelCountryCode(db: Db, hotelId: string): Promise<string | null> {
  const [row] = await db
    .select({ countryCode: hotelLocations.countryCode })
    .from(hotelLocations)
    .where(eq(hotelLocations.hotelId, hotelId))
    .limit(1);
  return row?.countryCode ?? null;
}

/** Sets each given contact fact only where the hotel has none: what the operator typed is never overwritten. */
export async function fillEmptyHotelFacts(
  db: Db,
  hotelId: string,
  facts: { phone: string | null; reservationsEmail: string | null; starRating: number | null },
) {
  await db
    .update(hotels)
    .set({
      phone: sql`coalesce(${hotels.phone}, ${facts.phone})`,
      reservationsEmail: sql`coalesce(${hotels.reservationsEmail}, ${facts.reservationsEmail})`,
      starRating: sql`coalesce(${hotels.starRating}, ${facts.starRating}::integer)`,
    })
    .where(eq(hotels.id, hotelId));
}

export async function saveNumberOfRooms(db: Db, hotelId: string, numberOfRooms: number) {
  await db.update(hotels).set({ numberOfRooms }).where(eq(hotels.id, hotelId));
}

/** The room count from a website, only where the hotel has none (the website import adds what is missing). */
export async function saveMissingNumberOfRooms(db: Db, hotelId: string, numberOfRooms: number) {
  await db
    .update(hotels)
    .set({ numberOfRooms })
    .where(and(eq(hotels.id, hotelId), isNull(hotels.numberOfRooms)));
}

/**
 * Inserts new assets; one whose bytes the hotel got meanwhile (an upload of the same photo) is left out by the
 * unique index. Answers the asset id per hash: `inserted` by this call, `existing` for the ones left out.
 */
export async function insertImportedAssets(db: Db, hotelId: string, rows: readonly ImportedAsset[]) {
  const inserted = new Map<string, string>();
  const existing = new Map<string, string>();
  if (rows.length === 0) return { inserted, existing };
  const written = await db
    .insert(assets)
    .values([...rows])
    .onConflictDoNothing({ target: [assets.hotelId, assets.hash] })
    .returning({ id: assets.id, hash: assets.hash });
  for (const row of written) inserted.set(row.hash, row.id);
  const missing = rows.map((row) => row.hash).filter((hash) => !inserted.has(hash));
  if (missing.length > 0) {
    const found = await db
      .select({ id: assets.id, hash: assets.hash })
      .from(assets)
      .where(and(eq(assets.hotelId, hotelId), inArray(assets.hash, missing)));
    for (const row of found) existing.set(row.hash, row.id);
  }
  return { inserted, existing };
}

/**
 * The hotel's asset with exactly these bytes, if it has one, in the library or in the trash: the import reuses
 * it either way, and one in the trash is restored with the import's core (write-core.ts).
 */
export async function findAssetIdByHash(db: Db, hotelId: string, hash: string) {
  const [row] = await db
    .select({ id: assets.id })
    .from(assets)
    .where(and(eq(assets.hotelId, hotelId), eq(assets.hash, hash)))
    .limit(1);
  return row?.id;
}

/** Adds tags to assets; a tag an asset has already is kept once. */
export async function addAssetTags(db: Db, rows: ReadonlyArray<{ assetId: string; tag: string }>) {
  if (rows.length === 0) return;
  await db
    .insert(assetTags)
    .values([...rows])
    .onConflictDoNothing();
}

/** The hotel's rooms that came from an import, with their marketplace ids. */
/** The hotel's rooms, oldest first: a later import finds its rooms among them by marketplace id or name. */
export async function findHotelRooms(db: Db, hotelId: string) {
  return (
    db
      .select({ id: rooms.id, name: rooms.name, bookingRoomIds: rooms.bookingRoomIds })
      .from(rooms)
      // A room in the trash is not matched: the import makes the room again rather than fill a hidden one.
      .where(and(eq(rooms.hotelId, hotelId), isNull(rooms.deletedAt)))
      .orderBy(asc(rooms.createdAt), asc(rooms.id))
  );
}

/** Inserts rooms in one statement; answers their ids in the order given. */
export async function insertRooms(
  db: Db,
  hotelId: string,
  values: ReadonlyArray<{
    name: string;
    type: string;
    bookingRoomIds: string | null;
    facts?: Partial<RoomFacts>;
  }>,
): Promise<string[]> {
  if (values.length === 0) return [];
  const rows = values.map(({ facts, ...value }) => ({ ...value, ...facts, id: randomUUID(), hotelId }));
  await db.insert(rooms).values(rows);
  return rows.map((row) => row.id);
}

export async function updateBookingRoomIds(db: Db, roomId: string, bookingRoomIds: string) {
  await db.update(rooms).set({ bookingRoomIds }).where(eq(rooms.id, roomId));
}

/** Whether the hotel has a template of the default category (made by an earlier import or by hand). */
export async function hasDefaultTemplate(db: Db, hotelId: string) {
  const [row] = await db
    .select({ found: sql<number>`1` })
    .from(templates)
    .where(
      and(eq(templates.hotelId, hotelId), eq(templates.category, 'default'), isNull(templates.deletedAt)),
    )
    .limit(1);
  return Boolean(row);
}
