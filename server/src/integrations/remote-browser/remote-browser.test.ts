import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocketServer } from 'ws';
import type { BrowserConfig } from '../../config';
import { findChromium } from './browser-host';
import { createRemoteBrowser, type RemoteBrowserTimings } from './create-remote-browser';
import { startFakeExtranet, type FakeExtranet } from './fake-extranet.test-support';
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
    expect(remote.getSession(session.id)).toBeUndefined();
  });

  it('is unavailable without a Chromium binary or farm', () => {
    expect(findChromium('/nowhere/chromium')).toBeUndefined();
    expect(browserFor({ chromiumPath: '/nowhere/chromium' }).available()).toBe(false);
    expect(browserFor({ chromiumPath: '/nowhere/chromium', cdpUrl: 'http://127.0.0.1:9' }).available()).toBe(
      true,
    );
  });

  it('blocks every address outside the channel: navigations, subresources, frames, fetches, redirects', async () => {
    const session = await remote.openSession(owner);
    try {
      await expect(session.navigate('https://evil.example/')).rejects.toBeInstanceOf(HostNotAllowedError);
      await expect(session.navigate(`https://127.0.0.1:${extranet.port}/`)).rejects.toBeInstanceOf(
        HostNotAllowedError,
      );
      await expect(session.navigate('file:///etc/passwd')).rejects.toBeInstanceOf(HostNotAllowedError);

      await session.navigate('https://admin.booking.com/outside');
      expect(session.currentUrl()).toBe('https://admin.booking.com/outside');
      const page = (session as LiveSession).shownPage();
      await until(async () => (await page?.title()) === 'fetch blocked', 'the blocked fetch');

      await session.navigate('https://admin.booking.com/go-outside');
      await new Promise((resolve) => setTimeout(resolve, 300));

      expect(requestsTo('evil.example')).toEqual([]);
      expect(requestsTo('127.0.0.1')).toEqual([]);
      expect(requestsTo('admin.booking.com', '/go-outside')).toHaveLength(1);
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
      expect(idle.getSession(touched.id)).toBeUndefined();
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
