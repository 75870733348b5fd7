import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFilledPublishedHotel, callApi, setPublished } from '../../../test/content-api';
import { buildUser, type SignedInUser } from '../../../test/factories';
import { buildTestApp, requestAs, type TestApp } from '../../../test/test-app';

/**
 * ETags of the content API (issue 34): every answer has a strong one, If-None-Match answers 304 while nothing the
 * answer shows has changed, and any change to it (through whichever route) gives a new one.
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

const routes = () => {
  const hotel = `/api/v1/hotels/${filled.hotelId}`;
  return [
    '/api/v1/hotels',
    hotel,
    `${hotel}/rooms`,
    `${hotel}/rooms/${filled.roomId}`,
    `${hotel}/photos`,
    `${hotel}/facilities`,
    `${hotel}/descriptions`,
    `${hotel}/templates`,
  ];
};

async function etagOf(url: string) {
  const response = await callApi(testApp, filled.key, url);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return String(response.headers.etag);
}

describe('If-None-Match', () => {
  it('answers 304 without a body for the current ETag, and 200 for any other', async () => {
    for (const url of routes()) {
      const first = await callApi(testApp, filled.key, url);
      const etag = String(first.headers.etag);
      expect(etag, url).toMatch(/^"[\w-]{32}"$/);
      expect(first.headers['cache-control'], url).toBe('private, no-cache');

      const unchanged = await callApi(testApp, filled.key, url, { 'if-none-match': etag });
      expect(unchanged.statusCode, url).toBe(304);
      expect(unchanged.body, url).toBe('');
      expect(unchanged.headers.etag, url).toBe(etag);

      const other = await callApi(testApp, filled.key, url, { 'if-none-match': '"something-else"' });
      expect(other.statusCode, url).toBe(200);
      expect(other.body, url).toBe(first.body);
    }
  });

  it('each page of photos has its own ETag', async () => {
    const hotel = `/api/v1/hotels/${filled.hotelId}`;
    const tags = new Set([
      await etagOf(`${hotel}/photos`),
      await etagOf(`${hotel}/photos?limit=1`),
      await etagOf(`${hotel}/photos?limit=1&cursor=${Buffer.from('p1').toString('base64url')}`),
    ]);
    expect(tags.size).toBe(3);
    // The default limit written out is the same page.
    expect(await etagOf(`${hotel}/photos?limit=50`)).toBe(await etagOf(`${hotel}/photos`));
  });
});

describe('a change gives a new ETag', () => {
  const session = (method: 'PUT' | 'PATCH' | 'POST', path: string, payload: object) =>
    requestAs(testApp, owner, method, `/api/hotels/${filled.hotelId}${path}`, payload);

  it.each([
    ['a room renamed', () => session('PATCH', `/rooms/${filled.roomId}`, { name: 'Lake Suite' }), 'rooms'],
    [
      'a photo renamed',
      () =>
        session('PATCH', `/assets/${filled.photoIds.lake}`, {
          name: 'Terrace.jpg',
          category: 'Property',
          tags: [],
        }),
      'photos',
    ],
    [
      'a room name translated again',
      () => session('PUT', `/texts/de/roomName/${filled.roomId}`, { text: 'Seesuite' }),
      'rooms',
    ],
    [
      'a caption translated again',
      () => session('PUT', `/texts/de/photoCaption/${filled.photoIds.lake}`, { text: 'Abend am See' }),
      'photos',
    ],
    [
      'a template name translated again',
      () => session('PUT', `/texts/de/templateName/${filled.templateId}`, { text: 'Herbst am See' }),
      'templates',
    ],
    [
      'a language served again',
      () => session('PUT', '/content-languages', { primaryLanguage: 'en', languages: ['en', 'de', 'fr'] }),
      'rooms',
    ],
    ['a facility switched on', () => session('PUT', '/features/restaurant', { active: true }), 'facilities'],
    ['a description saved', () => session('PUT', '/description', { content: 'New text.' }), 'descriptions'],
    ['a policy changed', () => session('PUT', '/policies', { pets: 'allowed' }), 'hotel'],
    [
      'a template renamed',
      () =>
        session('PUT', `/templates/${filled.templateId}`, {
          name: 'Autumn on the lake',
          isPublished: true,
          imageIds: [filled.photoIds.lake],
        }),
      'templates',
    ],
  ] as const)('%s', async (_change, change, route) => {
    const url =
      route === 'hotel' ? `/api/v1/hotels/${filled.hotelId}` : `/api/v1/hotels/${filled.hotelId}/${route}`;
    const before = await etagOf(url);
    const response = await change();
    expect(response.statusCode, response.body).toBeLessThan(300);
    const after = await callApi(testApp, filled.key, url, { 'if-none-match': before });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before);
  });

  it('a hotel no longer published answers 404 even to a current ETag, and the same again once published', async () => {
    const url = `/api/v1/hotels/${filled.hotelId}/rooms`;
    const etag = await etagOf(url);
    await setPublished(testApp, filled.hotelId, false);
    expect((await callApi(testApp, filled.key, url, { 'if-none-match': etag })).statusCode).toBe(404);
    await setPublished(testApp, filled.hotelId, true);
    expect((await callApi(testApp, filled.key, url, { 'if-none-match': etag })).statusCode).toBe(304);
  });
});
