import type { DescriptionView } from '@common/content/schemas';
import type { LanguageCode } from '@common/languages/content-languages';
import type { AppContext } from '../../http/context';
import { AppError } from '../../lib/app-error';
import { recordActivity } from '../activities/service';
import { isUuid, requireMemberHotel } from '../hotels/service';
import { roomTexts } from '@common/rooms/texts';
import { changedFields } from '@common/activities/changes';
import { activityTexts } from '@common/activities/texts';
import { presentDescription as present } from './description-view';
import {
  findHotelDescription,
  findMainHotelDescription,
  findMainRoomDescription,
  findMainRoomDescriptionTexts,
  findRoomWithDescription,
  upsertHotelDescription,
  upsertRoomDescription,
} from './repository';

type Deps = Pick<AppContext, 'db' | 'log'>;
type Db = AppContext['db'];

/**
 * The hotel's description in a language; without one, its main description (in the primary language, else the
 * one written last in another). Empty, in the language it would be saved in, while there is none.
 */
export async function getHotelDescription(
  db: Db,
  userId: string,
  hotelId: string,
  language?: LanguageCode,
): Promise<DescriptionView> {
  const hotel = await requireMemberHotel(db, userId, hotelId);
  if (language) return present(await findHotelDescription(db, hotelId, language), language);
  return present(await findMainHotelDescription(db, hotelId, hotel.primaryLanguage), hotel.primaryLanguage);
}

/**
 * Saves the hotel's description in a language, the hotel's primary language unless one is given (updated, or
 * created if none), and logs description_update.
 */
export async function saveHotelDescription(
  deps: Deps,
  userId: string,
  hotelId: string,
  input: { content: string; language?: LanguageCode | undefined },
): Promise<DescriptionView> {
  const hotel = await requireMemberHotel(deps.db, userId, hotelId);
  const language = input.language ?? hotel.primaryLanguage;
  const before = await findHotelDescription(deps.db, hotelId, language);
  const row = await upsertHotelDescription(deps.db, hotelId, language, input.content);
  await recordActivity(deps, {
    hotelId,
    kind: 'description_update',
    title: activityTexts.hotelDescriptionUpdated,
    entityId: hotelId,
    actorUserId: userId,
    changes: descriptionChange(language, before?.content, row.content),
  });
  return present(row, language);
}

/** A description's text before and after a save, for the activity log (issue 36, part 4). */
const descriptionChange = (language: LanguageCode, before: string | undefined, after: string) =>
  changedFields([[activityTexts.fields.description(language.toUpperCase()), before ?? null, after]]);

/**
 * The user's hotel's room, with its description in the language (the hotel's primary one unless given), which
 * is saved or read in that language: one query after the ownership check.
 */
export async function requireRoomWithDescription(
  db: Db,
  userId: string,
  hotelId: string,
  roomId: string,
  language?: LanguageCode,
) {
  const hotel = await requireMemberHotel(db, userId, hotelId);
  const asked = language ?? hotel.primaryLanguage;
  const row = isUuid(roomId) ? await findRoomWithDescription(db, hotelId, roomId, asked) : undefined;
  if (!row) throw new AppError('notFound', roomTexts.notFound);
  return { ...row, language: asked, primaryLanguage: hotel.primaryLanguage };
}

/** A room's description in a language; without one, its main description, chosen as the hotel's is. */
export async function getRoomDescription(
  db: Db,
  userId: string,
  hotelId: string,
  roomId: string,
  language?: LanguageCode,
): Promise<DescriptionView> {
  const found = await requireRoomWithDescription(db, userId, hotelId, roomId, language);
  if (language || found.description) return present(found.description, found.language);
  return present(await findMainRoomDescription(db, found.room.id, found.primaryLanguage), found.language);
}

/** Saves a room's description in a language (the hotel's primary one unless given) and logs description_update. */
export async function saveRoomDescription(
  deps: Deps,
  userId: string,
  hotelId: string,
  roomId: string,
  input: { content: string; language?: LanguageCode | undefined },
): Promise<DescriptionView> {
  const { room, description, language } = await requireRoomWithDescription(
    deps.db,
    userId,
    hotelId,
    roomId,
    input.language,
  );
  const row = await upsertRoomDescription(deps.db, room.id, language, input.content);
  await recordActivity(deps, {
    hotelId,
    kind: 'description_update',
    title: activityTexts.roomDescriptionUpdated(room.name),
    entityId: room.id,
    actorUserId: userId,
    changes: descriptionChange(language, description?.content, row.content),
  });
  return present(row, language);
}

/** What the template generator knows of the hotel (the caller has checked ownership). */
export { hotelProfileForAi } from './hotel-profile';

/**
 * The hotel's main description text (in its primary language, else its newest in another; with `shownLanguage`,
 * that language's where there is one), '' while none is saved (public preview; no ownership check).
 */
export async function mainHotelDescriptionText(
  db: Db,
  hotelId: string,
  primaryLanguage: LanguageCode,
  shownLanguage: LanguageCode = primaryLanguage,
) {
  return (await findMainHotelDescription(db, hotelId, primaryLanguage, shownLanguage))?.content ?? '';
}

/** Each room's main description text, by room id, chosen as the hotel's is (public preview; no ownership check). */
export async function mainRoomDescriptionTexts(
  db: Db,
  hotelId: string,
  primaryLanguage: LanguageCode,
  shownLanguage: LanguageCode = primaryLanguage,
) {
  return findMainRoomDescriptionTexts(db, hotelId, primaryLanguage, shownLanguage);
}

export { writeImportedDescriptions } from './imported-descriptions';
