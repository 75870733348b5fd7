import type { z } from 'zod';
import { hotelTexts, type hotelInputSchema } from '@common/hotels/schemas';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { HotelView } from '@common/hotels/hotel';
import { contactValues } from './contact-values';
import { presentHotel } from './hotel-view';
import { hotelsOfUser, memberHotel, membershipOf } from './hotels-of-users';
import { defaultContentLanguages } from './language-defaults';
import { locationValues } from './location-values';
import { insertHotelWithLocation, updateHotelWithLocation, updateNumberOfRooms } from './repository';

export type HotelInput = z.output<typeof hotelInputSchema>;
export type { HotelView };

/**
 * The hotels the signed-in user works on, with their role in each: their own first, oldest first (the first is
 * the default active hotel).
 */
export async function listHotels(db: Db, userId: string): Promise<HotelView[]> {
  const rows = await hotelsOfUser(db, userId);
  return rows.map(({ hotel, location, role }) => presentHotel(hotel, location, role));
}

/** The hotels the user owns, oldest first. */
export async function listOwnedHotels(db: Db, userId: string): Promise<HotelView[]> {
  return (await listHotels(db, userId)).filter((hotel) => hotel.role === 'owner');
}

/** Whether the user owns or works on at least one hotel (a member invited to a hotel skips onboarding). */
export async function hasHotels(db: Db, userId: string): Promise<boolean> {
  return (await hotelsOfUser(db, userId)).length > 0;
}

/**
 * A hotel the user is a member of, by id, for every feature that works under a hotel; the route's access check
 * (http/hotel-access.ts) has already decided whether the member's role allows the request. A hotel the user is
 * not a member of, or an unknown id, answers 404, so ids of other tenants cannot be probed.
 */
export async function requireMemberHotel(db: Db, userId: string, hotelId: string) {
  if (!isUuid(hotelId)) throw new AppError('notFound', hotelTexts.hotelNotFound);
  const hotel = await memberHotel(db, userId, hotelId);
  if (!hotel) throw new AppError('notFound', hotelTexts.hotelNotFound);
  return hotel;
}

/** The user's hotel with its location (null when it has none), by id; 404 like requireMemberHotel. */
export async function requireMemberHotelWithLocation(db: Db, userId: string, hotelId: string) {
  if (!isUuid(hotelId)) throw new AppError('notFound', hotelTexts.hotelNotFound);
  const row = (await hotelsOfUser(db, userId)).find(({ hotel }) => hotel.id === hotelId);
  if (!row) throw new AppError('notFound', hotelTexts.hotelNotFound);
  return row;
}

/**
 * Chains may add and delete hotels; the rule follows the user's first (oldest) own hotel (spec part 1, section 2),
 * never a hotel they work on for someone else.
 */
async function requireChain(db: Db, userId: string, message: string) {
  const hotels = await listOwnedHotels(db, userId);
  if (hotels[0]?.type !== 'chain') throw new AppError('forbidden', message);
  return hotels;
}

/** Adds a hotel from settings: always of type chain, created together with its location. */
export async function createHotel(db: Db, userId: string, input: HotelInput): Promise<HotelView> {
  const [first] = await requireChain(db, userId, hotelTexts.onlyChainsAddHotels);
  const { hotel, location } = await db.transaction((tx) =>
    insertHotelWithLocation(
      tx,
      {
        userId,
        name: input.name,
        website: input.website,
        category: input.category,
        type: 'chain',
        // A hotel added to the chain carries the chain's name like those from onboarding.
        chainName: first?.chainName ?? null,
        ...contactValues(input),
        ...defaultContentLanguages(input.country),
      },
      locationValues(input),
    ),
  );
  return presentHotel(hotel, location, 'owner');
}

/** Edits a hotel and its location (its owner and admins: the route's access check). */
export async function updateHotel(
  db: Db,
  userId: string,
  hotelId: string,
  input: HotelInput,
): Promise<HotelView> {
  if (!isUuid(hotelId)) throw new AppError('notFound', hotelTexts.hotelNotFound);
  const membership = await membershipOf(db, userId, hotelId);
  if (!membership) throw new AppError('notFound', hotelTexts.hotelNotFound);
  const { hotel, location } = await db.transaction((tx) =>
    updateHotelWithLocation(
      tx,
      hotelId,
      { name: input.name, website: input.website, category: input.category, ...contactValues(input) },
      locationValues(input),
    ),
  );
  return presentHotel(hotel, location, membership.role);
}

/** Saves a room count typed for the hotel (onboarding's subscription step); the caller owns the hotel. */
export async function saveNumberOfRooms(db: Db, hotelId: string, numberOfRooms: number) {
  await updateNumberOfRooms(db, hotelId, numberOfRooms);
}

/** Checks the rules for deleting a hotel from settings: a chain, and never the only hotel. */
export async function assertHotelDeletable(db: Db, userId: string, hotelId: string) {
  await requireMemberHotel(db, userId, hotelId);
  const hotels = await requireChain(db, userId, hotelTexts.onlyChainsDeleteHotels);
  if (hotels.length <= 1) throw new AppError('conflict', hotelTexts.cannotDeleteLastHotel);
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => uuidPattern.test(value);
