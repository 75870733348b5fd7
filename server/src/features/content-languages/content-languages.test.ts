import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hotels } from '../../db/schema';
import { buildHotel, buildUser, type SignedInUser } from '../../../test/factories';
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
const languagesOf = (hotelId: string) => `/api/hotels/${hotelId}/content-languages`;

const location = (country: string) => ({ address: 'Hauptstrasse 5', city: 'Somewhere', country });

/** A new user's hotels as the onboarding wizard makes them, one per country. */
async function onboardedHotels(user: SignedInUser, countries: string[]) {
  const response = await call(
    'POST',
    '/api/onboarding/hotels',
    {
      hotelType: countries.length > 1 ? 'chain' : 'individual',
      hotelName: 'Seehotels',
      hotelWebsite: '',
      category: 'family',
      locations: countries.map((country, index) => ({ name: `Hotel ${index}`, ...location(country) })),
    },
    user,
  );
  expect(response.statusCode).toBe(201);
  return (response.json().hotels as { id: string }[]).map((hotel) => hotel.id);
}

describe('a new hotel’s content languages', () => {
  it('follow its country: German in DE, AT, CH and LI, Italian in Italy, English elsewhere', async () => {
    const user = await buildUser(testApp);
    const countries = [
      'Germany',
      'Austria',
      'Switzerland',
      'Liechtenstein',
      'Italy',
      'France',
      'Netherlands',
    ];
    const hotelIds = await onboardedHotels(user, countries);
    const answers = await Promise.all(hotelIds.map((id) => call('GET', languagesOf(id), undefined, user)));
    expect(answers.map((answer) => answer.json())).toEqual(
      ['de', 'de', 'de', 'de', 'it', 'en', 'en'].map((language) => ({
        primaryLanguage: language,
        languages: [language],
      })),
    );
  });

  it('follow a country changed in the wizard, but never replace languages the owner chose', async () => {
    const user = await buildUser(testApp);
    const [hotelId] = await onboardedHotels(user, ['Germany']);
    expect((await onboardedHotels(user, ['Italy']))[0]).toBe(hotelId);
    expect((await call('GET', languagesOf(hotelId!), undefined, user)).json()).toEqual({
      primaryLanguage: 'it',
      languages: ['it'],
    });
    await call('PUT', languagesOf(hotelId!), { primaryLanguage: 'it', languages: ['it', 'en'] }, user);
    await onboardedHotels(user, ['Germany']);
    expect((await call('GET', languagesOf(hotelId!), undefined, user)).json()).toEqual({
      primaryLanguage: 'it',
      languages: ['en', 'it'],
    });
  });

  it('follow the country of a hotel a chain adds in Settings', async () => {
    const user = await buildUser(testApp);
    await buildHotel(testApp, user.id, { type: 'chain' });
    const added = await call(
      'POST',
      '/api/hotels',
      { name: 'Lago Hotel', website: 'lago.example', ...location('Italy') },
      user,
    );
    expect(added.statusCode).toBe(201);
    expect((await call('GET', languagesOf(added.json().hotel.id), undefined, user)).json()).toEqual({
      primaryLanguage: 'it',
      languages: ['it'],
    });
  });
});

