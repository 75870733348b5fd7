import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiErrorBody, startOpenAiFake, type OpenAiFake } from '@e2e/fakes/openai-fake';
import { buildHotel, buildUser, type SignedInUser } from '../../../test/factories';
import { notificationsOf } from '../../../test/notifications';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { tinyPng, uploadAsset } from '../../../test/uploads';

/**
 * Uploads whose analysis failed (the AI service answered an error) keep the default category and get no tags;
 * the uploader is told through the bell once per batch, with the count (issue 15, point 5).
 */
const apiKey = 'sk-test-key-0123456789abcdef';
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

let shade = 0;
async function upload(fields: Record<string, string>) {
  shade += 1;
  const image = await tinyPng(64, 48, { r: shade, g: 100, b: 200 });
  const file = { name: `photo-${shade}.png`, type: 'image/png', content: image };
  const response = await uploadAsset(testApp, owner, hotelId, file, { category: 'Room Photos', ...fields });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

/** The AI service refuses the next analyses (400 is not retried). */
const failNext = (count: number) =>
  fake.reply(...Array.from({ length: count }, () => ({ status: 400, body: apiErrorBody('bad image') })));

describe('an upload batch the AI service failed for', () => {
  it('keeps the defaults and tells the uploader once, counting the batch’s images', async () => {
    const batch = randomUUID();
    failNext(3);
    const answers = [await upload({ batch }), await upload({ batch }), await upload({ batch })];
    expect(
      answers.map((answer) => [answer.analysis.provider, answer.asset.category, answer.asset.tags]),
    ).toEqual(Array.from({ length: 3 }, () => ['fallback', 'Room Photos', []]));
    const told = await notificationsOf(testApp, owner.id);
    expect(told.map((row) => [row.kind, row.params, row.hotelId, row.readAt])).toEqual([
      ['upload_ai_fallback', { count: 3 }, hotelId, null],
    ]);
  });

  it('tells nothing when the analysis works, and counts only the failed images of a mixed batch', async () => {
    const before = (await notificationsOf(testApp, owner.id)).length;
    const working = randomUUID();
    expect((await upload({ batch: working })).analysis.provider).toBe('openai');
    expect(await notificationsOf(testApp, owner.id)).toHaveLength(before);

    const mixed = randomUUID();
    await upload({ batch: mixed });
    failNext(1);
    await upload({ batch: mixed });
    const told = await notificationsOf(testApp, owner.id);
    expect(told.slice(before).map((row) => row.params)).toEqual([{ count: 1 }]);
  });

  it('tells of an upload sent without a batch on its own', async () => {
    const before = (await notificationsOf(testApp, owner.id)).length;
    failNext(2);
    await upload({});
    await upload({ batch: 'not a batch id' });
    const told = await notificationsOf(testApp, owner.id);
    expect(told.slice(before).map((row) => row.params)).toEqual([{ count: 1 }, { count: 1 }]);
  });
});
