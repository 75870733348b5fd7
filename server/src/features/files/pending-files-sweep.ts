import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context';
import { startPeriodicTask } from '../../lib/periodic-task';
import { isValidStorageKey } from '../../integrations/storage/storage-key';
import { removeFromStorage } from './pending-files';
import { deletePendingFiles, lockExpiredPendingFiles } from './repository';

type Deps = Pick<AppContext, 'db' | 'storage' | 'log'>;

/** How often expired pending files are removed. Expiries are minutes long, so a few minutes late is fine. */
export const pendingFilesSweepMs = 5 * 60_000;

/** Records taken per round: one storage request on S3 (up to 1000 keys), a short transaction. */
export const pendingFilesBatch = 500;

/**
 * Removes the files of expired pending records, then the records, in rounds of `batch` until none has expired
 * at `now`; answers how many records went. Each round locks its records while it deletes their files, so
 * several processes sweeping at once take different records (SKIP LOCKED) and a file is removed once; a process
 * killed mid-round leaves its records for the next sweep. A file already gone (its hotel's folder was removed,
 * its failed upload cleaned up) is no error.
 */
export async function sweepPendingFiles(
  { db, storage, log }: Deps,
  now: Date,
  batch = pendingFilesBatch,
): Promise<number> {
  let removed = 0;
  for (;;) {
    const taken = await db.transaction(async (tx) => {
      const keys = await lockExpiredPendingFiles(tx, now, batch);
      const { removable, refused } = splitRemovable(keys);
      if (refused.length > 0) log.warn({ keys: refused }, 'pending files with invalid keys dropped');
      await removeFromStorage(storage, removable);
      await deletePendingFiles(tx, keys);
      return keys.length;
    });
    removed += taken;
    if (taken < batch) return removed;
  }
}

/** A key the storage would refuse would fail its whole round forever: it is dropped instead (never expected). */
function splitRemovable(keys: readonly string[]) {
  const removable: string[] = [];
  const refused: string[] = [];
  for (const key of keys) (isRemovable(key) ? removable : refused).push(key);
  return { removable, refused };
}

const isRemovable = (key: string) => isValidStorageKey(key.endsWith('/') ? key.slice(0, -1) : key);

/** Sweeps once when the app is ready (files a killed process left) and then every few minutes until it closes. */
export function startPendingFilesSweep(app: FastifyInstance, deps: Deps) {
  startPeriodicTask(app, deps.log, {
    name: 'the pending-files sweep',
    everyMs: pendingFilesSweepMs,
    runAtStart: true,
    run: async (now) => {
      const removed = await sweepPendingFiles(deps, now);
      if (removed > 0) deps.log.info({ removed }, 'pending files removed');
    },
  });
}
