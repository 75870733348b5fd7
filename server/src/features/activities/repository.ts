import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { activities } from '../../db/schema';

export async function insertActivity(db: Db, values: typeof activities.$inferInsert) {
  await db.insert(activities).values(values);
}

export async function findActivitiesOfHotel(db: Db, hotelId: string, limit: number) {
  return db
    .select()
    .from(activities)
    .where(eq(activities.hotelId, hotelId))
    .orderBy(desc(activities.createdAt), desc(activities.id))
    .limit(limit);
}
