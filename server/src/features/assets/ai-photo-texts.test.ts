import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  chatCompletion,
  promptText,
  startOpenAiFake,
  type FakeReply,
  type OpenAiFake,
} from '@e2e/fakes/openai-fake';
import { buildHotel, buildUser, type SignedInUser } from '../../../test/factories';
import { buildTestApp, requestAs, type TestApp } from '../../../test/test-app';
import { tinyPng, uploadAsset } from '../../../test/uploads';

/**
 * Where an AI service is configured, its image analysis writes the photo's caption and alt text in the hotel's
 * primary language (issue 37, part 2): at upload, and at 'Analyse again' only into what is still empty.
 */
const apiKey = 'sk-test-key-photo-texts-0123456789';
let fake: OpenAiFake;
let testApp: TestApp;
let owner: SignedInUser;
let hotelId: string;
beforeAll(async () => {
  fake = await startOpenAiFake({ apiKey });
  testApp = await buildTestApp({ OPENAI_API_KEY: apiKey, OPENAI_BASE_URL: fake.url });
  owner = await buildUser(testApp);
  hotelId = (await buildHotel(testApp, owner.id, { primaryLanguage: 'it', contentLanguages: ['it', 'de'] }))
    .id;
});
afterAll(async () => {
  await testApp.close();
  await fake.close();
});
beforeEach(() => {
  fake.reset();
});

const analysed = (texts: { caption?: string; altText?: string }): FakeReply => ({
  body: chatCompletion([JSON.stringify({ category: 'Dining', tags: ['breakfast'], ...texts })]),
});

let shade = 0;
async function upload() {
  shade += 1;
  const file = {
    name: `IMG_${shade}.png`,
    type: 'image/png',
    content: await tinyPng(64, 48, { r: shade, g: 40, b: 90 }),
  };
  const response = await uploadAsset(testApp, owner, hotelId, file);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().asset;
}

const analyseAgain = (assetId: string) =>
  requestAs(testApp, owner, 'POST', `/api/hotels/${hotelId}/assets/${assetId}/analyse`);

const edit = (asset: { id: string; name: string }, texts: { caption?: string; altText?: string }) =>
  requestAs(testApp, owner, 'PATCH', `/api/hotels/${hotelId}/assets/${asset.id}`, {
    name: asset.name,
    category: 'Dining',
    tags: [],
    ...texts,
  });

describe("the AI analysis's caption and alt text", () => {
  it("are asked for in the hotel's primary language and stored with the upload", async () => {
    const asset = await upload();
    expect(promptText(fake.requests.at(-1)!.body)).toContain('auf Italienisch (it)');
    // The fake's answer, marked with the language it was asked for.
    expect(asset).toMatchObject({
      caption: '[it] A bright room with a double bed',
      altText: '[it] A made double bed by a window',
    });
    const library = await requestAs(testApp, owner, 'GET', `/api/hotels/${hotelId}/assets`);
    expect(library.json().assets.find((row: { id: string }) => row.id === asset.id)).toMatchObject({
      caption: '[it] A bright room with a double bed',
      altText: '[it] A made double bed by a window',
    });
  });

  it('stay empty when the service wrote none', async () => {
    fake.reply(analysed({}));
    const asset = await upload();
    expect([asset.category, asset.caption, asset.altText]).toEqual(['Dining', '', '']);
  });

  it("'Analyse again' fills what is empty and never overwrites what the operator typed", async () => {
    fake.reply(analysed({}));
    const asset = await upload();
    expect((await edit(asset, { caption: 'Colazione in terrazza' })).statusCode).toBe(200);

    fake.reply(
      analysed({ caption: 'Tavolo della colazione', altText: 'Un tavolo apparecchiato con pane e caffè' }),
    );
    const again = await analyseAgain(asset.id);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().asset).toMatchObject({
      caption: 'Colazione in terrazza',
      altText: 'Un tavolo apparecchiato con pane e caffè',
    });

    // Both filled now: a further analysis changes neither.
    fake.reply(analysed({ caption: 'Altro', altText: 'Altro ancora' }));
    expect((await analyseAgain(asset.id)).json().asset).toMatchObject({
      caption: 'Colazione in terrazza',
      altText: 'Un tavolo apparecchiato con pane e caffè',
    });
  });

  it("'Analyse again' that fails leaves the texts as they were", async () => {
    fake.reply(analysed({}));
    const asset = await upload();
    fake.reply(
      {
        status: 500,
        body: { error: { message: 'down', type: 'server_error' } },
        headers: { 'retry-after-ms': '10' },
      },
      {
        status: 500,
        body: { error: { message: 'down', type: 'server_error' } },
        headers: { 'retry-after-ms': '10' },
      },
    );
    expect((await analyseAgain(asset.id)).statusCode).toBe(503);
    const library = await requestAs(testApp, owner, 'GET', `/api/hotels/${hotelId}/assets`);
    expect(library.json().assets.find((row: { id: string }) => row.id === asset.id)).toMatchObject({
      caption: '',
      altText: '',
    });
  });
});

describe('the built-in generator', () => {
  let builtin: TestApp;
  beforeAll(async () => {
    builtin = await buildTestApp();
  });
  afterAll(async () => {
    await builtin?.close();
  });

  it('writes no caption or alt text', async () => {
    const user = await buildUser(builtin);
    const hotel = await buildHotel(builtin, user.id, { primaryLanguage: 'de', contentLanguages: ['de'] });
    const file = { name: 'pool-terrace.png', type: 'image/png', content: await tinyPng(64, 48) };
    const response = await uploadAsset(builtin, user, hotel.id, file);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().analysis.provider).toBe('builtin');
    expect(response.json().asset).toMatchObject({ caption: '', altText: '' });
  });
});
