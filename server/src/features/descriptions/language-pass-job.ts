import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import type { LanguageCheckOutcome } from '../../db/schema';
import type { AppContext } from '../../http/context';
import { isUniqueViolation } from '../../lib/database-errors';
import { detectLanguage } from '../../lib/language-detection';
import {
  findPendingLanguageChecks,
  hasPendingLanguageChecks,
  recordLanguageCheck,
  relabelCheckedDescription,
  type PendingLanguageCheck,
} from './language-repository';

type Deps = Pick<AppContext, 'db' | 'log' | 'jobs'>;

export const languagePassJob = 'description-languages';

/** Descriptions read per query. */
const batchSize = 100;
/** Long enough for many hotels; a pass that is stopped continues at the next start (each check is its own row). */
const passDeadlineMs = 60 * 60_000;

export type LanguagePass = Record<LanguageCheckOutcome, number>;

/**
 * Until hotels had content languages (issue 37), every description was stored as 'en', whatever it was written
 * in. Each of those has an unchecked row in description_language_checks; this job, queued at start while any is
 * left, detects each text's language once (franc, lib/language-detection.ts) and moves the description to it.
 * A text too short or mixed to tell keeps its language, and so does one whose detected language its hotel or
 * room already has a description in: both texts are kept, the finding recorded (outcome 'taken'), and the owner
 * sees the language on the content page, where they can change it.
 */
export function defineLanguagePassJob(app: FastifyInstance, deps: Deps) {
  deps.jobs.define<Record<string, never>>({
    name: languagePassJob,
    concurrency: 1,
    deadlineMs: passDeadlineMs,
    handle: async (_data, run) => {
      const pass = await checkDescriptionLanguages(deps, run.signal);
      const checked = Object.values(pass).reduce((sum, count) => sum + count, 0);
      if (checked > 0) deps.log.info(pass, 'languages of stored descriptions checked');
    },
  });
  app.addHook('onReady', async () => {
    await queueLanguagePass(deps).catch((error: unknown) =>
      deps.log.warn({ err: error }, 'queuing the description language pass failed'),
    );
  });
}

/** Queues a pass only while a description waits for one: a start after that costs one query. */
export async function queueLanguagePass(deps: Pick<Deps, 'db' | 'jobs'>): Promise<boolean> {
  if (!(await hasPendingLanguageChecks(deps.db))) return false;
  await deps.jobs.send(languagePassJob, {});
  return true;
}

/**
 * One pass over the unchecked descriptions, in check order, each visited once. Detection is pure CPU (a few
 * milliseconds a text), so between batches the event loop is handed back and requests keep being answered.
 */
export async function checkDescriptionLanguages(
  deps: Pick<Deps, 'db' | 'log'>,
  signal: AbortSignal,
): Promise<LanguagePass> {
  const pass: LanguagePass = { relabelled: 0, confirmed: 0, undetermined: 0, taken: 0, operator: 0 };
  let afterId: string | null = null;
  for (;;) {
    const batch = await findPendingLanguageChecks(deps.db, afterId, batchSize);
    for (const check of batch) {
      if (signal.aborted) return pass;
      const outcome = await checkOne(deps, check);
      if (outcome) pass[outcome]++;
    }
    const last = batch.at(-1);
    if (!last || batch.length < batchSize) return pass;
    afterId = last.checkId;
    await nextTurn();
  }
}

/** Detects one description's language and records what was done; a failing write leaves it for the next pass. */
async function checkOne(
  { db, log }: Pick<Deps, 'db' | 'log'>,
  check: PendingLanguageCheck,
): Promise<LanguageCheckOutcome | null> {
  const detected = detectLanguage(check.content);
  try {
    return await db.transaction(async (tx) => {
      let outcome: LanguageCheckOutcome;
      if (!detected) outcome = 'undetermined';
      else if (detected === check.language) outcome = 'confirmed';
      else outcome = (await relabelCheckedDescription(tx, check, detected)) ? 'relabelled' : 'taken';
      await recordLanguageCheck(tx, check.checkId, detected, outcome);
      return outcome;
    });
  } catch (error) {
    // Another description took the language at the same instant: this one keeps its own, as when it was taken.
    if (isUniqueViolation(error)) {
      await recordLanguageCheck(db, check.checkId, detected, 'taken');
      return 'taken';
    }
    log.warn({ err: error, checkId: check.checkId }, 'checking a description’s language failed');
    return null;
  }
}
