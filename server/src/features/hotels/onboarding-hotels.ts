import type { z } from 'zod';
import type { onboardingHotelsSchema } from '@common/onboarding/schemas';
import type { Db } from '../../db/client';
import type { HotelView } from '@common/hotels/hotel';
import { presentHotel } from './hotel-view';
import { locationValues } from './location-values';
import {
  deleteHotelRow,
  findHotelsOfUser,
  insertHotelWithLocation,
  updateHotelWithLocation,
} from './repository';

type OnboardingHotels = z.output<typeof onboardingHotelsSchema>;

/**
 * Makes the user's hotels match the wizard's locations: one hotel per location (its name is the location's
 * name; the location row mirrors it). Existing hotels are updated in order, so the first hotel keeps its id
 * (and anything imported into it); extra ones are added and surplus ones removed. Run inside a transaction.
 */
export async function syncOnboardingHotels(
  db: Db,
  userId: string,
  input: OnboardingHotels,
): Promise<{ hotels: HotelView[]; removedHotelIds: string[] }> {
  const existing = await findHotelsOfUser(db, userId);
  // Rows inserted in one transaction share now(); explicit, increasing times keep "oldest first" in wizard order.
  const base = Date.now();
  const result: HotelView[] = [];
  for (const [index, location] of input.locations.entries()) {
    const hotelValues = {
      name: location.name,
      website: input.hotelWebsite,
      type: input.hotelType,
      category: input.category,
      // DECISIONS.md point 27: the chain's name is kept (on each of its hotels) and shown.
      chainName: input.hotelType === 'chain' ? input.hotelName : null,
    };
    const current = existing[index]?.hotel;
    const written = current
      ? await updateHotelWithLocation(db, current.id, hotelValues, locationValues(location))
      : await insertHotelWithLocation(
          db,
          { userId, ...hotelValues, createdAt: new Date(base + index) },
          locationValues(location),
        );
    result.push(presentHotel(written.hotel, written.location));
  }
  const removed = existing.slice(input.locations.length).map((row) => row.hotel.id);
  for (const hotelId of removed) await deleteHotelRow(db, hotelId);
  // The caller removes their files once the transaction has committed.
  return { hotels: result, removedHotelIds: removed };
}
