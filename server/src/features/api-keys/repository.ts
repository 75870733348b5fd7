import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { apiKeyHotels, apiKeys, hotelMembers, hotels, user } from '../../db/schema';

/** A key as its owner's list shows it (never its hash). */
export interface KeyRow {
  id: string;
  name: string;
  prefix: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  expiresAt: Date | null;
  revokedAt: Date | null;
  hotels: { id: string; name: string }[];
}

export interface NewKeyRow {
  userId: string;
  name: string;
  prefix: string;
  keyHash: string;
  expiresAt: Date | null;
  hotelIds: string[];
}

/** Stores a key and its hotels in one transaction, as given (the test factory's way in); answers its id. */
export async function insertKey(db: Db, key: NewKeyRow) {
  return db.transaction(async (tx) => {
    const row = await insertKeyRow(tx, key);
    if (key.hotelIds.length > 0)
      await tx.insert(apiKeyHotels).values(key.hotelIds.map((hotelId) => ({ keyId: row.id, hotelId })));
    return row;
  });
}

export type CreateOutcome = { created: { id: string } } | { refused: 'limit' | 'notOwned' };

/** The roles whose members make and use API keys of a hotel (issue 36): the owner and admins. */
const keyRoles = ['owner', 'admin'] as const;

/** The user is the owner or an admin of the hotel (joined on the hotel's id). */
const administeredBy = (userId: string, hotelId: typeof hotels.id | typeof apiKeyHotels.hotelId) =>
  and(
    eq(hotelMembers.hotelId, hotelId),
    eq(hotelMembers.userId, userId),
    inArray(hotelMembers.role, keyRoles),
  );

/**
 * Stores a new key when the user holds fewer than `limit` keys that are not revoked and administers every one of
 * its hotels, all in one transaction: the user's row is locked first, so two creations at once count one after
 * the other, and the hotels are linked only where the user is their owner or an admin at that moment (a hotel
 * deleted, left or never theirs refuses the whole key).
 */
export async function createKeyWithinLimit(db: Db, key: NewKeyRow, limit: number): Promise<CreateOutcome> {
  return db
    .transaction(async (tx) => {
      await tx.select({ id: user.id }).from(user).where(eq(user.id, key.userId)).for('update');
      if ((await countActiveKeys(tx, key.userId)) >= limit) return { refused: 'limit' as const };
      const row = await insertKeyRow(tx, key);
      const linked = await tx
        .insert(apiKeyHotels)
        .select(
          tx
            .select({ keyId: sql<string>`${row.id}::uuid`.as('key_id'), hotelId: hotels.id })
            .from(hotels)
            .innerJoin(hotelMembers, administeredBy(key.userId, hotels.id))
            .where(inArray(hotels.id, key.hotelIds)),
        )
        .returning({ hotelId: apiKeyHotels.hotelId });
      // Rolls the key back with its links: the caller answers 404, as for any hotel not the user's.
      if (linked.length !== key.hotelIds.length) throw new NotOwned();
      return { created: { id: row.id } };
    })
    .catch((error: unknown) => {
      if (error instanceof NotOwned) return { refused: 'notOwned' as const };
      throw error;
    });
}

class NotOwned extends Error {}

async function insertKeyRow(db: Db, key: NewKeyRow) {
  const [row] = await db
    .insert(apiKeys)
    .values({
      userId: key.userId,
      name: key.name,
      prefix: key.prefix,
      keyHash: key.keyHash,
      expiresAt: key.expiresAt,
    })
    .returning({ id: apiKeys.id, createdAt: apiKeys.createdAt });
  if (!row) throw new Error('api key insert returned no row');
  return row;
}

/**
 * The user's keys, newest first, each with the hotels it still may read: those its maker still administers
 * (deleted hotels are gone from it, and a hotel they left or were demoted in is not shown).
 */
export async function listKeys(db: Db, userId: string): Promise<KeyRow[]> {
  const keys = await db
    .select({
      id: apiKeys.id,
      name: apiKeys.name,
      prefix: apiKeys.prefix,
      createdAt: apiKeys.createdAt,
      lastUsedAt: apiKeys.lastUsedAt,
      expiresAt: apiKeys.expiresAt,
      revokedAt: apiKeys.revokedAt,
    })
    .from(apiKeys)
    .where(eq(apiKeys.userId, userId))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  if (keys.length === 0) return [];
  const links = await db
    .select({ keyId: apiKeyHotels.keyId, id: hotels.id, name: hotels.name })
    .from(apiKeyHotels)
    .innerJoin(hotels, eq(hotels.id, apiKeyHotels.hotelId))
    .innerJoin(hotelMembers, administeredBy(userId, apiKeyHotels.hotelId))
    .where(
      inArray(
        apiKeyHotels.keyId,
        keys.map((key) => key.id),
      ),
    )
    .orderBy(asc(hotels.name), asc(hotels.id));
  return keys.map((key) => ({
    ...key,
    hotels: links.filter((link) => link.keyId === key.id).map(({ id, name }) => ({ id, name })),
  }));
}

/** Keys of the user that are not revoked (what the limit counts). */
export async function countActiveKeys(db: Db, userId: string) {
  const [row] = await db
    .select({ value: count() })
    .from(apiKeys)
    .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)));
  return row?.value ?? 0;
}

/**
 * Revokes the user's key (revoking again keeps the first time); false when the user has no such key. The door
 * reads every request's key anew, so the next request with it is refused in any process.
 */
export async function revokeKey(db: Db, userId: string, keyId: string, at: Date) {
  const rows = await db
    .update(apiKeys)
    .set({ revokedAt: sql`coalesce(${apiKeys.revokedAt}, ${at.toISOString()}::timestamptz)` })
    .where(and(eq(apiKeys.id, keyId), eq(apiKeys.userId, userId)))
    .returning({ id: apiKeys.id });
  return rows.length > 0;
}

/** Removes the user's keys revoked before `before` (they only filled the list). */
export async function removeOldRevokedKeys(db: Db, userId: string, before: Date) {
  await db
    .delete(apiKeys)
    .where(and(eq(apiKeys.userId, userId), isNotNull(apiKeys.revokedAt), lt(apiKeys.revokedAt, before)));
}
