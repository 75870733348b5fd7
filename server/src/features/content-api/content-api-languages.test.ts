import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentFacilitiesAnswer } from '@common/content-api/facilities';
import type { ContentHotelAnswer } from '@common/content-api/hotel';
import type { ContentPhotosPage } from '@common/content-api/photos';
import type { ContentRoomsAnswer } from '@common/content-api/rooms';
import type { ContentTemplatesAnswer } from '@common/content-api/templates';
import { buildGermanHotelWithItalian, callApi } from '../../../test/content-api';
import { buildUser } from '../../../test/factories';
import { buildTestApp, type TestApp } from '../../../test/test-app';

/**
 * Issue 37, point 5: the content API carries every language the hotel serves. A German hotel that serves Italian
 * too, with Italian translations of a room name, a template name, a photo caption and alt text.
 */
let testApp: TestApp;
let hotel: Awaited<ReturnType<typeof buildGermanHotelWithItalian>>;
beforeAll(async () => {
  testApp = await buildTestApp();
  hotel = await buildGermanHotelWithItalian(testApp, await buildUser(testApp));
});
afterAll(async () => {
  await testApp.close();
});

const get = (path: string, headers: Record<string, string> = {}) =>
  callApi(testApp, hotel.key, `/api/v1/hotels/${hotel.hotelId}${path}`, headers);

const photoTexts = {
  altText: 'Balkon mit zwei Stühlen über dem See',
  altTexts: { de: 'Balkon mit zwei Stühlen über dem See', it: 'Balcone con due sedie sul lago' },
  captions: { de: 'Sonnenuntergang über dem See', it: 'Tramonto sul lago' },
};

describe('texts per language in the content API', () => {
  it('the hotel says its primary language and the languages it serves', async () => {
    const { hotel: answer } = (await get('')).json<ContentHotelAnswer>();
    expect(answer).toMatchObject({ primaryLanguage: 'de', languages: ['de', 'it'] });
  });

  it('a room has its name in German and Italian, its photo the captions and alt texts the hotel wrote', async () => {
    const response = await get('/rooms');
    expect(response.statusCode).toBe(200);
    const [room] = response.json<ContentRoomsAnswer>().rooms;
    expect(room).toMatchObject({
      name: 'Doppelzimmer Seeblick',
      names: { de: 'Doppelzimmer Seeblick', it: 'Camera doppia vista lago' },
    });
    // German first, as every per-language field has its primary language first.
    expect(Object.keys(room!.names)).toEqual(['de', 'it']);
    expect(room!.images[0]).toMatchObject(photoTexts);
    // French is not served any more: its stored translation stays inside.
    expect(response.body).not.toContain(hotel.unpublished.french);
  });

  it('a template has its name and offer text per language; the team note stays inside', async () => {
    const response = await get('/templates');
    const [template] = response.json<ContentTemplatesAnswer>().templates;
    expect(template).toMatchObject({
      name: 'Sommer am See',
      names: { de: 'Sommer am See', it: 'Estate sul lago' },
      description: 'Drei Nächte mit Bootsfahrt.',
      descriptions: { de: 'Drei Nächte mit Bootsfahrt.', it: 'Tre notti con gita in barca.' },
    });
    expect(template!.images[0]).toMatchObject(photoTexts);
    expect(response.body).not.toContain(hotel.unpublished.usageNote);
    expect(response.body).not.toContain('Interne Notiz');
  });

  it('the gallery photos carry captions and alt texts per language', async () => {
    const { photos } = (await get('/photos')).json<ContentPhotosPage>();
    expect(photos).toHaveLength(1);
    expect(photos[0]).toMatchObject(photoTexts);
  });

  it('facilities are named from the translated catalogue in the served languages only', async () => {
    const { facilities } = (await get('/facilities')).json<ContentFacilitiesAnswer>();
    expect(facilities).toEqual([
      {
        id: 'free-wifi',
        name: 'Free WiFi',
        names: { de: 'Kostenloses WLAN', it: 'WiFi gratuito' },
        group: {
          id: 'most-popular',
          name: 'Most popular facilities',
          names: { de: 'Beliebteste Ausstattungsmerkmale', it: 'Servizi più richiesti' },
        },
      },
    ]);
  });

  it('a changed translation gives a new ETag, and the old one no longer answers 304', async () => {
    const before = await get('/rooms');
    const etag = before.headers.etag as string;
    expect((await get('/rooms', { 'if-none-match': etag })).statusCode).toBe(304);

    await hotel.translate('it', 'roomName', hotel.roomId, 'Camera doppia con vista sul lago');
    const after = await get('/rooms', { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(after.json<ContentRoomsAnswer>().rooms[0]!.names.it).toBe('Camera doppia con vista sul lago');

    // A photo's and a template's translations renew those answers' ETags too.
    const photos = (await get('/photos')).headers.etag as string;
    await hotel.translate('it', 'photoCaption', hotel.photoId, 'Tramonto sul lago di Caldaro');
    const photosAfter = await get('/photos', { 'if-none-match': photos });
    expect(photosAfter.statusCode).toBe(200);
    expect(photosAfter.json<ContentPhotosPage>().photos[0]!.captions.it).toBe('Tramonto sul lago di Caldaro');
    const templates = (await get('/templates')).headers.etag as string;
    await hotel.translate('it', 'templateName', hotel.templateId, 'Estate al lago');
    expect((await get('/templates', { 'if-none-match': templates })).statusCode).toBe(200);
  });

  it('serving a language again publishes its translations, under a new ETag', async () => {
    const etag = (await get('/rooms')).headers.etag as string;
    await hotel.serve(['de', 'it', 'fr']);
    const response = await get('/rooms', { 'if-none-match': etag });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json<ContentRoomsAnswer>().rooms[0]!.names)).toEqual(['de', 'it', 'fr']);
    await hotel.serve(['de', 'it']);
    const [room] = (await get('/rooms')).json<ContentRoomsAnswer>().rooms;
    expect(Object.keys(room!.names)).toEqual(['de', 'it']);
  });

  it('a removed translation is absent, never the German text in its place', async () => {
    await hotel.translate('it', 'photoAltText', hotel.photoId, '');
    const { photos } = (await get('/photos')).json<ContentPhotosPage>();
    expect(photos[0]!.altTexts).toEqual({ de: 'Balkon mit zwei Stühlen über dem See' });
  });
});