describe('saving the content languages', () => {
  it('keeps the primary and the served languages, in the list’s order, and answers them after a reload', async () => {
    const hotelId = (await buildHotel(testApp, owner.id)).id;
    expect((await call('GET', languagesOf(hotelId))).json()).toEqual({
      primaryLanguage: 'en',
      languages: ['en'],
    });
    const saved = await call('PUT', languagesOf(hotelId), {
      primaryLanguage: 'de',
      languages: ['it', 'de', 'it'],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ primaryLanguage: 'de', languages: ['de', 'it'] });
    expect((await call('GET', languagesOf(hotelId))).json()).toEqual({
      primaryLanguage: 'de',
      languages: ['de', 'it'],
    });
    const [row] = await testApp.context.db.select().from(hotels).where(eq(hotels.id, hotelId));
    expect([row?.primaryLanguage, row?.contentLanguages]).toEqual(['de', ['de', 'it']]);
  });

  it('refuses removing the primary language from the served ones, naming the field, and keeps what was saved', async () => {
    const hotelId = (await buildHotel(testApp, owner.id)).id;
    await call('PUT', languagesOf(hotelId), { primaryLanguage: 'de', languages: ['de', 'en'] });
    const refused = await call('PUT', languagesOf(hotelId), { primaryLanguage: 'de', languages: ['en'] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({
      code: 'validation',
      message: 'The primary language must stay among the languages the hotel serves.',
      messageId: 'languages.primaryMustBeServed',
      fields: { languages: 'The primary language must stay among the languages the hotel serves.' },
    });
    expect((await call('GET', languagesOf(hotelId))).json()).toEqual({
      primaryLanguage: 'de',
      languages: ['en', 'de'],
    });
  });

  it.each([
    [{ primaryLanguage: 'pt', languages: ['pt'] }, 'primaryLanguage'],
    [{ primaryLanguage: 'en', languages: ['en', 'xx'] }, 'languages.1'],
    [{ primaryLanguage: 'EN', languages: ['en'] }, 'primaryLanguage'],
    [{ primaryLanguage: 'en', languages: ['en', '__proto__'] }, 'languages.1'],
  ])('answers 400 for an unknown language code, naming the field: %j', async (payload, field) => {
    const hotelId = (await buildHotel(testApp, owner.id)).id;
    const response = await call('PUT', languagesOf(hotelId), payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toMatchObject({
      [field]: 'Unknown language code. Use one of: en, de, it, fr, es, nl.',
    });
    expect(response.json().error.fieldMessages[field]).toMatchObject({ id: 'languages.unknownLanguage' });
  });

  it.each([
    [{ primaryLanguage: 'en', languages: [] }],
    [{ primaryLanguage: 'en' }],
    [{ primaryLanguage: 'en', languages: Array.from({ length: 100_000 }, () => 'en') }],
    [{ primaryLanguage: 'en', languages: ['en'], extra: true }],
    [{ primaryLanguage: 'en', languages: [['en']] }],
    [{ primaryLanguage: 'en\u0000', languages: ['en'] }],
  ])('answers 400 for %j', async (payload) => {
    const hotelId = (await buildHotel(testApp, owner.id)).id;
    const response = await call('PUT', languagesOf(hotelId), payload);
    expect(response.statusCode).toBe(400);
    expect((await call('GET', languagesOf(hotelId))).json()).toEqual({
      primaryLanguage: 'en',
      languages: ['en'],
    });
  });

  it('answers 404 for another user’s hotel and an unknown or malformed id, 401 without a session', async () => {
    const hotelId = (await buildHotel(testApp, owner.id)).id;
    const stranger = await buildUser(testApp);
    const body = { primaryLanguage: 'it', languages: ['it'] };
    for (const url of [languagesOf(hotelId), languagesOf(crypto.randomUUID()), languagesOf('not-a-hotel')]) {
      const user = url === languagesOf(hotelId) ? stranger : owner;
      expect((await call('GET', url, undefined, user)).statusCode, url).toBe(404);
      expect((await call('PUT', url, body, user)).statusCode, url).toBe(404);
    }
    const anonymous = await testApp.app.inject({ method: 'GET', url: languagesOf(hotelId) });
    expect(anonymous.statusCode).toBe(401);
    expect((await call('GET', languagesOf(hotelId))).json()).toEqual({
      primaryLanguage: 'en',
      languages: ['en'],
    });
  });

  it('leaves one of two saves sent at once, whole', async () => {
    const hotelId = (await buildHotel(testApp, owner.id)).id;
    const [first, second] = await Promise.all([
      call('PUT', languagesOf(hotelId), { primaryLanguage: 'de', languages: ['de'] }),
      call('PUT', languagesOf(hotelId), { primaryLanguage: 'nl', languages: ['nl', 'fr'] }),
    ]);
    expect([first?.statusCode, second?.statusCode]).toEqual([200, 200]);
    expect([first?.json(), second?.json()]).toContainEqual((await call('GET', languagesOf(hotelId))).json());
  });
});
