import type { ImportRunView, ImportSource } from '@common/import/schemas';
import { importTexts } from '@common/import/texts';
import { websiteImportTexts } from '@common/import/website-texts';
import type { AppContext } from '../../http/context';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/database-errors';
import { isUuid, requireMemberHotel } from '../hotels/service';
import { pendingItems } from './import-progress';
import { propertyImportJob } from './import-job';
import {
  endStaleRuns,
  findLatestRun,
  findRun,
  finishRun,
  insertRun,
  insertWebsiteRunUnlessUserHasOne,
  type ImportRunRow,
} from './import-runs';
import { notifyImportFailed, type ImportJob } from './run-import';
import { presentRun, staleAfterMs } from './run-view';

type Deps = Pick<AppContext, 'db' | 'log' | 'config' | 'jobs'>;

/**
 * Starts importing a property into the user's hotel and answers the running import at once; the import is a
 * job that any process runs (import-job.ts) and the client follows it with getImport. One import per hotel at
 * a time, whatever its source, and one website import per user (issue 30: every site's pages are parsed in the
 * process's one worker thread, so one user's hotels cannot fill it). The marketplace import needs its data API
 * configured; the website import (issue 18) needs nothing.
 */
export async function startImport(
  deps: Deps,
  userId: string,
  hotelId: string,
  url: string,
  source: ImportSource = 'booking',
): Promise<ImportRunView> {
  const { db, config, jobs } = deps;
  const hotel = await requireMemberHotel(db, userId, hotelId);
  if (source === 'booking' && !config.booking) {
    throw new AppError('serviceUnavailable', importTexts.notConfigured);
  }
  const staleBefore = new Date(Date.now() - staleAfterMs);
  // A run whose process went away is failed now; the hotel hears of it once, like any failed run.
  for (const ended of await endStaleRuns(db, hotelId, staleBefore, importTexts.importFailed)) {
    await notifyImportFailed(deps, { hotelId, runId: ended.id });
  }
  // One website import at a time per account: the hotels of one owner share it, whoever of the team starts it.
  const row = await insertFirstRun(db, hotel.userId, hotelId, url, source, staleBefore).catch(
    (error: unknown) => {
      if (isUniqueViolation(error))
        throw new AppError('conflict', importTexts.alreadyRunning, { cause: error });
      throw error;
    },
  );
  const job: ImportJob = { id: row.id, hotelId, userId, url, source };
  await jobs.send(propertyImportJob, job).catch(async (error: unknown) => {
    // Not queued (the database went away, or this process is stopping): the run must not block the hotel.
    await finishRun(db, row.id, {
      status: 'failed',
      items: row.items,
      error: importTexts.importFailed,
      result: null,
    }).catch(() => undefined);
    throw new AppError('serviceUnavailable', importTexts.importFailed, { cause: error });
  });
  return presentRun(row);
}

/** The new run; refused while the hotel has one running, or (website imports) while its owner's account has one. */
async function insertFirstRun(
  db: Deps['db'],
  ownerId: string,
  hotelId: string,
  url: string,
  source: ImportSource,
  staleBefore: Date,
): Promise<ImportRunRow> {
  if (source !== 'website') return insertRun(db, hotelId, source, url, pendingItems());
  const row = await insertWebsiteRunUnlessUserHasOne(db, ownerId, hotelId, url, pendingItems(), staleBefore);
  if (!row) throw new AppError('conflict', websiteImportTexts.alreadyRunningForUser);
  return row;
}

export async function getImport(
  { db }: Pick<Deps, 'db'>,
  userId: string,
  hotelId: string,
  importId: string,
): Promise<ImportRunView> {
  await requireMemberHotel(db, userId, hotelId);
  const row = isUuid(importId) ? await findRun(db, hotelId, importId) : undefined;
  if (!row) throw new AppError('notFound', importTexts.importNotFound);
  return presentRun(row);
}

/** The hotel's latest import, so a reload during or after one shows it; null before the first. */
export async function getLatestImport(
  { db }: Pick<Deps, 'db'>,
  userId: string,
  hotelId: string,
): Promise<ImportRunView | null> {
  await requireMemberHotel(db, userId, hotelId);
  const row = await findLatestRun(db, hotelId);
  return row ? presentRun(row) : null;
}
