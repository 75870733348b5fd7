import type { AppContext } from '../../http/context';
import type { JobRun } from '../../integrations/jobs/job-queue';
import { findRun } from './import-runs';
import { endImportAsFailed, importDeadlineMs, runImport, type ImportJob } from './run-import';
import { isStale } from './run-view';
import { bookingSource } from './sources/booking-source';
import { websiteSource } from './sources/website-source';

export const propertyImportJob = 'property-import';

/**
 * Imports one process runs at once; more wait in the queue. An import mostly waits on the network (the data
 * API, photo downloads) and bounds its own image work by the cores, so several overlap well.
 */
const importsAtOnce = 8;

type Deps = Pick<AppContext, 'db' | 'storage' | 'log' | 'config' | 'jobs'>;

/** The property import as a job (docs/decisions/016): started by a request, run by whichever process takes it. */
export function definePropertyImportJob(deps: Deps) {
  deps.jobs.define<ImportJob>({
    name: propertyImportJob,
    concurrency: importsAtOnce,
    deadlineMs: importDeadlineMs,
    handle: (job, run) => takeImport(deps, job, run),
  });
}

/**
 * Runs the import of a job, once: a run that has finished meanwhile (or whose hotel is gone) is left alone, so a
 * job that comes back after its process died never imports twice; one that lost its process long enough to read
 * as failed is ended as failed, and its user told.
 */
async function takeImport(deps: Deps, job: ImportJob, run: JobRun) {
  const row = await findRun(deps.db, job.hotelId, job.id);
  if (!row || row.status !== 'running') return;
  const source = sourceOf(deps, job);
  if (isStale(row, Date.now()) || !source) {
    await endImportAsFailed(deps, job, row.items, null);
    return;
  }
  await runImport(deps, job, run, source);
}

/** The job's source; null for a marketplace import on a process without the data API configured. */
function sourceOf(deps: Deps, job: ImportJob) {
  if (job.source === 'website') return websiteSource(deps, job.url);
  const booking = deps.config.booking;
  return booking ? bookingSource(booking, job.url) : null;
}
