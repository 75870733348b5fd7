import type { FastifyBaseLogger } from 'fastify';
import type { Browser, BrowserContext, BrowserContextOptions } from 'playwright-core';
import { otaChannels, type OtaType } from '@common/ota/channels';
import { liveViewLimits } from '@common/ota/live-view-protocol';
import { connectionTimings } from '@common/ota/schemas';
import type { BrowserConfig } from '../../config';
import { BrowserHost } from './browser-host';
import { guardContext } from './context-guard';
import { EgressProxies } from './egress-proxy/egress-proxies';
import { webRtcOffScript } from './egress-proxy/webrtc-off';
import { LiveSession, type SessionTimings } from './live-session';
import {
  BrowserBusyError,
  BrowserUnavailableError,
  type OpenSessionInput,
  type RemoteBrowser,
  type RemoteSession,
  type SavedLogin,
} from './remote-browser';
import { selectPopupScript } from './select-popup-script';
import { SessionSlots } from './session-slots';

export interface RemoteBrowserTimings extends SessionTimings {
  /** How long probeSavedLogin waits for a free slot before BrowserBusyError (sessions wait in line instead). */
  slotWaitMs: number;
  /** How long probeSavedLogin lets the page settle after it loaded. */
  probeSettleMs: number;
}

const defaultTimings: RemoteBrowserTimings = {
  idleCloseMs: connectionTimings.idleCloseMs,
  maxSessionMs: connectionTimings.maxSessionMs,
  slotWaitMs: 10_000,
  probeSettleMs: 5_000,
};

/** How long an ended session still answers its state (a few of the window's polls, and its close). */
const endedSessionsKeptMs = 5 * 60_000;

/** The remote browser on playwright-core (remote-browser.ts); tests shorten the timings. */
export function createRemoteBrowser(
  config: BrowserConfig,
  log: FastifyBaseLogger,
  timings: Partial<RemoteBrowserTimings> = {},
): RemoteBrowser {
  return new PlaywrightRemoteBrowser(config, log, { ...defaultTimings, ...timings });
}

class PlaywrightRemoteBrowser implements RemoteBrowser {
  private readonly host: BrowserHost;
  /** Every connection of the browser goes through these (egress-proxy/egress-proxy.ts). */
  private readonly proxies: EgressProxies;
  private readonly slots: SessionSlots;
  private readonly sessions = new Map<string, LiveSession>();
  /**
   * Sessions that ended a short while ago, so the window's next poll learns how (crashed, closed) instead of
   * a bare "not found", and closing the window afterwards still answers. They hold no slot and no context.
   */
  private readonly endedSessions = new Map<string, LiveSession>();

  constructor(
    config: BrowserConfig,
    private readonly log: FastifyBaseLogger,
    private readonly timings: RemoteBrowserTimings,
  ) {
    this.proxies = new EgressProxies(config, log);
    this.host = new BrowserHost(config, log, () => this.proxies.browserWide());
    this.slots = new SessionSlots(config.maxSessions);
    this.host.onDisconnect((browser) => {
      for (const session of this.sessions.values()) {
        if (session.runsIn(browser)) void session.end('crashed');
      }
    });
  }

  available(): boolean {
    return this.host.available();
  }

  async openSession(input: OpenSessionInput): Promise<RemoteSession> {
    if (!this.host.available()) throw new BrowserUnavailableError('No browser is available');
    if (!this.slots.hasRoom()) throw new BrowserBusyError('The line for a browser session is full');
    const ticket = this.slots.take();
    const session = new LiveSession(
      input.ownerId,
      input.hotelId,
      input.otaType,
      ticket,
      this.timings,
      (ended) => {
        this.sessions.delete(ended.id);
        this.rememberEnded(ended);
      },
      this.log,
    );
    this.sessions.set(session.id, session);
    const opening = ticket.granted.then(() => this.openWhenItsTurn(session, input.savedLogin));
    if (ticket.position() > 0) {
      // It waits in line; the window learns through state() when it opened, or that it could not.
      opening.catch((error: unknown) =>
        this.log.warn(
          { err: error, sessionId: session.id },
          'Remote browser: a session that waited could not open',
        ),
      );
      return session;
    }
    await opening;
    return session;
  }

