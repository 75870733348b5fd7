import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { hotels } from '../../../db/schema';
import { buildGermanHotelWithItalian } from '../../../../test/content-api';
import { buildUser } from '../../../../test/factories';
import { vocabularyProblems } from '../../../../test/schema-org/vocabulary-check';
import { buildTestApp, type TestApp } from '../../../../test/test-app';
import { newPublicId } from '../public-id';

/**
 * Issue 37, point 5: the schema.org data carries every language the hotel serves. A German hotel that serves
 * Italian too, with Italian translations of its room's name and its photo's caption.
 */
let testApp: TestApp;
let hotel: Awaited<ReturnType<typeof buildGermanHotelWithItalian>>;
let publicId: string;
beforeAll(async () => {
  testApp = await buildTestApp();
  hotel = await buildGermanHotelWithItalian(testApp, await buildUser(testApp));
  publicId = newPublicId();
  await testApp.context.db.update(hotels).set({ publicId }).where(eq(hotels.id, hotel.hotelId));
});
afterAll(async () => {
  await testApp.close();
});

const fetchData = (headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: 'GET', url: `/api/public/hotels/${publicId}/schema.jsonld`, headers });

const tagged = (values: Record<string, string>) =>
  Object.entries(values).map(([language, value]) => ({ '@value': value, '@language': language }));
const captions = (values: Record<string, string>) =>
  Object.entries(values).map(([language, text]) => ({ '@type': 'TextObject', inLanguage: language, text }));

it('names the room and the facilities and captions the photos in German and Italian, and nothing else', async () => {
  const response = await fetchData();
  expect(response.statusCode).toBe(200);
  const data = response.json();
  const [room] = data.containsPlace;
  expect(room.name).toEqual(tagged({ de: 'Doppelzimmer Seeblick', it: 'Camera doppia vista lago' }));
  expect(room.image[0].caption).toEqual(
    captions({ de: 'Sonnenuntergang über dem See', it: 'Tramonto sul lago' }),
  );
  expect(data.image[0].caption).toEqual(room.image[0].caption);
  expect(data.amenityFeature).toEqual([
    {
      '@type': 'LocationFeatureSpecification',
      name: tagged({ de: 'Kostenloses WLAN', it: 'WiFi gratuito' }),
      value: true,
    },
  ]);
  expect(response.body).not.toContain(hotel.unpublished.french);
  expect(response.body).not.toContain(hotel.unpublished.usageNote);
  expect(vocabularyProblems(data)).toEqual([]);
});

it('a changed translation gives new data under a new ETag', async () => {
  const etag = (await fetchData()).headers.etag as string;
  expect((await fetchData({ 'if-none-match': etag })).statusCode).toBe(304);
  await hotel.translate('it', 'roomName', hotel.roomId, 'Camera doppia sul lago');
  const response = await fetchData({ 'if-none-match': etag });
  expect(response.statusCode).toBe(200);
  expect(response.headers.etag).not.toBe(etag);
  expect(response.json().containsPlace[0].name[1]).toEqual({
    '@value': 'Camera doppia sul lago',
    '@language': 'it',
  });

  // A language no longer served leaves the data at once.
  const served = response.headers.etag as string;
  await hotel.serve(['de']);
  const german = await fetchData({ 'if-none-match': served });
  expect(german.statusCode).toBe(200);
  expect(german.json().containsPlace[0].name).toBe('Doppelzimmer Seeblick');
  expect(german.body).not.toContain('Camera doppia');
});
