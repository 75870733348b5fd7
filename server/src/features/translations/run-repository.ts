import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { LanguageCode } from '@common/languages/content-languages';
import type { TranslationRunView } from '@common/translations/schemas';
import type { Db } from '../../db/client';
import { translationRuns } from '../../db/schema';
import { isUniqueViolation } from '../../lib/database-errors';

export type TranslationRunRow = typeof translationRuns.$inferSelect;

export const presentRun = (row: TranslationRunRow): TranslationRunView => ({
  id: row.id,
  status: row.status,
  languages: row.languages,
  total: row.total,
  translated: row.translated,
  failed: row.failed,
  failure: row.failure,
  queuedAt: row.queuedAt.toISOString(),
  startedAt: row.startedAt?.toISOString() ?? null,
  finishedAt: row.finishedAt?.toISOString() ?? null,
});

/** The hotel's queued or running run, if any. */
export async function findOpenRun(db: Db, hotelId: string): Promise<TranslationRunRow | undefined> {
  const [row] = await db
    .select()
    .from(translationRuns)
    .where(and(eq(translationRuns.hotelId, hotelId), inArray(translationRuns.status, ['queued', 'running'])))
    .limit(1);
  return row;
}

export async function findLatestRun(db: Db, hotelId: string): Promise<TranslationRunRow | undefined> {
  const [row] = await db
    .select()
    .from(translationRuns)
    .where(eq(translationRuns.hotelId, hotelId))
    .orderBy(desc(translationRuns.queuedAt), desc(translationRuns.id))
    .limit(1);
  return row;
}

export async function findRun(db: Db, runId: string): Promise<TranslationRunRow | undefined> {
  const [row] = await db.select().from(translationRuns).where(eq(translationRuns.id, runId)).limit(1);
  return row;
}

/** A new queued run, or undefined when the hotel has one open already (two clicks at once: one run). */
export async function insertRun(
  db: Db,
  hotelId: string,
  languages: LanguageCode[],
  total: number,
): Promise<TranslationRunRow | undefined> {
  try {
    const [row] = await db.insert(translationRuns).values({ hotelId, languages, total }).returning();
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) return undefined;
    throw error;
  }
}

/** Takes a queued run; undefined when it is not queued any more (taken, ended, or deleted with its hotel). */
export async function claimRun(db: Db, runId: string): Promise<TranslationRunRow | undefined> {
  const [row] = await db
    .update(translationRuns)
    .set({ status: 'running', startedAt: sql`now()` })
    .where(and(eq(translationRuns.id, runId), eq(translationRuns.status, 'queued')))
    .returning();
  return row;
}

export async function setRunTotal(db: Db, runId: string, total: number) {
  await db.update(translationRuns).set({ total }).where(eq(translationRuns.id, runId));
}

/** Counts one text of a running run, translated or failed (the first failure's reason kept). */
export async function countRunText(db: Db, runId: string, outcome: { failure?: string }) {
  await db
    .update(translationRuns)
    .set(
      outcome.failure === undefined
        ? { translated: sql`${translationRuns.translated} + 1` }
        : {
            failed: sql`${translationRuns.failed} + 1`,
            failure: sql`coalesce(${translationRuns.failure}, ${outcome.failure})`,
          },
    )
    .where(eq(translationRuns.id, runId));
}

/** Ends a running run: succeeded when no text failed, else failed with the reason; `failed` adds texts not tried. */
export async function finishRun(db: Db, runId: string, end: { notTried?: number; failure?: string } = {}) {
  await db
    .update(translationRuns)
    .set({
      failed: sql`${translationRuns.failed} + ${end.notTried ?? 0}`,
      failure:
        end.failure === undefined
          ? sql`${translationRuns.failure}`
          : sql`coalesce(${translationRuns.failure}, ${end.failure})`,
      status: sql`case when ${translationRuns.failed} + ${end.notTried ?? 0} > 0 then 'failed' else 'succeeded' end`,
      finishedAt: sql`now()`,
    })
    .where(and(eq(translationRuns.id, runId), eq(translationRuns.status, 'running')));
}

/** Back to the queue (another PostgreSQL process takes the job again), its counts kept. */
export async function requeueRun(db: Db, runId: string) {
  await db
    .update(translationRuns)
    .set({ status: 'queued', startedAt: null, failed: 0, failure: null })
    .where(and(eq(translationRuns.id, runId), eq(translationRuns.status, 'running')));
}

/** Runs left open by a process that ended without finishing them, ended as failed. */
export async function failAbandonedRuns(db: Db, hotelId: string, before: Date, failure: string) {
  await db
    .update(translationRuns)
    .set({ status: 'failed', failure, finishedAt: sql`now()` })
    .where(
      and(
        eq(translationRuns.hotelId, hotelId),
        inArray(translationRuns.status, ['queued', 'running']),
        lt(translationRuns.queuedAt, before),
      ),
    );
}
