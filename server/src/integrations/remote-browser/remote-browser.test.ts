import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pino } from 'pino';
import type { Browser } from 'playwright-core';
import { BrowserHost, findChromium } from './browser-host';
import { startCanary } from './fake-extranet.test-support';
import type { LiveSession } from './live-session';
import { BrowserBusyError, HostNotAllowedError } from './remote-browser';
import { SandboxUnavailableError } from './sandbox/launch-mode';
import { findSystemUser } from './sandbox/system-user';
import { owner, signInUrl, until, useRemoteBrowserHarness } from './remote-browser-harness.test-support';

// Real Chromium against an HTTPS fake extranet on 127.0.0.1 (remote-browser-harness.test-support.ts).

const h = useRemoteBrowserHarness();
const { browserFor, requestsTo } = h;

/** Chromium's processes as it reports them, and its browser process's id and command line. */
async function chromiumProcesses(browser: Browser) {
  const cdp = await browser.newBrowserCDPSession();
  const { processInfo } = await cdp.send('SystemInfo.getProcessInfo');
  const browserPid = processInfo.find((info) => info.type === 'browser')?.id;
  if (browserPid === undefined) throw new Error('Chromium reported no browser process');
  const args = readFileSync(`/proc/${browserPid}/cmdline`, 'utf8').split(/[\0 ]/);
  return { processInfo, browserPid, args };
}

