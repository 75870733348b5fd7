import type { FastifyInstance } from 'fastify';
import { alpineBitsLimits } from '@common/alpinebits/limits';
import { alpineBitsTexts } from '@common/alpinebits/texts';
import { startPeriodicTask } from '../../lib/periodic-task';
import type { AlpineBitsDeps } from './deps';
import { failureOf } from './failures';
import { alpineBitsPushJob, type PushJob } from './push-job';
import { failQueuedRun, findHotelsDueForAutoPush, insertAutoRunIfDue } from './repository';

/** Hotels one pass queues at most; the rest are due again at the next pass. */
const hotelsPerPass = 200;

/**
 * 'Push automatically after changes' (issue 33): each hotel whose switch is on and whose content or photos changed
 * since the last push the server took (hotels.content_version and assets_version, raised by the database's
 * triggers) is pushed, at most once every 15 minutes. A push that failed leaves the versions unpushed, so it is
 * tried again 15 minutes later; its owner was told once (push-job.ts).
 */
export async function runAutoPushPass(deps: AlpineBitsDeps): Promise<number> {
  const now = deps.timings.now();
  const quietSince = new Date(now.getTime() - alpineBitsLimits.autoPushIntervalMinutes * 60_000);
  let queued = 0;
  for (const { hotelId } of await findHotelsDueForAutoPush(deps.db, quietSince, hotelsPerPass)) {
    const run = await insertAutoRunIfDue(deps.db, hotelId, quietSince, now, alpineBitsLimits.runsKept);
    if (!run) continue;
    queued += 1;
    await deps.jobs.send<PushJob>(alpineBitsPushJob, { hotelId }).catch(async (error: unknown) => {
      // Not queued: ended at once, so no run waits for nobody; the next pass after 15 minutes tries again.
      deps.log.warn({ err: error, hotelId }, 'queuing an automatic AlpineBits push failed');
      await failQueuedRun(deps.db, run.id, failureOf('internal', alpineBitsTexts.internal), now).catch(
        () => undefined,
      );
    });
  }
  return queued;
}

/** Runs the automatic pushes' pass periodically, in every process, until the app closes. */
export function startAutoPushSweep(app: FastifyInstance, deps: AlpineBitsDeps) {
  startPeriodicTask(app, deps.log, {
    name: 'the automatic AlpineBits push',
    everyMs: deps.timings.autoPushSweepMs,
    run: async () => {
      await runAutoPushPass(deps);
    },
  });
}
