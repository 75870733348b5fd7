import type { DatabaseHandle, Db } from '../../db/client';
import { RememberedPerUser } from '../../lib/remembered-per-user';
import { findKeyByHash, type StoredKey } from './door-repository';

/** Keys one process keeps at most; an entry is a few hundred bytes. */
const maxKeys = 10_000;

const rememberedByDatabase = new WeakMap<Db, RememberedPerUser<StoredKey | null>>();

/**
 * On the embedded database the door keeps the keys it has read, by hash, until the database announces a change
 * to the key or its hotels (migration 0029: created, revoked, expiry, last use, a hotel added or deleted). That
 * database has no client but this process and announces every change after commit, so a revoked key is refused
 * at its next request exactly as when it was read each time; without this, the door's query was most of an
 * /api/v1 request's time (a 304 included). An unknown hash is kept too: creating that key announces it.
 */
export async function rememberApiKeys(database: DatabaseHandle) {
  if (!database.listen || rememberedByDatabase.has(database.db)) return;
  const remembered = new RememberedPerUser<StoredKey | null>(maxKeys);
  rememberedByDatabase.set(database.db, remembered);
  await database.listen('api_key_changed', (keyHash) => remembered.forget(keyHash));
}

/** The key whose SHA-256 this is, or null: remembered where the database allows it, read otherwise (PostgreSQL). */
export function keyByHash(db: Db, hash: string): Promise<StoredKey | null> {
  const remembered = rememberedByDatabase.get(db);
  return remembered ? remembered.of(hash, () => findKeyByHash(db, hash)) : findKeyByHash(db, hash);
}
