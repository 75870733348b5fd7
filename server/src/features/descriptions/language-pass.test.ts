import { readFileSync } from 'node:fs';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { descriptionLanguageChecks, hotelDescriptions, hotels, roomDescriptions } from '../../db/schema';
import { buildHotel, buildRoom, buildUser, type SignedInUser } from '../../../test/factories';
import { buildTestApp, requestAs, type TestApp } from '../../../test/test-app';
import { checkDescriptionLanguages, queueLanguagePass } from './language-pass-job';

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
const italian =
  'Il nostro hotel a conduzione familiare si trova sulla riva del lago, a dieci minuti dal centro storico.';
const english = 'A family-run hotel on the shore of Lake Constance, ten minutes from the old town.';

/** A description as stored before content languages: 'en' whatever its text, waiting for the pass. */
async function storedBefore(hotelId: string, content: string, language = 'en') {
  const [row] = await testApp.context.db
    .insert(hotelDescriptions)
    .values({ hotelId, content, language })
    .returning();
  await testApp.context.db.insert(descriptionLanguageChecks).values({ hotelDescriptionId: row!.id });
  return row!;
}

async function roomTextStoredBefore(roomId: string, content: string) {
  const [row] = await testApp.context.db
    .insert(roomDescriptions)
    .values({ roomId, content, language: 'en' })
    .returning();
  await testApp.context.db.insert(descriptionLanguageChecks).values({ roomDescriptionId: row!.id });
  return row!;
}

const languagesOfHotel = async (hotelId: string) =>
  (
    await testApp.context.db
      .select({ language: hotelDescriptions.language, content: hotelDescriptions.content })
      .from(hotelDescriptions)
      .where(eq(hotelDescriptions.hotelId, hotelId))
  ).sort((a, b) => a.content.localeCompare(b.content));

const pass = () => checkDescriptionLanguages(testApp.context, new AbortController().signal);

describe('the language pass over descriptions stored before content languages', () => {
  it('gives each text the language it is written in, once, and records what it found', async () => {
    const hotelId = (await buildHotel(testApp, owner.id)).id;
    const room = await buildRoom(testApp, hotelId);
    const hotelText = await storedBefore(hotelId, german);
    const roomText = await roomTextStoredBefore(
      room.id,
      'Spaziosa camera doppia con vista sulle montagne, doccia e WC.',
    );
    const stillEnglish = await storedBefore((await buildHotel(testApp, owner.id)).id, english);
    const short = await storedBefore((await buildHotel(testApp, owner.id)).id, 'Zimmer mit Balkon');

    const outcome = await pass();
    expect(outcome).toMatchObject({ relabelled: 2, confirmed: 1, undetermined: 1 });
    expect(await languagesOfHotel(hotelId)).toEqual([{ language: 'de', content: german }]);
    const [roomRow] = await testApp.context.db
      .select()
      .from(roomDescriptions)
      .where(eq(roomDescriptions.id, roomText.id));
    expect(roomRow?.language).toBe('it');
    const checks = await testApp.context.db
      .select()
      .from(descriptionLanguageChecks)
      .where(
        inArray(descriptionLanguageChecks.hotelDescriptionId, [hotelText.id, stillEnglish.id, short.id]),
      );
    const byDescription = new Map(checks.map((check) => [check.hotelDescriptionId, check]));
    expect(byDescription.get(hotelText.id)).toMatchObject({ detectedLanguage: 'de', outcome: 'relabelled' });
    expect(byDescription.get(stillEnglish.id)).toMatchObject({
      detectedLanguage: 'en',
      outcome: 'confirmed',
    });
    expect(byDescription.get(short.id)).toMatchObject({ detectedLanguage: null, outcome: 'undetermined' });
    expect(checks.every((check) => check.checkedAt instanceof Date)).toBe(true);

    // A second pass finds nothing left to check, and a start queues none.
    expect(Object.values(await pass()).every((count) => count === 0)).toBe(true);
    expect(await queueLanguagePass(testApp.context)).toBe(false);
  });

  it('keeps both texts when the detected language is taken by another description of the hotel', async () => {
    const hotelId = (await buildHotel(testApp, owner.id)).id;
    await testApp.context.db
      .insert(hotelDescriptions)
      .values({ hotelId, language: 'de', content: 'Der erste Text.' });
    const stored = await storedBefore(hotelId, german);
    expect(await pass()).toMatchObject({ taken: 1 });
    expect(await languagesOfHotel(hotelId)).toEqual([
      { language: 'de', content: 'Der erste Text.' },
      { language: 'en', content: german },
    ]);
    const [check] = await testApp.context.db
      .select()
      .from(descriptionLanguageChecks)
      .where(eq(descriptionLanguageChecks.hotelDescriptionId, stored.id));
    expect(check).toMatchObject({ detectedLanguage: 'de', outcome: 'taken' });
  });

  it('moves one of two texts detected as the same language and keeps the other under its own', async () => {
    const hotelId = (await buildHotel(testApp, owner.id)).id;
    await storedBefore(hotelId, german, 'en');
    await storedBefore(hotelId, `${german} Wir freuen uns auf Sie!`, 'nl');
    expect(await pass()).toMatchObject({ relabelled: 1, taken: 1 });
    const rows = await languagesOfHotel(hotelId);
    expect(rows.map((row) => row.language).sort()).toContain('de');
    expect(rows).toHaveLength(2);
  });

  it('leaves a description whose language the owner chose before the pass came to it', async () => {
    const hotelId = (await buildHotel(testApp, owner.id)).id;
    await storedBefore(hotelId, italian);
    const chosen = await requestAs(testApp, owner, 'PUT', `/api/hotels/${hotelId}/description/language`, {
      from: 'en',
      to: 'fr',
    });
    expect(chosen.statusCode).toBe(200);
    await pass();
    expect(await languagesOfHotel(hotelId)).toEqual([{ language: 'fr', content: italian }]);
  });

  it('raises the hotel’s content version only for a text whose language moved', async () => {
    const moved = (await buildHotel(testApp, owner.id)).id;
    const kept = (await buildHotel(testApp, owner.id)).id;
    await storedBefore(moved, german);
    await storedBefore(kept, english);
    const versions = async () =>
      testApp.context.db
        .select({ id: hotels.id, version: hotels.contentVersion })
        .from(hotels)
        .where(inArray(hotels.id, [moved, kept]));
    const before = new Map((await versions()).map((row) => [row.id, row.version]));
    await pass();
    const after = new Map((await versions()).map((row) => [row.id, row.version]));
    expect(after.get(moved)).toBeGreaterThan(before.get(moved)!);
    expect(after.get(kept)).toBe(before.get(kept));
  });

  it('stops between texts when asked to, leaving the rest for the next pass', async () => {
    const hotelId = (await buildHotel(testApp, owner.id)).id;
    await storedBefore(hotelId, german);
    const stopped = new AbortController();
    stopped.abort();
    expect(Object.values(await checkDescriptionLanguages(testApp.context, stopped.signal))).toEqual([
      0, 0, 0, 0, 0,
    ]);
    expect(await queueLanguagePass(testApp.context)).toBe(true);
    await pass();
  });

  it('goes with the hotel when the hotel is deleted', async () => {
    const hotelId = (await buildHotel(testApp, owner.id)).id;
    const stored = await storedBefore(hotelId, german);
    await testApp.context.db.delete(hotels).where(eq(hotels.id, hotelId));
    const left = await testApp.context.db
      .select()
      .from(descriptionLanguageChecks)
      .where(eq(descriptionLanguageChecks.hotelDescriptionId, stored.id));
    expect(left).toEqual([]);
  });
});

