import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  apiErrorBody,
  chatCompletion,
  imageUrlOf,
  startOpenAiFake,
  type FakeReply,
  type OpenAiFake,
} from '@e2e/fakes/openai-fake';
import { buildHotel, buildUser, type SignedInUser } from '../../../test/factories';
import { buildTestApp, requestAs, type TestApp } from '../../../test/test-app';
import { tinyPng, uploadAsset } from '../../../test/uploads';

/**
 * AI fallbacks are announced (DECISIONS.md point 24): an upload the AI service failed for (429 or 500) records
 * why on the asset and says so in its answer, and 'Analyse again' files it properly once the service works.
 */
const apiKey = 'sk-test-key-fallback-0123456789';
let fake: OpenAiFake;
let testApp: TestApp;
let owner: SignedInUser;
let hotelId: string;
beforeAll(async () => {
  fake = await startOpenAiFake({ apiKey });
  testApp = await buildTestApp({ OPENAI_API_KEY: apiKey, OPENAI_BASE_URL: fake.url });
  owner = await buildUser(testApp);
  hotelId = (await buildHotel(testApp, owner.id)).id;
});
afterAll(async () => {
  await testApp.close();
  await fake.close();
});
beforeEach(() => {
  fake.reset();
});

// The SDK retries 429 and 5xx once (ai-settings.ts), after the wait the service names: both attempts fail.
const failing = (status: number): FakeReply => ({
  status,
  body: apiErrorBody(status === 429 ? 'Rate limit reached' : 'Server error', 'server_error'),
  headers: { 'retry-after-ms': '10' },
});
const failNext = (status: number) => fake.reply(failing(status), failing(status));
const analysed = (category: string, tags: string[]): FakeReply => ({
  body: chatCompletion([JSON.stringify({ category, tags })]),
});

