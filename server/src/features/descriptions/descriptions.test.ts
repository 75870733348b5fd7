import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, hotelDescriptions, hotelFeatures } from '../../db/schema';
import { buildHotel, buildRoom, buildUser, type SignedInUser } from '../../../test/factories';
import { buildTestApp, type TestApp, requestAs } from '../../../test/test-app';

let testApp: TestApp;
let owner: SignedInUser;
beforeAll(async () => {
  testApp = await buildTestApp();
  owner = await buildUser(testApp);
});
afterAll(async () => {
  await testApp.close();
});

const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown, user = owner) =>
  requestAs(testApp, user, method, url, payload);

const newHotel = async () => (await buildHotel(testApp, owner.id)).id;

describe('the hotel description', () => {
  it('is empty until saved, then kept per language', async () => {
    const hotelId = await newHotel();
    const url = `/api/hotels/${hotelId}/description`;
    expect((await call('GET', url)).json()).toEqual({ content: '', language: 'en', updatedAt: null });
    const saved = await call('PUT', url, { content: 'A quiet house.' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      content: 'A quiet house.',
      language: 'en',
      updatedAt: expect.any(String),
    });
    await call('PUT', url, { content: 'Ein ruhiges Haus.', language: 'de' });
    await call('PUT', url, { content: 'A very quiet house.', language: 'en' });
    expect((await call('GET', url)).json().content).toBe('A very quiet house.');
    expect((await call('GET', `${url}?language=de`)).json()).toMatchObject({
      content: 'Ein ruhiges Haus.',
      language: 'de',
    });
    const rows = await testApp.context.db
      .select()
      .from(hotelDescriptions)
      .where(eq(hotelDescriptions.hotelId, hotelId));
    expect(rows.map((row) => row.language).sort()).toEqual(['de', 'en']);
  });

  it('logs description_update for every save', async () => {
    const hotelId = await newHotel();
    await call('PUT', `/api/hotels/${hotelId}/description`, { content: 'Text' });
    const logged = await testApp.context.db
      .select()
      .from(activities)
      .where(and(eq(activities.hotelId, hotelId), eq(activities.kind, 'description_update')));
    expect(logged).toMatchObject([{ title: 'Updated the hotel description', entityId: hotelId }]);
  });

  it('keeps paragraphs and tabs, drops other control characters, refuses NUL', async () => {
    const hotelId = await newHotel();
    const url = `/api/hotels/${hotelId}/description`;
    const saved = await call('PUT', url, { content: '  First.\r\n\r\nSecond\tpart.\u0007\u001b\n' });
    expect(saved.json().content).toBe('First.\n\nSecond\tpart.');
    const nul = await call('PUT', url, { content: 'Bad\u0000text' });
    expect(nul.statusCode).toBe(400);
    expect((await call('GET', url)).json().content).toBe('First.\n\nSecond\tpart.');
  });

  it.each([
    [{ content: 'x'.repeat(20_001) }, 'The description is too long'],
    [{ content: 'x', language: 'pt' }, 'Unknown language code. Use one of: en, de, it, fr, es, nl.'],
    [{ content: 42 }, undefined],
    [{}, undefined],
  ])('refuses %j', async (payload, message) => {
    const hotelId = await newHotel();
    const response = await call('PUT', `/api/hotels/${hotelId}/description`, payload);
    expect(response.statusCode).toBe(400);
    if (message) expect(response.json().error.message).toBe(message);
  });

  it('refuses an unknown language when reading', async () => {
    const hotelId = await newHotel();
    expect((await call('GET', `/api/hotels/${hotelId}/description?language=../en`)).statusCode).toBe(400);
  });
});

describe('a room description', () => {
  it('is kept per room and language and logged', async () => {
    const hotelId = await newHotel();
    const room = await buildRoom(testApp, hotelId, { name: 'Suite Matterhorn' });
    const url = `/api/hotels/${hotelId}/rooms/${room.id}/description`;
    expect((await call('GET', url)).json()).toEqual({ content: '', language: 'en', updatedAt: null });
    await call('PUT', url, { content: 'Mit Blick.', language: 'de' });
    expect((await call('GET', `${url}?language=de`)).json().content).toBe('Mit Blick.');
    expect((await call('GET', `${url}?language=en`)).json().content).toBe('');
    // Without an English one, the room's main description is the German one (issue 37).
    expect((await call('GET', url)).json()).toMatchObject({ content: 'Mit Blick.', language: 'de' });
    const [logged] = await testApp.context.db
      .select()
      .from(activities)
      .where(and(eq(activities.hotelId, hotelId), eq(activities.kind, 'description_update')));
    expect(logged).toMatchObject({ title: 'Updated the description of Suite Matterhorn', entityId: room.id });
  });

  it("answers 404 for another hotel's room and a malformed id", async () => {
    const hotelId = await newHotel();
    const foreign = await buildRoom(testApp, await newHotel());
    for (const roomId of [foreign.id, 'abc']) {
      const url = `/api/hotels/${hotelId}/rooms/${roomId}/description`;
      expect((await call('GET', url)).statusCode).toBe(404);
      expect((await call('PUT', url, { content: 'x' })).statusCode).toBe(404);
    }
  });
});

describe('generated variants', () => {
  it('writes two variants with the built-in generator from what the hotel has', async () => {
    const hotelId = await newHotel();
    await testApp.context.db.insert(hotelFeatures).values([
      { hotelId, featureId: 'sauna', active: true },
      { hotelId, featureId: 'free-wifi', active: true },
    ]);
    const response = await call('POST', `/api/hotels/${hotelId}/description/variants`, {});
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.provider).toBe('builtin');
    expect(body.label).toBe('Built-in text helper, no AI service set up');
    expect(body.variants).toHaveLength(2);
    expect(body.variants[0]).toContain('Hotel Alpenblick');
    expect(body.variants.join(' ')).toContain('Zermatt');
    expect(body.variants.join(' ')).toMatch(/Sauna|Free WiFi/);
  });

  it('writes about a room when one is named, in the language asked for', async () => {
    const hotelId = await newHotel();
    const room = await buildRoom(testApp, hotelId, { name: 'Suite Matterhorn', type: 'suite' });
    await call('PUT', `/api/hotels/${hotelId}/rooms/${room.id}/features/balcony`, { active: true });
    const response = await call('POST', `/api/hotels/${hotelId}/description/variants`, {
      roomId: room.id,
      language: 'de',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().variants[0]).toContain('Suite Matterhorn');
  });

  it("refuses another hotel's room (404) and a malformed one (400)", async () => {
    const hotelId = await newHotel();
    const foreign = await buildRoom(testApp, await newHotel());
    const url = `/api/hotels/${hotelId}/description/variants`;
    expect((await call('POST', url, { roomId: foreign.id })).statusCode).toBe(404);
    expect((await call('POST', url, { roomId: '../x' })).statusCode).toBe(400);
    expect((await call('POST', url, { language: 'xx' })).statusCode).toBe(400);
  });
});
