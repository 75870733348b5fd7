import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { importTexts } from '@common/import/texts';
import { bookingReplies, startBookingFake, type BookingFake } from '@e2e/fakes/booking-fake';
import { bookingFixture, fixturePropertyUrl } from '@e2e/fakes/booking-fixture';
import type { BookingConfig } from '../../config';
import { fetchPropertyDetails } from './details-client';
import { ImportFailure } from './import-failure';

let fake: BookingFake;
let config: BookingConfig;

beforeAll(async () => {
  fake = await startBookingFake();
  config = { apiKey: fake.apiKey, apiBaseUrl: fake.apiUrl, photoHosts: [fake.imageHost] };
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

/** The text the user is shown for a failed request (it must fail). */
async function failureText(request: Promise<unknown>): Promise<string> {
  const error = await request.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ImportFailure);
  return (error as ImportFailure).message;
}

describe('a property the API knows', () => {
  it("answers the reply's data", async () => {
    await expect(fetchPropertyDetails(config, fixturePropertyUrl)).resolves.toEqual(
      bookingFixture(fake.imageHost),
    );
  });

  it('is asked for with the key, the host of the base URL and the property address as the url query', async () => {
    await fetchPropertyDetails(config, fixturePropertyUrl);
    expect(fake.requests).toEqual([
      {
        method: 'GET',
        path: '/web/stays/details-by-url',
        url: fixturePropertyUrl,
        apiKey: fake.apiKey,
        apiHost: new URL(fake.apiUrl).host,
      },
    ]);
  });

  it('keeps an address with its own query intact in the url query', async () => {
    const withQuery = `${fixturePropertyUrl}?aid=1&label=a b&x=%2F`;
    fake.reply(bookingReplies.property({ name: 'Other' }));
    await fetchPropertyDetails(config, withQuery);
    expect(fake.requests[0]?.url).toBe(withQuery);
  });
});

describe('failures, in the words the user is shown', () => {
  it.each([
    [401, importTexts.invalidKey],
    [403, importTexts.accessDenied],
    [404, importTexts.hotelNotFound],
    [429, importTexts.tooManyRequests],
    [500, importTexts.fetchFailed],
  ] as const)('status %i', async (status, text) => {
    fake.reply(bookingReplies.status(status));
    expect(await failureText(fetchPropertyDetails(config, fixturePropertyUrl))).toBe(text);
  });

  it('a wrong key, as the API answers it', async () => {
    const wrongKey = { ...config, apiKey: 'not-the-key' };
    expect(await failureText(fetchPropertyDetails(wrongKey, fixturePropertyUrl))).toBe(
      importTexts.invalidKey,
    );
    expect(fake.requests[0]?.apiKey).toBe('not-the-key');
  });

  it('a property the API does not know', async () => {
    expect(
      await failureText(fetchPropertyDetails(config, 'https://www.booking.com/hotel/de/nowhere.html')),
    ).toBe(importTexts.hotelNotFound);
  });

  it('another status', async () => {
    fake.reply({ status: 502, raw: 'Bad Gateway' });
    expect(await failureText(fetchPropertyDetails(config, fixturePropertyUrl))).toBe(importTexts.fetchFailed);
  });

  it('a reply that is not JSON', async () => {
    fake.reply(bookingReplies.notJson());
    expect(await failureText(fetchPropertyDetails(config, fixturePropertyUrl))).toBe(importTexts.fetchFailed);
  });

  it('a redirect, which is not followed', async () => {
    fake.reply({ status: 302, headers: { location: `${fake.apiUrl}/web/stays/details-by-url?url=x` } });
    expect(await failureText(fetchPropertyDetails(config, fixturePropertyUrl))).toBe(importTexts.fetchFailed);
    expect(fake.requests).toHaveLength(1);
  });

  it.each([
    ['null data', bookingReplies.nullData()],
    ['no data', bookingReplies.missingData()],
    ['an empty object', bookingReplies.emptyObject()],
    ['data that is a list', { body: { status: true, data: [{ name: 'x' }] } }],
    ['data that is text', { body: { status: true, data: 'Art House Basel' } }],
    ['a reply that is null', { raw: 'null' }],
  ])('%s', async (_, reply) => {
    fake.reply(reply);
    expect(await failureText(fetchPropertyDetails(config, fixturePropertyUrl))).toBe(importTexts.noData);
  });

  it('an empty body, which is not JSON', async () => {
    fake.reply({ raw: '' });
    expect(await failureText(fetchPropertyDetails(config, fixturePropertyUrl))).toBe(importTexts.fetchFailed);
  });

  it('an API that cannot be reached', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const unreachable = { ...config, apiBaseUrl: `http://127.0.0.1:${port}` };
    expect(await failureText(fetchPropertyDetails(unreachable, fixturePropertyUrl))).toBe(
      importTexts.fetchFailed,
    );
  });

  it('an aborted request', async () => {
    fake.reply(bookingReplies.property({ name: 'Slow' }, 5_000));
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    const started = Date.now();
    expect(await failureText(fetchPropertyDetails(config, fixturePropertyUrl, controller.signal))).toBe(
      importTexts.fetchFailed,
    );
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
