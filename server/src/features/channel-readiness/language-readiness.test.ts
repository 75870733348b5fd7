import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ChainReadinessResponse,
  ChannelReadiness,
  HotelReadinessResponse,
  RuleOutcome,
} from '@common/channels/readiness';
import { readinessChannels } from '@common/channels/readiness';
import {
  buildHotel,
  buildImageAsset,
  buildRoom,
  buildUser,
  type SignedInUser,
} from '../../../test/factories';
import { buildTestApp, requestAs, type TestApp } from '../../../test/test-app';

/** Issue 37, part 4: the hotel's texts in each language it serves, counted in the channel readiness. */

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

async function readiness(hotelId: string): Promise<ChannelReadiness[]> {
  return (await call('GET', `/api/hotels/${hotelId}/channel-readiness`)).json<HotelReadinessResponse>()
    .readiness;
}

/** Every outcome of the per-language texts rule, with the channel it belongs to. */
const languageOutcomes = (all: ChannelReadiness[]) =>
  all.flatMap((channel) =>
    channel.outcomes
      .filter((outcome) => outcome.ruleId === `${channel.channel}.languageTexts`)
      .map((outcome) => ({ ...outcome, channel: channel.channel })),
  );

/** Booking.com's outcome for a language, as a user reads it: status, item numbers and the fix. */
async function booking(hotelId: string, language: string) {
  const found = languageOutcomes(await readiness(hotelId)).find(
    (outcome) => outcome.channel === 'booking' && outcome.language === language,
  );
  if (!found) throw new Error(`no Booking.com outcome for ${language}`);
  return seen(found);
}

const seen = ({ status, items, fix }: RuleOutcome) => ({
  status,
  values: items.map((item) => item.values),
  fix,
});

/**
 * A hotel writing German and serving Italian, with a German description, area text and one room with its
 * description: 4 texts with a source, none translated. No AlpineBits connection.
 */
async function germanHotel() {
  const hotel = await buildHotel(testApp, owner.id, {
    name: 'Hotel Seeblick',
    primaryLanguage: 'de',
    contentLanguages: ['de', 'it'],
  });
  const room = await buildRoom(testApp, hotel.id, { name: 'Doppelzimmer Seeblick' });
  const base = `/api/hotels/${hotel.id}`;
  await call('PUT', `${base}/description`, { content: 'Ein Haus mit Tradition am See.' });
  await call('PUT', `${base}/rooms/${room.id}/description`, { content: 'Hell, mit Balkon.' });
  await call('PUT', `${base}/area`, { text: 'Fünf Minuten zum Bahnhof.' });
  return { hotel, room, base };
}

describe('the texts in each served language, in GET /api/hotels/:hotelId/channel-readiness', () => {
  it('warns on every channel but an unconnected AlpineBits while Italian texts are missing, with the content page in Italian to fix it', async () => {
    const { hotel } = await germanHotel();
    const outcomes = languageOutcomes(await readiness(hotel.id));
    expect(outcomes.map((outcome) => outcome.channel)).toEqual(
      readinessChannels.filter((channel) => channel !== 'alpinebits'),
    );
    for (const outcome of outcomes) {
      expect(outcome.language).toBe('it');
      expect(seen(outcome)).toEqual({
        status: 'warn',
        values: [{ language: 'it', missing: 4, stale: 0 }],
        fix: { kind: 'contentLanguage', language: 'it' },
      });
    }
    const bookingChannel = (await readiness(hotel.id)).find((channel) => channel.channel === 'booking')!;
    expect(bookingChannel.groups.languages).toEqual({ pass: 0, warn: 1, fail: 0, status: 'warn' });
  });

  it('counts a saved Italian translation at once, and a changed German source as stale', async () => {
    const { hotel, room, base } = await germanHotel();
    await call('PUT', `${base}/texts/it/roomName/${room.id}`, { text: 'Camera doppia vista lago' });
    expect(await booking(hotel.id, 'it')).toMatchObject({
      status: 'warn',
      values: [{ language: 'it', missing: 3, stale: 0 }],
    });

    await call('PUT', `${base}/texts/it/hotelDescription/${hotel.id}`, {
      text: 'Una casa di tradizione sul lago.',
    });
    await call('PUT', `${base}/description`, { content: 'Ein Haus mit Tradition am See, seit 1900.' });
    expect(await booking(hotel.id, 'it')).toMatchObject({
      status: 'warn',
      values: [{ language: 'it', missing: 2, stale: 1 }],
    });

    // The same counts as the content page's language switcher.
    const texts = (await call('GET', `${base}/texts`)).json<{ counts: Record<string, unknown> }>();
    expect(texts.counts.it).toEqual({ current: 1, stale: 1, missing: 2 });
  });

  it('passes once every text is translated and current; a photo caption is not counted', async () => {
    const { hotel, room, base } = await germanHotel();
    // A photo's texts raise the assets version and are not among what the channels' language rule counts.
    await buildImageAsset(testApp, hotel.id, { name: 'seeblick.jpg', caption: 'Blick auf den See' });
    const translations: [string, string, string][] = [
      ['hotelDescription', hotel.id, 'Una casa di tradizione sul lago.'],
      ['areaText', hotel.id, 'Cinque minuti dalla stazione.'],
      ['roomName', room.id, 'Camera doppia vista lago'],
      ['roomDescription', room.id, 'Luminosa, con balcone.'],
    ];
    for (const [kind, subjectId, text] of translations)
      await call('PUT', `${base}/texts/it/${kind}/${subjectId}`, { text });
    await call('PUT', `${base}/description`, { content: 'Ein Haus mit Tradition am See, seit 1900.' });
    expect(await booking(hotel.id, 'it')).toMatchObject({
      values: [{ language: 'it', missing: 0, stale: 1 }],
    });
    const checked = await requestAs(
      testApp,
      owner,
      'POST',
      `${base}/texts/it/hotelDescription/${hotel.id}/checked`,
    );
    expect(checked.statusCode).toBe(200);
    expect(await booking(hotel.id, 'it')).toEqual({
      status: 'pass',
      values: [],
      fix: { kind: 'contentLanguage', language: 'it' },
    });
  });

  it('follows the languages chosen in Settings: a language added is counted, and primary only has no such rule', async () => {
    const { hotel, base } = await germanHotel();
    const languagesOf = async () => [
      ...new Set(languageOutcomes(await readiness(hotel.id)).map((outcome) => outcome.language)),
    ];
    expect(await languagesOf()).toEqual(['it']);

    await call('PUT', `${base}/content-languages`, { primaryLanguage: 'de', languages: ['de', 'it', 'fr'] });
    expect(await languagesOf()).toEqual(['it', 'fr']);
    expect(await booking(hotel.id, 'fr')).toMatchObject({
      values: [{ language: 'fr', missing: 4, stale: 0 }],
    });

    await call('PUT', `${base}/content-languages`, { primaryLanguage: 'de', languages: ['de'] });
    expect(await languagesOf()).toEqual([]);
  });

  it('counts the languages in the chain’s matrix, each hotel its own', async () => {
    const { hotel } = await germanHotel();
    const single = await readiness(hotel.id);
    const chain = (await call('GET', '/api/channel-readiness/hotels')).json<ChainReadinessResponse>();
    const row = chain.hotels.find((entry) => entry.id === hotel.id)!;
    for (const channel of single)
      expect(row.channels[channel.channel]).toEqual({ ...channel.counts, status: channel.status });
    expect(row.channels.booking.warn).toBeGreaterThanOrEqual(1);
  });
});
