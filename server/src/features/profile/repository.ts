import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userProfiles } from '../../db/schema';

export async function findProfile(db: Db, userId: string) {
  const [row] = await db.select().from(userProfiles).where(eq(userProfiles.userId, userId)).limit(1);
  return row;
}

export async function upsertProfile(
  db: Db,
  userId: string,
  values: Partial<Pick<typeof userProfiles.$inferInsert, 'firstName' | 'lastName' | 'phone' | 'photoUrl'>>,
) {
  const [row] = await db
    .insert(userProfiles)
    .values({ userId, ...values, updatedAt: new Date() })
    .onConflictDoUpdate({ target: userProfiles.userId, set: { ...values, updatedAt: new Date() } })
    .returning();
  return row;
}

/**
 * The user's profile row, created empty when missing, locked until the transaction ends: two changes of one
 * profile at once (two photo uploads) then take turns, and each sees what the other wrote.
 */
export async function lockProfile(tx: Db, userId: string) {
  await tx.insert(userProfiles).values({ userId }).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(userProfiles)
    .where(eq(userProfiles.userId, userId))
    .limit(1)
    .for('update');
  return row;
}
