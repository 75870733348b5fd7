import { beforeAll, describe, expect, it } from 'vitest';
import type { ImportRunView } from '@common/import/schemas';
import { importTexts } from '@common/import/texts';
import { bookingReplies } from '@e2e/fakes/booking-fake';
import { bookingFixture, fixtureFacts } from '@e2e/fakes/booking-fixture';
import { buildHotel, buildUser, type SignedInUser } from '../../../test/factories';
import { useImportTestApp } from '../../../test/property-import';
import { buildTestApp, testAppUrl } from '../../../test/test-app';

const h = useImportTestApp();
const { call, waitForImport } = h;

/** Starting an import: checked addresses, one at a time per hotel, the hourly limit, no data API. */
describe('starting an import', () => {
  // A user starts at most 20 imports an hour: this block's user has its own count.
  let starter: SignedInUser;
  beforeAll(async () => {
    starter = await buildUser(h.testApp);
  });
  const start = (hotelId: string, body: unknown) =>
    call('POST', `/api/hotels/${hotelId}/import`, body, starter);
  it.each([
    ['no address', {}, importTexts.missingUrl],
    ['an address that is not text', { url: 42 }, importTexts.missingUrl],
    ['a blank address', { url: '   ' }, importTexts.missingUrl],
    ['another site', { url: 'https://www.expedia.com/hotel/ch/x.html' }, importTexts.invalidUrl],
    [
      'a look-alike host',
      { url: 'https://www.booking.com.evil.example/hotel/ch/x.html' },
      importTexts.invalidUrl,
    ],
    [
      'a page that is not a property',
      { url: 'https://www.booking.com/searchresults.html' },
      importTexts.invalidUrl,
    ],
    ['credentials', { url: 'https://user:pw@www.booking.com/hotel/ch/x.html' }, importTexts.invalidUrl],
    ['an odd port', { url: 'https://www.booking.com:8443/hotel/ch/x.html' }, importTexts.invalidUrl],
    ['encoded dots', { url: 'https://www.booking.com/hotel/%2e%2e/%2e%2e/x.html' }, importTexts.invalidUrl],
  ])('with %s is refused with the spec’s text', async (_case, body, message) => {
    const hotel = await buildHotel(h.testApp, starter.id);
    const response = await start(hotel.id, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'validation', message, fields: { url: message } });
    expect(
      (await call('GET', `/api/hotels/${hotel.id}/import`, undefined, starter)).json().import,
    ).toBeNull();
  });

  it('twice at once for one hotel starts one import; the second is told one is running', async () => {
    const hotel = await buildHotel(h.testApp, starter.id);
    const fixture = bookingFixture(h.fake.imageHost);
    h.fake.reply(bookingReplies.property({ ...fixture, hotelPhotos: [] }, 500));
    const answers = await Promise.all([
      start(hotel.id, { url: fixtureFacts.propertyUrl }),
      start(hotel.id, { url: fixtureFacts.propertyUrl }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([202, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409);
    expect(refused?.json().error.message).toBe(importTexts.alreadyRunning);
    const started = answers.find((answer) => answer.statusCode === 202)?.json().import as ImportRunView;
    expect((await waitForImport(hotel.id, started.id, starter)).status).toBe('succeeded');
  });

  it('more than 20 starts an hour by one user are refused, whatever the hotel', async () => {
    const busy = await buildUser(h.testApp);
    const hotel = await buildHotel(h.testApp, busy.id);
    const tries = [];
    for (let attempt = 0; attempt < 21; attempt++) {
      tries.push((await call('POST', `/api/hotels/${hotel.id}/import`, { url: 'x' }, busy)).statusCode);
    }
    expect(tries.slice(0, 20).every((status) => status === 400)).toBe(true);
    expect(tries[20]).toBe(429);
  });

  it('answers 404 for an unknown or malformed import id', async () => {
    const hotel = await buildHotel(h.testApp, starter.id);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', '..%2F..%2Fetc']) {
      const response = await call('GET', `/api/hotels/${hotel.id}/import/${id}`, undefined, starter);
      expect(response.statusCode, id).toBe(404);
    }
  });

  it('says that import is not configured on a server without the data API, and /api/config tells the page', async () => {
    const plain = await buildTestApp();
    try {
      const user = await buildUser(plain);
      const hotel = await buildHotel(plain, user.id);
      const response = await plain.app.inject({
        method: 'POST',
        url: `/api/hotels/${hotel.id}/import`,
        payload: { url: fixtureFacts.propertyUrl },
        headers: { cookie: user.cookie, origin: testAppUrl },
      });
      expect(response.statusCode).toBe(503);
      expect(response.json().error.message).toBe(importTexts.notConfigured);
      expect(response.json().error.message).toContain('not configured');
      expect((await plain.app.inject({ method: 'GET', url: '/api/config' })).json().propertyImport).toBe(
        false,
      );
    } finally {
      await plain.close();
    }
    expect((await h.testApp.app.inject({ method: 'GET', url: '/api/config' })).json().propertyImport).toBe(
      true,
    );
  });
});
