import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startWebhookReceiver, verifies, type WebhookReceiver } from '@e2e/fakes/webhook-receiver';
import {
  apiKeys,
  hotels,
  contentWebhookDeliveries,
  contentWebhookEvents,
  contentWebhooks,
  notifications,
} from '../../db/schema';
import { buildApiKey } from '../../../test/api-keys';
import { buildWebhook, minuteAndABit, webhookSweep } from '../../../test/content-webhooks';
import { buildHotel, buildRoom, buildUser, type SignedInUser } from '../../../test/factories';
import { buildTestApp, testAppUrl, type TestApp } from '../../../test/test-app';

// Deliveries (issue 34, point 5): due changes become signed events sent to a receiver on 127.0.0.1, retried with
// backoff, and a webhook failing 20 times in a row is disabled with one notification.
let receiver: WebhookReceiver;
let testApp: TestApp;
let owner: SignedInUser;
const sweeps: Array<ReturnType<typeof webhookSweep>> = [];

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  testApp = await buildTestApp({ OUTBOUND_ALLOWED_HOSTS: receiver.host });
  owner = await buildUser(testApp);
});
afterAll(async () => {
  await testApp.close();
  await receiver.close();
});
afterEach(() => {
  receiver.answer = () => 200;
  for (const sweep of sweeps.splice(0)) sweep.close();
});

const minutes = (count: number) => count * 60_000;
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
const db = () => testApp.context.db;

/** A hotel of the owner that publishes, a key for it with a webhook at the receiver (its own path), a sweep. */
async function hookedHotel(url?: string) {
  const path = `/hooks/${Math.random().toString(36).slice(2)}`;
  const hotel = await buildHotel(testApp, owner.id, { publishContent: true });
  const key = await buildApiKey(testApp, owner.id, [hotel.id], { name: 'Website' });
  const webhook = await buildWebhook(testApp, key.id, url ?? receiver.url(path));
  const sweep = webhookSweep(testApp);
  sweeps.push(sweep);
  const received = () => receiver.received.filter((request) => request.path === path);
  const deliveries = () =>
    db()
      .select()
      .from(contentWebhookDeliveries)
      .where(eq(contentWebhookDeliveries.webhookId, webhook.id))
      .orderBy(contentWebhookDeliveries.attemptedAt);
  const stored = async () =>
    (await db().select().from(contentWebhooks).where(eq(contentWebhooks.id, webhook.id)))[0];
  return { hotel, key, webhook, sweep, path, received, deliveries, stored };
}

