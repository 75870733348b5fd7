import type { ContentLanguage } from '@common/ai/hotel-profile';
import type { DescriptionView } from '@common/content/schemas';
import type { AppContext } from '../../http/context';
import { AppError } from '../../lib/app-error';
import { recordActivity } from '../activities/service';
import { isUuid, requireOwnedHotel } from '../hotels/service';
import { roomTexts } from '@common/rooms/texts';
import { activityTexts } from '@common/activities/texts';
import {
  findHotelDescription,
  findRoomsWithDescriptions,
  findRoomWithDescription,
  addMissingRoomDescriptions,
  upsertHotelDescription,
  upsertRoomDescription,
} from './repository';

type Deps = Pick<AppContext, 'db' | 'log'>;
type Db = AppContext['db'];

const present = (
  row: { content: string; updatedAt: Date } | null | undefined,
  language: string,
): DescriptionView => ({
  content: row?.content ?? '',
  language,
  updatedAt: row ? row.updatedAt.toISOString() : null,
});

/** The hotel's description in a language; empty while none is saved. */
export async function getHotelDescription(
  db: Db,
  userId: string,
  hotelId: string,
  language: ContentLanguage,
): Promise<DescriptionView> {
  await requireOwnedHotel(db, userId, hotelId);
  return present(await findHotelDescription(db, hotelId, language), language);
}

/** Saves the hotel's description in a language (updated, or created if none) and logs description_update. */
export async function saveHotelDescription(
  deps: Deps,
  userId: string,
  hotelId: string,
  input: { content: string; language: ContentLanguage },
): Promise<DescriptionView> {
  await requireOwnedHotel(deps.db, userId, hotelId);
  const row = await upsertHotelDescription(deps.db, hotelId, input.language, input.content);
  await recordActivity(deps, {
    hotelId,
    kind: 'description_update',
    title: activityTexts.hotelDescriptionUpdated,
    entityId: hotelId,
  });
  return present(row, input.language);
}

async function requireRoomWithDescription(
  db: Db,
  userId: string,
  hotelId: string,
  roomId: string,
  language: ContentLanguage,
) {
  await requireOwnedHotel(db, userId, hotelId);
  const row = isUuid(roomId) ? await findRoomWithDescription(db, hotelId, roomId, language) : undefined;
  if (!row) throw new AppError('notFound', roomTexts.notFound);
  return row;
}

/** A room's description in a language; empty while none is saved. */
export async function getRoomDescription(
  db: Db,
  userId: string,
  hotelId: string,
  roomId: string,
  language: ContentLanguage,
): Promise<DescriptionView> {
  const { description } = await requireRoomWithDescription(db, userId, hotelId, roomId, language);
  return present(description, language);
}

/** Saves a room's description in a language and logs description_update. */
export async function saveRoomDescription(
  deps: Deps,
  userId: string,
  hotelId: string,
  roomId: string,
  input: { content: string; language: ContentLanguage },
): Promise<DescriptionView> {
  const { room } = await requireRoomWithDescription(deps.db, userId, hotelId, roomId, input.language);
  const row = await upsertRoomDescription(deps.db, room.id, input.language, input.content);
  await recordActivity(deps, {
    hotelId,
    kind: 'description_update',
    title: activityTexts.roomDescriptionUpdated(room.name),
    entityId: room.id,
  });
  return present(row, input.language);
}

/** What the template generator knows of the hotel (the caller has checked ownership). */
export { hotelProfileForAi } from './hotel-profile';

/** The hotel's description text in a language, '' while none is saved (public preview; no ownership check). */
export async function hotelDescriptionText(db: Db, hotelId: string, language: ContentLanguage) {
  return (await findHotelDescription(db, hotelId, language))?.content ?? '';
}

/** Each room's description text in a language, by room id (public preview; no ownership check). */
export async function roomDescriptionTexts(db: Db, hotelId: string, language: ContentLanguage) {
  const rows = await findRoomsWithDescriptions(db, hotelId, language);
  return new Map(rows.map((row) => [row.id, row.description ?? '']));
}

/**
 * The import's descriptions, inside its transaction (the caller has checked the hotel): the hotel's English
 * description is replaced (an upsert, spec part 1, section 10), and rooms get theirs only where they have none,
 * so what a user wrote for a room is kept.
 */
export async function writeImportedDescriptions(
  tx: Db,
  hotelId: string,
  hotelDescription: string | null,
  roomDescriptions: ReadonlyArray<{ roomId: string; content: string }>,
  options: { keepHotelDescription?: boolean } = {},
) {
  // The website import adds what is missing: a description the hotel has (written or imported) stays.
  const kept = options.keepHotelDescription && (await findHotelDescription(tx, hotelId, 'en'))?.content;
  if (hotelDescription && !kept) await upsertHotelDescription(tx, hotelId, 'en', hotelDescription);
  await addMissingRoomDescriptions(tx, roomDescriptions, 'en');
}
