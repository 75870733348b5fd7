import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { WebSocket, WebSocketServer } from 'ws';
import type { z } from 'zod';
import { liveViewLimits, type ServerMessage, type viewerMessageSchema } from '@common/ota/live-view-protocol';
import type { BrowserConfig } from '../../config';
import { findChromium } from './browser-host';
import { createRemoteBrowser, type RemoteBrowserTimings } from './create-remote-browser';
import { formLayout, loggedInPath, startFakeExtranet, type FakeExtranet } from './fake-extranet.test-support';
import type { LiveSession } from './live-session';
import {
  BrowserBusyError,
  HostNotAllowedError,
  type RemoteBrowser,
  type RemoteSession,
} from './remote-browser';

// Real Chromium against an HTTPS fake extranet on 127.0.0.1 (fake-extranet.test-support.ts).

const log = pino({ level: 'silent' });
const owner = { ownerId: 'user-1', hotelId: 'hotel-1', otaType: 'booking' as const };
const signInUrl = 'https://account.booking.com/sign-in';

let extranet: FakeExtranet;
let config: BrowserConfig;
let remote: RemoteBrowser;
let viewers: WebSocketServer;
/** The session the next viewer connection attaches to. */
let viewedSession: RemoteSession | undefined;

function browserFor(overrides: Partial<BrowserConfig> = {}, timings: Partial<RemoteBrowserTimings> = {}) {
  return createRemoteBrowser({ ...config, ...overrides }, log, {
    slotWaitMs: 500,
    probeSettleMs: 1000,
    ...timings,
  });
}

