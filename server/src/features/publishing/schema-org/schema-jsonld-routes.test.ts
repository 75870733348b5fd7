import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublishingView } from '@common/publishing/schemas';
import { hotels } from '../../../db/schema';
import { deleteHotelData } from '../../hotels/delete-hotel';
import { buildHotel, buildUser, type SignedInUser } from '../../../../test/factories';
import { vocabularyProblems } from '../../../../test/schema-org/vocabulary-check';
import { buildTestApp, requestAs, type TestApp } from '../../../../test/test-app';
import { newPublicId } from '../public-id';

let testApp: TestApp;
let owner: SignedInUser;
beforeAll(async () => {
  testApp = await buildTestApp();
  owner = await buildUser(testApp);
});
afterAll(async () => {
  await testApp.close();
});

const dataUrl = (publicId: string) => `/api/public/hotels/${publicId}/schema.jsonld`;

/** A website's request: no cookie, from another origin. */
const fetchData = (publicId: string, headers: Record<string, string> = {}) =>
  testApp.app.inject({
    method: 'GET',
    url: dataUrl(publicId),
    headers: { origin: 'https://seeblick.example', ...headers },
  });

async function publishing(hotelId: string, method: 'PUT' | 'POST', payload?: object) {
  const url = `/api/hotels/${hotelId}/publishing${method === 'POST' ? '/public-id' : ''}`;
  const response = await requestAs(testApp, owner, method, url, payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PublishingView>();
}

/** A hotel with a room and a description, published through Settings -> Hotel's route; answers its public id. */
async function publishedHotel(name = 'Hotel Seeblick') {
  const hotel = await buildHotel(testApp, owner.id, { name });
  const send = (method: 'POST' | 'PUT', path: string, payload: object) =>
    requestAs(testApp, owner, method, `/api/hotels/${hotel.id}${path}`, payload);
  await send('PUT', '/description', { content: 'A family-run hotel on the lake.' });
  await send('POST', '/rooms', { name: 'Lake Suite', type: 'suite', maxOccupancy: 4, sizeSqm: 45 });
  const { publicId } = await publishing(hotel.id, 'PUT', { publishContent: true });
  return { hotelId: hotel.id, publicId: publicId!, send };
}

describe('GET /api/public/hotels/{publicId}/schema.jsonld', () => {
  it("answers the published hotel's schema.org data to any website, with an ETag and a short cache", async () => {
    const { publicId } = await publishedHotel();
    const response = await fetchData(publicId);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/ld+json; charset=utf-8');
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['access-control-expose-headers']).toBe('ETag');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.headers.etag).toMatch(/^"[\w-]{32}"$/);
    expect(response.headers['set-cookie']).toBeUndefined();
    const data = response.json();
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Hotel',
      name: 'Hotel Seeblick',
      description: [{ '@type': 'TextObject', inLanguage: 'en', text: 'A family-run hotel on the lake.' }],
      containsPlace: [
        {
          '@type': 'HotelRoom',
          name: 'Lake Suite',
          occupancy: { '@type': 'QuantitativeValue', maxValue: 4, unitCode: 'C62' },
          floorSize: { '@type': 'QuantitativeValue', value: 45, unitCode: 'MTK' },
        },
      ],
    });
    expect(vocabularyProblems(data)).toEqual([]);
  });

  it('answers 304 while the hotel is unchanged, and new data with a new ETag after a change', async () => {
    const { hotelId, publicId, send } = await publishedHotel();
    const first = await fetchData(publicId);
    const unchanged = await fetchData(publicId, { 'if-none-match': first.headers.etag as string });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    expect(unchanged.headers.etag).toBe(first.headers.etag);
    expect(unchanged.headers['access-control-allow-origin']).toBe('*');
    // A list of ETags and a weak one match too; another does not.
    const listed = `"other", W/${first.headers.etag as string}`;
    expect((await fetchData(publicId, { 'if-none-match': listed })).statusCode).toBe(304);
    expect((await fetchData(publicId, { 'if-none-match': '"other"' })).statusCode).toBe(200);

    await send('PUT', '/description', { content: 'Now with a spa.' });
    const changed = await fetchData(publicId, { 'if-none-match': first.headers.etag as string });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(first.headers.etag);
    expect(changed.json().description[0].text).toBe('Now with a spa.');

    // The number of rooms is on the hotel row, which no content version counts.
    await testApp.context.db.update(hotels).set({ numberOfRooms: 31 }).where(eq(hotels.id, hotelId));
    const counted = await fetchData(publicId, { 'if-none-match': changed.headers.etag as string });
    expect(counted.statusCode).toBe(200);
    expect(counted.json().numberOfRooms).toBe(31);
  });

  it('answers 404 alike for an unknown, malformed, unpublished or replaced id, and for the database id', async () => {
    const { hotelId, publicId } = await publishedHotel();
    const notFound = async (id: string) => {
      const response = await fetchData(id);
      expect(response.statusCode, id.slice(0, 40)).toBe(404);
      expect(response.headers['access-control-allow-origin']).toBe('*');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers.etag).toBeUndefined();
      return response.json();
    };
    const unknown = await notFound(newPublicId());
    expect(unknown).toMatchObject({
      error: { code: 'notFound', message: 'No published hotel has this address.' },
    });
    for (const id of [hotelId, 'x', 'a'.repeat(90), encodeURIComponent(`${publicId}'--`)])
      expect(await notFound(id)).toEqual(unknown);
    // A NUL is refused by the app before any route, with its general words.
    expect((await notFound('%00')).error.code).toBe('notFound');
    // An id longer than any route parameter is refused before routing (Fastify's maxParamLength).
    expect((await fetchData('a'.repeat(5000))).statusCode).toBe(414);

    await publishing(hotelId, 'PUT', { publishContent: false });
    expect(await notFound(publicId)).toEqual(unknown);
    // Even to a client holding the data's ETag.
    await publishing(hotelId, 'PUT', { publishContent: true });
    const etag = (await fetchData(publicId)).headers.etag as string;
    await publishing(hotelId, 'PUT', { publishContent: false });
    expect((await fetchData(publicId, { 'if-none-match': etag })).statusCode).toBe(404);

    await publishing(hotelId, 'PUT', { publishContent: true });
    const { publicId: renewed } = await publishing(hotelId, 'POST');
    expect(await notFound(publicId)).toEqual(unknown);
    expect((await fetchData(renewed!)).statusCode).toBe(200);
  });

  it("answers a page's preflight for any origin", async () => {
    const { publicId } = await publishedHotel();
    const response = await testApp.app.inject({
      method: 'OPTIONS',
      url: dataUrl(publicId),
      headers: {
        origin: 'https://seeblick.example',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'if-none-match',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['access-control-allow-headers']).toBe('If-None-Match');
    expect(response.headers['access-control-allow-methods']).toBe('GET, HEAD');
  });

  it('two hotels each answer their own data; a deleted hotel answers 404', async () => {
    const [first, second] = [await publishedHotel('Alpenhof'), await publishedHotel('Bergblick')];
    expect((await fetchData(first.publicId)).json().name).toBe('Alpenhof');
    expect((await fetchData(second.publicId)).json().name).toBe('Bergblick');
    await deleteHotelData(testApp.context, first.hotelId);
    expect((await fetchData(first.publicId)).statusCode).toBe(404);
    expect((await fetchData(second.publicId)).statusCode).toBe(200);
  });

  it('sends the data compressed for a client that takes it, the same data', async () => {
    const { publicId, send } = await publishedHotel();
    // Larger than the smallest answer worth compressing (1 KB).
    await send('PUT', '/description', { content: 'A family-run hotel on the lake. '.repeat(60) });
    const plain = await fetchData(publicId);
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const [encoding, decompress] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const response = await fetchData(publicId, { 'accept-encoding': encoding });
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toContain('accept-encoding');
      expect(response.headers['content-type']).toBe('application/ld+json; charset=utf-8');
      expect(decompress(response.rawPayload).toString()).toBe(plain.body);
    }
  });
});

describe('the limit per client address', () => {
  it('refuses the request after PUBLIC_PREVIEW_RATE_LIMIT a minute, unknown ids counted too', async () => {
    const limited = await buildTestApp({ PUBLIC_PREVIEW_RATE_LIMIT: '3' });
    try {
      const answers = [];
      for (let index = 0; index < 4; index++)
        answers.push(await limited.app.inject({ method: 'GET', url: dataUrl(newPublicId()) }));
      expect(answers.map((answer) => answer.statusCode)).toEqual([404, 404, 404, 429]);
      expect(answers[3]!.headers['access-control-allow-origin']).toBe('*');
      expect(answers[3]!.json()).toMatchObject({
        error: { message: 'Too many requests. Please try again in a minute.' },
      });
    } finally {
      await limited.close();
    }
  });
});
