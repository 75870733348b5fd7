import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApiKey } from '../../../test/api-keys';
import { buildFilledPublishedHotel, callApi, setPublished } from '../../../test/content-api';
import { buildHotel, buildImageAsset, buildUser, type SignedInUser } from '../../../test/factories';
import { buildTestApp, requestAs, testAppUrl, type TestApp } from '../../../test/test-app';

/**
 * The content API's routes (issue 34) through the whole app, with a key from the Settings tab's factory: what
 * each answers for a hotel with everything filled in, what it leaves out, paging, and its 404s.
 */
let testApp: TestApp;
let owner: SignedInUser;
let filled: Awaited<ReturnType<typeof buildFilledPublishedHotel>>;

beforeAll(async () => {
  testApp = await buildTestApp();
  owner = await buildUser(testApp);
  filled = await buildFilledPublishedHotel(testApp, owner);
});
afterAll(async () => {
  await testApp.close();
});

const get = async (url: string) => {
  const response = await callApi(testApp, filled.key, url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const hotelUrl = () => `/api/v1/hotels/${filled.hotelId}`;
const fileUrl = (suffix: string) =>
  expect.stringMatching(new RegExp(`^${testAppUrl}/files/hotel-assets/.+${suffix}$`));

describe('answers for a hotel with everything filled in', () => {
  it('lists the published hotels the key may read', async () => {
    expect(await get('/api/v1/hotels')).toEqual({
      hotels: [
        {
          id: filled.hotelId,
          name: 'Hotel Seeblick API',
          website: 'https://seeblick.example',
          address: {
            streetAddress: 'Seestrasse 12',
            postalCode: '8002',
            city: 'Zürich',
            country: 'Switzerland',
            countryCode: 'CH',
          },
        },
      ],
    });
  });

  it('answers the hotel with its contact facts, times and policies', async () => {
    const { hotel } = await get(hotelUrl());
    expect(hotel).toMatchObject({
      id: filled.hotelId,
      phone: '+41441234567',
      reservationsEmail: 'reservations@seeblick.example',
      starRating: 4,
      checkIn: { from: '15:00', until: '22:00' },
      checkOut: { from: null, until: '11:00' },
      policies: {
        pets: 'on-request',
        smoking: 'not-allowed',
        parties: null,
        children: 'welcome',
        other: [
          {
            id: 'card-visa',
            name: 'Visa',
            names: { en: 'Visa', de: 'Visa' },
            group: {
              id: 'cards-accepted',
              name: 'Cards accepted',
              names: { en: 'Cards accepted', de: 'Akzeptierte Karten' },
            },
          },
        ],
      },
      primaryLanguage: 'en',
      languages: ['en', 'de'],
    });
  });

  it('answers the rooms that are not in the trash, with facts, texts, features and gallery', async () => {
    const { rooms } = await get(`${hotelUrl()}/rooms`);
    expect(rooms).toHaveLength(1);
    const [room] = rooms;
    expect(room).toMatchObject({
      id: filled.roomId,
      name: 'Double Room Lake View',
      names: { en: 'Double Room Lake View', de: 'Doppelzimmer Seeblick' },
      type: 'double',
      descriptions: [{ language: 'en', text: 'A bright room with a balcony.' }],
      facts: {
        maxOccupancy: 3,
        standardOccupancy: 2,
        maxChildren: 1,
        beds: [{ type: 'king', count: 1 }],
        sizeSqm: 28,
        roomCount: 12,
        view: 'lake',
      },
      features: [
        {
          id: 'balcony',
          name: 'Balcony',
          names: { en: 'Balcony', de: 'Balkon' },
          group: expect.objectContaining({ id: 'room-outdoors', name: 'Outdoors' }),
        },
      ],
    });
    // The room's own order (the camera's photo first), the trashed photo left out.
    expect(room.images.map((image: { id: string }) => image.id)).toEqual([
      filled.photoIds.camera,
      filled.photoIds.lake,
    ]);
    expect(await get(`${hotelUrl()}/rooms/${filled.roomId}`)).toEqual({ room });
  });

  it('answers the gallery with alt texts, positions and both renditions at their real sizes', async () => {
    expect(await get(`${hotelUrl()}/photos`)).toEqual({
      photos: [
        {
          id: filled.photoIds.lake,
          altText: 'Lake view from the terrace',
          altTexts: { en: 'Lake view from the terrace', de: 'Seeblick von der Terrasse' },
          captions: { en: 'Sunset over the lake', de: 'Sonnenuntergang am See' },
          width: 4000,
          height: 3000,
          isCover: true,
          position: 0,
          renditions: [
            {
              name: 'thumbnail',
              width: 400,
              height: 300,
              mimeType: 'image/webp',
              url: fileUrl('-thumb.webp'),
            },
            {
              name: 'large',
              width: 1600,
              height: 1200,
              mimeType: 'image/webp',
              url: fileUrl('-gallery.webp'),
            },
          ],
        },
        {
          id: filled.photoIds.camera,
          // A camera's file name says nothing to a reader, and the hotel wrote nothing for it.
          altText: null,
          altTexts: {},
          captions: {},
          width: 300,
          height: 200,
          isCover: false,
          position: 1,
          renditions: [
            {
              name: 'thumbnail',
              width: 300,
              height: 200,
              mimeType: 'image/webp',
              url: fileUrl('-thumb.webp'),
            },
            { name: 'large', width: 300, height: 200, mimeType: 'image/webp', url: fileUrl('-gallery.webp') },
          ],
        },
      ],
      total: 2,
      nextCursor: null,
    });
  });

  it('answers the facilities switched on, the descriptions per language and the published templates', async () => {
    expect(await get(`${hotelUrl()}/facilities`)).toEqual({
      facilities: [
        {
          id: 'free-wifi',
          name: 'Free WiFi',
          names: { en: 'Free WiFi', de: 'Kostenloses WLAN' },
          group: {
            id: 'most-popular',
            name: 'Most popular facilities',
            names: { en: 'Most popular facilities', de: 'Beliebteste Ausstattungsmerkmale' },
          },
        },
      ],
    });
    expect(await get(`${hotelUrl()}/descriptions`)).toEqual({
      descriptions: [
        { language: 'de', text: 'Ein Familienhotel am See.' },
        { language: 'en', text: 'A family-run hotel on the lake.' },
      ],
    });
    const { templates } = await get(`${hotelUrl()}/templates`);
    expect(templates).toEqual([
      {
        id: filled.templateId,
        name: 'Summer on the lake',
        names: { en: 'Summer on the lake', de: 'Sommer am See' },
        startDate: '2026-06-01',
        endDate: '2026-08-31',
        description: 'Three nights with a boat trip.',
        descriptions: { en: 'Three nights with a boat trip.', de: 'Drei Nächte mit Bootsfahrt.' },
        images: [expect.objectContaining({ id: filled.photoIds.lake, isCover: true, position: 0 })],
      },
    ]);
  });
});

describe('pages of photos', () => {
  it('follows nextCursor through the gallery in order, each photo once', async () => {
    const other = await buildUser(testApp);
    const hotel = await buildHotel(testApp, other.id, { name: 'Paged Hotel' });
    for (let index = 0; index < 5; index++)
      await buildImageAsset(testApp, hotel.id, {
        name: `Terrace ${index}.jpg`,
        createdAt: new Date(2026, 0, 1 + index),
      });
    await setPublished(testApp, hotel.id);
    const key = await buildApiKey(testApp, other.id, [hotel.id]);
    const seen: { altText: string; position: number }[] = [];
    let url: string | null = `/api/v1/hotels/${hotel.id}/photos?limit=2`;
    const sizes: number[] = [];
    while (url) {
      const response = await callApi(testApp, key, url);
      expect(response.statusCode, response.body).toBe(200);
      const page: { photos: typeof seen; total: number; nextCursor: string | null } = response.json();
      expect(page.total).toBe(5);
      sizes.push(page.photos.length);
      seen.push(...page.photos);
      url = page.nextCursor ? `/api/v1/hotels/${hotel.id}/photos?limit=2&cursor=${page.nextCursor}` : null;
    }
    expect(sizes).toEqual([2, 2, 1]);
    // A gallery not yet arranged shows the library newest first, as the content page will store it.
    expect(seen.map((photo) => [photo.altText, photo.position])).toEqual([
      ['Terrace 4', 0],
      ['Terrace 3', 1],
      ['Terrace 2', 2],
      ['Terrace 1', 3],
      ['Terrace 0', 4],
    ]);
  });

  it('refuses a cursor that is not one of its own and a limit out of range, naming the field', async () => {
    for (const [query, field] of [
      ['cursor=bm90LWEtY3Vyc29y', 'cursor'],
      [`cursor=${Buffer.from('p12345678').toString('base64url')}`, 'cursor'],
      [`cursor=${Buffer.from('p01').toString('base64url')}`, 'cursor'],
      [`cursor=${'x'.repeat(300)}`, 'cursor'],
      ['limit=0', 'limit'],
      ['limit=201', 'limit'],
      ['limit=2.5', 'limit'],
      ['limit=many', 'limit'],
    ] as const) {
      const response = await callApi(testApp, filled.key, `${hotelUrl()}/photos?${query}`);
      expect(response.statusCode, query).toBe(400);
      const { error } = response.json();
      expect(error.fields, query).toHaveProperty(field);
      expect(error.messageId, query).toMatch(/^contentApi\./);
    }
  });
});

describe('what answers 404', () => {
  it('a hotel whose content is not published answers 404 on every route and is not listed', async () => {
    const other = await buildUser(testApp);
    const hotel = await buildHotel(testApp, other.id, { name: 'Unpublished Hotel' });
    const key = await buildApiKey(testApp, other.id, [hotel.id]);
    for (const path of ['', '/rooms', '/photos', '/facilities', '/descriptions', '/templates']) {
      const response = await callApi(testApp, key, `/api/v1/hotels/${hotel.id}${path}`);
      expect(response.statusCode, path).toBe(404);
      expect(response.json().error.messageId).toBe('hotels.hotelNotFound');
    }
    expect((await callApi(testApp, key, '/api/v1/hotels')).json()).toEqual({ hotels: [] });
  });

  it('a room in the trash, another hotel’s room and ids that are no ids answer 404', async () => {
    const otherHotel = await buildHotel(testApp, owner.id, { name: 'Second Hotel' });
    const { room: otherRoom } = (
      await requestAs(testApp, owner, 'POST', `/api/hotels/${otherHotel.id}/rooms`, { name: 'Elsewhere' })
    ).json();
    for (const roomId of [filled.trashedRoomId, otherRoom.id, crypto.randomUUID(), 'not-a-uuid', '%00']) {
      const response = await callApi(testApp, filled.key, `${hotelUrl()}/rooms/${roomId}`);
      expect(response.statusCode, roomId).toBe(404);
    }
    expect((await callApi(testApp, filled.key, '/api/v1/hotels/not-a-uuid')).statusCode).toBe(404);
  });
});
