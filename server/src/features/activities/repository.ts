import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { activities, user, userProfiles } from '../../db/schema';

/**
 * A person's name as the log writes it, over `user` left joined with `user_profiles`: their profile's name, else
 * their account's, else their address.
 */
export const personName = sql<string>`coalesce(
  nullif(trim(concat_ws(' ', ${userProfiles.firstName}, ${userProfiles.lastName})), ''),
  nullif(trim(${user.name}), ''),
  ${user.email}
)`;

/**
 * Inserts an activity; the actor's name is copied as it is now, so the log keeps it: the name of their profile
 * (Settings -> Personal, onboarding), else their account's, else their address while they have given no name.
 */
export async function insertActivity(db: Db, values: Omit<typeof activities.$inferInsert, 'actorName'>) {
  const actorName = values.actorUserId
    ? sql`(select ${personName} from ${user} left join ${userProfiles} on ${userProfiles.userId} = ${user.id}
        where ${user.id} = ${values.actorUserId})`
    : null;
  await db.insert(activities).values({ ...values, actorName });
}

export async function findActivitiesOfHotel(db: Db, hotelId: string, limit: number) {
  return db
    .select()
    .from(activities)
    .where(eq(activities.hotelId, hotelId))
    .orderBy(desc(activities.createdAt), desc(activities.id))
    .limit(limit);
}