async function until<T>(check: () => T | Promise<T>, what: string, timeoutMs = 10_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function requestsTo(host: string, path?: string) {
  return extranet.requests.filter((request) => request.host === host && (!path || request.path === path));
}

type Sent = z.input<typeof viewerMessageSchema>;

/** A viewer on a real WebSocket pair: what it received, in order, and a way to send input. */
async function connectViewer(session: RemoteSession) {
  viewedSession = session;
  const socket = new WebSocket(`ws://127.0.0.1:${(viewers.address() as AddressInfo).port}`);
  const messages: ServerMessage[] = [];
  const frames: Buffer[] = [];
  const order: string[] = [];
  let closeCode: number | undefined;
  socket.on('message', (data: Buffer, isBinary) => {
    if (isBinary) {
      frames.push(data);
      order.push('frame');
      return;
    }
    const message = JSON.parse(data.toString('utf8')) as ServerMessage;
    messages.push(message);
    order.push(message.type);
  });
  socket.on('close', (code) => (closeCode = code));
  await new Promise((resolve) => socket.once('open', resolve));
  const send = (message: Sent) => socket.send(JSON.stringify(message));
  return {
    socket,
    messages,
    frames,
    order,
    send,
    closeCode: () => closeCode,
    click(x: number, y: number) {
      send({ type: 'mouse', action: 'move', x, y });
      send({ type: 'mouse', action: 'down', x, y, button: 'left', clickCount: 1 });
      send({ type: 'mouse', action: 'up', x, y, button: 'left', clickCount: 1 });
    },
    type(text: string) {
      for (const character of text) {
        const code = `Key${character.toUpperCase()}`;
        send({ type: 'key', action: 'down', key: character, code, text: character });
        send({ type: 'key', action: 'up', key: character, code });
      }
    },
    press(key: string, keyCode: number) {
      send({ type: 'key', action: 'down', key, code: key, keyCode });
      send({ type: 'key', action: 'up', key, code: key, keyCode });
    },
  };
}

beforeAll(async () => {
  extranet = await startFakeExtranet();
  config = {
    chromiumPath: undefined,
    cdpUrl: undefined,
    extraArgs: [`--host-resolver-rules=${extranet.hostResolverRules()}`, '--ignore-certificate-errors'],
    maxSessions: 2,
  };
  remote = browserFor();
  viewers = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  viewers.on('connection', (socket) => viewedSession?.attachViewer(socket));
  await new Promise((resolve) => viewers.once('listening', resolve));
});

afterAll(async () => {
  await remote?.close();
  viewers?.close();
  await extranet?.close();
});

describe('remote browser sessions', () => {
  it('finds Chromium and opens a session on the channel login page, following its redirect', async () => {
    expect(remote.available()).toBe(true);
    const session = await remote.openSession(owner);
    try {
      expect(session.state()).toBe('open');
      expect(session.currentUrl()).toBe(signInUrl);
      expect(requestsTo('admin.booking.com', '/').length).toBeGreaterThan(0);
      expect(await session.hasAuthCookie()).toBe(false);
      expect(remote.getSession(session.id)).toBe(session);
      expect(remote.sessionsOf('user-1')).toEqual([session]);
      expect(remote.sessionsOf('someone-else')).toEqual([]);
    } finally {
      await remote.closeSession(session.id);
    }
    expect(session.state()).toBe('closed');
    // The ended session still answers how it ended for a while, and no longer counts as open.
    expect(remote.getSession(session.id)?.state()).toBe('closed');
    expect(remote.sessionsOf('user-1')).toEqual([]);
  });

  it("launches Chromium with one --disable-features that still covers Playwright's own", async () => {
    const session = (await remote.openSession(owner)) as LiveSession;
    try {
      const cdp = await session.context.browser()!.newBrowserCDPSession();
      const { processInfo } = await cdp.send('SystemInfo.getProcessInfo');
      const browserPid = processInfo.find((info) => info.type === 'browser')?.id;
      const args = readFileSync(`/proc/${browserPid}/cmdline`, 'utf8').split(/[\0 ]/);
      const lists = args
        .filter((arg) => arg.startsWith('--disable-features='))
        .map((arg) => arg.slice('--disable-features='.length).split(','));
      // Chromium honours the last one only: Playwright's comes first, the merged one last.
      const effective = lists.at(-1) ?? [];
      for (const feature of lists.flat()) expect(effective).toContain(feature);
      expect(effective).toEqual(expect.arrayContaining(['PaintHolding', 'WebUIOmniboxPopup']));
      expect(args).toContain('--disable-quic');
    } finally {
      await remote.closeSession(session.id);
    }
  });

  it('is unavailable without a Chromium binary or farm', () => {
    expect(findChromium('/nowhere/chromium')).toBeUndefined();
    expect(browserFor({ chromiumPath: '/nowhere/chromium' }).available()).toBe(false);
    expect(browserFor({ chromiumPath: '/nowhere/chromium', cdpUrl: 'http://127.0.0.1:9' }).available()).toBe(
      true,
    );
  });

  it('blocks every address outside the channel: navigations, subresources, frames, fetches, redirects', async () => {
    const session = (await remote.openSession(owner)) as LiveSession;
    try {
      await expect(session.navigate('https://evil.example/')).rejects.toBeInstanceOf(HostNotAllowedError);
      await expect(session.navigate(`https://127.0.0.1:${extranet.port}/`)).rejects.toBeInstanceOf(
        HostNotAllowedError,
      );
      await expect(session.navigate('file:///etc/passwd')).rejects.toBeInstanceOf(HostNotAllowedError);

      await session.navigate('https://admin.booking.com/outside');
      expect(session.currentUrl()).toBe('https://admin.booking.com/outside');
      const page = session.shownPage();
      await until(async () => (await page?.title()) === 'fetch blocked', 'the blocked fetch');

      await session.navigate('https://admin.booking.com/go-outside');
      // The same redirect as the first address of a new tab.
      await session.navigate('https://admin.booking.com/tabs');
      await session.shownPage()?.click('#escape');
      await until(() => requestsTo('admin.booking.com', '/go-outside').length === 2, 'the tab');
      await new Promise((resolve) => setTimeout(resolve, 300));

      expect(requestsTo('evil.example')).toEqual([]);
      expect(requestsTo('127.0.0.1')).toEqual([]);
      expect(requestsTo('admin.booking.com', '/go-outside')).toHaveLength(2);
    } finally {
      await remote.closeSession(session.id);
    }
  });

  it('shows the newest tab and falls back to the previous one when it closes', async () => {
    const session = (await remote.openSession(owner)) as LiveSession;
    try {
      await session.navigate('https://admin.booking.com/tabs');
      const first = session.shownPage();
      await first?.click('#open');
      await until(() => session.currentUrl() === 'https://admin.booking.com/new-tab', 'the new tab');
      expect(session.shownPage()).not.toBe(first);
      await session.shownPage()?.close();
      expect(session.currentUrl()).toBe('https://admin.booking.com/tabs');

      await session.navigate('https://admin.booking.com/hop');
      expect(session.currentUrl()).toBe('https://admin.booking.com/new-tab');
    } finally {
      await remote.closeSession(session.id);
    }
  });

  it('caps open sessions: the one over the cap waits, then gets BrowserBusyError, or the slot that frees up', async () => {
    const first = await remote.openSession(owner);
    const second = await remote.openSession(owner);
    try {
      await expect(remote.openSession(owner)).rejects.toBeInstanceOf(BrowserBusyError);
      await expect(remote.probeSavedLogin('booking', { cookies: [], origins: [] })).rejects.toBeInstanceOf(
        BrowserBusyError,
      );
      const waiting = remote.openSession(owner);
      await new Promise((resolve) => setTimeout(resolve, 100));
      await remote.closeSession(first.id);
      const third = await waiting;
      expect(third.state()).toBe('open');
      await remote.closeSession(third.id);
    } finally {
      await remote.closeSession(first.id);
      await remote.closeSession(second.id);
    }
  });

  it('closes a session left idle, later when touched', async () => {
    const idle = browserFor({}, { idleCloseMs: 1500 });
    try {
      const left = await idle.openSession(owner);
      const touched = await idle.openSession(owner);
      left.touch();
      const touching = setInterval(() => touched.touch(), 300);
      await until(() => left.state() === 'closed', 'the idle close', 6000);
      expect(touched.state()).toBe('open');
      clearInterval(touching);
      await until(() => touched.state() === 'closed', 'the idle close after the last touch', 6000);
      expect(idle.getSession(touched.id)?.state()).toBe('closed');
      expect(idle.sessionsOf(touched.ownerId)).toEqual([]);
    } finally {
      await idle.close();
    }
  });

  it('closes a session after its maximum time whatever happens', async () => {
    const short = browserFor({}, { maxSessionMs: 1000 });
    try {
      const session = await short.openSession(owner);
      const touching = setInterval(() => session.touch(), 200);
      await until(() => session.state() === 'closed', 'the absolute close', 6000);
      clearInterval(touching);
    } finally {
      await short.close();
    }
  });
});

describe('live view, login and saved login', () => {
  it('streams JPEG frames after the viewport, applies clicks, keys, pasted text and select choices, drops bad messages', async () => {
    const session = (await remote.openSession(owner)) as LiveSession;
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
        () => extranet.requests.find((request) => request.method === 'POST' && request.path === '/sign-in'),
        'the submitted form',
      );
      if (!submitted) throw new Error('not submitted');
      expect(new URLSearchParams(submitted.body).get('username')).toBe('abxy');
      expect(new URLSearchParams(submitted.body).get('room')).toBe('suite');
      await until(() => session.currentUrl() === `https://admin.booking.com${loggedInPath}`, 'the extranet');
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
      await remote.closeSession(session.id);
      await until(() => viewer.closeCode() !== undefined, 'the viewer closed');
      expect(viewer.messages.at(-1)).toEqual(expect.objectContaining({ type: 'ended', reason: 'closed' }));

      // A probe of the saved login lands in the extranet; one without lands on the sign-in page.
      expect(await remote.probeSavedLogin('booking', saved)).toEqual({
        finalUrl: `https://admin.booking.com${loggedInPath}`,
      });
      expect(await remote.probeSavedLogin('booking', { cookies: [], origins: [] })).toEqual({
        finalUrl: signInUrl,
      });

      // Renew mode starts from the saved login and sends its cookie.
      const before = extranet.requests.length;
      const renewed = await remote.openSession({ ...owner, savedLogin: saved });
      expect(renewed.currentUrl()).toBe(`https://admin.booking.com${loggedInPath}`);
      const sent = extranet.requests.slice(before).find((request) => request.host === 'admin.booking.com');
      expect(sent?.cookie).toContain('esadm=fake-session-1234');
      await remote.closeSession(renewed.id);
    } finally {
      await remote.closeSession(session.id);
    }
  });

  it('follows new tabs in the live view and replaces an older viewer with a newer one', async () => {
    const session = (await remote.openSession(owner)) as LiveSession;
    try {
      await session.navigate('https://admin.booking.com/tabs');
      const older = await connectViewer(session);
      const viewer = await connectViewer(session);
      await until(() => older.closeCode() === 4001, 'the older viewer closed');
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
    } finally {
      await remote.closeSession(session.id);
    }
  });

  it('ends sessions as crashed when the browser dies and starts a new browser for the next one', async () => {
    const session = (await remote.openSession(owner)) as LiveSession;
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
    expect(remote.getSession(session.id)?.state()).toBe('crashed');
    expect(remote.sessionsOf(session.ownerId)).toEqual([]);

    const next = await remote.openSession(owner);
    expect(next.currentUrl()).toBe(signInUrl);
    await remote.closeSession(next.id);
  });
});
