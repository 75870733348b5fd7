import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket, type RawData } from 'ws';
import {
  connectionChecksPerHour,
  connectionTimings,
  type CheckUrlResponse,
  type LiveViewLinks,
  type ContextCreatedResponse,
  type OtaListResponse,
  type OtaSyncResponse,
  type SessionCreatedResponse,
} from '@common/ota/schemas';
import { otaTexts } from '@common/ota/texts';
import type { ViewerMessage } from '@common/ota/live-view-protocol';
import { loginLayout, startOtaExtranetFake, type OtaExtranetFake } from '@e2e/fakes/ota-extranet-fake';
import { activities, otaContexts, otas, user } from '../../db/schema';
import { buildHotel, buildOta, buildUser, type SignedInUser } from '../../../test/factories';
import type { LiveSession } from '../../integrations/remote-browser/live-session';
import { buildTestApp, type TestApp, requestAs, testAppUrl } from '../../../test/test-app';
import { issueLiveToken, liveTokenKey } from './live-token';
import { sealingKey, unsealLogin } from './sealed-login';

/**
 * Connecting Booking.com through the real live browser (Chromium) against the fake HTTPS extranet: the login is
 * typed through the live view's WebSocket, as the viewer page does. One session may be open at a time
 * (BROWSER_MAX_SESSIONS 1), so the line of waiting sessions is tested too.
 */
let fake: OtaExtranetFake;
let testApp: TestApp;
let baseUrl: string;
let owner: SignedInUser;
let stranger: SignedInUser;

beforeAll(async () => {
  fake = await startOtaExtranetFake();
  // A connection check answers busy after a second's wait for a slot instead of the product's ten.
  testApp = await buildTestApp(
    { ...fake.browserEnvironment, BROWSER_MAX_SESSIONS: '1' },
    { remoteBrowserTimings: { slotWaitMs: 1_000 } },
  );
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `ws://127.0.0.1:${(testApp.app.server.address() as AddressInfo).port}`;
  owner = await buildUser(testApp);
  stranger = await buildUser(testApp);
}, 60_000);
afterAll(async () => {
  await testApp?.close();
  await fake?.close();
});

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown, user = owner) =>
  requestAs(testApp, user, method, url, payload);

const db = () => testApp.context.db;
const tokenKey = () => liveTokenKey(testApp.context.config.secretKey);

async function checkUrl(sessionId: string, user = owner) {
  const response = await call('GET', `/api/remote-browser/check-url?sessionId=${sessionId}`, undefined, user);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CheckUrlResponse>();
}

/** Polls check-url as the connection window does, until the answer satisfies `done`. */
async function pollUntil(
  sessionId: string,
  done: (check: CheckUrlResponse) => boolean,
  timeoutMs = 20_000,
  user = owner,
) {
  const deadline = Date.now() + timeoutMs;
  let last: CheckUrlResponse | undefined;
  while (Date.now() < deadline) {
    last = await checkUrl(sessionId, user);
    if (done(last)) return last;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`check-url never got there; last answer ${JSON.stringify(last)}`);
}

async function createSession(payload: object, user = owner) {
  const response = await call('POST', '/api/remote-browser/sessions', payload, user);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<SessionCreatedResponse>();
}