let shade = 0;
async function upload(user: SignedInUser = owner, hotel = hotelId) {
  shade += 1;
  const image = await tinyPng(64, 48, { r: shade, g: 90, b: 160 });
  const file = { name: `IMG_${shade}.png`, type: 'image/png', content: image };
  const response = await uploadAsset(testApp, user, hotel, file, { category: 'Room Photos' });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const analyseAgain = (assetId: string, user: SignedInUser = owner, hotel = hotelId) =>
  requestAs(testApp, user, 'POST', `/api/hotels/${hotel}/assets/${assetId}/analyse`);

async function libraryAsset(assetId: string) {
  const response = await requestAs(testApp, owner, 'GET', `/api/hotels/${hotelId}/assets`);
  return response.json().assets.find((asset: { id: string }) => asset.id === assetId);
}

describe('an upload the AI service failed for', () => {
  it.each([
    [429, 'rate_limited'],
    [500, 'service_failed'],
  ])('answering %i is filed with the defaults and marked %s', async (status, reason) => {
    failNext(status);
    const answer = await upload();
    expect(answer.analysis).toEqual({ provider: 'fallback', fallback: reason });
    expect([answer.asset.category, answer.asset.tags, answer.asset.analysisFallback]).toEqual([
      'Room Photos',
      [],
      reason,
    ]);
    // The library shows the mark too, so the card can offer 'Analyse again'.
    expect((await libraryAsset(answer.asset.id)).analysisFallback).toBe(reason);
  });

  it('is not marked when the analysis works', async () => {
    fake.reply(analysed('Dining', ['buffet']));
    const answer = await upload();
    expect(answer.analysis).toEqual({ provider: 'openai', fallback: null });
    expect([answer.asset.category, answer.asset.tags, answer.asset.analysisFallback]).toEqual([
      'Dining',
      ['buffet'],
      null,
    ]);
  });
});

describe('Analyse again', () => {
  it('files the asset with the AI’s category and tags and clears the mark', async () => {
    failNext(500);
    const { asset } = await upload();
    fake.reply(analysed('Dining', ['Buffet', 'breakfast']));
    const response = await analyseAgain(asset.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().asset).toMatchObject({
      id: asset.id,
      category: 'Dining',
      tags: ['breakfast', 'buffet'],
      analysisFallback: null,
    });
    // The image itself went to the service, as at upload.
    expect(imageUrlOf(fake.requests.at(-1)!.body)).toMatch(/^data:image\/webp;base64,/);
    expect(await libraryAsset(asset.id)).toMatchObject({
      category: 'Dining',
      tags: ['breakfast', 'buffet'],
      analysisFallback: null,
    });
  });

  it('keeps the asset’s own tags, and its category when the AI cannot place the image', async () => {
    failNext(429);
    const { asset } = await upload();
    const edit = await requestAs(testApp, owner, 'PATCH', `/api/hotels/${hotelId}/assets/${asset.id}`, {
      name: asset.name,
      category: 'Property',
      tags: ['lobby'],
    });
    expect(edit.statusCode, edit.body).toBe(200);
    fake.reply(analysed('Other', ['Marble', 'lobby']));
    const response = await analyseAgain(asset.id);
    expect(response.json().asset).toMatchObject({
      category: 'Property',
      // Tags are stored in lower case, so the AI's 'lobby' is the asset's own and not added twice.
      tags: ['lobby', 'marble'],
      analysisFallback: null,
    });
  });

  it.each([
    [429, 429, 'Rate limit exceeded. Please try again later.', 'rate_limited'],
    [500, 503, 'Failed to analyze image. Please try again.', 'service_failed'],
  ])(
    'failing again (the service answers %i) answers %i with the text, and changes nothing',
    async (serviceStatus, status, message, reason) => {
      failNext(serviceStatus);
      const { asset } = await upload();
      failNext(serviceStatus);
      const response = await analyseAgain(asset.id);
      expect(response.statusCode).toBe(status);
      expect(response.json().error.message).toBe(message);
      expect(await libraryAsset(asset.id)).toMatchObject({
        category: 'Room Photos',
        tags: [],
        analysisFallback: reason,
      });
    },
  );

  it('counts against the user’s AI limit, and is refused with 429 once it is used up', async () => {
    const heavy = await buildUser(testApp);
    const heavyHotel = (await buildHotel(testApp, heavy.id)).id;
    failNext(500);
    const { asset } = await upload(heavy, heavyHotel);
    // The user has used up their image analyses (120 in ten minutes, user-limits.ts).
    const useUp = async () => {
      for (let call = 0; call < 200; call++) await testApp.context.ai.limiter.take(heavy.id, 'image');
    };
    await expect(useUp()).rejects.toThrow('Rate limit exceeded. Please try again later.');
    const sent = fake.requests.length;
    const response = await analyseAgain(asset.id, heavy, heavyHotel);
    expect(response.statusCode).toBe(429);
    expect(response.json().error).toEqual({
      code: 'rateLimited',
      message: 'Rate limit exceeded. Please try again later.',
      messageId: 'ai.rateLimited',
    });
    expect(fake.requests).toHaveLength(sent);
    // Another user has their own budget.
    failNext(500);
    const other = await upload();
    fake.reply(analysed('Amenities', ['spa']));
    expect((await analyseAgain(other.asset.id)).statusCode).toBe(200);
  });

  it('answers 404 for another hotel’s asset and for an asset id that does not exist, changing nothing', async () => {
    failNext(500);
    const { asset } = await upload();
    const stranger = await buildUser(testApp);
    const strangerHotel = (await buildHotel(testApp, stranger.id)).id;
    const sent = fake.requests.length;
    fake.reply(analysed('Dining', ['buffet']));
    expect((await analyseAgain(asset.id, stranger, hotelId)).statusCode).toBe(404);
    expect((await analyseAgain(asset.id, stranger, strangerHotel)).statusCode).toBe(404);
    expect((await analyseAgain('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await analyseAgain('not-a-uuid')).statusCode).toBe(404);
    expect(fake.requests).toHaveLength(sent);
    expect((await libraryAsset(asset.id)).analysisFallback).toBe('service_failed');
  });
});
