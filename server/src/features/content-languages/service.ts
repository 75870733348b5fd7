import { hotelTexts } from '@common/hotels/schemas';
import { inListOrder, isLanguageCode, type LanguageCode } from '@common/languages/content-languages';
import type { ContentLanguagesView } from '@common/languages/schemas';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { requireMemberHotel } from '../hotels/service';
import { updateContentLanguages } from './repository';

const present = (
  row: { primaryLanguage: LanguageCode; contentLanguages: readonly string[] } | undefined,
): ContentLanguagesView => {
  // The owner's hotel was deleted between the check and the change.
  if (!row) throw new AppError('notFound', hotelTexts.hotelNotFound);
  return {
    primaryLanguage: row.primaryLanguage,
    languages: inListOrder(row.contentLanguages.filter(isLanguageCode)),
  };
};

/** The user's hotel's primary language and the languages it serves (issue 37). */
export async function getContentLanguages(
  db: Db,
  userId: string,
  hotelId: string,
): Promise<ContentLanguagesView> {
  return present(await requireMemberHotel(db, userId, hotelId));
}

/**
 * Saves the user's hotel's content languages, checked by the shared schema (the primary among the served). The
 * texts stay as they are: a language no longer served keeps its descriptions, and a new primary language has
 * none until they are written.
 */
export async function saveContentLanguages(
  db: Db,
  userId: string,
  hotelId: string,
  input: ContentLanguagesView,
): Promise<ContentLanguagesView> {
  await requireMemberHotel(db, userId, hotelId);
  return present(await updateContentLanguages(db, hotelId, input.primaryLanguage, input.languages));
}
