import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client';
import { memberHotel } from '../hotels/hotels-of-users';
import { findPublishedHotelRow, type PublishedHotelRecord } from './repository';

/** Public ids this process has found, at most; an entry is some 150 bytes. */
const maxKnownIds = 50_000;

/**
 * Which hotel each public id found so far belongs to, by database. A public id is never reused (128 random bits),
 * so an entry never points at a wrong hotel; whether the hotel still has that id and still publishes is read from
 * the hotel's own row each time.
 */
const knownIdsByDatabase = new WeakMap<Db, LRUCache<string, { userId: string; hotelId: string }>>();

function knownIdsOf(db: Db) {
  let known = knownIdsByDatabase.get(db);
  if (!known) {
    known = new LRUCache({ max: maxKnownIds });
    knownIdsByDatabase.set(db, known);
  }
  return known;
}

/**
 * The published hotel with this public id (a checked shape), or null. A public id seen before is read through
 * the hotel's own row (hotels-of-users.ts: kept in memory on the embedded database until the database announces
 * a change to the hotel, one row by primary key on PostgreSQL), so a public page read again costs no query on the
 * embedded database; switching publishing off, a new public id or a deleted hotel shows at once all the same. An
 * id not seen before is looked up by the public id index.
 */
export async function publishedHotelByPublicId(
  db: Db,
  publicId: string,
): Promise<PublishedHotelRecord | null> {
  const known = knownIdsOf(db);
  const owner = known.get(publicId);
  if (owner) {
    const row = await memberHotel(db, owner.userId, owner.hotelId);
    if (row?.publicId === publicId) return row.publishContent ? row : null;
    // Replaced by a new public id, the hotel is gone, or it was handed over to another owner (issue 36): look
    // the id up again.
    known.delete(publicId);
  }
  const row = await findPublishedHotelRow(db, publicId);
  if (!row) return null;
  known.set(publicId, { userId: row.userId, hotelId: row.id });
  return row;
}
