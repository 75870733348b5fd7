import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import {
  connectionTimings,
  type ContextCreatedResponse,
  type OtaListResponse,
  type OtaSyncResponse,
} from '@common/ota/schemas';
import { otaTexts } from '@common/ota/texts';
import type { ViewerMessage } from '@common/ota/live-view-protocol';
import { loginLayout, unreachableAddress } from '@e2e/fakes/ota-extranet-fake';
import { activities, otaContexts, otas } from '../../db/schema';
import { buildHotel, buildOta } from '../../../test/factories';
import type { LiveSession } from '../../integrations/remote-browser/live-session';
import { firstFrame, useLiveBrowserApp } from './live-browser.test-support';
import { issueLiveToken, liveTokenKey } from './live-token';
import { sealingKey, unsealLogin } from './sealed-login';

/**
 * Connecting Booking.com through the real live browser (Chromium) against the fake HTTPS extranet: the login is
 * typed through the live view's WebSocket, as the viewer page does. Who gets a browser and when:
 * live-browser-slots.test.ts; who may open the live view: live-view-upgrade.test.ts.
 */
const live = useLiveBrowserApp();
const { call, checkUrl, createSession, pollUntil, openViewer } = live;

const db = () => live.testApp.context.db;
const tokenKey = () => liveTokenKey(live.testApp.context.config.secretKey);

/** Types the fake's credentials into its sign-in form through the live view and submits. */
function logInThroughLiveView(socket: WebSocket) {
  const send = (message: ViewerMessage) => socket.send(JSON.stringify(message));
  const click = (point: { x: number; y: number }) => {
    send({ type: 'mouse', action: 'down', ...point, button: 'left', clickCount: 1, modifiers: 0 });
    send({ type: 'mouse', action: 'up', ...point, button: 'left', clickCount: 1, modifiers: 0 });
  };
  click(loginLayout.username);
  send({ type: 'text', text: live.fake.credentials.username });
  click(loginLayout.password);
  send({ type: 'text', text: live.fake.credentials.password });
  send({ type: 'key', action: 'down', key: 'Enter', code: 'Enter', keyCode: 13, modifiers: 0 });
  send({ type: 'key', action: 'up', key: 'Enter', code: 'Enter', keyCode: 13, modifiers: 0 });
}

describe('connecting Booking.com through the live browser', () => {
  it('logs in through the live view, saves the login sealed, checks, renews and deletes it', async () => {
    const hotel = await buildHotel(live.testApp, live.owner.id);
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
      expect((await call(method, url, undefined, live.stranger)).statusCode).toBe(404);
    expect(
      (await call('POST', '/api/remote-browser/contexts', { sessionId: session.sessionId }, live.stranger))
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
      live.owner.id,
      Date.now() - connectionTimings.liveTokenMs - 1000,
    );
    const foreign = issueLiveToken(tokenKey(), session.sessionId, live.stranger.id);
    for (const path of [
      livePath,
      `${livePath}?token=${expired}`,
      `${livePath}?token=${foreign}`,
      `${livePath}?token=nonsense`,
    ])
      await expect(openViewer(path), path).rejects.toThrow(/refused with 401/);
    const viewer = await openViewer(session.connectUrl);
    try {
      const frame = await firstFrame(viewer);
      expect(frame.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8])); // a JPEG
      logInThroughLiveView(viewer.socket);
      const loggedIn = await pollUntil(session.sessionId, (check) => check.loginDetected);
      expect(loggedIn.currentUrl).toBe(
        'https://admin.booking.com/hotel/hoteladmin/extranet_ng/manage/home.html',
      );
      expect(loggedIn.possiblyLoggedIn).toBe(true);
    } finally {
      viewer.socket.close();
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
      sealingKey(live.testApp.context.config.secretKey),
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
    live.fake.revokeAll();
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

  it("says when the live browser shows Chromium's error page, and which address failed", async () => {
    const hotel = await buildHotel(live.testApp, live.owner.id);
    const session = await createSession({ otaType: 'booking', hotelId: hotel.id });
    const navigate = (url: string) =>
      call('POST', `/api/remote-browser/sessions/${session.sessionId}/navigate`, { url });
    // The sign-in page loads; its picture from outside the channel is blocked, which is no error of the page.
    const signIn = await pollUntil(session.sessionId, (check) => check.currentUrl.includes('/sign-in'));
    expect(signIn.pageError).toBeNull();

    // A host of the channel that refuses connections (the site is down): Chromium's error page, said as such.
    expect((await navigate(unreachableAddress)).statusCode).toBe(200);
    const down = await pollUntil(session.sessionId, (check) => check.pageError !== null);
    expect(down.pageError).toEqual({ reason: 'unreachable', url: unreachableAddress });
    expect(down.loginDetected).toBe(false);

    // Loading a page again clears it.
    await navigate('https://admin.booking.com/');
    const back = await pollUntil(session.sessionId, (check) => check.currentUrl.includes('/sign-in'));
    expect(back.pageError).toBeNull();
    await call('DELETE', `/api/remote-browser/sessions/${session.sessionId}`);
  }, 60_000);

  it('leaves a connection in error when the browser of its renewal crashes, and saves nothing', async () => {
    const hotel = await buildHotel(live.testApp, live.owner.id);
    const { ota } = await buildOta(live.testApp, hotel.id, { type: 'booking' });
    const session = await createSession({ otaType: 'booking', hotelId: hotel.id, otaId: ota.id });
    const browserSession = live.testApp.context.remoteBrowser.getSession(session.sessionId) as LiveSession;
    const cdp = await browserSession.context.browser()!.newBrowserCDPSession();
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
