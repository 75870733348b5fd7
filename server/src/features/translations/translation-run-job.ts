import { setTimeout as sleep } from 'node:timers/promises';
import type { LanguageCode } from '@common/languages/content-languages';
import { inListOrder } from '@common/languages/content-languages';
import type { TranslationRunView } from '@common/translations/schemas';
import { translationsTexts } from '@common/translations/texts';
import type { AppContext } from '../../http/context';
import { TranslationError } from '../../integrations/ai/translation-error';
import { stoppedByShutdown, type JobRun } from '../../integrations/jobs/job-queue';
import { AppError } from '../../lib/app-error';
import { requireMemberHotel } from '../hotels/service';
import { findStoredTexts, findTextSources } from './repository';
import {
  claimRun,
  countRunText,
  failAbandonedRuns,
  findLatestRun,
  findOpenRun,
  findRun,
  finishRun,
  insertRun,
  presentRun,
  requeueRun,
  setRunTotal,
} from './run-repository';
import { servedLanguages, translateAndStore, type TranslationsDeps } from './service';
import { missingTexts, type HotelTexts } from './texts-model';

export const translationRunJob = 'translate-missing';

/**
 * Texts translated at once: each call mostly waits on the AI service, so four overlap their waits (40 rooms'
 * descriptions into 5 languages at 200 ms a call: about 10 s instead of 40) without hammering the service.
 */
export const textsAtOnce = 4;
/** Long enough for a large hotel's texts at the service's pace; a run still open after it counts as abandoned. */
const runDeadlineMs = 30 * 60_000;
/** A throttled call waits this long before its text is tried again, twice at most. */
const rateLimitPauseMs = 2_000;

type Deps = Pick<AppContext, 'db' | 'ai' | 'jobs' | 'log'>;

interface RunJob {
  runId: string;
  hotelId: string;
  userId: string;
}

export function defineTranslationRunJob(deps: Deps) {
  deps.jobs.define<RunJob>({
    name: translationRunJob,
    concurrency: 2,
    deadlineMs: runDeadlineMs,
    handle: (job, run) => runTranslations(deps, job, run),
  });
}

async function readTexts(
  deps: Pick<Deps, 'db'>,
  hotelId: string,
  primaryLanguage: LanguageCode,
): Promise<HotelTexts> {
  const [sources, stored] = await Promise.all([
    findTextSources(deps.db, hotelId, primaryLanguage),
    findStoredTexts(deps.db, hotelId, primaryLanguage),
  ]);
  return { primaryLanguage, sources, stored };
}

/**
 * 'Translate all missing' (issue 37, part 3): a run over every text with a source that has no translation in the
 * chosen served languages (all but the primary by default). 202 with the new run; while one is open, that one
 * (200). 409 when the hotel serves no other language or nothing is missing.
 */
export async function startTranslationRun(
  deps: Deps,
  userId: string,
  hotelId: string,
  requested: LanguageCode[] | undefined,
): Promise<{ created: boolean; run: TranslationRunView }> {
  const hotel = await requireMemberHotel(deps.db, userId, hotelId);
  await failAbandonedRuns(
    deps.db,
    hotel.id,
    new Date(Date.now() - runDeadlineMs - 60_000),
    translationsTexts.runStopped,
  );
  const open = await findOpenRun(deps.db, hotel.id);
  if (open) return { created: false, run: presentRun(open) };
  const served = servedLanguages(hotel).filter((language) => language !== hotel.primaryLanguage);
  if (served.length === 0) throw new AppError('conflict', translationsTexts.noOtherLanguage);
  const languages = requested ? inListOrder(requested) : served;
  const unserved = languages.filter((language) => !served.includes(language));
  if (unserved.length > 0) {
    const message = translationsTexts.notServed(served.join(', '));
    throw new AppError('validation', message, { fields: { languages: message } });
  }
  const missing = missingTexts(await readTexts(deps, hotel.id, hotel.primaryLanguage), languages);
  if (missing.length === 0) throw new AppError('conflict', translationsTexts.nothingMissing);
  const run = await insertRun(deps.db, hotel.id, languages, missing.length);
  if (!run) {
    const other = await findOpenRun(deps.db, hotel.id);
    if (other) return { created: false, run: presentRun(other) };
    throw new AppError('conflict', translationsTexts.nothingMissing);
  }
  await deps.jobs.send<RunJob>(translationRunJob, { runId: run.id, hotelId: hotel.id, userId });
  return { created: true, run: presentRun(run) };
}

