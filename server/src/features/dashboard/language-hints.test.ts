import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HotelReadinessResponse } from '@common/channels/readiness';
import type { ContentScoreResponse } from '@common/dashboard/schemas';
import { buildHotel, buildRoom, buildUser, type SignedInUser } from '../../../test/factories';
import { buildTestApp, requestAs, type TestApp } from '../../../test/test-app';

/** Issue 37, part 4: the dashboard's hints name each served language's missing and stale texts. */

let testApp: TestApp;
let owner: SignedInUser;
beforeAll(async () => {
  testApp = await buildTestApp();
  owner = await buildUser(testApp);
});
afterAll(async () => {
  await testApp.close();
});

const call = async (method: 'GET' | 'PUT', url: string, payload?: unknown) => {
  const response = await requestAs(testApp, owner, method, url, payload);
  expect(response.statusCode, `${method} ${url}`).toBeLessThan(300);
  return response;
};

const contentScore = async (hotelId: string) =>
  (await call('GET', `/api/hotels/${hotelId}/dashboard/content-score`)).json<ContentScoreResponse>()
    .contentScore;

const languageHints = async (hotelId: string) =>
  (await contentScore(hotelId)).checklist.filter((item) => item.kind === 'languageTexts');

describe('the content score’s hints per served language', () => {
  it('name the missing and stale texts of each language, linking to the content page in it', async () => {
    const hotel = await buildHotel(testApp, owner.id, {
      primaryLanguage: 'de',
      contentLanguages: ['de', 'it', 'fr'],
    });
    const room = await buildRoom(testApp, hotel.id, { name: 'Doppelzimmer Seeblick' });
    const base = `/api/hotels/${hotel.id}`;
    await call('PUT', `${base}/description`, { content: 'Ein Haus mit Tradition am See.' });
    await call('PUT', `${base}/rooms/${room.id}/description`, { content: 'Hell, mit Balkon.' });
    await call('PUT', `${base}/texts/it/roomName/${room.id}`, { text: 'Camera doppia vista lago' });
    await call('PUT', `${base}/texts/it/hotelDescription/${hotel.id}`, {
      text: 'Una casa di tradizione sul lago.',
    });
    // The German source changes after its Italian translation: stale.
    await call('PUT', `${base}/description`, { content: 'Ein Haus mit Tradition am See, seit 1900.' });

    expect(await languageHints(hotel.id)).toEqual([
      {
        kind: 'languageTexts',
        current: 1,
        target: 3,
        unit: 'texts',
        done: false,
        href: '/active-content?lang=it',
        language: { code: 'it', missing: 1, stale: 1 },
      },
      {
        kind: 'languageTexts',
        current: 0,
        target: 3,
        unit: 'texts',
        done: false,
        href: '/active-content?lang=fr',
        language: { code: 'fr', missing: 3, stale: 0 },
      },
    ]);

    // The same counts as the channel readiness, whose warnings the channel summary counts.
    const readiness = (await call('GET', `${base}/channel-readiness`)).json<HotelReadinessResponse>()
      .readiness;
    const booking = readiness.find((channel) => channel.channel === 'booking')!;
    expect(
      booking.outcomes
        .filter((outcome) => outcome.ruleId === 'booking.languageTexts')
        .map((outcome) => outcome.items[0]?.values),
    ).toEqual([
      { language: 'it', missing: 1, stale: 1 },
      { language: 'fr', missing: 3, stale: 0 },
    ]);
    const summary = (await contentScore(hotel.id)).channels.find((channel) => channel.channel === 'booking');
    expect(summary?.warn).toBe(booking.counts.warn);

    // Checked and translated: the Italian hint is ticked; French stays open.
    await call('PUT', `${base}/texts/it/roomDescription/${room.id}`, { text: 'Luminosa, con balcone.' });
    const checked = await requestAs(
      testApp,
      owner,
      'POST',
      `${base}/texts/it/hotelDescription/${hotel.id}/checked`,
    );
    expect(checked.statusCode).toBe(200);
    expect((await languageHints(hotel.id)).map((item) => [item.language?.code, item.done])).toEqual([
      ['it', true],
      ['fr', false],
    ]);
  });

  it('are none for a hotel serving its primary language only', async () => {
    const hotel = await buildHotel(testApp, owner.id, { primaryLanguage: 'de', contentLanguages: ['de'] });
    await call('PUT', `/api/hotels/${hotel.id}/description`, { content: 'Ein Haus mit Tradition am See.' });
    expect(await languageHints(hotel.id)).toEqual([]);
  });
});
