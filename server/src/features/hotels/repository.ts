import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { hotelLocations, hotels } from '../../db/schema';

export type HotelRow = typeof hotels.$inferSelect;
export type HotelLocationRow = typeof hotelLocations.$inferSelect;

/** The user's hotels, oldest first, each with its location (if any). */
export async function findHotelsOfUser(db: Db, userId: string) {
  const rows = await db
    .select({ hotel: hotels, location: hotelLocations })
    .from(hotels)
    .leftJoin(hotelLocations, eq(hotelLocations.hotelId, hotels.id))
    .where(eq(hotels.userId, userId))
    .orderBy(asc(hotels.createdAt), asc(hotels.id));
  return rows;
}
