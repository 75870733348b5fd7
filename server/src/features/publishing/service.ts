import { hotelTexts } from '@common/hotels/schemas';
import type { PublishingView } from '@common/publishing/schemas';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { requireMemberHotel } from '../hotels/service';
import { isPublicId, newPublicId } from './public-id';
import { publishedHotelByPublicId } from './published-hotels';
import {
  replacePublicId,
  updatePublishing,
  type PublishedHotel,
  type PublishedHotelRecord,
} from './repository';

export type { PublishedHotel, PublishedHotelRecord };

/**
 * The hotel whose public content a public address asks for: null when no hotel has this public id, when it does
 * not publish its content ('Publish content' off), or for an id it no longer has. Every public route answers 404
 * then, the same for each case, so an address says nothing about which it was.
 */
export async function findPublishedHotel(db: Db, publicId: string): Promise<PublishedHotel | null> {
  const row = await findPublishedHotelRecord(db, publicId);
  return row ? { id: row.id, name: row.name } : null;
}

/** As findPublishedHotel, with the whole hotel row (its versions, its owner) for the reads behind. */
export async function findPublishedHotelRecord(
  db: Db,
  publicId: string,
): Promise<PublishedHotelRecord | null> {
  if (!isPublicId(publicId)) return null;
  return publishedHotelByPublicId(db, publicId);
}

const present = (row: { publishContent: boolean; publicId: string | null } | undefined): PublishingView => {
  // The owner's hotel was deleted between the check and the change.
  if (!row) throw new AppError('notFound', hotelTexts.hotelNotFound);
  return { publishContent: row.publishContent, publicId: row.publicId };
};

/** Whether the user's hotel publishes, and its public id. */
export async function getPublishing(db: Db, userId: string, hotelId: string): Promise<PublishingView> {
  return present(await requireMemberHotel(db, userId, hotelId));
}

/**
 * Switches 'Publish content' of the user's hotel. The first switch on gives the hotel its public id; switching
 * off keeps it, so the addresses on the hotel's website work again once it publishes again.
 */
export async function setPublishing(
  db: Db,
  userId: string,
  hotelId: string,
  publishContent: boolean,
): Promise<PublishingView> {
  await requireMemberHotel(db, userId, hotelId);
  return present(await updatePublishing(db, hotelId, publishContent, newPublicId()));
}

/** A new public id for the user's hotel ('New public address'): every address with the old one stops at once. */
export async function renewPublicId(db: Db, userId: string, hotelId: string): Promise<PublishingView> {
  await requireMemberHotel(db, userId, hotelId);
  return present(await replacePublicId(db, hotelId, newPublicId()));
}
