import { describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import type { ViewerMessage } from '@common/ota/live-view-protocol';
import { buildHotel, buildUser, type SignedInUser } from '../../../test/factories';
import type { LiveSession } from '../../integrations/remote-browser/live-session';
import { testAppUrl } from '../../../test/test-app';
import { firstFrame, useLiveBrowserApp, viewerHeaders } from './live-browser.test-support';
import { liveLinksPerMinute } from './live-view-route';

/**
 * Who may open a live view (ARCHITECTURE.md, decision 012): the WebSocket upgrade needs the session owner's
 * cookie, the app's own Origin and a token used once; a second viewer is refused while the first is open. And a
 * viewer that floods the socket with input is closed. Real Chromium against the fake extranet, through the
 * app listening on a port, as the viewer page in the connection window's iframe connects.
 */
const live = useLiveBrowserApp();
const { call, createSession, openLiveView, openViewer } = live;

async function openSession(user: SignedInUser) {
  const hotel = await buildHotel(live.testApp, user.id);
  return createSession({ otaType: 'booking', hotelId: hotel.id }, user);
}

async function closeSession(user: SignedInUser, sessionId: string) {
  await call('DELETE', `/api/remote-browser/sessions/${sessionId}`, undefined, user);
}

/** A fresh single-use address for the live view's socket, asked for with the owner's cookie. */
const freshConnectUrl = async (sessionId: string) => (await live.freshLinks(sessionId)).connectUrl;
const ownerHeaders = () => viewerHeaders(live.owner);

describe('opening the live view', () => {
  it('needs the owner’s cookie, the app’s Origin and an unused token, and refuses a second viewer', async () => {
    const session = await openSession(live.owner);
    let unused = '';
    try {
      // Each refusal comes before the upgrade, so no frame can reach the caller.
      expect(await openLiveView(session.connectUrl, { origin: testAppUrl }), 'no cookie').toBe(401);
      expect(
        await openLiveView(session.connectUrl, { origin: testAppUrl, cookie: live.stranger.cookie }),
        "another user's cookie",
      ).toBe(404);
      expect(
        await openLiveView(session.connectUrl, { origin: 'https://evil.example', cookie: live.owner.cookie }),
        'a foreign Origin',
      ).toBe(403);
      expect(await openLiveView(session.connectUrl, { cookie: live.owner.cookie }), 'no Origin').toBe(403);
      // Another user cannot get a link to it either.
      const strangerLink = await call(
        'POST',
        `/api/remote-browser/sessions/${session.sessionId}/live-link`,
        undefined,
        live.stranger,
      );
      expect(strangerLink.statusCode).toBe(404);

      // The owner, from the app's page, gets frames; the refusals above did not use the token up.
      const viewer = await openViewer(session.connectUrl);
      await firstFrame(viewer);

      // The token works once.
      expect(await openLiveView(session.connectUrl, ownerHeaders()), 'a reused token').toBe(401);
      // A second viewer, even the owner's own with a fresh token, does not replace the open one.
      const second = await freshConnectUrl(session.sessionId);
      expect(await openLiveView(second, ownerHeaders()), 'a second viewer').toBe(409);
      expect(viewer.socket.readyState).toBe(WebSocket.OPEN);

      // Once the first viewer has gone (a reload of the viewer page), a fresh link opens the view again.
      viewer.socket.close();
      await viewer.closed;
      const reloaded = await openViewer(await freshConnectUrl(session.sessionId));
      await firstFrame(reloaded);
      reloaded.socket.close();
      await reloaded.closed;
      unused = await freshConnectUrl(session.sessionId);
    } finally {
      await closeSession(live.owner, session.sessionId);
    }
    // An ended session has nothing to show, even with a link that was never used.
    expect(await openLiveView(unused, ownerHeaders())).toBe(404);
  }, 60_000);

  it('closes a viewer that floods its socket, applies only a few of its inputs and keeps answering others', async () => {
    const session = await openSession(live.owner);
    try {
      const page = (
        live.testApp.context.remoteBrowser.getSession(session.sessionId) as LiveSession
      ).shownPage();
      if (!page) throw new Error('no page');
      await page.waitForLoadState();
      await page.evaluate(() => {
        const counted = window as unknown as { inputs: number };
        counted.inputs = 0;
        for (const type of ['mousemove', 'keydown', 'keyup'])
          window.addEventListener(type, () => (counted.inputs += 1), true);
      });
      const viewer = await openViewer(session.connectUrl);
      await firstFrame(viewer);

      const send = (message: ViewerMessage) => viewer.socket.send(JSON.stringify(message));
      for (let index = 0; index < 1300; index++) {
        send({
          type: 'mouse',
          action: 'move',
          x: index % 1000,
          y: 100,
          button: 'none',
          clickCount: 0,
          modifiers: 0,
        });
        send({
          type: 'mouse',
          action: 'move',
          x: index % 1000,
          y: 200,
          button: 'none',
          clickCount: 0,
          modifiers: 0,
        });
        send({ type: 'key', action: 'down', key: 'Shift', code: 'ShiftLeft', keyCode: 16, modifiers: 8 });
        send({ type: 'key', action: 'up', key: 'Shift', code: 'ShiftLeft', keyCode: 16, modifiers: 0 });
      }
      // The API answers while the flood is handled.
      const config = await live.testApp.app.inject({ method: 'GET', url: '/api/config' });
      expect(config.statusCode).toBe(200);

      const closed = await Promise.race([
        viewer.closed,
        new Promise((resolve) => setTimeout(() => resolve('still open'), 10_000)),
      ]);
      expect(closed).toEqual({ code: 1008, reason: 'Too many input messages' });
      // Whatever was still on its way has been applied or dropped by now.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const applied = await page.evaluate(() => (window as unknown as { inputs: number }).inputs);
      expect(applied).toBeLessThan(1000);
    } finally {
      await closeSession(live.owner, session.sessionId);
    }
  }, 60_000);

  it('hands one user at most liveLinksPerMinute fresh links a minute', async () => {
    const reloader = await buildUser(live.testApp);
    const { sessionId } = await openSession(reloader);
    try {
      const ask = () =>
        call('POST', `/api/remote-browser/sessions/${sessionId}/live-link`, undefined, reloader);
      for (let index = 0; index < liveLinksPerMinute; index++) expect((await ask()).statusCode).toBe(200);
      const over = await ask();
      expect(over.statusCode).toBe(429);
      expect(over.json().error.code).toBe('rateLimited');
    } finally {
      await closeSession(reloader, sessionId);
    }
  });
});
