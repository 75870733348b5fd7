import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { hotels } from '../../db/schema';

/** What public content needs of the hotel itself: its id for the reads behind, its name for titles. */
export interface PublishedHotel {
  id: string;
  name: string;
}

const publishedHotel = preparedPerDatabase((db) =>
  db
    .select({ id: hotels.id, name: hotels.name })
    .from(hotels)
    .where(and(eq(hotels.publicId, sql.placeholder('publicId')), eq(hotels.publishContent, true)))
    .limit(1)
    .prepare('published_hotel_by_public_id'),
);

/** The hotel with this public id if it publishes its content (hotels_public_id_idx). */
export async function findPublishedHotelRow(db: Db, publicId: string): Promise<PublishedHotel | undefined> {
  const [row] = await publishedHotel(db).execute({ publicId });
  return row;
}
