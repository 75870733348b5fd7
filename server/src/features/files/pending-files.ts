import type { AppContext } from '../../http/context';
import type { Db } from '../../db/client';
import type { Storage } from '../../integrations/storage/storage';
import { deletePendingFiles, insertPendingFiles, upsertPendingFiles } from './repository';

/**
 * The write-ahead record of files no committed row owns (db/schema/pending-files.ts). The life of a file:
 *   recordPendingFiles  before the file is stored, with an expiry past the end of the work that stores it;
 *   claimStoredFiles    in the transaction that writes the owning row: from its commit on, the row owns it;
 *   releaseStoredFiles  in the transaction that deletes the owning row: the file is to go, at once;
 *   removePendingFiles  after a failure or a delete: the files, then their records.
 * Whatever the process misses (it was killed in between), the sweep (pending-files-sweep.ts) finishes once the
 * record has expired. A key may also name a whole folder (ending in '/'), removed with everything in it.
 */

/** How long an upload's files may wait for their row: storing and inserting take seconds, so this is ample. */
export const uploadFilesPendingMs = 15 * 60_000;

/** The moment `ms` from now, as an expiry for recordPendingFiles. */
export const pendingFor = (ms: number, now = new Date()) => new Date(now.getTime() + ms);

/** Records keys about to be stored, pending until `expiresAt`. */
export async function recordPendingFiles(db: Db, keys: readonly string[], expiresAt: Date): Promise<void> {
  await insertPendingFiles(db, keys, expiresAt);
}

/** Forgets keys that were recorded but never stored (a name collision): the file under the key is not ours. */
export async function forgetPendingFiles(db: Db, keys: readonly string[]): Promise<void> {
  await deletePendingFiles(db, keys);
}

/** Thrown when a file's record is gone before its row was written: the sweep has removed the file. */
class PendingFileGoneError extends Error {
  constructor(keys: readonly string[]) {
    super(`stored files were removed before their row was written: ${keys.join(', ')}`);
  }
}

/**
 * Inside the transaction that writes the row owning these files: deletes their records, so the files are the
 * row's from its commit on. Fails (and so rolls the row back) when a record is missing: the work outlived its
 * expiry and the sweep has taken the files, so the row would point at nothing. A sweep removing the files right
 * now holds their records, and this waits for it and then fails.
 */
export async function claimStoredFiles(tx: Db, keys: readonly string[]): Promise<void> {
  const claimed = new Set(await deletePendingFiles(tx, keys));
  const gone = keys.filter((key) => !claimed.has(key));
  if (gone.length > 0) throw new PendingFileGoneError(gone);
}

/**
 * Inside the transaction that deletes the row owning these files: records them as pending, expiring at once, so
 * they go even when the process dies before removePendingFiles.
 */
export async function releaseStoredFiles(tx: Db, keys: readonly string[], now = new Date()): Promise<void> {
  await upsertPendingFiles(tx, keys, now);
}

/**
 * Removes files no row owns, then their records. A failure is logged, not thrown: the records stay and the
 * sweep tries again later (a file already gone is no error).
 */
export async function removePendingFiles(
  { db, storage, log }: Pick<AppContext, 'db' | 'storage' | 'log'>,
  keys: readonly string[],
): Promise<void> {
  if (keys.length === 0) return;
  try {
    await removeFromStorage(storage, keys);
    await deletePendingFiles(db, keys);
  } catch (error) {
    log.error({ err: error, keys }, 'removing files failed; the pending-files sweep tries again');
  }
}

/** Deletes files and folders (keys ending in '/'); deleting what is not there is no error (the storage contract). */
export async function removeFromStorage(storage: Storage, keys: readonly string[]): Promise<void> {
  const folders = keys.filter((key) => key.endsWith('/'));
  const files = keys.filter((key) => !key.endsWith('/'));
  if (files.length > 0) await storage.deleteMany(files);
  for (const folder of folders) await storage.deletePrefix(folder);
}