describe('an event', () => {
  it('leaves a minute after the first change, with the changes of that minute merged, signed', async () => {
    const { hotel, webhook, sweep, received } = await hookedHotel();
    const room = await buildRoom(testApp, hotel.id);
    const answer = await testApp.app.inject({
      method: 'PUT',
      url: `/api/hotels/${hotel.id}/rooms/${room.id}/description`,
      payload: { content: 'Mit Balkon.' },
      headers: { cookie: owner.cookie, origin: testAppUrl },
    });
    expect(answer.statusCode).toBe(200);
    await sweep.pass();
    expect(received()).toEqual([]);
    sweep.advance(minuteAndABit);
    await sweep.pass();
    expect(received()).toHaveLength(1);
    const [delivery] = received();
    expect(delivery?.event).toEqual({
      id: expect.any(String),
      type: 'content.changed',
      created: seconds(sweep.now),
      hotel: { id: hotel.id },
      changed: ['rooms', 'descriptions'],
    });
    expect(delivery?.headers['content-type']).toBe('application/json');
    // The receiver recomputes the signature with the secret it was shown.
    expect(verifies(delivery!, webhook.secret, seconds(sweep.now))).toBe(true);
    expect(verifies(delivery!, 'whsec_another', seconds(sweep.now))).toBe(false);
    sweep.advance(minuteAndABit);
    await sweep.pass();
    expect(received()).toHaveLength(1);
  });

  it('is retried after 1 and 5 minutes while the receiver fails, and a success counts failures from zero', async () => {
    const { hotel, sweep, received, deliveries, stored, path } = await hookedHotel();
    let failing = 2;
    receiver.answer = (request) => (request.path === path && failing-- > 0 ? 503 : 200);
    await buildRoom(testApp, hotel.id);
    sweep.advance(minuteAndABit);
    await sweep.pass();
    expect((await stored())?.consecutiveFailures).toBe(1);
    sweep.advance(minutes(1) - 1_000);
    await sweep.pass();
    expect(received()).toHaveLength(1);
    sweep.advance(1_000);
    await sweep.pass();
    expect(received()).toHaveLength(2);
    sweep.advance(minutes(5) - 1_000);
    await sweep.pass();
    expect(received()).toHaveLength(2);
    sweep.advance(1_000);
    await sweep.pass();
    expect(received()).toHaveLength(3);
    // One event, the same body each time, signed anew at each attempt.
    expect(new Set(received().map((request) => request.rawBody)).size).toBe(1);
    expect(new Set(received().map((request) => request.headers['hcs-signature'])).size).toBe(3);
    expect(
      (await deliveries()).map(({ attempt, delivered, httpStatus, error }) => ({
        attempt,
        delivered,
        httpStatus,
        error,
      })),
    ).toEqual([
      { attempt: 1, delivered: false, httpStatus: 503, error: 'http-status' },
      { attempt: 2, delivered: false, httpStatus: 503, error: 'http-status' },
      { attempt: 3, delivered: true, httpStatus: 200, error: null },
    ]);
    expect((await stored())?.consecutiveFailures).toBe(0);
    expect(
      await db().select().from(contentWebhookEvents).where(eq(contentWebhookEvents.hotelId, hotel.id)),
    ).toEqual([]);
  });

  it('is given up after six attempts over about eight and a half hours', async () => {
    const { hotel, sweep, received, path } = await hookedHotel();
    receiver.answer = (request) => (request.path === path ? 500 : 200);
    await buildRoom(testApp, hotel.id);
    sweep.advance(minuteAndABit);
    for (const wait of [
      0,
      minutes(1),
      minutes(5),
      minutes(30),
      minutes(120),
      minutes(360),
      minutes(24 * 60),
    ]) {
      sweep.advance(wait);
      await sweep.pass();
    }
    expect(received()).toHaveLength(6);
    expect(
      await db().select().from(contentWebhookEvents).where(eq(contentWebhookEvents.hotelId, hotel.id)),
    ).toEqual([]);
  });
});

describe('several processes', () => {
  it('sweeping at once send each event once', async () => {
    const hooked = [await hookedHotel(), await hookedHotel(), await hookedHotel()];
    for (const { hotel } of hooked) await buildRoom(testApp, hotel.id);
    const [first, second] = [webhookSweep(testApp), webhookSweep(testApp)];
    sweeps.push(first!, second!);
    first!.advance(minuteAndABit);
    second!.advance(minuteAndABit);
    await Promise.all([first!.pass(), second!.pass(), first!.pass(), second!.pass()]);
    expect(hooked.map(({ received }) => received().length)).toEqual([1, 1, 1]);
  });
});

describe('20 failed deliveries in a row', () => {
  it('disable the webhook, drop its events and notify the key’s owner once; enabling it again sends again', async () => {
    const { hotel, key, sweep, received, stored, path } = await hookedHotel();
    receiver.answer = (request) => (request.path === path ? 500 : 200);
    // A change a minute: each pass sends the new event and retries the older ones that are due.
    for (let minute = 0; received().length < 20; minute++) {
      expect(minute).toBeLessThan(30);
      await buildRoom(testApp, hotel.id, { name: `Room ${minute}` });
      sweep.advance(minuteAndABit);
      await sweep.pass();
    }
    expect(received()).toHaveLength(20);
    const webhook = await stored();
    expect(webhook?.disabledAt).toEqual(sweep.now);
    expect(webhook?.consecutiveFailures).toBe(20);
    const pending = await db()
      .select()
      .from(contentWebhookEvents)
      .where(eq(contentWebhookEvents.webhookId, webhook!.id));
    expect(pending).toEqual([]);

    // Disabled: later changes send nothing, and no second notification comes.
    for (let minute = 0; minute < 3; minute++) {
      await buildRoom(testApp, hotel.id);
      sweep.advance(minutes(10));
      await sweep.pass();
    }
    expect(received()).toHaveLength(20);
    const told = await db().select().from(notifications).where(eq(notifications.userId, owner.id));
    const disabledNotices = told.filter((notice) => notice.kind === 'webhook_disabled');
    expect(disabledNotices).toHaveLength(1);
    expect(disabledNotices[0]?.params).toEqual({ keyName: 'Website', failures: 20 });

    // 'Enable again': the next change is delivered.
    receiver.answer = () => 200;
    const enabled = await testApp.app.inject({
      method: 'POST',
      url: `/api/api-keys/${key.id}/webhook/enable`,
      headers: { cookie: owner.cookie, origin: testAppUrl },
    });
    expect(enabled.statusCode, enabled.body).toBe(200);
    expect(enabled.json().webhook).toMatchObject({
      status: 'active',
      consecutiveFailures: 0,
      disabledAt: null,
    });
    await buildRoom(testApp, hotel.id);
    sweep.advance(minutes(10));
    await sweep.pass();
    expect(received()).toHaveLength(21);
    expect((await stored())?.disabledAt).toBeNull();
  });
});

