import type { ImportRunView } from '@common/import/schemas';
import { importTexts } from '@common/import/texts';
import type { AppContext } from '../../http/context';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/database-errors';
import { isUuid, requireOwnedHotel } from '../hotels/service';
import type { ImportJobs } from './import-jobs';
import { pendingItems } from './import-progress';
import { endStaleRuns, findLatestRun, findRun, insertRun } from './import-runs';
import { runImport } from './run-import';
import { presentRun, staleAfterMs } from './run-view';

type Deps = Pick<AppContext, 'db' | 'storage' | 'log' | 'config'> & { jobs: ImportJobs };

/**
 * Starts importing a property into the user's hotel and answers the running import at once; the import goes on
 * after the answer (run-import.ts) and the client follows it with getImport. One import per hotel at a time.
 */
export async function startImport(
  deps: Deps,
  userId: string,
  hotelId: string,
  url: string,
): Promise<ImportRunView> {
  const { db, config, jobs } = deps;
  await requireOwnedHotel(db, userId, hotelId);
  const booking = config.booking;
  if (!booking) throw new AppError('serviceUnavailable', importTexts.notConfigured);
  await endStaleRuns(db, hotelId, new Date(Date.now() - staleAfterMs), importTexts.importFailed);
  const row = await insertRun(db, hotelId, url, pendingItems()).catch((error: unknown) => {
    if (isUniqueViolation(error))
      throw new AppError('conflict', importTexts.alreadyRunning, { cause: error });
    throw error;
  });
  jobs.start((signal) => runImport({ ...deps, booking }, { id: row.id, hotelId, userId, url }, signal));
  return presentRun(row);
}

export async function getImport(
  { db }: Pick<Deps, 'db'>,
  userId: string,
  hotelId: string,
  importId: string,
): Promise<ImportRunView> {
  await requireOwnedHotel(db, userId, hotelId);
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
  await requireOwnedHotel(db, userId, hotelId);
  const row = await findLatestRun(db, hotelId);
  return row ? presentRun(row) : null;
}
