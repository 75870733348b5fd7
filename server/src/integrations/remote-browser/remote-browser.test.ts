import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findChromium } from './browser-host';
import type { LiveSession } from './live-session';
import { BrowserBusyError, HostNotAllowedError } from './remote-browser';
import { owner, signInUrl, until, useRemoteBrowserHarness } from './remote-browser-harness.test-support';

// Real Chromium against an HTTPS fake extranet on 127.0.0.1 (remote-browser-harness.test-support.ts).

const h = useRemoteBrowserHarness();
const { browserFor, requestsTo } = h;

describe('h.remote browser sessions', () => {
  it('finds Chromium and opens a session on the channel login page, following its redirect', async () => {
    expect(h.remote.available()).toBe(true);
    const session = await h.remote.openSession(owner);
    try {
      expect(session.state()).toBe('open');
      expect(session.currentUrl()).toBe(signInUrl);
      expect(requestsTo('admin.booking.com', '/').length).toBeGreaterThan(0);
      expect(await session.hasAuthCookie()).toBe(false);
      expect(h.remote.getSession(session.id)).toBe(session);
      expect(h.remote.sessionsOf('user-1')).toEqual([session]);
      expect(h.remote.sessionsOf('someone-else')).toEqual([]);
    } finally {
      await h.remote.closeSession(session.id);
    }
    expect(session.state()).toBe('closed');
    // The ended session still answers how it ended for a while, and no longer counts as open.
    expect(h.remote.getSession(session.id)?.state()).toBe('closed');
    expect(h.remote.sessionsOf('user-1')).toEqual([]);
  });

  it("launches Chromium with one --disable-features that still covers Playwright's own", async () => {
    const session = (await h.remote.openSession(owner)) as LiveSession;
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
      await h.remote.closeSession(session.id);
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
    const session = (await h.remote.openSession(owner)) as LiveSession;
    try {
      await expect(session.navigate('https://evil.example/')).rejects.toBeInstanceOf(HostNotAllowedError);
      await expect(session.navigate(`https://127.0.0.1:${h.extranet.port}/`)).rejects.toBeInstanceOf(
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
      await h.remote.closeSession(session.id);
    }
  });

  it('shows the newest tab and falls back to the previous one when it closes', async () => {
    const session = (await h.remote.openSession(owner)) as LiveSession;
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
      await h.remote.closeSession(session.id);
    }
  });

  it('caps open sessions: the one over the cap waits, then gets BrowserBusyError, or the slot that frees up', async () => {
    const first = await h.remote.openSession(owner);
    const second = await h.remote.openSession(owner);
    try {
      await expect(h.remote.openSession(owner)).rejects.toBeInstanceOf(BrowserBusyError);
      await expect(h.remote.probeSavedLogin('booking', { cookies: [], origins: [] })).rejects.toBeInstanceOf(
        BrowserBusyError,
      );
      const waiting = h.remote.openSession(owner);
      await new Promise((resolve) => setTimeout(resolve, 100));
      await h.remote.closeSession(first.id);
      const third = await waiting;
      expect(third.state()).toBe('open');
      await h.remote.closeSession(third.id);
    } finally {
      await h.remote.closeSession(first.id);
      await h.remote.closeSession(second.id);
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

  it('ends a session whose maximum time runs out while it opens, without waiting for its page', async () => {
    // Shorter than starting Chromium and a context: the absolute close comes in the middle of the opening.
    const instant = browserFor({}, { maxSessionMs: 1 });
    try {
      const session = await instant.openSession(owner);
      expect(session.state()).toBe('closed');
      expect(instant.sessionsOf(owner.ownerId)).toEqual([]);
    } finally {
      await instant.close();
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