/** The statements of the content languages migration that fill what existed before it. */
const backfill = readFileSync(
  new URL('../../db/migrations/0032_content_languages.sql', import.meta.url),
  'utf8',
)
  .split('--> statement-breakpoint')
  .filter((statement) => /^\s*(--.*\n)*\s*(UPDATE|INSERT)/.test(statement));

describe('the content languages migration', () => {
  it('gives hotels their country’s primary language and every stored description a check', async () => {
    const user = await buildUser(testApp);
    const countries = ['DE', 'AT', 'CH', 'LI', 'IT', 'FR', null];
    const hotelIds: string[] = [];
    for (const countryCode of countries) {
      const hotel = await buildHotel(testApp, user.id);
      await testApp.context.db.execute(
        sql`update hotel_locations set country_code = ${countryCode} where hotel_id = ${hotel.id}`,
      );
      hotelIds.push(hotel.id);
    }
    const [description] = await testApp.context.db
      .insert(hotelDescriptions)
      .values({ hotelId: hotelIds[0]!, content: german })
      .returning();
    await testApp.context.db.delete(descriptionLanguageChecks);

    expect(backfill).toHaveLength(3);
    for (const statement of backfill) await testApp.context.db.execute(sql.raw(statement));
    const rows = await testApp.context.db
      .select({ id: hotels.id, primary: hotels.primaryLanguage, languages: hotels.contentLanguages })
      .from(hotels)
      .where(inArray(hotels.id, hotelIds));
    const byId = new Map(rows.map((row) => [row.id, [row.primary, row.languages]]));
    expect(hotelIds.map((id) => byId.get(id))).toEqual(
      ['de', 'de', 'de', 'de', 'it', 'en', 'en'].map((language) => [language, [language]]),
    );
    const [check] = await testApp.context.db
      .select()
      .from(descriptionLanguageChecks)
      .where(eq(descriptionLanguageChecks.hotelDescriptionId, description!.id));
    expect(check).toMatchObject({ checkedAt: null, outcome: null });
    await pass();
  });
});
