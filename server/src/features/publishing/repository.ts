import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { hotels } from '../../db/schema';

/** What public content needs of the hotel itself: its id for the reads behind, its name for titles. */
export interface PublishedHotel {
  id: string;
  name: string;
}

/** The whole hotel row: the schema.org data reads its versions for its ETag and the content API's reads with it. */
export type PublishedHotelRecord = typeof hotels.$inferSelect;

const publishedHotel = preparedPerDatabase((db) =>
  db
    .select()
    .from(hotels)
    .where(and(eq(hotels.publicId, sql.placeholder('publicId')), eq(hotels.publishContent, true)))
    .limit(1)
    .prepare('published_hotel_by_public_id'),
);

/** The hotel with this public id if it publishes its content (hotels_public_id_idx). */
export async function findPublishedHotelRow(
  db: Db,
  publicId: string,
): Promise<PublishedHotelRecord | undefined> {
  const [row] = await publishedHotel(db).execute({ publicId });
  return row;
}

/** The publishing columns as they are after a change. */
const publishingColumns = { publishContent: hotels.publishContent, publicId: hotels.publicId };

/**
 * Switches publishing on or off. `firstPublicId` becomes the public id only where the hotel has none yet, in the
 * same statement, so two switches at once still leave one id.
 */
export async function updatePublishing(
  db: Db,
  hotelId: string,
  publishContent: boolean,
  firstPublicId: string,
) {
  const [row] = await db
    .update(hotels)
    .set({ publishContent, publicId: sql`coalesce(${hotels.publicId}, ${firstPublicId})` })
    .where(eq(hotels.id, hotelId))
    .returning(publishingColumns);
  return row;
}

/** Gives the hotel a new public id; the old one finds nothing from now on. */
export async function replacePublicId(db: Db, hotelId: string, publicId: string) {
  const [row] = await db
    .update(hotels)
    .set({ publicId })
    .where(eq(hotels.id, hotelId))
    .returning(publishingColumns);
  return row;
}
