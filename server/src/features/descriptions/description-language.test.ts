import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { descriptionLanguageChecks, hotelDescriptions, roomDescriptions } from '../../db/schema';
import { buildHotel, buildRoom, buildUser, type SignedInUser } from '../../../test/factories';
import { buildTestApp, requestAs, type TestApp } from '../../../test/test-app';

let testApp: TestApp;
let owner: SignedInUser;
beforeAll(async () => {
  testApp = await buildTestApp();
  owner = await buildUser(testApp);
});
afterAll(async () => {
  await testApp.close();
});

const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown, user = owner) =>
  requestAs(testApp, user, method, url, payload);

/** A hotel whose primary language is German, as a hotel in Germany gets. */
const germanHotel = async () =>
  (await buildHotel(testApp, owner.id, { primaryLanguage: 'de', contentLanguages: ['de', 'en'] })).id;

const storedLanguages = async (hotelId: string) =>
  (
    await testApp.context.db
      .select({ language: hotelDescriptions.language, content: hotelDescriptions.content })
      .from(hotelDescriptions)
      .where(eq(hotelDescriptions.hotelId, hotelId))
  ).sort((a, b) => a.language.localeCompare(b.language));

describe('the description in the hotel’s primary language', () => {
  it('is written in the primary language unless another is given, and read first', async () => {
    const hotelId = await germanHotel();
    const url = `/api/hotels/${hotelId}/description`;
    expect((await call('GET', url)).json()).toEqual({ content: '', language: 'de', updatedAt: null });
    expect((await call('PUT', url, { content: 'Ein Haus am See.' })).json()).toMatchObject({
      language: 'de',
    });
    await call('PUT', url, { content: 'A house on the lake.', language: 'en' });
    expect((await call('GET', url)).json()).toMatchObject({ content: 'Ein Haus am See.', language: 'de' });
    expect((await call('GET', `${url}?language=en`)).json()).toMatchObject({
      content: 'A house on the lake.',
    });
  });

  it('is stood in for by the newest text in another language until it is written', async () => {
    const hotelId = await germanHotel();
    const url = `/api/hotels/${hotelId}/description`;
    await call('PUT', url, { content: 'Een huis aan het meer.', language: 'nl' });
    await call('PUT', url, { content: 'A house on the lake.', language: 'en' });
    expect((await call('GET', url)).json()).toMatchObject({
      content: 'A house on the lake.',
      language: 'en',
    });
    expect((await call('GET', `${url}?language=de`)).json()).toEqual({
      content: '',
      language: 'de',
      updatedAt: null,
    });
  });

  it('is a room’s too: written and read in the primary language', async () => {
    const hotelId = await germanHotel();
    const room = await buildRoom(testApp, hotelId);
    const url = `/api/hotels/${hotelId}/rooms/${room.id}/description`;
    expect((await call('GET', url)).json()).toEqual({ content: '', language: 'de', updatedAt: null });
    expect((await call('PUT', url, { content: 'Mit Balkon.' })).json()).toMatchObject({ language: 'de' });
    const rows = await testApp.context.db
      .select({ language: roomDescriptions.language })
      .from(roomDescriptions)
      .where(eq(roomDescriptions.roomId, room.id));
    expect(rows).toEqual([{ language: 'de' }]);
  });
});

