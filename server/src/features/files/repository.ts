import { asc, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pendingFiles } from '../../db/schema';

export async function insertPendingFiles(db: Db, keys: readonly string[], expiresAt: Date) {
  if (keys.length === 0) return;
  await db.insert(pendingFiles).values(keys.map((key) => ({ key, expiresAt })));
}

/** Records keys expiring at `expiresAt`, or moves the expiry of keys already recorded to it. */
export async function upsertPendingFiles(db: Db, keys: readonly string[], expiresAt: Date) {
  if (keys.length === 0) return;
  await db
    .insert(pendingFiles)
    .values(keys.map((key) => ({ key, expiresAt })))
    .onConflictDoUpdate({ target: pendingFiles.key, set: { expiresAt } });
}

/** Deletes the records of these keys; answers the keys that had one. */
export async function deletePendingFiles(db: Db, keys: readonly string[]): Promise<string[]> {
  if (keys.length === 0) return [];
  const rows = await db
    .delete(pendingFiles)
    .where(inArray(pendingFiles.key, [...keys]))
    .returning({ key: pendingFiles.key });
  return rows.map((row) => row.key);
}

/**
 * Up to `limit` records expired at `now`, locked until the transaction ends. Records another transaction holds
 * (another process's sweep, or a claim in progress) are skipped rather than waited for.
 */
export async function lockExpiredPendingFiles(tx: Db, now: Date, limit: number): Promise<string[]> {
  const rows = await tx
    .select({ key: pendingFiles.key })
    .from(pendingFiles)
    .where(lte(pendingFiles.expiresAt, now))
    .orderBy(asc(pendingFiles.expiresAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return rows.map((row) => row.key);
}
