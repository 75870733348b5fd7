import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { account, user } from '../../db/schema';

/** The stored password hash of the user's e-mail-and-password account, if they have one. */
export async function findPasswordHash(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ password: account.password })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, 'credential')))
    .limit(1);
  return row?.password ?? null;
}

/** Deletes the user; sessions, accounts, profile, onboarding progress and hotels go with it (cascade). */
export async function deleteUserRow(db: Db, userId: string) {
  await db.delete(user).where(eq(user.id, userId));
}

/** Whether any account uses the address (compared without case, as better-auth stores it in lower case). */
export async function isEmailInUse(db: Db, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.email, email.toLowerCase()))
    .limit(1);
  return row !== undefined;
}