describe('changing the language a description is written in', () => {
  it('moves the text to the language named, keeping it as it is', async () => {
    const hotelId = await germanHotel();
    await call('PUT', `/api/hotels/${hotelId}/description`, { content: 'Ein Haus am See.', language: 'en' });
    const moved = await call('PUT', `/api/hotels/${hotelId}/description/language`, { from: 'en', to: 'de' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ content: 'Ein Haus am See.', language: 'de' });
    expect(await storedLanguages(hotelId)).toEqual([{ language: 'de', content: 'Ein Haus am See.' }]);
    expect((await call('GET', `/api/hotels/${hotelId}/description`)).json()).toMatchObject({
      language: 'de',
    });
  });

  it('refuses a language the hotel already has a description in (409), and keeps both texts', async () => {
    const hotelId = await germanHotel();
    await call('PUT', `/api/hotels/${hotelId}/description`, { content: 'Erster Text.', language: 'de' });
    await call('PUT', `/api/hotels/${hotelId}/description`, { content: 'Zweiter Text.', language: 'en' });
    const refused = await call('PUT', `/api/hotels/${hotelId}/description/language`, {
      from: 'en',
      to: 'de',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'conflict',
      message: 'There is already a description in this language (de). Change the language of that one first.',
      messageId: 'languages.descriptionLanguageTaken',
      values: { language: 'de' },
    });
    expect(await storedLanguages(hotelId)).toEqual([
      { language: 'de', content: 'Erster Text.' },
      { language: 'en', content: 'Zweiter Text.' },
    ]);
  });

  it('answers 404 where there is no description in that language, and the same language as it is', async () => {
    const hotelId = await germanHotel();
    const url = `/api/hotels/${hotelId}/description/language`;
    const none = await call('PUT', url, { from: 'it', to: 'de' });
    expect(none.statusCode).toBe(404);
    expect(none.json().error.message).toBe('There is no description in this language.');
    await call('PUT', `/api/hotels/${hotelId}/description`, { content: 'Ein Haus am See.' });
    const same = await call('PUT', url, { from: 'de', to: 'de' });
    expect(same.json()).toMatchObject({ content: 'Ein Haus am See.', language: 'de' });
    expect((await call('PUT', url, { from: 'fr', to: 'fr' })).statusCode).toBe(404);
  });

  it.each([
    [{ from: 'en', to: 'pt' }, 'to'],
    [{ from: 'xx', to: 'de' }, 'from'],
    [{ from: 'en' }, 'to'],
  ])('answers 400 for %j, naming the field', async (payload, field) => {
    const hotelId = await germanHotel();
    const response = await call('PUT', `/api/hotels/${hotelId}/description/language`, payload);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toContain(field);
  });

  it('moves a room’s description, and answers 404 for another hotel’s room or another user’s hotel', async () => {
    const hotelId = await germanHotel();
    const room = await buildRoom(testApp, hotelId);
    const url = `/api/hotels/${hotelId}/rooms/${room.id}/description`;
    await call('PUT', url, { content: 'Doppelzimmer mit Balkon.', language: 'en' });
    const moved = await call('PUT', `${url}/language`, { from: 'en', to: 'de' });
    expect(moved.json()).toMatchObject({ content: 'Doppelzimmer mit Balkon.', language: 'de' });

    const foreignRoom = await buildRoom(testApp, await germanHotel());
    const foreign = `/api/hotels/${hotelId}/rooms/${foreignRoom.id}/description/language`;
    expect((await call('PUT', foreign, { from: 'de', to: 'en' })).statusCode).toBe(404);
    const stranger = await buildUser(testApp);
    for (const path of [`/api/hotels/${hotelId}/description/language`, `${url}/language`])
      expect((await call('PUT', path, { from: 'de', to: 'en' }, stranger)).statusCode, path).toBe(404);
    expect((await call('GET', url)).json()).toMatchObject({ language: 'de' });
  });

  it('moves one of two texts sent to one language at once, and loses neither', async () => {
    const hotelId = await germanHotel();
    const url = `/api/hotels/${hotelId}/description`;
    await call('PUT', url, { content: 'Text eins.', language: 'en' });
    await call('PUT', url, { content: 'Text zwei.', language: 'it' });
    const answers = await Promise.all([
      call('PUT', `${url}/language`, { from: 'en', to: 'de' }),
      call('PUT', `${url}/language`, { from: 'it', to: 'de' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect((await storedLanguages(hotelId)).map((row) => row.content).sort()).toEqual([
      'Text eins.',
      'Text zwei.',
    ]);
  });

  it('is the owner’s word: the language pass leaves the description as they set it', async () => {
    const hotelId = await germanHotel();
    const url = `/api/hotels/${hotelId}/description`;
    const saved = await call('PUT', url, { content: 'Ein Haus am See.', language: 'en' });
    const [row] = await testApp.context.db
      .select()
      .from(hotelDescriptions)
      .where(eq(hotelDescriptions.hotelId, hotelId));
    await testApp.context.db.insert(descriptionLanguageChecks).values({ hotelDescriptionId: row!.id });
    expect(saved.statusCode).toBe(200);
    await call('PUT', `${url}/language`, { from: 'en', to: 'it' });
    const [check] = await testApp.context.db
      .select()
      .from(descriptionLanguageChecks)
      .where(eq(descriptionLanguageChecks.hotelDescriptionId, row!.id));
    expect(check).toMatchObject({ outcome: 'operator', checkedAt: expect.any(Date) });
  });
});

describe('generated variants in the description’s language', () => {
  it('are written in the hotel’s primary language unless asked otherwise', async () => {
    const hotelId = await germanHotel();
    const response = await call('POST', `/api/hotels/${hotelId}/description/variants`, {});
    expect(response.statusCode).toBe(200);
    // The built-in generator's German: 'Willkommen im Hotel Alpenblick' and the like.
    expect(response.json().variants.join(' ')).toMatch(/\b(und|im|mit|Willkommen)\b/);
  });

  it('are refused by the built-in generator in a language it does not write, in plain words', async () => {
    const hotelId = await germanHotel();
    const response = await call('POST', `/api/hotels/${hotelId}/description/variants`, { language: 'it' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      messageId: 'ai.builtinLanguageUnsupported',
      fields: {
        language:
          'Der eingebaute Textgenerator schreibt nur Deutsch und Englisch. Schreiben Sie diesen Text selbst oder richten Sie einen KI-Dienst ein.',
      },
    });
  });
});
