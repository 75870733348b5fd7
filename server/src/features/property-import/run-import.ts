import type { ImportItemView, ImportResultView, ImportSource } from '@common/import/schemas';
import { importTexts } from '@common/import/texts';
import type { AppContext } from '../../http/context';
import { ImportFailure } from '../../integrations/booking/import-failure';
import { stoppedByShutdown, type JobRun } from '../../integrations/jobs/job-queue';
import { storedKeyList, type StoredKeys } from '../assets/asset-files';
import { pendingFor, removePendingFiles } from '../files/pending-files';
import { notifyHotelMembers } from '../notifications/service';
import { failedItems, ImportProgress, pendingItems } from './import-progress';
import { finishRun, updateRunItems } from './import-runs';
import { planPhotos } from './photo-plan';
import { preparePhotos } from './prepare-photos';
import type { ImportSourceReader } from './sources/import-source';
import { writeImportCore } from './write-core';
import { writeImportExtras } from './write-extras';

export type ImportDeps = Pick<AppContext, 'db' | 'storage' | 'log'>;

/** An import still going after this long is stopped and ends as failed (a 150-photo import takes about a minute). */
export const importDeadlineMs = 15 * 60_000;

/**
 * How long an import's stored photos may wait for its core transaction to claim them before the pending-files
 * sweep may remove them: well past the longest an import runs (its deadline).
 */
export const importFilesPendingMs = 2 * importDeadlineMs;

export interface ImportJob {
  id: string;
  hotelId: string;
  /** Who started it: they are told through the bell when it ends. */
  userId: string;
  url: string;
  /** Absent on jobs queued before the website import: those read from the marketplace. */
  source?: ImportSource;
}

/**
 * One property import, from the data API's reply to the last link (spec part 1, sections 4, 8 and 9;
 * DECISIONS.md point 14), reporting real progress on its run as it goes:
 *   Hotel Information  importing while the details are fetched (50 %), success once the core is written;
 *   Images & Assets    importing with the share of photos downloaded and prepared, success with the core;
 *   Room Data, Features & Amenities  importing while the core is written, then success.
 * On failure the items still importing become 'Import failed', the run keeps the reason in section 8's words,
 * and every file stored for it is removed: the core is one transaction, so no row is left either. Either way
 * the user who started it is told through the bell, since they may have left the import step by then.
 * When this process stops and the job goes back to the queue (PostgreSQL), its files are removed likewise, its
 * items read pending again, and it throws: another process starts it over (a second run adds nothing twice).
 */
