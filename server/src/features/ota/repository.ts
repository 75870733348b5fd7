import { and, asc, eq, gt, lt, lte, notLike, sql } from 'drizzle-orm';
import type { OtaType } from '@common/ota/channels';
import type { OtaStatus } from '@common/ota/schemas';
import type { Db } from '../../db/client';
import { hotels, otaContexts, otas } from '../../db/schema';

export type OtaRow = typeof otas.$inferSelect;

export async function findOtasOfHotel(db: Db, hotelId: string) {
  return db.select().from(otas).where(eq(otas.hotelId, hotelId)).orderBy(asc(otas.createdAt), asc(otas.id));
}

export async function findOta(db: Db, hotelId: string, otaId: string) {
  const [row] = await db
    .select()
    .from(otas)
    .where(and(eq(otas.hotelId, hotelId), eq(otas.id, otaId)))
    .limit(1);
  return row;
}

export async function findOtaOfType(db: Db, hotelId: string, type: OtaType) {
  const [row] = await db
    .select()
    .from(otas)
    .where(and(eq(otas.hotelId, hotelId), eq(otas.type, type)))
    .limit(1);
  return row;
}

/** A connection's sealed login; undefined when it has none. */
export async function findSealedLogin(db: Db, hotelId: string, contextId: string) {
  const [row] = await db
    .select({ sealed: otaContexts.sealed })
    .from(otaContexts)
    .where(and(eq(otaContexts.hotelId, hotelId), eq(otaContexts.id, contextId)))
    .limit(1);
  return row?.sealed;
}

/**
 * Connected connections whose saved login has expired become disconnected (spec part 1, section 2): those of one
 * hotel when its page loads, or of every hotel in the periodic sweep. Answers the connections it changed, with
 * their hotel's owner.
 */
export async function disconnectExpired(db: Db, now: Date, hotelId?: string) {
  const expired = and(eq(otas.status, 'connected'), lt(otas.cookieExpiryDate, now));
  return db
    .update(otas)
    .set({ status: 'disconnected', updatedAt: now })
    .from(hotels)
    .where(and(eq(hotels.id, otas.hotelId), hotelId ? and(eq(otas.hotelId, hotelId), expired) : expired))
    .returning(connectionWithOwner);
}

/** Connected connections of every hotel whose saved login expires after `from` and at or before `until`. */
export async function findConnectionsExpiringBetween(db: Db, from: Date, until: Date) {
  return db
    .select(connectionWithOwner)
    .from(otas)
    .innerJoin(hotels, eq(hotels.id, otas.hotelId))
    .where(
      and(eq(otas.status, 'connected'), gt(otas.cookieExpiryDate, from), lte(otas.cookieExpiryDate, until)),
    );
}

const connectionWithOwner = {
  otaId: otas.id,
  hotelId: otas.hotelId,
  type: otas.type,
  cookieExpiryDate: otas.cookieExpiryDate,
  userId: hotels.userId,
};

export async function updateOtaStatus(
  db: Db,
  otaId: string,
  values: { status: OtaStatus; lastSync?: Date },
): Promise<OtaRow | undefined> {
  const [row] = await db
    .update(otas)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(otas.id, otaId))
    .returning();
  return row;
}

export async function insertContext(
  db: Db,
  values: { hotelId: string; otaType: OtaType; sealed: string; cookieExpiryDate: Date | null },
) {
  const [row] = await db.insert(otaContexts).values(values).returning({ id: otaContexts.id });
  if (!row) throw new Error('inserting the login context returned no row');
  return row.id;
}

/**
 * Every saved login, or those not sealed as `currentPrefix` when given, locked until the transaction that seals
 * them again commits (a login saved meanwhile waits, and is sealed by the new rule anyway).
 */
export async function lockSealedLogins(db: Db, options: { notSealedAs?: string } = {}) {
  return db
    .select({
      id: otaContexts.id,
      hotelId: otaContexts.hotelId,
      otaType: otaContexts.otaType,
      sealed: otaContexts.sealed,
    })
    .from(otaContexts)
    .where(options.notSealedAs ? notLike(otaContexts.sealed, `${options.notSealedAs}.%`) : undefined)
    .orderBy(asc(otaContexts.id))
    .for('update');
}

export async function updateSealedLogin(db: Db, contextId: string, sealed: string) {
  await db.update(otaContexts).set({ sealed }).where(eq(otaContexts.id, contextId));
}

export async function deleteContext(db: Db, contextId: string) {
  await db.delete(otaContexts).where(eq(otaContexts.id, contextId));
}

export async function insertOta(
  db: Db,
  values: { hotelId: string; type: OtaType; name: string; contextId: string; cookieExpiryDate: Date | null },
): Promise<OtaRow> {
  const [row] = await db
    .insert(otas)
    .values({ ...values, status: 'connected', lastSync: sql`now()` })
    .returning();
  if (!row) throw new Error('inserting the connection returned no row');
  return row;
}

/** Renew: the connection takes the new login; answers the row and the login it replaced. */
export async function renewOta(db: Db, otaId: string, contextId: string, cookieExpiryDate: Date | null) {
  const [previous] = await db
    .select({ contextId: otas.contextId })
    .from(otas)
    .where(eq(otas.id, otaId))
    .for('update')
    .limit(1);
  if (!previous) return undefined;
  const [row] = await db
    .update(otas)
    .set({ contextId, cookieExpiryDate, status: 'connected', lastSync: sql`now()`, updatedAt: sql`now()` })
    .where(eq(otas.id, otaId))
    .returning();
  return row && { row, previousContextId: previous.contextId };
}

/** Deletes the connection; answers it (for its name and its saved login) or undefined when it was gone. */
export async function deleteOtaRow(db: Db, hotelId: string, otaId: string) {
  const [row] = await db
    .delete(otas)
    .where(and(eq(otas.hotelId, hotelId), eq(otas.id, otaId)))
    .returning();
  return row;
}
