import type { Db } from '../../db/client';
import { isPublicId } from './public-id';
import { findPublishedHotelRow, type PublishedHotel } from './repository';

export type { PublishedHotel };

/**
 * The hotel whose public content a public address asks for: null when no hotel has this public id, when it does
 * not publish its content ('Publish content' off), or for an id it no longer has. Every public route answers 404
 * then, the same for each case, so an address says nothing about which it was.
 */
export async function findPublishedHotel(db: Db, publicId: string): Promise<PublishedHotel | null> {
  if (!isPublicId(publicId)) return null;
  return (await findPublishedHotelRow(db, publicId)) ?? null;
}
