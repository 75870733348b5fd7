import type { AreaInfoView } from '@common/content/schemas';
import type { Db } from '../../db/client';
import { requireMemberHotelWithLocation } from '../hotels/service';
import { findAreaText, upsertAreaText } from './repository';

type Location = Awaited<ReturnType<typeof requireMemberHotelWithLocation>>['location'];

const presentLocation = (location: Location): AreaInfoView['location'] =>
  location
    ? {
        address: location.address,
        postalCode: location.postalCode,
        city: location.city,
        country: location.country,
      }
    : null;

/** Hotel Area Info: the hotel's location and the text about its area (empty until written). */
export async function getAreaInfo(db: Db, userId: string, hotelId: string): Promise<AreaInfoView> {
  const { location } = await requireMemberHotelWithLocation(db, userId, hotelId);
  return { location: presentLocation(location), text: await findAreaText(db, hotelId) };
}

/** Saves the text about the area (line breaks kept, control characters dropped by the schema). */
export async function saveAreaInfo(
  db: Db,
  userId: string,
  hotelId: string,
  text: string,
): Promise<AreaInfoView> {
  const { location } = await requireMemberHotelWithLocation(db, userId, hotelId);
  await upsertAreaText(db, hotelId, text);
  return { location: presentLocation(location), text };
}