describe('what is not sent', () => {
  it('nothing for a revoked key, not even an event already on its way', async () => {
    const { hotel, key, sweep, received } = await hookedHotel();
    receiver.answer = () => 500;
    await buildRoom(testApp, hotel.id);
    sweep.advance(minuteAndABit);
    await sweep.pass();
    expect(received()).toHaveLength(1);
    await db().update(apiKeys).set({ revokedAt: sweep.now }).where(eq(apiKeys.id, key.id));
    receiver.answer = () => 200;
    await buildRoom(testApp, hotel.id);
    sweep.advance(minutes(10));
    await sweep.pass();
    expect(received()).toHaveLength(1);
    expect(
      await db().select().from(contentWebhookEvents).where(eq(contentWebhookEvents.hotelId, hotel.id)),
    ).toEqual([]);
  });

  it('nothing for an expired key', async () => {
    const { hotel, key, sweep, received } = await hookedHotel();
    await db()
      .update(apiKeys)
      .set({ expiresAt: new Date(Date.now() + 1_000) })
      .where(eq(apiKeys.id, key.id));
    await buildRoom(testApp, hotel.id);
    sweep.advance(minuteAndABit);
    await sweep.pass();
    expect(received()).toEqual([]);
  });

  it('nothing about a hotel that does not publish its content, from the change to the attempt', async () => {
    const { hotel, sweep, received, path } = await hookedHotel();
    await db().update(hotels).set({ publishContent: false }).where(eq(hotels.id, hotel.id));
    await buildRoom(testApp, hotel.id);
    sweep.advance(minuteAndABit);
    await sweep.pass();
    expect(received()).toEqual([]);
    // Published while an event waits for its retry, unpublished before the retry: the retry is not sent.
    await db().update(hotels).set({ publishContent: true }).where(eq(hotels.id, hotel.id));
    receiver.answer = (request) => (request.path === path ? 500 : 200);
    await buildRoom(testApp, hotel.id);
    sweep.advance(minuteAndABit);
    await sweep.pass();
    expect(received()).toHaveLength(1);
    await db().update(hotels).set({ publishContent: false }).where(eq(hotels.id, hotel.id));
    sweep.advance(minutes(2));
    await sweep.pass();
    expect(received()).toHaveLength(1);
  });

  it('nothing about a hotel the key does not cover, though the same owner has it', async () => {
    const { sweep, received } = await hookedHotel();
    const uncovered = await buildHotel(testApp, owner.id, { publishContent: true });
    await buildRoom(testApp, uncovered.id);
    sweep.advance(minuteAndABit);
    await sweep.pass();
    expect(received()).toEqual([]);
  });

  it('nothing to an address that resolves to a private one at send time: the attempt fails as refused', async () => {
    const port = new URL(receiver.url()).port;
    const { hotel, sweep, deliveries } = await hookedHotel(`https://localhost:${port}/hooks/rebound`);
    await buildRoom(testApp, hotel.id);
    sweep.advance(minuteAndABit);
    await sweep.pass();
    expect(receiver.received.filter((request) => request.path === '/hooks/rebound')).toEqual([]);
    expect((await deliveries()).map(({ delivered, error }) => ({ delivered, error }))).toEqual([
      { delivered: false, error: 'refused-address' },
    ]);
  });
});
