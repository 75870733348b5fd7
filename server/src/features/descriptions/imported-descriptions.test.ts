import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hotelDescriptions, roomDescriptions } from '../../db/schema';
import { buildHotel, buildRoom, buildUser, type SignedInUser } from '../../../test/factories';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { writeImportedDescriptions } from './imported-descriptions';

let testApp: TestApp;
let owner: SignedInUser;
beforeAll(async () => {
  testApp = await buildTestApp();
  owner = await buildUser(testApp);
});
afterAll(async () => {
  await testApp.close();
});

const german =
  'Unser familiengeführtes Hotel liegt direkt am Ufer des Bodensees, zehn Minuten von der Altstadt entfernt.';
const english = 'A family-run hotel on the shore of Lake Constance, ten minutes from the old town.';
const italianRoom = 'Spaziosa camera doppia con vista sulle montagne, doccia e WC.';

async function hotelWithRooms(primaryLanguage: 'en' | 'it' = 'en') {
  const hotel = await buildHotel(testApp, owner.id, { primaryLanguage, contentLanguages: [primaryLanguage] });
  const rooms = [await buildRoom(testApp, hotel.id), await buildRoom(testApp, hotel.id, { name: 'Suite' })];
  return { hotel, roomIds: rooms.map((room) => room.id) };
}

const hotelTexts = async (hotelId: string) =>
  (
    await testApp.context.db
      .select({ language: hotelDescriptions.language, content: hotelDescriptions.content })
      .from(hotelDescriptions)
      .where(eq(hotelDescriptions.hotelId, hotelId))
  ).sort((a, b) => a.language.localeCompare(b.language));

const roomLanguage = async (roomId: string) =>
  (
    await testApp.context.db
      .select({ language: roomDescriptions.language })
      .from(roomDescriptions)
      .where(eq(roomDescriptions.roomId, roomId))
  ).map((row) => row.language);

describe('an import’s descriptions', () => {
  it('are stored in the language each is written in; a short room text takes the hotel text’s', async () => {
    const { hotel, roomIds } = await hotelWithRooms();
    await writeImportedDescriptions(testApp.context.db, hotel, german, [
      { roomId: roomIds[0]!, content: italianRoom },
      { roomId: roomIds[1]!, content: 'Mit Balkon.' },
    ]);
    expect(await hotelTexts(hotel.id)).toEqual([{ language: 'de', content: german }]);
    expect(await roomLanguage(roomIds[0]!)).toEqual(['it']);
    expect(await roomLanguage(roomIds[1]!)).toEqual(['de']);
  });

  it('take the hotel’s primary language where no text tells its own', async () => {
    const { hotel, roomIds } = await hotelWithRooms('it');
    await writeImportedDescriptions(testApp.context.db, hotel, null, [
      { roomId: roomIds[0]!, content: 'Suite 12' },
    ]);
    expect(await roomLanguage(roomIds[0]!)).toEqual(['it']);
  });

  it('replace the hotel’s description in their language only (a data API import), keeping other languages', async () => {
    const { hotel } = await hotelWithRooms();
    await writeImportedDescriptions(testApp.context.db, hotel, german, []);
    await writeImportedDescriptions(testApp.context.db, hotel, english, []);
    const newer = `${german} Wir freuen uns auf Ihren Besuch.`;
    await writeImportedDescriptions(testApp.context.db, hotel, newer, []);
    expect(await hotelTexts(hotel.id)).toEqual([
      { language: 'de', content: newer },
      { language: 'en', content: english },
    ]);
  });

  it('add only a missing language when told to keep what the hotel has (a website import)', async () => {
    const { hotel } = await hotelWithRooms();
    await writeImportedDescriptions(testApp.context.db, hotel, german, []);
    const keep = { keepHotelDescription: true };
    await writeImportedDescriptions(testApp.context.db, hotel, `${german} Neu.`, [], keep);
    await writeImportedDescriptions(testApp.context.db, hotel, english, [], keep);
    expect(await hotelTexts(hotel.id)).toEqual([
      { language: 'de', content: german },
      { language: 'en', content: english },
    ]);
  });
});
