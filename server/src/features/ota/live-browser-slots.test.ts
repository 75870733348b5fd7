import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { connectionChecksPerHour } from '@common/ota/schemas';
import { otaTexts } from '@common/ota/texts';
import { user } from '../../db/schema';
import { buildHotel, buildOta, buildUser } from '../../../test/factories';
import { firstFrame, useLiveBrowserApp } from './live-browser.test-support';

/**
 * Who gets one of the live browsers, and when (issue 30, point 5): one may be open at a time here
 * (BROWSER_MAX_SESSIONS 1), so the others wait in line; only a confirmed account with a hotel gets one, one per
 * user; connection checks are limited per user and hotel. Real Chromium against the fake HTTPS extranet.
 */
// A connection check answers busy after a second's wait for a slot instead of the product's ten.
const live = useLiveBrowserApp(
  { BROWSER_MAX_SESSIONS: '1' },
  { remoteBrowserTimings: { slotWaitMs: 1_000 } },
);
const { call, checkUrl, createSession, pollUntil, openViewer, freshLinks } = live;

describe('sharing the live browsers', () => {
  it('queues the sessions that find every live browser taken, first come first served, and starts the next when one closes', async () => {
    // One live browser (BROWSER_MAX_SESSIONS 1): the first user holds it, the next two wait in line.
    const users = [live.owner, live.stranger, await buildUser(live.testApp)] as const;
    const [, second, third] = users;
    const hotels = await Promise.all(users.map((user) => buildHotel(live.testApp, user.id)));
    const open = (index: 0 | 1 | 2) =>
      createSession({ otaType: 'expedia', hotelId: hotels[index]!.id }, users[index]);
    const running = await open(0);
    expect(running.queuePosition).toBeNull();
    const waiting = await open(1);
    const last = await open(2);
    expect(waiting.queuePosition).toBe(1);
    expect(last.queuePosition).toBe(2);
    expect(await checkUrl(waiting.sessionId, second)).toMatchObject({ state: 'waiting', queuePosition: 1 });
    expect(await checkUrl(last.sessionId, third)).toMatchObject({ state: 'waiting', queuePosition: 2 });
    // A connection check does not queue: it waits a moment for a browser, then says they are all in use.
    const { ota } = await buildOta(live.testApp, hotels[0]!.id, { type: 'booking' });
    const busy = await call('POST', `/api/hotels/${hotels[0]!.id}/otas/${ota.id}/sync`);
    expect(busy.statusCode).toBe(503);
    expect(busy.json().error.message).toBe(otaTexts.browserBusy);
    // Nothing to show yet: neither its live view nor a fresh link for it.
    await expect(openViewer(waiting.connectUrl, second)).rejects.toThrow(/refused with 404/);
    const early = await call(
      'POST',
      `/api/remote-browser/sessions/${waiting.sessionId}/live-link`,
      {},
      second,
    );
    expect(early.statusCode).toBe(404);

    // The first closes: the next in line starts, the one behind moves up.
    await call('DELETE', `/api/remote-browser/sessions/${running.sessionId}`);
    const started = await pollUntil(waiting.sessionId, (check) => check.state === 'open', 20_000, second);
    expect(started.queuePosition).toBeNull();
    expect(await checkUrl(last.sessionId, third)).toMatchObject({ state: 'waiting', queuePosition: 1 });
    const links = await freshLinks(waiting.sessionId, second);
    const viewer = await openViewer(links.connectUrl, second);
    try {
      expect((await firstFrame(viewer)).subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    } finally {
      viewer.socket.close();
    }

    // A waiter who gives up leaves the line; the slot then goes to nobody and the next session starts at once.
    await call('DELETE', `/api/remote-browser/sessions/${last.sessionId}`, undefined, third);
    expect((await checkUrl(last.sessionId, third)).state).toBe('closed');
    await call('DELETE', `/api/remote-browser/sessions/${waiting.sessionId}`, undefined, second);
    const next = await open(2);
    expect(next.queuePosition).toBeNull();
    await call('DELETE', `/api/remote-browser/sessions/${next.sessionId}`, undefined, third);
  }, 60_000);

  it('gives a live browser only to a confirmed account with a hotel', async () => {
    const withoutHotel = await buildUser(live.testApp);
    const refused = await call(
      'POST',
      '/api/remote-browser/sessions',
      { otaType: 'booking', hotelId: randomUUID() },
      withoutHotel,
    );
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error.message).toBe(otaTexts.noHotelForUser);

    // A session whose account is not confirmed (the address changed back to unconfirmed after sign-in).
    const unconfirmed = await buildUser(live.testApp);
    const hotel = await buildHotel(live.testApp, unconfirmed.id);
    await live.testApp.context.db
      .update(user)
      .set({ emailVerified: false })
      .where(eq(user.id, unconfirmed.id));
    const unconfirmedAnswer = await call(
      'POST',
      '/api/remote-browser/sessions',
      { otaType: 'booking', hotelId: hotel.id },
      unconfirmed,
    );
    expect(unconfirmedAnswer.statusCode).toBe(403);
    expect(unconfirmedAnswer.json().error.message).toBe(otaTexts.confirmAccountFirst);
    expect(live.testApp.context.remoteBrowser.sessionsOf(withoutHotel.id)).toEqual([]);
    expect(live.testApp.context.remoteBrowser.sessionsOf(unconfirmed.id)).toEqual([]);
  });

  it("replaces the user's own older session when the user starts another: one open session per user", async () => {
    const hotel = await buildHotel(live.testApp, live.owner.id);
    const older = await createSession({ otaType: 'expedia', hotelId: hotel.id });
    const newer = await createSession({ otaType: 'agoda', hotelId: hotel.id });
    // The newer one took the older one's place (one live browser here): it did not wait behind it.
    expect(newer.queuePosition).toBeNull();
    expect((await checkUrl(older.sessionId)).state).toBe('closed');
    expect((await checkUrl(newer.sessionId)).state).toBe('open');
    expect(live.testApp.context.remoteBrowser.sessionsOf(live.owner.id).map((session) => session.id)).toEqual(
      [newer.sessionId],
    );
    await call('DELETE', `/api/remote-browser/sessions/${newer.sessionId}`);
  }, 60_000);

  it('limits connection checks per user and hotel', async () => {
    const hotel = await buildHotel(live.testApp, live.owner.id);
    const otherHotel = await buildHotel(live.testApp, live.owner.id);
    // Unknown connections answer 404 at once; the limit counts every check of the hotel before it runs.
    const check = (hotelId: string, user = live.owner) =>
      call('POST', `/api/hotels/${hotelId}/otas/${randomUUID()}/sync`, undefined, user);
    for (let index = 0; index < connectionChecksPerHour; index += 1)
      expect((await check(hotel.id)).statusCode).toBe(404);
    const limited = await check(hotel.id);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toBe(otaTexts.tooManyChecks);
    // Another hotel of the same user, and another user, have their own counts.
    expect((await check(otherHotel.id)).statusCode).toBe(404);
    expect((await check(hotel.id, live.stranger)).statusCode).toBe(404);
  });
});
