import { alpineBitsTexts } from '@common/alpinebits/texts';
import type { PushAnswerView } from '@common/alpinebits/schemas';
import { pushHotelContent, type AlpineBitsPushReport } from '../../integrations/alpinebits';
import { stoppedByShutdown, type JobRun } from '../../integrations/jobs/job-queue';
import { activityTexts } from '@common/activities/texts';
import { recordActivity } from '../activities/service';
import { notifyHotelMembers } from '../notifications/service';
import type { AlpineBitsDeps } from './deps';
import { failureOf, runFailureOf, type RunFailure } from './failures';
import { readHotelContentRows } from './content-repository';
import { collectHotelContent, type CollectedContent } from './hotel-content';
import { withRetries } from './push-attempts';
import {
  claimNextRun,
  failStaleRuns,
  findConnection,
  findRun,
  finishRun,
  requeueRun,
  updateConnection,
  type ConnectionRow,
  type PushRunRow,
} from './repository';
import { openPassword } from './sealed-password';
import { storedHandshake } from './views';

export const alpineBitsPushJob = 'alpinebits-push';

/** Pushes one process runs at once (each mostly waits on the receiver); one per hotel at a time regardless. */
const pushesAtOnce = 4;

/**
 * A job's whole work: its hotel's queued runs one after another, each up to three tries of a handshake and two
 * messages of up to a minute each. Past this the job stops; a run still 'running' two minutes after it reads as
 * stale and is ended as failed by the hotel's next job.
 */
export const pushDeadlineMs = 10 * 60_000;
const staleAfterMs = pushDeadlineMs + 2 * 60_000;

export interface PushJob {
  hotelId: string;
}

export function defineAlpineBitsPushJob(deps: AlpineBitsDeps) {
  deps.jobs.define<PushJob>({
    name: alpineBitsPushJob,
    concurrency: pushesAtOnce,
    deadlineMs: pushDeadlineMs,
    handle: (job, run) => runQueuedPushes(deps, job.hotelId, run),
  });
}

/**
 * Runs the hotel's queued pushes, oldest first, while no other run of the hotel is going: two pushes asked for at
 * once run one after the other (the second job finds the first running and leaves its run to that job, which
 * takes it next), never side by side, and none is lost.
 */
export async function runQueuedPushes(deps: AlpineBitsDeps, hotelId: string, jobRun: JobRun) {
  const now = deps.timings.now();
  await failStaleRuns(
    deps.db,
    hotelId,
    new Date(now.getTime() - staleAfterMs),
    failureOf('internal', alpineBitsTexts.internal),
    now,
  );
  while (!jobRun.signal.aborted) {
    const run = await claimNextRun(deps.db, hotelId, deps.timings.now());
    if (!run) return;
    await runPush(deps, run, jobRun);
  }
}

interface Outcome {
  status: 'succeeded' | 'warnings' | 'failed';
  failure: RunFailure | null;
  report: AlpineBitsPushReport | null;
  collected: CollectedContent | null;
  versions: { contentVersion: number; assetsVersion: number } | null;
}

/** One run: the content read and built, sent with retries, and its outcome recorded. */
async function runPush(deps: AlpineBitsDeps, run: PushRunRow, jobRun: JobRun) {
  const started = performance.now();
  let tries = 0;
  let outcome: Outcome;
  const connection = await findConnection(deps.db, run.hotelId);
  try {
    outcome = connection
      ? await push(deps, connection, jobRun, (count) => (tries = count))
      : failed(failureOf('internal', alpineBitsTexts.notConnected));
  } catch (error) {
    if (stoppedByShutdown(jobRun) && jobRun.handedBackOnStop) {
      // PostgreSQL: another process takes the job and this run again.
      await requeueRun(deps.db, run.id);
      throw error;
    }
    deps.log.warn({ err: error, hotelId: run.hotelId, runId: run.id }, 'AlpineBits push failed');
    outcome = failed(runFailureOf(error));
  }
  // What the run changes elsewhere comes before its outcome, so whoever sees the run ended sees them too; a run
  // deleted meanwhile (disconnected, the hotel deleted) changes nothing and tells nobody.
  const stillThere = (await findRun(deps.db, run.id))?.status === 'running';
  if (stillThere && connection) await afterRun(deps, connection, run, outcome);
  await record(deps, run, outcome, { tries, durationMs: Math.round(performance.now() - started) });
}

const failed = (failure: RunFailure, extra: Partial<Outcome> = {}): Outcome => ({
  status: 'failed',
  failure,
  report: null,
  collected: null,
  versions: null,
  ...extra,
});