/** The hotel's latest run, for the progress shown while it runs and its outcome after. */
export async function getLatestTranslationRun(deps: Pick<Deps, 'db'>, userId: string, hotelId: string) {
  const hotel = await requireMemberHotel(deps.db, userId, hotelId);
  const run = await findLatestRun(deps.db, hotel.id);
  return { run: run ? presentRun(run) : null };
}

/**
 * One run: the missing texts read again when it starts (what was typed meanwhile is no longer missing), then
 * translated four at once, each stored as it arrives and counted. A text whose translation fails stays missing
 * and is counted as failed; the built-in generator, which cannot translate, ends the run at its first refusal.
 */
export async function runTranslations(deps: Deps, job: RunJob, jobRun: JobRun) {
  const run = await claimRun(deps.db, job.runId);
  if (!run) return;
  try {
    const hotel = await requireMemberHotel(deps.db, job.userId, job.hotelId);
    const missing = missingTexts(await readTexts(deps, hotel.id, hotel.primaryLanguage), run.languages);
    await setRunTotal(deps.db, run.id, run.translated + missing.length);
    const queue = [...missing];
    let stopReason: string | undefined;
    const translationDeps: Pick<TranslationsDeps, 'db' | 'ai'> = deps;
    const worker = async () => {
      for (let next = queue.shift(); next && !stopReason && !jobRun.signal.aborted; next = queue.shift()) {
        const address = {
          hotelId: hotel.id,
          kind: next.source.kind,
          subjectId: next.source.subjectId,
          language: next.language,
        };
        const failure = await translateOne(translationDeps, job.userId, jobRun, {
          source: next.source,
          address,
          primaryLanguage: hotel.primaryLanguage,
        });
        if (failure?.stopsRun) {
          stopReason = failure.message;
          queue.unshift(next);
          return;
        }
        if (!jobRun.signal.aborted || failure === undefined) {
          await countRunText(deps.db, run.id, failure ? { failure: failure.message } : {});
        }
      }
    };
    await Promise.all(Array.from({ length: textsAtOnce }, worker));
    if (jobRun.signal.aborted) throw jobRun.signal.reason;
    await finishRun(deps.db, run.id, stopReason ? { notTried: queue.length, failure: stopReason } : {});
  } catch (error) {
    if (stoppedByShutdown(jobRun) && jobRun.handedBackOnStop) {
      await requeueRun(deps.db, run.id);
      throw error;
    }
    const left = error instanceof AppError && error.code === 'notFound';
    if (!left) deps.log.warn({ err: error, runId: run.id }, 'translation run failed');
    const fresh = await findRun(deps.db, run.id);
    const notTried = fresh ? Math.max(0, fresh.total - fresh.translated - fresh.failed) : 0;
    await finishRun(deps.db, run.id, { notTried, failure: translationsTexts.runStopped });
  }
}

interface TextFailure {
  message: string;
  /** No further text can succeed (no translation service): the run ends here. */
  stopsRun: boolean;
}

async function translateOne(
  deps: Pick<TranslationsDeps, 'db' | 'ai'>,
  userId: string,
  jobRun: JobRun,
  target: Parameters<typeof translateAndStore>[2],
): Promise<TextFailure | undefined> {
  for (let attempt = 0; ; attempt++) {
    try {
      await translateAndStore(deps, userId, target, { onlyIfMissing: true, signal: jobRun.signal });
      return undefined;
    } catch (error) {
      if (jobRun.signal.aborted) return { message: translationsTexts.runStopped, stopsRun: false };
      if (!(error instanceof AppError)) throw error;
      const failure = error instanceof TranslationError ? error.failure : error.code;
      if (failure === 'notConfigured') return { message: error.message, stopsRun: true };
      if (failure === 'rateLimited' && attempt < 2) {
        await sleep(rateLimitPauseMs, undefined, { signal: jobRun.signal }).catch(() => undefined);
        continue;
      }
      return { message: error.message, stopsRun: false };
    }
  }
}
