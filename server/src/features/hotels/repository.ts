import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { hotelLocations, hotels } from '../../db/schema';

export type HotelRow = typeof hotels.$inferSelect;
export type HotelLocationRow = typeof hotelLocations.$inferSelect;
export type NewHotel = typeof hotels.$inferInsert;
export type LocationValues = Pick<
  HotelLocationRow,
  'address' | 'city' | 'country' | 'countryCode' | 'postalCode'
>;

const hotelsOfUser = preparedPerDatabase((db) =>
  db
    .select({ hotel: hotels, location: hotelLocations })
    .from(hotels)
    .leftJoin(hotelLocations, eq(hotelLocations.hotelId, hotels.id))
    .where(eq(hotels.userId, sql.placeholder('userId')))
    .orderBy(asc(hotels.createdAt), asc(hotels.id))
    .prepare('hotels_of_user'),
);

/** The user's hotels, oldest first, each with its location (if any). */
export async function findHotelsOfUser(db: Db, userId: string) {
  return hotelsOfUser(db).execute({ userId });
}

const ownedHotel = preparedPerDatabase((db) =>
  db
    .select()
    .from(hotels)
    .where(and(eq(hotels.id, sql.placeholder('hotelId')), eq(hotels.userId, sql.placeholder('userId'))))
    .limit(1)
    .prepare('owned_hotel'),
);

/**
 * The hotel row if the user owns it: the ownership check of every request under a hotel, so it reads one
 * table by primary key and nothing more.
 */
export async function findOwnedHotel(db: Db, userId: string, hotelId: string) {
  const [row] = await ownedHotel(db).execute({ userId, hotelId });
  return row;
}

/** Inserts a hotel and its location; call inside a transaction so both or neither exist. */
export async function insertHotelWithLocation(db: Db, values: NewHotel, location: LocationValues) {
  const [hotel] = await db.insert(hotels).values(values).returning();
  if (!hotel) throw new Error('hotel insert returned nothing');
  const [row] = await db
    .insert(hotelLocations)
    .values({ hotelId: hotel.id, name: hotel.name, ...location })
    .returning();
  if (!row) throw new Error('location insert returned nothing');
  return { hotel, location: row };
}

/** Updates a hotel and its location (whose name mirrors the hotel's); inside a transaction. */
export async function updateHotelWithLocation(
  db: Db,
  hotelId: string,
  values: Partial<
    Pick<
      HotelRow,
      | 'name'
      | 'website'
      | 'category'
      | 'type'
      | 'chainName'
      | 'phone'
      | 'reservationsEmail'
      | 'starRating'
      | 'primaryLanguage'
      | 'contentLanguages'
    >
  >,
  location: LocationValues,
) {
  const [hotel] = await db.update(hotels).set(values).where(eq(hotels.id, hotelId)).returning();
  if (!hotel) throw new Error('hotel update returned nothing');
  const [existing] = await db
    .select({ id: hotelLocations.id })
    .from(hotelLocations)
    .where(eq(hotelLocations.hotelId, hotelId))
    .limit(1);
  const [row] = existing
    ? await db
        .update(hotelLocations)
        .set({ name: hotel.name, ...location })
        .where(eq(hotelLocations.id, existing.id))
        .returning()
    : await db
        .insert(hotelLocations)
        .values({ hotelId, name: hotel.name, ...location })
        .returning();
  if (!row) throw new Error('location write returned nothing');
  return { hotel, location: row };
}

/** Saves the room count typed in onboarding on the hotel (spec part 3: hotels.number_of_rooms). */
export async function updateNumberOfRooms(db: Db, hotelId: string, numberOfRooms: number) {
  await db.update(hotels).set({ numberOfRooms }).where(eq(hotels.id, hotelId));
}

/** Deletes a hotel row; locations and every other row under it go with it (ON DELETE CASCADE). */
export async function deleteHotelRow(db: Db, hotelId: string) {
  await db.delete(hotels).where(eq(hotels.id, hotelId));
}
