import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { apiKeyHotels, apiKeys, hotels } from '../../db/schema';

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

/** Stores a key and its hotels in one transaction; answers its id and creation time. */
export async function insertKey(db: Db, key: NewKeyRow) {
  return db.transaction(async (tx) => {
    const [row] = await tx
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
    if (key.hotelIds.length > 0)
      await tx.insert(apiKeyHotels).values(key.hotelIds.map((hotelId) => ({ keyId: row.id, hotelId })));
    return row;
  });
}

/** The user's keys, newest first, each with the hotels it still may read (deleted hotels are gone from it). */
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
    .innerJoin(hotels, and(eq(hotels.id, apiKeyHotels.hotelId), eq(hotels.userId, userId)))
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

/** The ids among these that are hotels of the user. */
export async function ownedHotelIds(db: Db, userId: string, hotelIds: string[]) {
  const rows = await db
    .select({ id: hotels.id })
    .from(hotels)
    .where(and(eq(hotels.userId, userId), inArray(hotels.id, hotelIds)));
  return rows.map((row) => row.id);
}

/**
 * Revokes the user's key (a second revocation keeps the first time); false when the user has no such key.
 * The door reads every request's key anew, so the next request with it is refused in any process.
 */
export async function revokeKey(db: Db, userId: string, keyId: string, at: Date) {
  const [row] = await db
    .select({ id: apiKeys.id, revokedAt: apiKeys.revokedAt })
    .from(apiKeys)
    .where(and(eq(apiKeys.id, keyId), eq(apiKeys.userId, userId)));
  if (!row) return false;
  if (!row.revokedAt)
    await db
      .update(apiKeys)
      .set({ revokedAt: at })
      .where(and(eq(apiKeys.id, keyId), isNull(apiKeys.revokedAt)));
  return true;
}

/** Removes the user's keys revoked before `before` (they only filled the list). */
export async function removeOldRevokedKeys(db: Db, userId: string, before: Date) {
  await db
    .delete(apiKeys)
    .where(and(eq(apiKeys.userId, userId), isNotNull(apiKeys.revokedAt), lt(apiKeys.revokedAt, before)));
}