  /** The session's slot is free: its context is made and its login page loaded; a failure ends it crashed. */
  private async openWhenItsTurn(session: LiveSession, savedLogin: SavedLogin | undefined): Promise<void> {
    // It left the line (closed, timed out) while its turn was being handed to it.
    if (session.state() !== 'waiting') return;
    let context: BrowserContext | undefined;
    try {
      context = await this.newContext(session.otaType, savedLogin);
      await context.addInitScript(selectPopupScript);
    } catch (error) {
      await context?.close().catch(() => undefined);
      await session.end('crashed');
      throw error;
    }
    try {
      await session.open(context);
    } catch (error) {
      await session.end('crashed');
      throw new BrowserUnavailableError('The browser session could not start', { cause: error });
    }
  }

  getSession(sessionId: string): RemoteSession | undefined {
    return this.sessions.get(sessionId) ?? this.endedSessions.get(sessionId);
  }

  sessionsOf(ownerId: string): RemoteSession[] {
    return [...this.sessions.values()].filter((session) => session.ownerId === ownerId);
  }

  async closeSession(sessionId: string): Promise<void> {
    await this.sessions.get(sessionId)?.end('closed');
  }

  async probeSavedLogin(otaType: OtaType, savedLogin: SavedLogin): Promise<{ finalUrl: string }> {
    const release = await this.takeSlot();
    let context: BrowserContext | undefined;
    try {
      context = await this.newContext(otaType, savedLogin);
      const page = await context.newPage();
      await page.goto(otaChannels[otaType].loginUrl, { waitUntil: 'load', timeout: 30_000 }).catch(() => {
        // The caller judges the address the page ended on, an error page included.
      });
      await page
        .waitForLoadState('networkidle', { timeout: this.timings.probeSettleMs })
        .catch(() => undefined);
      return { finalUrl: page.url() };
    } finally {
      await context?.close().catch(() => undefined);
      release();
    }
  }

  async close(): Promise<void> {
    await Promise.all([...this.sessions.values()].map((session) => session.end('closed')));
    await this.host.close();
    await this.proxies.close();
  }

  private rememberEnded(session: LiveSession) {
    this.endedSessions.set(session.id, session);
    setTimeout(() => this.endedSessions.delete(session.id), endedSessionsKeptMs).unref();
  }

  private async takeSlot(): Promise<() => void> {
    if (!this.host.available()) throw new BrowserUnavailableError('No browser is available');
    const release = await this.slots.acquire(this.timings.slotWaitMs);
    if (!release) throw new BrowserBusyError('All browser sessions are in use; please try again shortly');
    return release;
  }

  /** A context for one channel: its own cookies, the live view's viewport, limited to the channel's hosts. */
  private async newContext(otaType: OtaType, savedLogin: SavedLogin | undefined): Promise<BrowserContext> {
    let browser: Browser;
    try {
      browser = await this.host.browser();
    } catch (error) {
      this.log.error({ err: error }, 'Remote browser could not be started or reached');
      throw new BrowserUnavailableError('The browser could not be started', { cause: error });
    }
    // The channel's own egress proxy: a browser reached over BROWSER_CDP_URL gets no launch flags, so the fence
    // is set per context, and it knows exactly this channel's hosts.
    const proxy = { server: await this.proxies.forChannel(otaType) };
    const context = await browser.newContext({ ...contextOptions(browser, savedLogin), proxy });
    try {
      await guardContext(context, otaChannels[otaType].allowedHosts, this.log);
      await context.addInitScript(webRtcOffScript);
    } catch (error) {
      await context.close().catch(() => undefined);
      throw error;
    }
    return context;
  }
}

function contextOptions(browser: Browser, savedLogin: SavedLogin | undefined): BrowserContextOptions {
  return {
    viewport: { width: liveViewLimits.viewportWidth, height: liveViewLimits.viewportHeight },
    deviceScaleFactor: 1,
    serviceWorkers: 'block',
    acceptDownloads: false,
    // Headless Chromium names itself "HeadlessChrome", which extranets answer with bot checks.
    userAgent: `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${browser.version()} Safari/537.36`,
    ...(savedLogin ? { storageState: savedLogin } : {}),
  };
}