describe('remote browser sessions', () => {
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
      const { args } = await chromiumProcesses(session.context.browser()!);
      const lists = args
        .filter((arg) => arg.startsWith('--disable-features='))
        .map((arg) => arg.slice('--disable-features='.length).split(','));
      // Chromium honours the last one only: Playwright's comes first, the merged one last.
      const effective = lists.at(-1) ?? [];
      for (const feature of lists.flat()) expect(effective).toContain(feature);
      expect(effective).toEqual(expect.arrayContaining(['PaintHolding', 'WebUIOmniboxPopup']));
      expect(args).toContain('--disable-quic');
      // Every connection through the egress proxy, loopback included, and WebRTC's own UDP off.
      expect(args.filter((arg) => arg.startsWith('--proxy-server='))).toEqual([
        expect.stringMatching(/^--proxy-server=http:\/\/127\.0\.0\.1:\d+$/),
      ]);
      expect(args).toContain('--proxy-bypass-list=<-loopback>');
      expect(args).toContain('--webrtc-ip-handling-policy=disable_non_proxied_udp');
      expect(args).toContain('--force-webrtc-ip-handling-policy=disable_non_proxied_udp');
    } finally {
      await h.remote.closeSession(session.id);
    }
  });

  it('runs Chromium with its sandbox, as an unprivileged user when the app is root, never with --no-sandbox', async () => {
    const session = (await h.remote.openSession(owner)) as LiveSession;
    try {
      const { processInfo, browserPid, args } = await chromiumProcesses(session.context.browser()!);
      expect(args).not.toContain('--no-sandbox');
      const uid = (pid: number) =>
        Number(/^Uid:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
      const expectedUid = process.getuid?.() === 0 ? findSystemUser('nobody')?.uid : process.getuid?.();
      expect(uid(browserPid)).toBe(expectedUid);
      // A renderer under the sandbox's seccomp filter (mode 2), which --no-sandbox would leave without one.
      const renderers = processInfo.filter((info) => info.type === 'renderer');
      expect(renderers.length).toBeGreaterThan(0);
      for (const renderer of renderers) {
        expect(readFileSync(`/proc/${renderer.id}/status`, 'utf8')).toMatch(/^Seccomp:\s+2$/m);
      }
    } finally {
      await h.remote.closeSession(session.id);
    }
  });

  it('refuses to start a browser as root without an unprivileged user; BROWSER_ALLOW_NO_SANDBOX=1 runs one, warning', async () => {
    const pretendRoot = () => ({ uid: 0, findUser: () => undefined, setpriv: '/usr/bin/setpriv' });
    const noProxy = () => Promise.reject(new Error('the launch was not refused before its proxy'));
    const refused = new BrowserHost(h.config, pino({ level: 'silent' }), noProxy, pretendRoot);
    await expect(refused.browser()).rejects.toThrow(SandboxUnavailableError);
    await expect(refused.browser()).rejects.toThrow(/BROWSER_ALLOW_NO_SANDBOX=1/);

    const warnings: string[] = [];
    const log = pino({ level: 'warn' }, { write: (line: string) => warnings.push(JSON.parse(line).msg) });
    const host = new BrowserHost(
      { ...h.config, allowNoSandbox: true },
      log,
      () => Promise.resolve('http://127.0.0.1:9'),
      pretendRoot,
    );
    try {
      const { args } = await chromiumProcesses(await host.browser());
      expect(args).toContain('--no-sandbox');
      expect(warnings).toEqual([
        expect.stringMatching(/^BROWSER_ALLOW_NO_SANDBOX=1: the remote browser runs without its sandbox/),
      ]);
    } finally {
      await host.close();
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

  it('says what to do when Chromium finds no usable sandbox on this machine', async () => {
    // A stand-in for Chromium where user namespaces are forbidden: it fails the way Chromium does there.
    const folder = mkdtempSync(path.join(tmpdir(), 'hcs-no-sandbox-'));
    const chromium = path.join(folder, 'chromium');
    writeFileSync(
      chromium,
      '#!/bin/sh\necho "[1:1:FATAL:zygote_host_impl_linux.cc(128)] No usable sandbox! See https://crbug.com/638180" >&2\nexit 1\n',
      { mode: 0o755 },
    );
    const notRoot = () => ({ uid: 1000, findUser: () => undefined, setpriv: undefined });
    const proxy = () => Promise.resolve('http://127.0.0.1:9');
    const host = new BrowserHost(
      { ...h.config, chromiumPath: chromium },
      pino({ level: 'silent' }),
      proxy,
      notRoot,
    );
    try {
      const starting = host.browser();
      await expect(starting).rejects.toThrow(SandboxUnavailableError);
      await expect(starting).rejects.toThrow(/BROWSER_ALLOW_NO_SANDBOX=1/);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('lets nothing from a hostile page on an allowed host reach a canary on loopback: workers, WebRTC, a name resolving to loopback', async () => {
    const canary = await startCanary();
    // rebind.booking.com passes the host allowlist (a subdomain of the channel's site) but resolves to loopback.
    const rules = `${h.extranet.hostResolverRules()}, MAP rebind.booking.com localhost:${canary.tcpPort}`;
    const hostile = browserFor({
      extraArgs: [`--host-resolver-rules=${rules}`, '--ignore-certificate-errors'],
    });
    try {
      const session = (await hostile.openSession(owner)) as LiveSession;
      await session.navigate(`https://admin.booking.com/hostile?tcp=${canary.tcpPort}&udp=${canary.udpPort}`);
      const page = session.shownPage();
      // Until every attempt ended, or one reached the canary.
      await until(
        async () => canary.hits.length > 0 || (await page?.title()) === 'hostile done',
        'the hostile attempts to end',
      );
      expect(canary.hits).toEqual([]);
      expect(h.requestsTo('admin.booking.com', '/hostile-worker.js').length).toBeGreaterThan(0);
      // The page's own WebRTC is gone; an iframe's fresh window may still have one, fenced by the network layer.
      expect(await page?.evaluate(() => 'RTCPeerConnection' in window)).toBe(false);
    } finally {
      await hostile.close();
      await canary.close();
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

  it('caps open sessions: the one over the cap waits in line and opens when a slot frees up; a probe gives up', async () => {
    const first = await h.remote.openSession(owner);
    const second = await h.remote.openSession(owner);
    try {
      const waiting = await h.remote.openSession(owner);
      const behind = await h.remote.openSession(owner);
      expect([waiting.state(), waiting.queuePosition(), behind.queuePosition()]).toEqual(['waiting', 1, 2]);
      expect(waiting.currentUrl()).toBe('about:blank');
      expect(await waiting.hasAuthCookie()).toBe(false);
      await expect(h.remote.probeSavedLogin('booking', { cookies: [], origins: [] })).rejects.toBeInstanceOf(
        BrowserBusyError,
      );
      // The one behind gives up: it leaves the line, and closing a holder opens the one that waited.
      await h.remote.closeSession(behind.id);
      expect(behind.state()).toBe('closed');
      await h.remote.closeSession(first.id);
      await until(() => waiting.currentUrl() === signInUrl, 'the waiting session to open');
      expect([waiting.state(), waiting.queuePosition()]).toEqual(['open', 0]);
      await h.remote.closeSession(waiting.id);
    } finally {
      await h.remote.closeSession(first.id);
      await h.remote.closeSession(second.id);
    }
  });

  it('closes a session without viewer input after the idle time, however often its window keeps it alive', async () => {
    const idle = browserFor({}, { idleCloseMs: 1500 });
    try {
      const keptAlive = await idle.openSession(owner);
      const used = await idle.openSession(owner);
      // Input comes through a viewer, as from the live view; the keep-alive alone holds no browser.
      const viewer = await h.connectViewer(used);
      await until(() => viewer.frames.length > 0, 'the first frame');
      const keepingAlive = setInterval(() => keptAlive.keepAlive(), 300);
      const moving = setInterval(() => viewer.send({ type: 'mouse', action: 'move', x: 10, y: 10 }), 300);
      await until(() => keptAlive.state() === 'closed', 'the idle close', 6000);
      expect(used.state()).toBe('open');
      clearInterval(moving);
      clearInterval(keepingAlive);
      await until(() => used.state() === 'closed', 'the idle close after the last input', 6000);
      expect(idle.getSession(used.id)?.state()).toBe('closed');
      expect(idle.sessionsOf(used.ownerId)).toEqual([]);
      viewer.socket.close();
    } finally {
      await idle.close();
    }
  });

  it('keeps a waiting session in line while its window keeps it alive, and drops one whose window is gone', async () => {
    // Twelve times the keep-alive's period: a loaded machine may hold a 200 ms timer back by a second or more.
    const single = browserFor({ maxSessions: 1 }, { idleCloseMs: 2500 });
    try {
      const holder = await single.openSession(owner);
      const kept = await single.openSession(owner);
      const abandoned = await single.openSession(owner);
      // The holder stays open meanwhile through input (touch() is what a viewer's input calls).
      const keepingAlive = setInterval(() => {
        kept.keepAlive();
        holder.touch();
      }, 200);
      await until(() => abandoned.state() === 'closed', 'the abandoned waiter to leave', 10_000);
      expect([kept.state(), kept.queuePosition()]).toEqual(['waiting', 1]);
      clearInterval(keepingAlive);
    } finally {
      await single.close();
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
