import { and, asc, desc, eq, gt, inArray, isNull, lt, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { alpineBitsConnections, alpineBitsPushRuns, hotels, rooms } from '../../db/schema';
import { isUniqueViolation } from '../../lib/database-errors';

export type ConnectionRow = typeof alpineBitsConnections.$inferSelect;
export type PushRunRow = typeof alpineBitsPushRuns.$inferSelect;
export type NewConnection = typeof alpineBitsConnections.$inferInsert;

export async function findConnection(db: Db, hotelId: string): Promise<ConnectionRow | undefined> {
  const [row] = await db
    .select()
    .from(alpineBitsConnections)
    .where(eq(alpineBitsConnections.hotelId, hotelId));
  return row;
}

/** Creates the hotel's connection or replaces its settings (one per hotel). */
export async function upsertConnection(db: Db, values: NewConnection): Promise<ConnectionRow> {
  const { hotelId: _hotelId, createdAt: _createdAt, ...changes } = values;
  const [row] = await db
    .insert(alpineBitsConnections)
    .values(values)
    .onConflictDoUpdate({ target: alpineBitsConnections.hotelId, set: { ...changes, updatedAt: new Date() } })
    .returning();
  return row!;
}

export async function updateConnection(
  db: Db,
  hotelId: string,
  changes: Partial<Omit<NewConnection, 'hotelId'>>,
): Promise<ConnectionRow | undefined> {
  const [row] = await db
    .update(alpineBitsConnections)
    .set(changes)
    .where(eq(alpineBitsConnections.hotelId, hotelId))
    .returning();
  return row;
}

/** The connection and its runs. */
export async function deleteConnection(db: Db, hotelId: string) {
  await db.transaction(async (tx) => {
    await tx.delete(alpineBitsPushRuns).where(eq(alpineBitsPushRuns.hotelId, hotelId));
    await tx.delete(alpineBitsConnections).where(eq(alpineBitsConnections.hotelId, hotelId));
  });
}

/** The hotel's rooms (not in the trash) as the rooms page lists them: oldest first. */
export async function findRoomNames(db: Db, hotelId: string) {
  return db
    .select({ id: rooms.id, name: rooms.name })
    .from(rooms)
    .where(and(eq(rooms.hotelId, hotelId), isNull(rooms.deletedAt)))
    .orderBy(asc(rooms.createdAt), asc(rooms.id));
}

export async function findHotelVersions(db: Db, hotelId: string) {
  const [row] = await db
    .select({
      contentVersion: hotels.contentVersion,
      assetsVersion: hotels.assetsVersion,
      userId: hotels.userId,
    })
    .from(hotels)
    .where(eq(hotels.id, hotelId));
  return row;
}

// ---------------------------------------------------------------------------------------------------------------
// Push runs

export async function findRuns(db: Db, hotelId: string, limit: number): Promise<PushRunRow[]> {
  return db
    .select()
    .from(alpineBitsPushRuns)
    .where(eq(alpineBitsPushRuns.hotelId, hotelId))
    .orderBy(desc(alpineBitsPushRuns.queuedAt), desc(alpineBitsPushRuns.id))
    .limit(limit);
}

export async function findRun(db: Db, runId: string): Promise<PushRunRow | undefined> {
  const [row] = await db.select().from(alpineBitsPushRuns).where(eq(alpineBitsPushRuns.id, runId));
  return row;
}

type NewRun = { hotelId: string; trigger: 'manual' | 'auto'; requestedBy?: string | null; queuedAt: Date };

/**
 * Queues a run and deletes the hotel's finished runs beyond the newest `kept` (queued and running ones stay,
 * whatever their age, so no job loses the row it works on).
 */
async function insertRunIn(tx: Db, values: NewRun, kept: number): Promise<PushRunRow> {
  const [row] = await tx.insert(alpineBitsPushRuns).values(values).returning();
  const newest = tx
    .select({ id: alpineBitsPushRuns.id })
    .from(alpineBitsPushRuns)
    .where(eq(alpineBitsPushRuns.hotelId, values.hotelId))
    .orderBy(desc(alpineBitsPushRuns.queuedAt), desc(alpineBitsPushRuns.id))
    .limit(kept);
  await tx
    .delete(alpineBitsPushRuns)
    .where(
      and(
        eq(alpineBitsPushRuns.hotelId, values.hotelId),
        notInArray(alpineBitsPushRuns.status, ['queued', 'running']),
        notInArray(alpineBitsPushRuns.id, newest),
      ),
    );
  return row!;
}

export async function insertRun(db: Db, values: NewRun, kept: number): Promise<PushRunRow> {
  return db.transaction((tx) => insertRunIn(tx, values, kept));
}

/**
 * Queues an automatic run unless the hotel had a push queued since `quietSince` or has one waiting or running,
 * under the connection's row lock: the sweeps of two processes that both found the hotel due queue one run.
 */
export async function insertAutoRunIfDue(
  db: Db,
  hotelId: string,
  quietSince: Date,
  now: Date,
  kept: number,
): Promise<PushRunRow | undefined> {
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ hotelId: alpineBitsConnections.hotelId })
      .from(alpineBitsConnections)
      .where(and(eq(alpineBitsConnections.hotelId, hotelId), eq(alpineBitsConnections.autoPush, true)))
      .for('update');
    if (!locked) return undefined;
    const [recent] = await tx
      .select({ id: alpineBitsPushRuns.id })
      .from(alpineBitsPushRuns)
      .where(
        and(
          eq(alpineBitsPushRuns.hotelId, hotelId),
          or(
            gt(alpineBitsPushRuns.queuedAt, quietSince),
            inArray(alpineBitsPushRuns.status, ['queued', 'running']),
          ),
        ),
      )
      .limit(1);
    if (recent) return undefined;
    return insertRunIn(tx, { hotelId, trigger: 'auto', queuedAt: now }, kept);
  });
}

