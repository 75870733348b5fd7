import { describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { liveViewCloseCodes, liveViewLimits } from '@common/ota/live-view-protocol';
import { formLayout, loggedInPath } from './fake-extranet.test-support';
import type { LiveSession } from './live-session';
import { owner, signInUrl, until, useRemoteBrowserHarness } from './remote-browser-harness.test-support';

// Real Chromium against an HTTPS fake extranet on 127.0.0.1 (remote-browser-harness.test-support.ts).

const h = useRemoteBrowserHarness();
const { connectViewer } = h;

describe('live view, login and saved login', () => {
  it('streams JPEG frames after the viewport, applies clicks, keys, pasted text and select choices, drops bad messages', async () => {
    const session = (await h.remote.openSession(owner)) as LiveSession;
    const page = session.shownPage();
    const value = () => page?.locator('#username').inputValue();
    try {
      const viewer = await connectViewer(session);
      await until(() => viewer.frames.length > 0, 'a first frame');
      expect(viewer.order[0]).toBe('viewport');
      expect(viewer.messages[0]).toEqual({
        type: 'viewport',
        width: liveViewLimits.viewportWidth,
        height: liveViewLimits.viewportHeight,
      });
      expect(viewer.messages).toContainEqual({ type: 'url', url: signInUrl });
      expect([...viewer.frames[0]!.subarray(0, 2)]).toEqual([0xff, 0xd8]);

      viewer.click(formLayout.input.x, formLayout.input.y);
      // With the field focused, these are dropped without an answer and without closing: not JSON, not in the schema, oversized, binary.
      viewer.socket.send('not json');
      viewer.socket.send(JSON.stringify({ type: 'mouse' }));
      viewer.socket.send(JSON.stringify({ type: 'launch', url: 'https://evil.example/' }));
      viewer.socket.send(JSON.stringify({ type: 'text', text: 'oversized', padding: 'z'.repeat(5000) }));
      viewer.socket.send(Buffer.from(JSON.stringify({ type: 'text', text: 'binary' })), { binary: true });

      viewer.type('ab');
      viewer.send({ type: 'text', text: 'xyz' });
      viewer.press('Backspace', 8);
      await until(async () => (await value()) === 'abxy', 'the typed value');

      const { select } = formLayout;
      viewer.click(select.left + 50, select.top + select.height / 2);
      // The in-page list below the select: 1px border, 28px per option; the third is Suite.
      viewer.click(select.left + 50, select.top + select.height + 1 + 28 * 2 + 14);
      await until(async () => (await page?.title()) === 'changed:suite', 'the chosen option');

      // Enter in the text field submits the form (Enter goes out with its key code and no text).
      viewer.click(formLayout.input.x, formLayout.input.y);
      viewer.press('Enter', 13);
      const submitted = await until(
        () => h.extranet.requests.find((request) => request.method === 'POST' && request.path === '/sign-in'),
        'the submitted form',
      );
      if (!submitted) throw new Error('not submitted');
      expect(new URLSearchParams(submitted.body).get('username')).toBe('abxy');
      expect(new URLSearchParams(submitted.body).get('room')).toBe('suite');
      await until(
        () => session.currentUrl() === `https://admin.booking.com${loggedInPath}`,
        'the h.extranet',
      );
      await until(
        () => viewer.messages.some((message) => message.type === 'url' && message.url.endsWith(loggedInPath)),
        'the url message',
      );
      expect(viewer.socket.readyState).toBe(WebSocket.OPEN);
      expect(await session.hasAuthCookie()).toBe(true);

      const saved = await session.savedLogin();
      expect(saved.cookies).toContainEqual(
        expect.objectContaining({
          name: 'esadm',
          value: 'fake-session-1234',
          domain: '.booking.com',
          secure: true,
        }),
      );
      await h.remote.closeSession(session.id);
      await until(() => viewer.closeCode() !== undefined, 'the viewer closed');
      expect(viewer.messages.at(-1)).toEqual(expect.objectContaining({ type: 'ended', reason: 'closed' }));

      // A probe of the saved login lands in the h.extranet; one without lands on the sign-in page.
      expect(await h.remote.probeSavedLogin('booking', saved)).toEqual({
        finalUrl: `https://admin.booking.com${loggedInPath}`,
      });
      expect(await h.remote.probeSavedLogin('booking', { cookies: [], origins: [] })).toEqual({
        finalUrl: signInUrl,
      });

      // Renew mode starts from the saved login and sends its cookie.
      const before = h.extranet.requests.length;
      const renewed = await h.remote.openSession({ ...owner, savedLogin: saved });
      expect(renewed.currentUrl()).toBe(`https://admin.booking.com${loggedInPath}`);
      const sent = h.extranet.requests.slice(before).find((request) => request.host === 'admin.booking.com');
      expect(sent?.cookie).toContain('esadm=fake-session-1234');
      await h.remote.closeSession(renewed.id);
    } finally {
      await h.remote.closeSession(session.id);
    }
  });

  it('follows new tabs in the live view and refuses a second viewer while the first is open', async () => {
    const session = (await h.remote.openSession(owner)) as LiveSession;
    try {
      await session.navigate('https://admin.booking.com/tabs');
      const viewer = await connectViewer(session);
      const second = await connectViewer(session);
      await until(() => second.closeCode() === liveViewCloseCodes.anotherViewer, 'the second viewer closed');
      expect(second.messages).toEqual([]);
      expect(second.frames).toEqual([]);
      expect(session.hasViewer()).toBe(true);
      await until(() => viewer.frames.length > 0, 'a first frame');

      viewer.click(100, 50);
      await until(
        () => viewer.messages.some((message) => message.type === 'url' && message.url.endsWith('/new-tab')),
        'the new tab in the live view',
      );
      expect(session.currentUrl()).toBe('https://admin.booking.com/new-tab');
      await new Promise((resolve) => setTimeout(resolve, 300));
      const framesBefore = viewer.frames.length;
      await session.shownPage()?.evaluate(() => (document.body.style.background = 'rgb(200, 0, 0)'));
      await until(() => viewer.frames.length > framesBefore, 'frames of the new tab');

      await session.shownPage()?.close();
      await until(
        () => viewer.messages.at(-1)?.type === 'url' && session.currentUrl().endsWith('/tabs'),
        'back on the first tab',
      );

      // Once the first viewer has gone, another may watch.
      viewer.socket.close();
      await until(() => !session.hasViewer(), 'the first viewer gone');
      const next = await connectViewer(session);
      await until(() => next.frames.length > 0, "the next viewer's first frame");
      next.socket.close();
    } finally {
      await h.remote.closeSession(session.id);
    }
  });

  it('ends sessions as crashed when the browser dies and starts a new browser for the next one', async () => {
    const session = (await h.remote.openSession(owner)) as LiveSession;
    const viewer = await connectViewer(session);
    await until(() => viewer.frames.length > 0, 'a first frame');
    const cdp = await session.context.browser()!.newBrowserCDPSession();
    const { processInfo } = await cdp.send('SystemInfo.getProcessInfo');
    const browserProcess = processInfo.find((info) => info.type === 'browser');
    expect(browserProcess).toBeDefined();
    process.kill(browserProcess!.id, 'SIGKILL');

    await until(() => session.state() === 'crashed', 'the crashed state');
    await until(() => viewer.closeCode() !== undefined, 'the viewer closed');
    expect(viewer.messages.at(-1)).toEqual(expect.objectContaining({ type: 'ended', reason: 'crashed' }));
    // The ended session still answers how it ended for a while, and no longer counts as open.
    expect(h.remote.getSession(session.id)?.state()).toBe('crashed');
    expect(h.remote.sessionsOf(session.ownerId)).toEqual([]);

    const next = await h.remote.openSession(owner);
    expect(next.currentUrl()).toBe(signInUrl);
    await h.remote.closeSession(next.id);
  });
});
