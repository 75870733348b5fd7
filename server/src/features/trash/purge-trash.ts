import type { FastifyInstance } from 'fastify';
import { trashRetentionDays } from '@common/trash/retention';
import { rooms, templates } from '../../db/schema';
import type { AppContext } from '../../http/context';
import { startPeriodicTask } from '../../lib/periodic-task';
import { releaseStoredFiles, removePendingFiles } from '../files/pending-files';
import { deleteAssetRowsForGood, deleteExpiredRows, lockExpiredAssets } from './repository';

type Deps = Pick<AppContext, 'db' | 'storage' | 'log'>;

/** How often the trash is emptied of what has waited 30 days: a day late would be fine, an hour is cheap. */
export const trashPurgeMs = 60 * 60_000;

/** Photos removed per round: one short transaction, one storage request. */
export const trashPurgeBatch = 200;

/** Before this moment an item has waited its 30 days. */
export const purgeBefore = (now: Date) => new Date(now.getTime() - trashRetentionDays * 24 * 60 * 60_000);

/**
 * Removes for good what has been in the trash for 30 days at `now`: photos (rows, tags and recorded links by
 * cascade, then their three files), rooms and templates (with what hangs under them). A photo's row and the
 * record of its files go in one transaction, so no row is left without files and no file without a record: a
 * process that dies before removing them leaves them to the pending-files sweep. Processes purging at once take
 * different photos (SKIP LOCKED).
 * @returns how many items went
 */
export async function purgeTrash(deps: Deps, now: Date, batch = trashPurgeBatch): Promise<number> {
  const before = purgeBefore(now);
  let removed = 0;
  for (;;) {
    const files = await deps.db.transaction(async (tx) => {
      const expired = await lockExpiredAssets(tx, before, batch);
      if (expired.length === 0) return null;
      const keys = expired.flatMap((asset) => [asset.storageKey, asset.thumbKey, asset.galleryKey]);
      await releaseStoredFiles(tx, keys, now);
      await deleteAssetRowsForGood(
        tx,
        expired.map((asset) => asset.id),
      );
      removed += expired.length;
      return { keys, count: expired.length };
    });
    if (!files) break;
    await removePendingFiles(deps, files.keys);
    if (files.count < batch) break;
  }
  removed += await deleteExpiredRows(deps.db, rooms, before);
  removed += await deleteExpiredRows(deps.db, templates, before);
  return removed;
}

/** Empties the trash of expired items when the app is ready and every hour until it closes. */
export function startTrashPurge(app: FastifyInstance, deps: Deps) {
  startPeriodicTask(app, deps.log, {
    name: 'emptying the trash',
    everyMs: trashPurgeMs,
    runAtStart: true,
    run: async (now) => {
      const removed = await purgeTrash(deps, now);
      if (removed > 0) deps.log.info({ removed }, 'trash emptied of expired items');
    },
  });
}
