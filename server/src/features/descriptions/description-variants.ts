import type { ContentLanguage, HotelProfileInput } from '@common/ai/hotel-profile';
import type { DescriptionVariantsView } from '@common/content/schemas';
import type { AppContext } from '../../http/context';
import type { DescriptionTarget } from '../../integrations/ai/ai-service';
import { AppError } from '../../lib/app-error';
import { activeFeatureGroupsOfHotel, activeFeaturesOfRooms } from '../hotel-features/service';
import { requireOwnedHotelWithLocation } from '../hotels/service';
import { roomNotFound } from '../rooms/service';
import { findHotelDescriptions, findRoomsWithDescriptions } from './repository';

type Deps = Pick<AppContext, 'db' | 'ai'>;

/**
 * Two description variants for the hotel or one of its rooms, written from what the product knows of the hotel:
 * name, type, category, location, saved descriptions, switched-on features and rooms. Counted against the
 * user's AI limit; the configured service's failures arrive as AppErrors with the spec's texts.
 */
export async function generateDescriptionVariants(
  { db, ai }: Deps,
  userId: string,
  hotelId: string,
  input: { roomId?: string; language: ContentLanguage },
): Promise<DescriptionVariantsView> {
  const { hotel, location } = await requireOwnedHotelWithLocation(db, userId, hotelId);
  const [descriptions, featureGroups, roomRows, roomFeatures] = await Promise.all([
    findHotelDescriptions(db, hotelId),
    activeFeatureGroupsOfHotel(db, hotelId),
    findRoomsWithDescriptions(db, hotelId, input.language),
    activeFeaturesOfRooms(db, hotelId),
  ]);
  const roomProfiles = roomRows.map((room) => ({
    id: room.id,
    profile: {
      name: room.name,
      type: room.type,
      description: room.description || undefined,
      features: roomFeatures.get(room.id) ?? [],
    },
  }));
  let target: DescriptionTarget = { kind: 'hotel' };
  if (input.roomId !== undefined) {
    const room = roomProfiles.find(({ id }) => id === input.roomId);
    if (!room) throw new AppError('notFound', roomNotFound);
    target = { kind: 'room', room: room.profile };
  }
  const profile: HotelProfileInput = {
    name: hotel.name,
    type: hotel.type,
    category: hotel.category,
    locations: location
      ? [{ name: location.name, address: location.address, city: location.city, country: location.country }]
      : [],
    descriptions,
    featureGroups,
    rooms: roomProfiles.map(({ profile: room }) => room),
  };
  const variants = await ai
    .forUser(userId)
    .generateDescriptions({ profile, target, language: input.language });
  return { variants, provider: ai.service.provider, label: ai.service.label };
}
