import type { z } from 'zod';
import type { onboardingHotelsSchema } from '@common/onboarding/schemas';
import type { Db } from '../../db/client';
import type { HotelView } from '@common/hotels/hotel';
import { presentHotel } from './hotel-view';
import { defaultContentLanguages, hasDefaultContentLanguages } from './language-defaults';
import { locationValues } from './location-values';
import {
  deleteHotelRow,
  findOwnedHotels,
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
  const existing = await findOwnedHotels(db, userId);
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
    const current = existing[index];
    const written = current
      ? await updateHotelWithLocation(
          db,
          current.hotel.id,
          { ...hotelValues, ...languagesForCountryChange(current, location.country) },
          locationValues(location),
        )
      : await insertHotelWithLocation(
          db,
          {
            userId,
            ...hotelValues,
            ...defaultContentLanguages(location.country),
            createdAt: new Date(base + index),
          },
          locationValues(location),
        );
    result.push(presentHotel(written.hotel, written.location, 'owner'));
  }
  const removed = existing.slice(input.locations.length).map((row) => row.hotel.id);
  for (const hotelId of removed) await deleteHotelRow(db, hotelId);
  // The caller removes their files once the transaction has committed.
  return { hotels: result, removedHotelIds: removed };
}

type ExistingHotel = Awaited<ReturnType<typeof findOwnedHotels>>[number];

/**
 * A country changed in the wizard moves the content languages it gave (issue 37), as if the hotel were made with
 * the new one; languages the owner chose stay.
 */
function languagesForCountryChange({ hotel, location }: ExistingHotel, country: string) {
  const before = location?.countryCode ?? null;
  return before !== country && hasDefaultContentLanguages(hotel, before)
    ? defaultContentLanguages(country)
    : {};
}
