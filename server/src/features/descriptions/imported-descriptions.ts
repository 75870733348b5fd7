import type { LanguageCode } from '@common/languages/content-languages';
import type { Db } from '../../db/client';
import { detectLanguage } from '../../lib/language-detection';
import { addMissingRoomDescriptions, findHotelDescription, upsertHotelDescription } from './repository';

/**
 * The import's descriptions, inside its transaction (the caller has checked the hotel), each in the language it
 * is written in (issue 37): neither the data API nor a website says which, so each text's is detected, and a
 * text too short to tell takes the hotel description's, else the hotel's primary language. The hotel's
 * description in that language is replaced (an upsert, spec part 1, section 10), and rooms get theirs only where
 * they have none in it, so what a user wrote for a room is kept.
 */
export async function writeImportedDescriptions(
  tx: Db,
  hotel: { id: string; primaryLanguage: LanguageCode },
  hotelDescription: string | null,
  roomDescriptions: ReadonlyArray<{ roomId: string; content: string }>,
  options: { keepHotelDescription?: boolean } = {},
) {
  const hotelLanguage = (hotelDescription && detectLanguage(hotelDescription)) || hotel.primaryLanguage;
  if (hotelDescription) {
    // The website import adds what is missing: a description the hotel has in that language stays.
    const kept =
      options.keepHotelDescription && (await findHotelDescription(tx, hotel.id, hotelLanguage))?.content;
    if (!kept) await upsertHotelDescription(tx, hotel.id, hotelLanguage, hotelDescription);
  }
  await addMissingRoomDescriptions(
    tx,
    roomDescriptions.map((room) => ({ ...room, language: detectLanguage(room.content) ?? hotelLanguage })),
  );
}
