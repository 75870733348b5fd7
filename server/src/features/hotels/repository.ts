import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { hotelLocations, hotelMembers, hotels } from '../../db/schema';

export type HotelRow = typeof hotels.$inferSelect;
export type HotelLocationRow = typeof hotelLocations.$inferSelect;
export type NewHotel = typeof hotels.$inferInsert;
export type LocationValues = Pick<
  HotelLocationRow,
  'address' | 'city' | 'country' | 'countryCode' | 'postalCode'
>;

const hotelsOfMember = preparedPerDatabase((db) =>
  db
    .select({ hotel: hotels, location: hotelLocations, role: hotelMembers.role })
    .from(hotelMembers)
    .innerJoin(hotels, eq(hotels.id, hotelMembers.hotelId))
    .leftJoin(hotelLocations, eq(hotelLocations.hotelId, hotels.id))
    .where(eq(hotelMembers.userId, sql.placeholder('userId')))
    // The user's own hotels first (the first is the default active hotel), then those they work on.
    .orderBy(sql`${hotelMembers.role} <> 'owner'`, asc(hotels.createdAt), asc(hotels.id))
    .prepare('hotels_of_member'),
);

/**
 * The hotels the user is a member of (issue 36), their own first, each oldest first, with its location (if
 * any) and the user's role in it.
 */
export async function findHotelsOfUser(db: Db, userId: string) {
  return hotelsOfMember(db).execute({ userId });
}

/** The hotels the user owns, oldest first, with their locations: what onboarding and a chain's rules act on. */
export async function findOwnedHotels(db: Db, userId: string) {
  return (await findHotelsOfUser(db, userId)).filter((row) => row.role === 'owner');
}

const memberHotelById = preparedPerDatabase((db) =>
  db
    .select({ hotel: hotels, role: hotelMembers.role })
    .from(hotelMembers)
    .innerJoin(hotels, eq(hotels.id, hotelMembers.hotelId))
    .where(
      and(
        eq(hotelMembers.hotelId, sql.placeholder('hotelId')),
        eq(hotelMembers.userId, sql.placeholder('userId')),
      ),
    )
    .limit(1)
    .prepare('member_hotel'),
);

/**
 * The hotel row and the user's role if the user is a member: the access check of every request under a hotel
 * where the hotels are not remembered, so it reads by primary keys and nothing more.
 */
export async function findMemberHotel(db: Db, userId: string, hotelId: string) {
  const [row] = await memberHotelById(db).execute({ userId, hotelId });
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
