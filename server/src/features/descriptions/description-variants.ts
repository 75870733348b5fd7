import type { LanguageCode } from '@common/languages/content-languages';
import type { DescriptionVariantsView } from '@common/content/schemas';
import type { AppContext } from '../../http/context';
import type { DescriptionTarget } from '../../integrations/ai/ai-service';
import { AppError } from '../../lib/app-error';
import { requireMemberHotelWithLocation } from '../hotels/service';
import { roomTexts } from '@common/rooms/texts';
import { hotelProfileForAi } from './hotel-profile';

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
  input: { roomId?: string | undefined; language?: LanguageCode | undefined },
): Promise<DescriptionVariantsView> {
  const owned = await requireMemberHotelWithLocation(db, userId, hotelId);
  // New texts are written in the hotel's primary language unless the description they are for is in another.
  const language = input.language ?? owned.hotel.primaryLanguage;
  const { profile, rooms } = await hotelProfileForAi(db, owned, language);
  let target: DescriptionTarget = { kind: 'hotel' };
  if (input.roomId !== undefined) {
    const room = rooms.find(({ id }) => id === input.roomId);
    if (!room) throw new AppError('notFound', roomTexts.notFound);
    target = { kind: 'room', room: room.profile };
  }
  const variants = await ai.forUser(userId).generateDescriptions({ profile, target, language });
  return { variants, provider: ai.service.provider, label: ai.service.label };
}
