import { buffer } from 'node:stream/consumers';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import type { Metadata } from 'sharp';
import type { AppContext } from '../../http/context';
import { readImageHeader } from '../../lib/image-input';
import { findOriginalsToCheck, markOriginalChecked } from './repository';

type Deps = Pick<AppContext, 'db' | 'storage' | 'log' | 'jobs'>;

export const photoFactsJob = 'photo-facts';

/** Originals found per query. */
const batchSize = 50;
/** Originals read at once: each is held in memory while its header is read, and the storage may be remote. */
const readsAtOnce = 4;
/** Long enough for a large library; a pass that is stopped continues at the next start (marks are per asset). */
const passDeadlineMs = 60 * 60_000;

export interface PhotoFactsPass {
  /** Originals read and described. */
  checked: number;
  /** Originals the storage has no file for. */
  missing: number;
}

/**
 * The channels judge every photo by its pixel and byte size (issue 32). New originals are described as they are
 * stored; the rows stored before migration 0023 (original_checked_at null) are read once by this job, which a
 * start queues while any is left. An original missing from the storage is marked (original_missing) and never
 * fails the pass; it is read again by later passes and the mark is cleared once it is found.
 */
export function definePhotoFactsJob(app: FastifyInstance, deps: Deps) {
  deps.jobs.define<Record<string, never>>({
    name: photoFactsJob,
    concurrency: 1,
    deadlineMs: passDeadlineMs,
    handle: async (_data, run) => {
      const pass = await readFactsOfStoredOriginals(deps, run.signal);
      if (pass.checked + pass.missing > 0) deps.log.info(pass, 'photo facts read from stored originals');
    },
  });
  app.addHook('onReady', async () => {
    await queuePhotoFactsPass(deps).catch((error: unknown) =>
      deps.log.warn({ err: error }, 'queuing the photo facts pass failed'),
    );
  });
}

/**
 * Queues a pass only while some original is unchecked or was missing: with every original described (and on
 * every new install), a start costs one query instead of a job that every process would take in turn.
 */
export async function queuePhotoFactsPass(deps: Pick<Deps, 'db' | 'jobs'>): Promise<boolean> {
  const left = await findOriginalsToCheck(deps.db, null, 1);
  if (left.length === 0) return false;
  await deps.jobs.send(photoFactsJob, {});
  return true;
}

/**
 * One pass over the originals to check, in id order, each visited once, a few at a time. Between batches it
 * hands the event loop back, so requests keep being answered while a large library is read.
 */
export async function readFactsOfStoredOriginals(
  deps: Pick<Deps, 'db' | 'storage' | 'log'>,
  signal: AbortSignal,
): Promise<PhotoFactsPass> {
  const pass: PhotoFactsPass = { checked: 0, missing: 0 };
  let afterId: string | null = null;
  for (;;) {
    const batch = await findOriginalsToCheck(deps.db, afterId, batchSize);
    for (let start = 0; start < batch.length; start += readsAtOnce) {
      if (signal.aborted) return pass;
      const found = await Promise.all(
        batch.slice(start, start + readsAtOnce).map((row) => checkOne(deps, row)),
      );
      for (const outcome of found) if (outcome !== 'skipped') pass[outcome]++;
    }
    const last = batch.at(-1);
    if (!last || batch.length < batchSize) return pass;
    afterId = last.id;
    await nextTurn();
  }
}

/**
 * Reads one original's header (sharp reads the header only; nothing is decoded). A file that is there but cannot
 * be read as an image keeps its stored facts and counts as checked: reading it again would not change that. A
 * failing storage read leaves the row for the next pass.
 */
async function checkOne(
  { db, storage, log }: Pick<Deps, 'db' | 'storage' | 'log'>,
  original: { id: string; storageKey: string },
): Promise<'checked' | 'missing' | 'skipped'> {
  try {
    const file = await storage.get(original.storageKey);
    if (!file) {
      log.warn({ assetId: original.id }, 'an asset’s original is missing from the storage');
      await markOriginalChecked(db, original, 'missing');
      return 'missing';
    }
    const bytes = await buffer(file.body);
    const header = await readImageHeader(bytes).catch((error: unknown) => {
      log.warn({ err: error, assetId: original.id }, 'a stored original could not be read as an image');
      return null;
    });
    await markOriginalChecked(db, original, {
      size: bytes.length,
      ...(header && uprightSize(header.metadata)),
    });
    return 'checked';
  } catch (error) {
    log.warn({ err: error, assetId: original.id }, 'reading a stored original failed');
    return 'skipped';
  }
}

/** The size as the photo is shown: an original lying on its side (EXIF orientation 5-8) swaps its sides. */
function uprightSize({ width = 0, height = 0, orientation = 1 }: Metadata) {
  return orientation >= 5 ? { width: height, height: width } : { width, height };
}
