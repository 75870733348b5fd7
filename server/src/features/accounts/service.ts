import type { Db } from '../../db/client';
import type { Auth } from './auth';
import { findPasswordHash } from './repository';

/** Whether the user can sign in with a password (Google-only accounts cannot). */
export async function hasPassword(db: Db, userId: string): Promise<boolean> {
  return (await findPasswordHash(db, userId)) !== null;
}

/** Checks a password against the user's stored hash with better-auth's own hashing. */
export async function verifyUserPassword(
  auth: Auth,
  db: Db,
  userId: string,
  password: string,
): Promise<boolean> {
  const hash = await findPasswordHash(db, userId);
  if (!hash || !password) return false;
  const context = await auth.$context;
  return context.password.verify({ hash, password });
}
