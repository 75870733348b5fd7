import { buffer } from 'node:stream/consumers';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context';
import { originalWithoutMetadata } from '../../lib/image-metadata/original-without-metadata';
import {
  findOriginalsWithMetadata,
  lockOriginalWithMetadata,
  markOriginalMetadataRemoved,
} from './repository';

type Deps = Pick<AppContext, 'db' | 'storage' | 'log' | 'jobs'>;

export const originalMetadataJob = 'original-metadata';

/** Assets read per query; each is then rewritten on its own. */
const batchSize = 50;

/** Long enough for a large library; a pass that is stopped continues at the next start (marks are per asset). */
const passDeadlineMs = 60 * 60_000;

/**
 * Originals uploaded before uploads lost their metadata (issue 30, point 8) still hold it: a start that finds one
 * queues a pass that rewrites those (assets.original_metadata_removed false) and marks each. A pass is idempotent and
 * resumable: it stops between two assets when the app stops or its deadline passes, and the next start goes on
 * with the assets still unmarked; on PostgreSQL several processes may pass at once, and the row lock below lets
 * one of them rewrite each file. With nothing left to do, a pass is one indexed query.
 */
export function defineOriginalMetadataJob(app: FastifyInstance, deps: Deps) {
  deps.jobs.define<Record<string, never>>({
    name: originalMetadataJob,
    concurrency: 1,
    deadlineMs: passDeadlineMs,
    handle: async (_data, run) => {
      const rewritten = await removeMetadataOfStoredOriginals(deps, run.signal);
      if (rewritten > 0) deps.log.info({ rewritten }, 'metadata removed from stored originals');
    },
  });
  // Queued only while there is something to do: once every original is clean (and on every new install), a
  // start costs one indexed query instead of a job that every process would take in turn.
  app.addHook('onReady', async () => {
    await findOriginalsWithMetadata(deps.db, null, 1)
      .then((left) => (left.length > 0 ? deps.jobs.send(originalMetadataJob, {}) : undefined))
      .catch((error: unknown) => deps.log.warn({ err: error }, 'queuing the original-metadata pass failed'));
  });
}

/**
 * One pass over the unmarked originals, in id order, each visited once: answers how many it marked. An original
 * that cannot be read or written stays unmarked (logged) for the next start's pass.
 */
export async function removeMetadataOfStoredOriginals(
  deps: Pick<Deps, 'db' | 'storage' | 'log'>,
  signal: AbortSignal,
): Promise<number> {
  let marked = 0;
  let afterId: string | null = null;
  for (;;) {
    const batch = await findOriginalsWithMetadata(deps.db, afterId, batchSize);
    for (const original of batch) {
      if (signal.aborted) return marked;
      const done = await removeMetadataOfOne(deps, original).catch((error: unknown) => {
        deps.log.warn({ err: error, assetId: original.id }, 'removing an original’s metadata failed');
        return false;
      });
      if (done) marked++;
    }
    const last = batch.at(-1);
    if (!last || batch.length < batchSize) return marked;
    afterId = last.id;
  }
}

/**
 * Rewrites one original under its own key, so every page, gallery and template that shows it keeps its URL.
 * The picture work happens before the transaction; inside it, the asset is locked while the file is replaced
 * and marked, so a delete cannot remove the file in between and then find it written again.
 */
async function removeMetadataOfOne(
  { db, storage, log }: Pick<Deps, 'db' | 'storage' | 'log'>,
  original: { id: string; storageKey: string },
): Promise<boolean> {
  const file = await storage.get(original.storageKey);
  if (!file) {
    // Nothing is served under the key: there is no metadata to remove.
    log.warn({ assetId: original.id }, 'an asset’s original is missing from the storage');
    await markOriginalMetadataRemoved(db, original.id, null);
    return true;
  }
  const cleaned = await originalWithoutMetadata(await buffer(file.body));
  return db.transaction(async (tx) => {
    if (!(await lockOriginalWithMetadata(tx, original.id, original.storageKey))) return false;
    if (cleaned.rewrite !== 'unchanged')
      await storage.put(original.storageKey, cleaned.bytes, { contentType: file.contentType });
    const { width, height } = cleaned.facts;
    await markOriginalMetadataRemoved(tx, original.id, { size: cleaned.bytes.length, width, height });
    return true;
  });
}