/**
 * Ends the hotel's running runs that started before `startedBefore` as failed: their process stopped without
 * ending them (a run never lasts that long), and they would block every later push.
 */
export async function failStaleRuns(
  db: Db,
  hotelId: string,
  startedBefore: Date,
  failure: PushRunRow['failure'],
  now: Date,
) {
  await db
    .update(alpineBitsPushRuns)
    .set({ status: 'failed', failure, finishedAt: now })
    .where(
      and(
        eq(alpineBitsPushRuns.hotelId, hotelId),
        eq(alpineBitsPushRuns.status, 'running'),
        lt(alpineBitsPushRuns.startedAt, startedBefore),
      ),
    );
}

/**
 * Starts the hotel's oldest queued run, unless one of its runs is running: at most one runs per hotel (the
 * partial unique index decides between two processes claiming at once). Answers the started run, or undefined
 * when there is nothing to start or another run is going (that one's job takes the queued run next).
 */
export async function claimNextRun(db: Db, hotelId: string, now: Date): Promise<PushRunRow | undefined> {
  const oldestQueued = db
    .select({ id: alpineBitsPushRuns.id })
    .from(alpineBitsPushRuns)
    .where(and(eq(alpineBitsPushRuns.hotelId, hotelId), eq(alpineBitsPushRuns.status, 'queued')))
    .orderBy(asc(alpineBitsPushRuns.queuedAt), asc(alpineBitsPushRuns.id))
    .limit(1);
  try {
    const [row] = await db
      .update(alpineBitsPushRuns)
      .set({ status: 'running', startedAt: now })
      .where(
        and(
          inArray(alpineBitsPushRuns.id, oldestQueued),
          eq(alpineBitsPushRuns.status, 'queued'),
          sql`not exists (select 1 from ${alpineBitsPushRuns} running
            where running.hotel_id = ${hotelId} and running.status = 'running')`,
        ),
      )
      .returning();
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) return undefined;
    throw error;
  }
}

/** Writes a running run's outcome; false when it is no longer running (ended meanwhile, or deleted). */
export async function finishRun(
  db: Db,
  runId: string,
  values: Partial<Omit<PushRunRow, 'id' | 'hotelId' | 'trigger' | 'queuedAt' | 'startedAt'>>,
): Promise<boolean> {
  const ended = await db
    .update(alpineBitsPushRuns)
    .set(values)
    .where(and(eq(alpineBitsPushRuns.id, runId), eq(alpineBitsPushRuns.status, 'running')))
    .returning({ id: alpineBitsPushRuns.id });
  return ended.length > 0;
}

/** Ends a run that never got to a job (its job could not be sent) as failed. */
export async function failQueuedRun(db: Db, runId: string, failure: PushRunRow['failure'], now: Date) {
  await db
    .update(alpineBitsPushRuns)
    .set({ status: 'failed', failure, finishedAt: now })
    .where(and(eq(alpineBitsPushRuns.id, runId), eq(alpineBitsPushRuns.status, 'queued')));
}

/** Puts a running run back in the queue (its process stops; another takes the job). */
export async function requeueRun(db: Db, runId: string) {
  await db
    .update(alpineBitsPushRuns)
    .set({ status: 'queued', startedAt: null })
    .where(and(eq(alpineBitsPushRuns.id, runId), eq(alpineBitsPushRuns.status, 'running')));
}

// ---------------------------------------------------------------------------------------------------------------
// Automatic pushes

/**
 * Hotels whose connection pushes automatically, whose content or photos changed since the last push the server
 * took, and that have had no push queued since `quietSince` (one every 15 minutes at most) nor one waiting.
 */
export async function findHotelsDueForAutoPush(db: Db, quietSince: Date, limit: number) {
  return db
    .select({ hotelId: alpineBitsConnections.hotelId })
    .from(alpineBitsConnections)
    .innerJoin(hotels, eq(hotels.id, alpineBitsConnections.hotelId))
    .where(
      and(
        eq(alpineBitsConnections.autoPush, true),
        sql`(${alpineBitsConnections.pushedContentVersion} is distinct from ${hotels.contentVersion}
          or ${alpineBitsConnections.pushedAssetsVersion} is distinct from ${hotels.assetsVersion})`,
        sql`not exists (select 1 from ${alpineBitsPushRuns} recent
          where recent.hotel_id = ${alpineBitsConnections.hotelId}
            and (recent.queued_at > ${quietSince.toISOString()}::timestamptz
              or recent.status in ('queued', 'running')))`,
      ),
    )
    .orderBy(asc(alpineBitsConnections.hotelId))
    .limit(limit);
}