/** Opens the live view's socket as the user's viewer page does; resolves once open, or rejects with the refusal. */
function openLiveView(path: string, user = owner): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${baseUrl}${path}`, {
      headers: { cookie: user.cookie, origin: testAppUrl },
    });
    socket.once('open', () => resolve(socket));
    socket.once('unexpected-response', (_request, response) => {
      socket.terminate();
      reject(new Error(`refused with ${response.statusCode}`));
    });
    socket.once('error', reject);
  });
}

/** Resolves with the first screencast frame (a binary message). */
function firstFrame(socket: WebSocket): Promise<Buffer> {
  return new Promise((resolve) => {
    const onMessage = (data: RawData, isBinary: boolean) => {
      if (!isBinary) return;
      socket.off('message', onMessage);
      resolve(data as Buffer);
    };
    socket.on('message', onMessage);
  });
}

/** Types the fake's credentials into its sign-in form through the live view and submits. */
function logInThroughLiveView(socket: WebSocket) {
  const send = (message: ViewerMessage) => socket.send(JSON.stringify(message));
  const click = (point: { x: number; y: number }) => {
    send({ type: 'mouse', action: 'down', ...point, button: 'left', clickCount: 1, modifiers: 0 });
    send({ type: 'mouse', action: 'up', ...point, button: 'left', clickCount: 1, modifiers: 0 });
  };
  click(loginLayout.username);
  send({ type: 'text', text: fake.credentials.username });
  click(loginLayout.password);
  send({ type: 'text', text: fake.credentials.password });
  send({ type: 'key', action: 'down', key: 'Enter', code: 'Enter', keyCode: 13, modifiers: 0 });
  send({ type: 'key', action: 'up', key: 'Enter', code: 'Enter', keyCode: 13, modifiers: 0 });
}

describe('connecting Booking.com through the live browser', () => {
  it('logs in through the live view, saves the login sealed, checks, renews and deletes it', async () => {
    const hotel = await buildHotel(testApp, owner.id);
    const session = await createSession({ otaType: 'booking', hotelId: hotel.id });
    expect(session.contextId).toBeNull();
    expect(session.liveViewLink).toMatch(
      new RegExp(`^/live-view\\.html\\?session=${session.sessionId}&token=.+`),
    );
    expect(session.connectUrl).toMatch(
      new RegExp(`^/api/remote-browser/sessions/${session.sessionId}/live\\?token=.+`),
    );

    // The channel's entry page sends the signed-out user to its sign-in page: no login yet.
    const signIn = await pollUntil(session.sessionId, (check) => check.currentUrl.includes('/sign-in'));
    expect(signIn).toMatchObject({ possiblyLoggedIn: false, loginDetected: false, state: 'open' });
    const early = await call('POST', '/api/remote-browser/contexts', { sessionId: session.sessionId });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe(otaTexts.notLoggedIn);

    // Others cannot see or steer this session.
    for (const [method, url] of [
      ['GET', `/api/remote-browser/check-url?sessionId=${session.sessionId}`],
      ['POST', `/api/remote-browser/sessions/${session.sessionId}/keep-alive`],
      ['DELETE', `/api/remote-browser/sessions/${session.sessionId}`],
    ] as const)
      expect((await call(method, url, undefined, stranger)).statusCode).toBe(404);
    expect(
      (await call('POST', '/api/remote-browser/contexts', { sessionId: session.sessionId }, stranger))
        .statusCode,
    ).toBe(404);

    // The session reaches only the channel's sites.
    for (const url of [
      'https://evil.example/',
      'http://127.0.0.1:9/',
      'https://www.expediapartnercentral.com/',
    ]) {
      const refused = await call('POST', `/api/remote-browser/sessions/${session.sessionId}/navigate`, {
        url,
      });
      expect(refused.statusCode, url).toBe(400);
      expect(refused.json().error.message).toBe(otaTexts.hostNotAllowed);
    }
    const helped = await call('POST', `/api/remote-browser/sessions/${session.sessionId}/navigate`, {
      url: 'https://account.booking.com/sign-in',
    });
    expect(helped.json()).toEqual({ status: 'ok' });

    // The live view's socket needs this session's own, unexpired token (live-view-upgrade.test.ts: the rest).
    const livePath = `/api/remote-browser/sessions/${session.sessionId}/live`;
    const expired = issueLiveToken(
      tokenKey(),
      session.sessionId,
      owner.id,
      Date.now() - connectionTimings.liveTokenMs - 1000,
    );
    const foreign = issueLiveToken(tokenKey(), session.sessionId, stranger.id);
    for (const path of [
      livePath,
      `${livePath}?token=${expired}`,
      `${livePath}?token=${foreign}`,
      `${livePath}?token=nonsense`,
    ])
      await expect(openLiveView(path), path).rejects.toThrow(/refused with 401/);
    const socket = await openLiveView(session.connectUrl);
    try {
      const frame = await firstFrame(socket);
      expect(frame.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8])); // a JPEG
      logInThroughLiveView(socket);
      const loggedIn = await pollUntil(session.sessionId, (check) => check.loginDetected);
      expect(loggedIn.currentUrl).toBe(
        'https://admin.booking.com/hotel/hoteladmin/extranet_ng/manage/home.html',
      );
      expect(loggedIn.possiblyLoggedIn).toBe(true);
    } finally {
      socket.close();
    }
    expect(
      (await call('POST', `/api/remote-browser/sessions/${session.sessionId}/keep-alive`)).json(),
    ).toEqual({
      status: 'ok',
    });

    // 'Login Completed': the connection is stored as connected, with the cookie's expiry about 30 days ahead.
    const saved = await call('POST', '/api/remote-browser/contexts', { sessionId: session.sessionId });
    expect(saved.statusCode, saved.body).toBe(201);
    const created = saved.json<ContextCreatedResponse>();
    const expiry = new Date(created.cookieExpiryDate ?? 0).getTime();
    expect(Math.abs(expiry - (Date.now() + 30 * 24 * 3600_000))).toBeLessThan(5 * 60_000);
    expect(created.ota).toMatchObject({
      type: 'booking',
      name: 'Booking',
      status: 'connected',
      hasSavedLogin: true,
    });
    expect(created.ota.lastSync).not.toBeNull();
    // The session is closed with it.
    expect((await checkUrl(session.sessionId)).state).toBe('closed');
    const logged = await db().select().from(activities).where(eq(activities.hotelId, hotel.id));
    expect(logged.map((row) => [row.kind, row.title])).toEqual([['ota_connect', 'Connected to booking']]);

    // The stored login is not readable: neither the cookie's name nor its value appears in the column.
    const [context] = await db().select().from(otaContexts).where(eq(otaContexts.id, created.contextId));
    const login = unsealLogin(
      sealingKey(testApp.context.config.secretKey),
      { hotelId: hotel.id, channel: 'booking' },
      context?.sealed ?? '',
    );
    const cookie = login.cookies.find((entry) => entry.name === 'esadm');
    expect(cookie?.value.length).toBeGreaterThan(10);
    expect(context?.sealed).not.toContain('esadm');
    expect(context?.sealed).not.toContain(cookie?.value);
    expect(context?.sealed).not.toContain('booking');

    // A connected channel cannot be connected again.
    const again = await call('POST', '/api/remote-browser/sessions', {
      otaType: 'booking',
      hotelId: hotel.id,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(otaTexts.alreadyConnected);

    // The check opens the saved login in a fresh browser context: still logged in.
    const otaUrl = `/api/hotels/${hotel.id}/otas/${created.ota.id}`;
    const synced = (await call('POST', `${otaUrl}/sync`)).json<OtaSyncResponse>();
    expect(synced.stillLoggedIn).toBe(true);
    expect(synced.ota.status).toBe('connected');

    // Renew starts from the saved login (logged in at once) and replaces it.
    const renew = await createSession({ otaType: 'booking', hotelId: hotel.id, otaId: created.ota.id });
    expect(renew.contextId).toBe(created.ota.id);
    await pollUntil(renew.sessionId, (check) => check.loginDetected, 15_000);
    const renewed = await call('POST', '/api/remote-browser/contexts', {
      sessionId: renew.sessionId,
      otaId: created.ota.id,
    });
    expect(renewed.statusCode, renewed.body).toBe(201);
    const renewedContext = renewed.json<ContextCreatedResponse>();
    expect(renewedContext.contextId).not.toBe(created.contextId);
    expect(renewedContext.ota).toMatchObject({ id: created.ota.id, status: 'connected' });
    const contexts = await db()
      .select({ id: otaContexts.id })
      .from(otaContexts)
      .where(eq(otaContexts.hotelId, hotel.id));
    expect(contexts).toEqual([{ id: renewedContext.contextId }]);

    // Once the channel has ended the login, the check says so and the connection shows an error.
    fake.revokeAll();
    const failed = (await call('POST', `${otaUrl}/sync`)).json<OtaSyncResponse>();
    expect(failed.stillLoggedIn).toBe(false);
    expect(failed.ota.status).toBe('error');
    const listed = (await call('GET', `/api/hotels/${hotel.id}/otas`)).json<OtaListResponse>();
    expect(listed.otas.map((ota) => ota.status)).toEqual(['error']);

    // Deleting removes the connection and its saved login.
    expect((await call('DELETE', otaUrl)).statusCode).toBe(204);
    expect(await db().select().from(otas).where(eq(otas.hotelId, hotel.id))).toEqual([]);
    expect(await db().select().from(otaContexts).where(eq(otaContexts.hotelId, hotel.id))).toEqual([]);
  }, 90_000);

  it('queues the sessions that find every live browser taken, first come first served, and starts the next when one closes', async () => {
    // One live browser (BROWSER_MAX_SESSIONS 1): the first user holds it, the next two wait in line.
    const users = [owner, stranger, await buildUser(testApp)] as const;
    const [, second, third] = users;
    const hotels = await Promise.all(users.map((user) => buildHotel(testApp, user.id)));
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
    const { ota } = await buildOta(testApp, hotels[0]!.id, { type: 'booking' });
    const busy = await call('POST', `/api/hotels/${hotels[0]!.id}/otas/${ota.id}/sync`);
    expect(busy.statusCode).toBe(503);
    expect(busy.json().error.message).toBe(otaTexts.browserBusy);
    // Nothing to show yet: neither its live view nor a fresh link for it.
    await expect(openLiveView(waiting.connectUrl, second)).rejects.toThrow(/refused with 404/);
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
    const link = await call(
      'POST',
      `/api/remote-browser/sessions/${waiting.sessionId}/live-link`,
      {},
      second,
    );
    expect(link.statusCode, link.body).toBe(200);
    const links = link.json<LiveViewLinks>();
    const socket = await openLiveView(links.connectUrl, second);
    try {
      expect((await firstFrame(socket)).subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    } finally {
      socket.close();
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
    const withoutHotel = await buildUser(testApp);
    const refused = await call(
      'POST',
      '/api/remote-browser/sessions',
      { otaType: 'booking', hotelId: randomUUID() },
      withoutHotel,
    );
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error.message).toBe(otaTexts.noHotelForUser);

    // A session whose account is not confirmed (the address changed back to unconfirmed after sign-in).
    const unconfirmed = await buildUser(testApp);
    const hotel = await buildHotel(testApp, unconfirmed.id);
    await db().update(user).set({ emailVerified: false }).where(eq(user.id, unconfirmed.id));
    const unconfirmedAnswer = await call(
      'POST',
      '/api/remote-browser/sessions',
      { otaType: 'booking', hotelId: hotel.id },
      unconfirmed,
    );
    expect(unconfirmedAnswer.statusCode).toBe(403);
    expect(unconfirmedAnswer.json().error.message).toBe(otaTexts.confirmAccountFirst);
    expect(testApp.context.remoteBrowser.sessionsOf(withoutHotel.id)).toEqual([]);
    expect(testApp.context.remoteBrowser.sessionsOf(unconfirmed.id)).toEqual([]);
  });

  it("replaces the user's own older session when the user starts another: one open session per user", async () => {
    const hotel = await buildHotel(testApp, owner.id);
    const older = await createSession({ otaType: 'expedia', hotelId: hotel.id });
    const newer = await createSession({ otaType: 'agoda', hotelId: hotel.id });
    // The newer one took the older one's place (one live browser here): it did not wait behind it.
    expect(newer.queuePosition).toBeNull();
    expect((await checkUrl(older.sessionId)).state).toBe('closed');
    expect((await checkUrl(newer.sessionId)).state).toBe('open');
    expect(testApp.context.remoteBrowser.sessionsOf(owner.id).map((session) => session.id)).toEqual([
      newer.sessionId,
    ]);
    await call('DELETE', `/api/remote-browser/sessions/${newer.sessionId}`);
  }, 60_000);

  it('limits connection checks per user and hotel', async () => {
    const hotel = await buildHotel(testApp, owner.id);
    const otherHotel = await buildHotel(testApp, owner.id);
    // Unknown connections answer 404 at once; the limit counts every check of the hotel before it runs.
    const check = (hotelId: string, user = owner) =>
      call('POST', `/api/hotels/${hotelId}/otas/${randomUUID()}/sync`, undefined, user);
    for (let index = 0; index < connectionChecksPerHour; index += 1)
      expect((await check(hotel.id)).statusCode).toBe(404);
    const limited = await check(hotel.id);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toBe(otaTexts.tooManyChecks);
    // Another hotel of the same user, and another user, have their own counts.
    expect((await check(otherHotel.id)).statusCode).toBe(404);
    expect((await check(hotel.id, stranger)).statusCode).toBe(404);
  });

  it('leaves a connection in error when the browser of its renewal crashes, and saves nothing', async () => {
    const hotel = await buildHotel(testApp, owner.id);
    const { ota } = await buildOta(testApp, hotel.id, { type: 'booking' });
    const session = await createSession({ otaType: 'booking', hotelId: hotel.id, otaId: ota.id });
    const live = testApp.context.remoteBrowser.getSession(session.sessionId) as LiveSession;
    const cdp = await live.context.browser()!.newBrowserCDPSession();
    const { processInfo } = await cdp.send('SystemInfo.getProcessInfo');
    const browserProcess = processInfo.find((info) => info.type === 'browser');
    process.kill(browserProcess!.id, 'SIGKILL');

    // The window's poll learns that the browser crashed; confirming is refused and the connection is in error.
    const check = await pollUntil(session.sessionId, (answer) => answer.state !== 'open');
    expect(check).toEqual(expect.objectContaining({ state: 'crashed', loginDetected: false }));
    const confirm = await call('POST', '/api/remote-browser/contexts', {
      sessionId: session.sessionId,
      otaId: ota.id,
    });
    expect(confirm.statusCode).toBe(409);
    expect(confirm.json().error.message).toBe(otaTexts.browserCrashed);
    const [row] = await db().select().from(otas).where(eq(otas.id, ota.id));
    expect(row).toEqual(expect.objectContaining({ status: 'error', contextId: ota.contextId }));
    expect((await call('DELETE', `/api/remote-browser/sessions/${session.sessionId}`)).json()).toEqual({
      status: 'closed',
    });
  }, 60_000);
});
