import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildHotel, buildRoom, buildUser, type SignedInUser } from '../../../test/factories';
import { buildTestApp, testAppUrl, type TestApp } from '../../../test/test-app';

let testApp: TestApp;
let owner: SignedInUser;
beforeAll(async () => {
  testApp = await buildTestApp();
  owner = await buildUser(testApp);
});
afterAll(async () => {
  await testApp.close();
});

const call = (method: 'GET' | 'PUT' | 'POST' | 'PATCH', url: string, payload?: unknown, user = owner) =>
  testApp.app.inject({
    method,
    url,
    payload: payload as object,
    headers: { cookie: user.cookie, origin: testAppUrl },
  });

/** A hotel in German, serving Italian and English, with a German description, area text and one room. */
async function germanHotel() {
  const hotel = await buildHotel(testApp, owner.id, {
    name: 'Hotel Seeblick',
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

const statusOf = (
  texts: Array<{ kind: string; subjectId: string; status: string }>,
  kind: string,
  id: string,
) => texts.find((text) => text.kind === kind && text.subjectId === id)?.status;

describe("a hotel's texts per language", () => {
  it("lists every text with a source in the primary language, and each other language's counts", async () => {
    const { hotel, room, base } = await germanHotel();
    const primary = await call('GET', `${base}/texts`);
    expect(primary.statusCode).toBe(200);
    expect(primary.json()).toMatchObject({
      primaryLanguage: 'de',
      languages: ['en', 'de', 'it'],
      language: 'de',
      counts: { it: { current: 0, stale: 0, missing: 4 }, en: { current: 0, stale: 0, missing: 4 } },
    });
    expect(primary.json().texts).toEqual([
      expect.objectContaining({
        kind: 'hotelDescription',
        subjectId: hotel.id,
        subjectName: 'Hotel Seeblick',
        text: 'Ein Haus mit Tradition am See.',
        status: 'current',
      }),
      expect.objectContaining({ kind: 'areaText', subjectId: hotel.id, text: 'Fünf Minuten zum Bahnhof.' }),
      expect.objectContaining({ kind: 'roomName', subjectId: room.id, text: 'Doppelzimmer Seeblick' }),
      expect.objectContaining({ kind: 'roomDescription', subjectId: room.id, text: 'Hell, mit Balkon.' }),
    ]);
    const italian = (await call('GET', `${base}/texts?language=it`)).json();
    expect(italian.texts[2]).toEqual({
      kind: 'roomName',
      subjectId: room.id,
      subjectName: 'Doppelzimmer Seeblick',
      language: 'it',
      source: 'Doppelzimmer Seeblick',
      text: null,
      status: 'missing',
      sourceChangedAt: null,
    });
  });

  it('saves a translation as current, marks it stale when its source changes, and checked clears the mark', async () => {
    const { room, base } = await germanHotel();
    const url = `${base}/texts/it/roomName/${room.id}`;
    const saved = await call('PUT', url, { text: '  Camera doppia\nvista lago ' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      text: 'Camera doppia vista lago',
      status: 'current',
      sourceChangedAt: null,
    });

    const before = Date.now();
    expect(
      (await call('PATCH', `${base}/rooms/${room.id}`, { name: 'Doppelzimmer Panorama' })).statusCode,
    ).toBe(200);
    const stale = (await call('GET', `${base}/texts?language=it`)).json();
    const name = stale.texts.find((text: { kind: string }) => text.kind === 'roomName');
    expect(name).toMatchObject({
      source: 'Doppelzimmer Panorama',
      text: 'Camera doppia vista lago',
      status: 'stale',
    });
    expect(Date.parse(name.sourceChangedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(stale.counts.it).toEqual({ current: 0, stale: 1, missing: 3 });

    const checked = await call('POST', `${url}/checked`);
    expect(checked.statusCode).toBe(200);
    expect(checked.json()).toMatchObject({
      text: 'Camera doppia vista lago',
      status: 'current',
      sourceChangedAt: null,
    });
    expect((await call('GET', `${base}/texts?language=it`)).json().counts.it).toEqual({
      current: 1,
      stale: 0,
      missing: 3,
    });

    // The same name again is no change: the translation stays current.
    await call('PATCH', `${base}/rooms/${room.id}`, { name: 'Doppelzimmer Panorama' });
    expect(statusOf((await call('GET', `${base}/texts?language=it`)).json().texts, 'roomName', room.id)).toBe(
      'current',
    );
  });

  it("marks the other languages' descriptions stale when the primary description changes, not the other way", async () => {
    const { hotel, base } = await germanHotel();
    await call('PUT', `${base}/texts/it/hotelDescription/${hotel.id}`, { text: 'Una casa con tradizione.' });
    await call('PUT', `${base}/description`, { content: 'Ein Haus mit Tradition am See, seit 1900.' });
    const texts = (await call('GET', `${base}/texts?language=it`)).json().texts;
    expect(statusOf(texts, 'hotelDescription', hotel.id)).toBe('stale');
    // Writing the Italian text again makes it current; the German source is untouched.
    await call('PUT', `${base}/description`, {
      content: 'Una casa con tradizione, dal 1900.',
      language: 'it',
    });
    await call('POST', `${base}/texts/it/hotelDescription/${hotel.id}/checked`);
    const after = (await call('GET', `${base}/texts?language=it`)).json().texts;
    expect(statusOf(after, 'hotelDescription', hotel.id)).toBe('current');
    expect((await call('GET', `${base}/description`)).json().content).toBe(
      'Ein Haus mit Tradition am See, seit 1900.',
    );
  });

  it("the area text's translation follows its source too, and an empty text removes a translation", async () => {
    const { hotel, base } = await germanHotel();
    const url = `${base}/texts/en/areaText/${hotel.id}`;
    await call('PUT', url, { text: 'Five minutes to the station.' });
    await call('PUT', `${base}/area`, { text: 'Drei Minuten zum Bahnhof.' });
    expect(
      statusOf((await call('GET', `${base}/texts?language=en`)).json().texts, 'areaText', hotel.id),
    ).toBe('stale');
    const removed = await call('PUT', url, { text: '   ' });
    expect(removed.json()).toMatchObject({ text: null, status: 'missing' });
  });

  it("a template's name and offer text are its texts; a new offer text marks the translation stale", async () => {
    const { base } = await germanHotel();
    const created = await call('POST', `${base}/templates`, {
      name: 'Sommer am See',
      description: 'Nur intern',
    });
    expect(created.statusCode).toBe(201);
    const templateId = created.json().id ?? created.json().template.id;
    await call('PUT', `${base}/templates/${templateId}/content`, {
      description: 'Drei Nächte mit Bootsfahrt.',
      imageIds: [],
    });
    const texts = (await call('GET', `${base}/texts?language=it`)).json().texts;
    expect(texts.filter((text: { subjectId: string }) => text.subjectId === templateId)).toEqual([
      expect.objectContaining({ kind: 'templateName', source: 'Sommer am See', status: 'missing' }),
      // The offer text guests read, not the editor's internal 'Usage' note.
      expect.objectContaining({
        kind: 'templateDescription',
        source: 'Drei Nächte mit Bootsfahrt.',
        status: 'missing',
      }),
    ]);
    await call('PUT', `${base}/texts/it/templateDescription/${templateId}`, {
      text: 'Tre notti con gita in barca.',
    });
    await call('PUT', `${base}/templates/${templateId}/content`, {
      description: 'Vier Nächte mit Bootsfahrt.',
      imageIds: [],
    });
    const after = (await call('GET', `${base}/texts?language=it`)).json().texts;
    expect(statusOf(after, 'templateDescription', templateId)).toBe('stale');
  });

  it("one subject's texts in every served language", async () => {
    const { room, base } = await germanHotel();
    await call('PUT', `${base}/texts/it/roomName/${room.id}`, { text: 'Camera doppia' });
    const response = await call('GET', `${base}/texts/subjects/${room.id}`);
    expect(response.statusCode).toBe(200);
    const texts = response.json().texts as Array<{
      kind: string;
      language: string;
      text: string | null;
      status: string;
    }>;
    expect(texts.map(({ kind, language, status }) => `${kind}:${language}:${status}`)).toEqual([
      'roomName:en:missing',
      'roomName:de:current',
      'roomName:it:current',
      'roomDescription:en:missing',
      'roomDescription:de:current',
      'roomDescription:it:missing',
    ]);
  });

  it('a removed room takes its translations along', async () => {
    const { hotel, room, base } = await germanHotel();
    await call('PUT', `${base}/texts/it/roomName/${room.id}`, { text: 'Camera doppia' });
    await testApp.context.db.execute(
      (await import('drizzle-orm')).sql`delete from rooms where id = ${room.id}`,
    );
    const rows = await testApp.context.db.execute(
      (await import('drizzle-orm'))
        .sql`select count(*)::int as count from content_translations where hotel_id = ${hotel.id}`,
    );
    expect((rows as unknown as { rows: Array<{ count: number }> }).rows[0]?.count).toBe(0);
  });
});

describe('bad input', () => {
  it('answers 400 for an unknown, unserved or the primary language and an unknown kind', async () => {
    const { room, base } = await germanHotel();
    const unknown = await call('PUT', `${base}/texts/xx/roomName/${room.id}`, { text: 'x' });
    expect(unknown.statusCode).toBe(400);
    expect((await call('GET', `${base}/texts?language=xx`)).statusCode).toBe(400);
    const unserved = await call('PUT', `${base}/texts/fr/roomName/${room.id}`, { text: 'Chambre' });
    expect(unserved.statusCode).toBe(400);
    expect(unserved.json().error.message).toBe(
      'The hotel does not serve this language. Add it under Settings -> Hotel, Content languages (en, de, it).',
    );
    expect((await call('GET', `${base}/texts?language=fr`)).statusCode).toBe(400);
    const primary = await call('PUT', `${base}/texts/de/roomName/${room.id}`, { text: 'Zimmer' });
    expect(primary.statusCode).toBe(400);
    expect(primary.json().error.message).toBe(
      "This is the hotel's primary language: edit the text itself, where it is written.",
    );
    const sameLanguage = await call('POST', `${base}/texts/de/roomName/${room.id}/translate`);
    expect(sameLanguage.statusCode).toBe(400);
    expect((await call('PUT', `${base}/texts/it/roomTitle/${room.id}`, { text: 'x' })).statusCode).toBe(400);
  });

  it('answers 400 for a text too long, no text or nested values, and keeps what was stored', async () => {
    const { room, base } = await germanHotel();
    const url = `${base}/texts/it/roomName/${room.id}`;
    await call('PUT', url, { text: 'Camera doppia' });
    const long = await call('PUT', url, { text: 'x'.repeat(121) });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fields).toEqual({ text: 'A room name can have at most 120 characters.' });
    expect((await call('PUT', url, {})).statusCode).toBe(400);
    expect((await call('PUT', url, { text: { deep: [1] } })).statusCode).toBe(400);
    expect((await call('PUT', url, { text: 'a', extra: true })).statusCode).toBe(400);
    expect((await call('PUT', url, { text: 'Camera\u0000 doppia' })).statusCode).toBe(400);
    const stored = (await call('GET', `${base}/texts?language=it`)).json().texts;
    expect(stored.find((text: { kind: string }) => text.kind === 'roomName').text).toBe('Camera doppia');
  });

  it("answers 404 for another hotel's room, a malformed id and another user's hotel", async () => {
    const { base } = await germanHotel();
    const other = await germanHotel();
    expect((await call('PUT', `${base}/texts/it/roomName/${other.room.id}`, { text: 'x' })).statusCode).toBe(
      404,
    );
    expect((await call('PUT', `${base}/texts/it/roomName/not-a-uuid`, { text: 'x' })).statusCode).toBe(404);
    // A room id under a template's kind is no template.
    expect(
      (await call('PUT', `${base}/texts/it/templateName/${other.room.id}`, { text: 'x' })).statusCode,
    ).toBe(404);
    const stranger = await buildUser(testApp);
    expect((await call('GET', `${base}/texts`, undefined, stranger)).statusCode).toBe(404);
    expect((await call('GET', `${base}/texts/subjects/${other.room.id}`)).statusCode).toBe(404);
  });

  it('answers 409 when there is no translation to check', async () => {
    const { room, base } = await germanHotel();
    const response = await call('POST', `${base}/texts/it/roomName/${room.id}/checked`);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe('There is no translation to check yet.');
  });
});

describe('with the built-in generator', () => {
  it('refuses to translate in plain words and leaves the text missing', async () => {
    const { room, base } = await germanHotel();
    const response = await call('POST', `${base}/texts/it/roomName/${room.id}/translate`);
    expect(response.statusCode).toBe(503);
    expect(response.json().error.message).toBe(
      'No translation service is configured: write this text yourself or set up an AI service',
    );
    expect(statusOf((await call('GET', `${base}/texts?language=it`)).json().texts, 'roomName', room.id)).toBe(
      'missing',
    );
  });

  it('a run ends at the first refusal, says why, and fills no language with the source', async () => {
    const { base } = await germanHotel();
    const started = await call('POST', `${base}/translation-runs`, {});
    expect(started.statusCode).toBe(202);
    expect(started.json()).toMatchObject({ status: 'queued', languages: ['en', 'it'], total: 8 });
    let run = started.json();
    for (let tries = 0; tries < 200 && (run.status === 'queued' || run.status === 'running'); tries++) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      run = (await call('GET', `${base}/translation-runs/latest`)).json().run;
    }
    expect(run).toMatchObject({
      status: 'failed',
      total: 8,
      translated: 0,
      failed: 8,
      failure: 'No translation service is configured: write this text yourself or set up an AI service',
    });
    expect((await call('GET', `${base}/texts?language=it`)).json().counts.it).toEqual({
      current: 0,
      stale: 0,
      missing: 4,
    });
  });

  it('a run answers 409 when nothing is missing or no other language is served', async () => {
    const hotel = await buildHotel(testApp, owner.id, { primaryLanguage: 'de', contentLanguages: ['de'] });
    const alone = await call('POST', `/api/hotels/${hotel.id}/translation-runs`, {});
    expect(alone.statusCode).toBe(409);
    const served = await buildHotel(testApp, owner.id, {
      primaryLanguage: 'de',
      contentLanguages: ['de', 'it'],
    });
    const nothing = await call('POST', `/api/hotels/${served.id}/translation-runs`, {});
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().error.message).toBe("Every text is translated into the hotel's languages.");
    expect(
      (await call('POST', `/api/hotels/${served.id}/translation-runs`, { languages: ['fr'] })).statusCode,
    ).toBe(400);
    expect((await call('GET', `/api/hotels/${served.id}/translation-runs/latest`)).json()).toEqual({
      run: null,
    });
  });
});
