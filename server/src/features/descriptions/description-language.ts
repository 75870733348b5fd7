import type { DescriptionLanguageChange, DescriptionView } from '@common/content/schemas';
import { languageTexts } from '@common/languages/texts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/database-errors';
import { requireMemberHotel } from '../hotels/service';
import { presentDescription } from './description-view';
import {
  findDescriptionIn,
  moveDescriptionLanguage,
  recordOperatorLanguage,
  type DescriptionKind,
} from './language-repository';
import { requireRoomWithDescription } from './service';

const taken = (language: string) =>
  new AppError('conflict', languageTexts.descriptionLanguageTaken(language));
const noneIn = () => new AppError('notFound', languageTexts.noDescriptionInLanguage);

/**
 * The owner says which language a description is written in (issue 37): its text stays, its language moves, and
 * the language pass leaves it as the owner set it. Refused (409) while the hotel or room has another description
 * in that language, which is never overwritten.
 */
async function changeLanguage(
  db: Db,
  kind: DescriptionKind,
  ownerId: string,
  { from, to }: DescriptionLanguageChange,
): Promise<DescriptionView> {
  if (from === to) {
    // Nothing moves; the owner still confirmed the language.
    const row = await findDescriptionIn(db, kind, ownerId, from);
    if (!row) throw noneIn();
    await recordOperatorLanguage(db, kind, row.id);
    return presentDescription(row, to);
  }
  try {
    const moved = await db.transaction(async (tx) => {
      const row = await moveDescriptionLanguage(tx, kind, ownerId, from, to);
      if (row) await recordOperatorLanguage(tx, kind, row.id);
      return row;
    });
    if (moved) return presentDescription(moved, to);
  } catch (error) {
    // Another request gave the hotel (or room) a description in `to` at the same instant.
    if (isUniqueViolation(error)) throw taken(to);
    throw error;
  }
  if (await findDescriptionIn(db, kind, ownerId, to)) throw taken(to);
  throw noneIn();
}

/** Changes the language of the user's hotel's description written in `from`. */
export async function changeHotelDescriptionLanguage(
  db: Db,
  userId: string,
  hotelId: string,
  change: DescriptionLanguageChange,
): Promise<DescriptionView> {
  await requireMemberHotel(db, userId, hotelId);
  return changeLanguage(db, 'hotel', hotelId, change);
}

/** Changes the language of a room's description written in `from`; another hotel's room answers 404. */
export async function changeRoomDescriptionLanguage(
  db: Db,
  userId: string,
  hotelId: string,
  roomId: string,
  change: DescriptionLanguageChange,
): Promise<DescriptionView> {
  const { room } = await requireRoomWithDescription(db, userId, hotelId, roomId, change.from);
  return changeLanguage(db, 'room', room.id, change);
}
