import type { HotelProfileInput, RoomProfile } from '@common/ai/hotel-profile';
import type { LanguageCode } from '@common/languages/content-languages';
import type { AppContext } from '../../http/context';
import { activeFeatureGroupsOfHotel, activeFeaturesOfRooms } from '../hotel-features/service';
import type { requireMemberHotelWithLocation } from '../hotels/service';
import { findHotelDescriptions, findRoomsWithDescriptions } from './repository';

type Db = AppContext['db'];
type OwnedHotel = Awaited<ReturnType<typeof requireMemberHotelWithLocation>>;

/**
 * What the generators know of a hotel: name, type, category, location, saved descriptions, switched-on features
 * and rooms (each with its id, so a room's own profile can be picked out). The caller has checked ownership.
 */
export async function hotelProfileForAi(
  db: Db,
  { hotel, location }: OwnedHotel,
  language: LanguageCode,
): Promise<{ profile: HotelProfileInput; rooms: { id: string; profile: RoomProfile }[] }> {
  const [descriptions, featureGroups, roomRows, roomFeatures] = await Promise.all([
    findHotelDescriptions(db, hotel.id),
    activeFeatureGroupsOfHotel(db, hotel.id),
    findRoomsWithDescriptions(db, hotel.id, language),
    activeFeaturesOfRooms(db, hotel.id),
  ]);
  const rooms = roomRows.map((room) => ({
    id: room.id,
    profile: {
      name: room.name,
      type: room.type,
      description: room.description || undefined,
      features: roomFeatures.get(room.id) ?? [],
    },
  }));
  const profile: HotelProfileInput = {
    name: hotel.name,
    type: hotel.type,
    category: hotel.category,
    locations: location
      ? [{ name: location.name, address: location.address, city: location.city, country: location.country }]
      : [],
    descriptions,
    featureGroups,
    rooms: rooms.map(({ profile: room }) => room),
  };
  return { profile, rooms };
}