async function push(
  deps: AlpineBitsDeps,
  connection: ConnectionRow,
  jobRun: JobRun,
  onTry: (tries: number) => void,
): Promise<Outcome> {
  const rows = await readHotelContentRows(deps.db, connection.hotelId);
  if (!rows.owned) return failed(failureOf('internal', alpineBitsTexts.internal));
  const versions = {
    contentVersion: rows.owned.hotel.contentVersion,
    assetsVersion: rows.owned.hotel.assetsVersion,
  };
  if (rows.rooms.length === 0) return failed(failureOf('no-rooms', alpineBitsTexts.noRooms), { versions });
  const collected = collectHotelContent(rows.owned, rows, {
    appUrl: deps.config.appUrl,
    storage: deps.storage,
    hotelCode: connection.hotelCode,
    roomCodes: new Map(Object.entries(connection.roomCodes)),
  });
  if (collected.content.rooms.length === 0)
    return failed(failureOf('no-room-codes', alpineBitsTexts.noRoomCodes), { versions, collected });
  const password = openPassword(deps.passwordKey, connection.hotelId, connection.sealedPassword);
  const report = await withRetries(
    () =>
      pushHotelContent(
        { url: connection.serverUrl, username: connection.username, password },
        collected.content,
        {
          allowedHosts: deps.config.outboundAllowedHosts,
          timeoutMs: deps.timings.exchangeTimeoutMs,
          signal: jobRun.signal,
        },
      ),
    { delaysMs: deps.timings.retryDelaysMs, signal: jobRun.signal, onTry },
  );
  const errors = report.sent.flatMap(({ result }) => result.errors);
  if (report.outcome === 'errors')
    return failed(failureOf('errors-answer', alpineBitsTexts.errorsAnswer, errors), {
      report,
      collected,
      versions,
    });
  return {
    status: report.outcome === 'warnings' ? 'warnings' : 'succeeded',
    failure: null,
    report,
    collected,
    versions,
  };
}

const messageOf = (action: string): PushAnswerView['message'] =>
  action.endsWith(':Info') ? 'info' : 'inventory';

async function record(
  deps: AlpineBitsDeps,
  run: PushRunRow,
  { status, failure, report, collected, versions }: Outcome,
  measured: { tries: number; durationMs: number },
): Promise<boolean> {
  const leftOutRooms = (collected?.roomsWithoutCode ?? []).map((room) => ({
    key: room.roomId,
    name: room.name,
    where: 'room',
  }));
  return finishRun(deps.db, run.id, {
    status,
    finishedAt: deps.timings.now(),
    durationMs: measured.durationMs,
    tries: measured.tries,
    contentVersion: versions?.contentVersion ?? null,
    assetsVersion: versions?.assetsVersion ?? null,
    counts: report ? { ...report.counts } : null,
    languages: report ? [...(collected?.content.languages ?? [])] : [],
    answers: (report?.sent ?? []).map(({ action, result }) => ({
      message: messageOf(action),
      outcome: result.outcome,
      warnings: [...result.warnings],
      errors: [...result.errors],
    })),
    failure,
    leftOut: [
      ...leftOutRooms,
      ...(report?.leftOut ?? []).map(({ key, name, where }) => ({ key, name, where })),
    ],
  });
}

/**
 * What a run changes on its connection: a push the server took records the versions it sent (the automatic push
 * waits for the next change) and the handshake it found; a failed automatic push tells the hotel once, until a
 * push succeeds again.
 */
async function afterRun(deps: AlpineBitsDeps, connection: ConnectionRow, run: PushRunRow, outcome: Outcome) {
  if (outcome.status !== 'failed') {
    // A push someone asked for is on the dashboard's Recent Activity; the automatic ones follow changes that are.
    if (run.trigger === 'manual')
      await recordActivity(deps, {
        hotelId: connection.hotelId,
        kind: 'alpinebits_push',
        title: activityTexts.alpineBitsPushed(new URL(connection.serverUrl).host),
        entityId: run.id,
        actorUserId: run.requestedBy,
      });
    await updateConnection(deps.db, connection.hotelId, {
      pushedContentVersion: outcome.versions?.contentVersion ?? null,
      pushedAssetsVersion: outcome.versions?.assetsVersion ?? null,
      autoFailureNotified: false,
      ...(outcome.report
        ? { handshake: storedHandshake(outcome.report.handshake), handshakeAt: deps.timings.now() }
        : {}),
    });
    return;
  }
  if (run.trigger !== 'auto' || connection.autoFailureNotified) return;
  await updateConnection(deps.db, connection.hotelId, { autoFailureNotified: true });
  // The hotel's members who hear of failed pushes (issue 36, part 5); a hotel deleted meanwhile has none.
  await notifyHotelMembers(deps, {
    hotelId: connection.hotelId,
    kind: 'alpinebits_push_failed',
    params: {},
    dedupeKey: run.id,
  });
}
