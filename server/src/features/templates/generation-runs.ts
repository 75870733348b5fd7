import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { templateGenerations } from '../../db/schema';

export type GenerationRow = typeof templateGenerations.$inferSelect;

/** Inserts a running generation; throws a unique violation while the hotel has one running already. */
export async function insertGeneration(db: Db, hotelId: string) {
  const [row] = await db.insert(templateGenerations).values({ hotelId }).returning();
  if (!row) throw new Error('template generation insert returned nothing');
  return row;
}

export async function findGeneration(db: Db, hotelId: string, id: string) {
  const [row] = await db
    .select()
    .from(templateGenerations)
    .where(and(eq(templateGenerations.id, id), eq(templateGenerations.hotelId, hotelId)))
    .limit(1);
  return row;
}

export async function findRunningGeneration(db: Db, hotelId: string) {
  const [row] = await db
    .select()
    .from(templateGenerations)
    .where(and(eq(templateGenerations.hotelId, hotelId), eq(templateGenerations.status, 'running')))
    .limit(1);
  return row;
}

/**
 * Locks a running generation for writing its outcome; undefined when it has ended meanwhile (another run of the
 * same job finished it), so an outcome is written once.
 */
export async function lockRunningGeneration(tx: Db, id: string) {
  const [row] = await tx
    .select()
    .from(templateGenerations)
    .where(and(eq(templateGenerations.id, id), eq(templateGenerations.status, 'running')))
    .for('update');
  return row;
}

export async function finishGeneration(
  db: Db,
  id: string,
  outcome:
    | { status: 'succeeded'; templateIds: string[]; provider: string; label: string }
    | { status: 'failed'; error: string },
) {
  await db
    .update(templateGenerations)
    .set({ ...outcome, finishedAt: sql`now()` })
    .where(and(eq(templateGenerations.id, id), eq(templateGenerations.status, 'running')));
}

/** Ends the hotel's running generations that started before `staleBefore` (their process went away). */
export async function endStaleGenerations(db: Db, hotelId: string, staleBefore: Date, error: string) {
  await db
    .update(templateGenerations)
    .set({ status: 'failed', error, finishedAt: sql`now()` })
    .where(
      and(
        eq(templateGenerations.hotelId, hotelId),
        eq(templateGenerations.status, 'running'),
        lt(templateGenerations.startedAt, staleBefore),
      ),
    );
}

/** Removes a generation that never started (its user was over the AI limit). */
export async function deleteGeneration(db: Db, id: string) {
  await db.delete(templateGenerations).where(eq(templateGenerations.id, id));
}
