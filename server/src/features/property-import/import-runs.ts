import { and, desc, eq, gte, lt, ne, sql } from 'drizzle-orm';
import type { ImportItemView, ImportResultView, ImportRunStatus, ImportSource } from '@common/import/schemas';
import type { Db } from '../../db/client';
import { hotels, propertyImports } from '../../db/schema';

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

/**
 * Inserts a running website import unless the owner (`userId`: the hotels' owner, whoever of the team starts it)
 * has one running (progress since `staleBefore`) in another of their hotels: null then. The hotel's own running import is insertRun's unique violation, as for any source.
 * One transaction under the user's advisory lock, so two requests at once cannot both pass the check (the
 * partial unique index covers one hotel only).
 */
export async function insertWebsiteRunUnlessUserHasOne(
  db: Db,
  userId: string,
  hotelId: string,
  sourceUrl: string,
  items: ImportItemView[],
  staleBefore: Date,
): Promise<ImportRunRow | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`website-import:${userId}`}, 0))`);
    const [running] = await tx
      .select({ id: propertyImports.id })
      .from(propertyImports)
      .innerJoin(hotels, eq(hotels.id, propertyImports.hotelId))
      .where(
        and(
          eq(hotels.userId, userId),
          ne(propertyImports.hotelId, hotelId),
          eq(propertyImports.source, 'website'),
          eq(propertyImports.status, 'running'),
          gte(propertyImports.updatedAt, staleBefore),
        ),
      )
      .limit(1);
    if (running) return null;
    return insertRun(tx, hotelId, 'website', sourceUrl, items);
  });
}

/**
 * Ends the hotel's running imports whose progress stopped before `staleBefore` (their process went away);
 * answers their ids.
 */
export async function endStaleRuns(db: Db, hotelId: string, staleBefore: Date, error: string) {
  return db
    .update(propertyImports)
    .set({ status: 'failed', error, finishedAt: sql`now()` })
    .where(
      and(
        eq(propertyImports.hotelId, hotelId),
        eq(propertyImports.status, 'running'),
        lt(propertyImports.updatedAt, staleBefore),
      ),
    )
    .returning({ id: propertyImports.id });
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
