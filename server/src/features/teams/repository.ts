import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { hotelMembers } from '../../db/schema';

/** Writes when a member was last active under a hotel (not announced: it changes no access, migration 0039). */
export async function touchLastActive(db: Db, hotelId: string, userId: string, at: Date) {
  await db
    .update(hotelMembers)
    .set({ lastActiveAt: at })
    .where(and(eq(hotelMembers.hotelId, hotelId), eq(hotelMembers.userId, userId)));
}
