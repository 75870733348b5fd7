import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { apiKeyHotels, apiKeys } from '../../db/schema';

/** What the /api/v1 door reads of a presented key, in one indexed round trip. */
export interface StoredKey {
  id: string;
  userId: string;
  expiresAt: Date | null;
  revokedAt: Date | null;
  /**
   * The hotels the key was made for that still exist (a deleted hotel takes its link along). Whether its maker
   * still administers each is the door's to check, from the remembered memberships (key-door.ts).
   */
  hotelIds: string[];
}

const keyByHash = preparedPerDatabase((db) =>
  db
    .select({
      id: apiKeys.id,
      userId: apiKeys.userId,
      expiresAt: apiKeys.expiresAt,
      revokedAt: apiKeys.revokedAt,
      hotelIds: sql<
        string[]
      >`coalesce(array_agg(${apiKeyHotels.hotelId}) filter (where ${apiKeyHotels.hotelId} is not null), '{}')`,
    })
    .from(apiKeys)
    .leftJoin(apiKeyHotels, eq(apiKeyHotels.keyId, apiKeys.id))
    .where(eq(apiKeys.keyHash, sql.placeholder('hash')))
    .groupBy(apiKeys.id)
    .prepare('api_key_by_hash'),
);

/** The key whose SHA-256 this is, or null. Read anew for every request: a revocation counts at once. */
export async function findKeyByHash(db: Db, hash: string): Promise<StoredKey | null> {
  const [row] = await keyByHash(db).execute({ hash });
  if (!row) return null;
  return {
    ...row,
    // PGlite and node-postgres both read timestamptz as Date in drizzle's select; the aggregate is text[].
    hotelIds: row.hotelIds.map(String),
  };
}

/**
 * Records a use unless one was recorded in the last minute: the condition makes a second process's write within
 * the minute a no-op, so a busy key costs at most one write a minute however many processes serve it.
 */
export async function recordKeyUse(db: Db, keyId: string, at: Date) {
  const minuteBefore = new Date(at.getTime() - 60_000);
  await db
    .update(apiKeys)
    .set({ lastUsedAt: at })
    .where(and(eq(apiKeys.id, keyId), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, minuteBefore))));
}
