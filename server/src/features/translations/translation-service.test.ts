import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { chatCompletion, startOpenAiFake, type OpenAiFake } from '@e2e/fakes/openai-fake';
import { buildHotel, buildRoom, buildUser, type SignedInUser } from '../../../test/factories';
import { buildTestApp, testAppUrl, type TestApp } from '../../../test/test-app';

const apiKey = 'sk-translations';
let fake: OpenAiFake;
let testApp: TestApp;
let owner: SignedInUser;
beforeAll(async () => {
  fake = await startOpenAiFake({ apiKey });
  testApp = await buildTestApp({ OPENAI_API_KEY: apiKey, OPENAI_BASE_URL: fake.url });
  owner = await buildUser(testApp);
});
beforeEach(() => fake.reset());
afterAll(async () => {
  await testApp.close();
  await fake.close();
});

const call = (method: 'GET' | 'PUT' | 'POST' | 'PATCH', url: string, payload?: unknown) =>
  testApp.app.inject({
    method,
    url,
    payload: payload as object,
    headers: { cookie: owner.cookie, origin: testAppUrl },
  });

async function germanHotel() {
  const hotel = await buildHotel(testApp, owner.id, {
    primaryLanguage: 'de',
    contentLanguages: ['de', 'it', 'en'],
  });
  const room = await buildRoom(testApp, hotel.id, { name: 'Doppelzimmer Seeblick' });
  const base = `/api/hotels/${hotel.id}`;
  await call('PUT', `${base}/description`, { content: 'Ein Haus mit Tradition am See.' });
  await call('PUT', `${base}/rooms/${room.id}/description`, { content: 'Hell, mit Balkon.' });
  await call('PUT', `${base}/area`, { text: 'Fünf Minuten zum Bahnhof.' });
  return { hotel, room, base };
}

async function runEnded(base: string) {
  let run = (await call('GET', `${base}/translation-runs/latest`)).json().run;
  for (let tries = 0; tries < 400 && (run.status === 'queued' || run.status === 'running'); tries++) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    run = (await call('GET', `${base}/translation-runs/latest`)).json().run;
  }
  return run;
}

type Text = { kind: string; text: string | null; status: string };

describe('translating through the AI service', () => {
  it("'Translate from German' stores the service's translation as current", async () => {
    const { room, base } = await germanHotel();
    const response = await call('POST', `${base}/texts/it/roomDescription/${room.id}/translate`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ text: '[it] Hell, mit Balkon.', status: 'current' });
    expect((await call('GET', `${base}/rooms/${room.id}/description?language=it`)).json().content).toBe(
      '[it] Hell, mit Balkon.',
    );
  });

  it('a source changed while the service translated leaves the translation stale', async () => {
    const { room, base } = await germanHotel();
    fake.reply({ delayMs: 400, body: chatCompletion(['Camera doppia vista lago']) });
    const translating = call('POST', `${base}/texts/it/roomName/${room.id}/translate`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await call('PATCH', `${base}/rooms/${room.id}`, { name: 'Doppelzimmer Panorama' });
    const response = await translating;
    expect(response.json()).toMatchObject({ text: 'Camera doppia vista lago', status: 'stale' });
  });

  it("'Translate all missing' translates each missing text into each language, keeping what exists", async () => {
    const { room, base } = await germanHotel();
    await call('PUT', `${base}/texts/it/roomName/${room.id}`, { text: 'Camera doppia' });
    const started = await call('POST', `${base}/translation-runs`, {});
    expect(started.statusCode).toBe(202);
    // A second click while it runs joins the same run.
    const again = await call('POST', `${base}/translation-runs`, {});
    expect([200, 409]).toContain(again.statusCode);
    if (again.statusCode === 200) expect(again.json().id).toBe(started.json().id);
    const run = await runEnded(base);
    expect(run).toMatchObject({ status: 'succeeded', total: 7, translated: 7, failed: 0, failure: null });
    const italian = (await call('GET', `${base}/texts?language=it`)).json();
    expect(italian.counts).toEqual({
      it: { current: 4, stale: 0, missing: 0 },
      en: { current: 4, stale: 0, missing: 0 },
    });
    expect(italian.texts.map((text: Text) => text.text)).toEqual([
      '[it] Ein Haus mit Tradition am See.',
      '[it] Fünf Minuten zum Bahnhof.',
      'Camera doppia',
      '[it] Hell, mit Balkon.',
    ]);
  });

  it('a run whose service fails halfway keeps what was translated, leaves the rest missing and says how many failed', async () => {
    const { base } = await germanHotel();
    // Two answers that are no translation (empty): those two texts fail, the others are translated.
    fake.reply({ body: chatCompletion(['']) }, { body: chatCompletion(['']) });
    await call('POST', `${base}/translation-runs`, { languages: ['it', 'en'] });
    const run = await runEnded(base);
    expect(run).toMatchObject({
      status: 'failed',
      total: 8,
      translated: 6,
      failed: 2,
      failure: 'The AI service did not answer with a usable translation. Please try again.',
    });
    const texts = [
      ...(await call('GET', `${base}/texts?language=it`)).json().texts,
      ...(await call('GET', `${base}/texts?language=en`)).json().texts,
    ] as Text[];
    expect(texts.filter((text) => text.status === 'missing')).toHaveLength(2);
    for (const text of texts.filter((entry) => entry.status !== 'missing'))
      expect(text.text).toMatch(/^\[(it|en)\] /);
  });
});
