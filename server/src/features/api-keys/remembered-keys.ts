import type { DatabaseHandle, Db } from '../../db/client';
import { RememberedPerUser } from '../../lib/remembered-per-user';
import { findKeyByHash, type StoredKey } from './door-repository';

/** Keys one process keeps at most; an entry is a few hundred bytes. */
const maxKeys = 10_000;

const rememberedByDatabase = new WeakMap<Db, RememberedPerUser<StoredKey | null>>();

/**
 * The door keeps the keys it has read, by hash, until the database announces a change to the key or its hotels
 * (migration 0029: created, revoked, expiry, last use, a hotel added or deleted). This process hears its own
 * changes before the writing statement answers, and another process's a moment after its commit (decision
 * 032), so a revoked key is refused at its next request as when it was read each time; without this, the door's
 * query was most of an /api/v1 request's time (a 304 included). An unknown hash is kept too: creating that key
 * announces it.
 */
export async function rememberApiKeys(database: DatabaseHandle) {
  if (rememberedByDatabase.has(database.db)) return;
  const remembered = new RememberedPerUser<StoredKey | null>(maxKeys);
  rememberedByDatabase.set(database.db, remembered);
  await database.listen('api_key_changed', remembered.noticeListener());
}

/** The key whose SHA-256 this is, or null: remembered, or read inside a transaction. */
export function keyByHash(db: Db, hash: string): Promise<StoredKey | null> {
  const remembered = rememberedByDatabase.get(db);
  return remembered ? remembered.of(hash, () => findKeyByHash(db, hash)) : findKeyByHash(db, hash);
}
