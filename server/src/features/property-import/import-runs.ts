import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { ImportItemView, ImportResultView, ImportRunStatus, ImportSource } from '@common/import/schemas';
import type { Db } from '../../db/client';
import { propertyImports } from '../../db/schema';

export type ImportRunRow = typeof propertyImports.$inferSelect;

/** Inserts a running import; throws a unique violation while the hotel has one running already. */
export async function insertRun(
  db: Db,
  hotelId: string,
  source: ImportSource,
  sourceUrl: string,
  items: ImportItemView[],
) {
  const [row] = await db.insert(propertyImports).values({ hotelId, source, sourceUrl, items }).returning();
  if (!row) throw new Error('import insert returned nothing');
  return row;
}

/** Ends the hotel's running imports whose progress stopped before `staleBefore` (their process went away). */
export async function endStaleRuns(db: Db, hotelId: string, staleBefore: Date, error: string) {
  await db
    .update(propertyImports)
    .set({ status: 'failed', error, finishedAt: sql`now()` })
    .where(
      and(
        eq(propertyImports.hotelId, hotelId),
        eq(propertyImports.status, 'running'),
        lt(propertyImports.updatedAt, staleBefore),
      ),
    );
}

export async function updateRunItems(db: Db, id: string, items: ImportItemView[]) {
  await db
    .update(propertyImports)
    .set({ items, updatedAt: sql`now()` })
    .where(and(eq(propertyImports.id, id), eq(propertyImports.status, 'running')));
}

export async function finishRun(
  db: Db,
  id: string,
  outcome: {
    status: Exclude<ImportRunStatus, 'running'>;
    items: ImportItemView[];
    error: string | null;
    result: ImportResultView | null;
  },
) {
  await db
    .update(propertyImports)
    .set({ ...outcome, updatedAt: sql`now()`, finishedAt: sql`now()` })
    .where(eq(propertyImports.id, id));
}

export async function findRun(db: Db, hotelId: string, id: string) {
  const [row] = await db
    .select()
    .from(propertyImports)
    .where(and(eq(propertyImports.id, id), eq(propertyImports.hotelId, hotelId)))
    .limit(1);
  return row;
}

export async function findLatestRun(db: Db, hotelId: string) {
  const [row] = await db
    .select()
    .from(propertyImports)
    .where(eq(propertyImports.hotelId, hotelId))
    .orderBy(desc(propertyImports.startedAt))
    .limit(1);
  return row;
}
