import { eq } from 'drizzle-orm';
import type { LanguageCode } from '@common/languages/content-languages';
import type { Db } from '../../db/client';
import { hotels } from '../../db/schema';

/** Saves the hotel's primary and served languages in one statement (the table checks the primary is served). */
export async function updateContentLanguages(
  db: Db,
  hotelId: string,
  primaryLanguage: LanguageCode,
  languages: LanguageCode[],
) {
  const [row] = await db
    .update(hotels)
    .set({ primaryLanguage, contentLanguages: languages })
    .where(eq(hotels.id, hotelId))
    .returning({ primaryLanguage: hotels.primaryLanguage, contentLanguages: hotels.contentLanguages });
  return row;
}