export async function runImport(
  deps: ImportDeps,
  job: ImportJob,
  run: JobRun,
  source: ImportSourceReader,
): Promise<void> {
  const { db, log } = deps;
  const { signal } = run;
  const progress = new ImportProgress((items) => updateRunItems(db, job.id, items));
  const stored: StoredKeys[] = [];
  const phases = new PhaseClock();
  const pendingUntil = pendingFor(importFilesPendingMs);
  try {
    progress.importing('hotel');
    const reading = await source.read(signal, (percent) => progress.importing('hotel', percent / 2));
    const { listing } = reading;
    phases.lap('detailsMs');
    progress.importing('hotel', 50);

    progress.importing('images');
    const photos = await preparePhotos(
      deps,
      job.hotelId,
      listing.photos,
      { fetchPhoto: source.fetchPhoto, stored, signal: source.photoSignal(signal), pendingUntil },
      (done, total) => progress.importing('images', (done / total) * 100),
    );
    signal.throwIfAborted();
    phases.lap('photosMs');
    const plan = planPhotos(
      photos.prepared.map((prepared) => prepared.photo),
      listing.rooms,
    );

    progress.importing('images', 100);
    progress.importing('rooms');
    progress.importing('features');
    const core = await writeImportCore(db, job.hotelId, listing, photos.prepared, plan, reading);
    await removeFiles(deps, core.unusedFiles);
    stored.length = 0;
    phases.lap('coreMs');

    const { numberOfRooms } = reading;
    const extras = await writeImportExtras(deps, job.hotelId, core, plan, reading, job.userId);
    phases.lap('extrasMs');
    const result: ImportResultView = {
      hotelName: core.hotelName,
      numberOfRooms,
      description: listing.description !== null,
      photos: {
        imported: core.photosImported,
        alreadyThere: photos.prepared.length - core.photosImported,
        skipped: photos.skipped + listing.photosLeftOut,
      },
      rooms: { added: core.roomsAdded, alreadyThere: listing.rooms.length - core.roomsAdded },
      features: { matched: core.featuresMatched, added: core.featuresAdded },
      defaultTemplateId: extras.defaultTemplateId,
      found: reading.found,
    };
    progress.succeeded('hotel', core.hotelName);
    progress.succeeded('images', photoNote(result.photos));
    progress.succeeded('rooms', countNote(listing.rooms.length, 'room'));
    progress.succeeded('features', countNote(listing.facilities.length, 'feature'));
    await progress.settled();
    // The bell hears of it before the run reads as finished, so whoever sees the run finish finds it there.
    await notifyHotelMembers(deps, {
      hotelId: job.hotelId,
      kind: 'import_succeeded',
      params: { hotelName: core.hotelName },
      dedupeKey: job.id,
    });
    await finishRun(db, job.id, { status: 'succeeded', items: progress.snapshot(), error: null, result });
    // Where an import's time goes, for operators and for the import benchmark's tuning.
    log.info(
      { importId: job.id, photos: listing.photos.length, ...phases.laps() },
      'property import succeeded',
    );
  } catch (error) {
    await removeFiles(deps, stored);
    if (run.handedBackOnStop && stoppedByShutdown(run)) {
      await progress.settled();
      await updateRunItems(db, job.id, pendingItems());
      throw error;
    }
    const refused = error instanceof ImportFailure;
    const message = refused ? error.message : importTexts.importFailed;
    // A refusal (a site with nothing hotel-like, an address that may not be reached, the data API's answer) is
    // the user's to read on the run, not an operator's fault: info. Anything else is ours: error.
    if (refused) log.info({ importId: job.id, detail: error.detail }, 'property import refused');
    else log.error({ err: error, importId: job.id }, 'property import failed');
    await progress.settled();
    await endImportAsFailed(deps, job, progress.snapshot(), message);
  } finally {
    source.close();
  }
}

/**
 * Ends a run as failed with the reason in section 8's words (the generic 'Import failed' without one), after
 * telling its user through the bell.
 */
export async function endImportAsFailed(
  deps: Pick<ImportDeps, 'db' | 'log'>,
  job: ImportJob,
  items: ImportItemView[],
  message: string | null,
) {
  await notifyImportFailed(deps, { hotelId: job.hotelId, runId: job.id });
  await finishRun(deps.db, job.id, {
    status: 'failed',
    items: failedItems(items),
    error: message ?? importTexts.importFailed,
    result: null,
  });
}

/**
 * Tells the hotel's members who hear of imports (issue 36, part 5) through the bell that an import failed: one
 * notification each per run, keyed by the run, however many ways its end is noticed (the job failing, the job
 * coming back after its process died, a new start ending it as stale) and however often its job is tried again.
 */
export async function notifyImportFailed(
  deps: Pick<ImportDeps, 'db' | 'log'>,
  run: { hotelId: string; runId: string },
) {
  await notifyHotelMembers(deps, {
    hotelId: run.hotelId,
    kind: 'import_failed',
    params: {},
    dedupeKey: run.runId,
  });
}

/** Milliseconds between laps, by name. */
class PhaseClock {
  private last = performance.now();
  private readonly recorded: Record<string, number> = {};

  lap(name: string) {
    const now = performance.now();
    this.recorded[name] = Math.round(now - this.last);
    this.last = now;
  }

  laps() {
    return { ...this.recorded };
  }
}

async function removeFiles(deps: Pick<ImportDeps, 'db' | 'storage' | 'log'>, files: readonly StoredKeys[]) {
  await removePendingFiles(deps, files.flatMap(storedKeyList));
}

const countNote = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

function photoNote(photos: ImportResultView['photos']) {
  const brought = countNote(photos.imported + photos.alreadyThere, 'photo');
  return photos.skipped > 0 ? `${brought}, ${photos.skipped} could not be imported` : brought;
}
