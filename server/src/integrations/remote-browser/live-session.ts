import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { WebSocket } from 'ws';
import { otaChannels, type OtaType } from '@common/ota/channels';
import type { ServerMessage } from '@common/ota/live-view-protocol';
import { liveViewEndTexts } from '@common/ota/live-view-texts';
import { authCookiePatterns } from '@common/ota/login-rules';
import type { PageError, SessionState } from '@common/ota/schemas';
import { isAllowedAddress } from './host-allowlist';
import { LiveView } from './live-view';
import { PageLoadFailures } from './page-load-failure';
import { HostNotAllowedError, type RemoteSession, type SavedLogin } from './remote-browser';
import { toSavedLogin } from './saved-login';
import type { SlotTicket } from './session-slots';

export type EndReason = Extract<ServerMessage, { type: 'ended' }>['reason'];

export interface SessionTimings {
  /**
   * An open session is closed after this long without viewer input (touch()); a waiting one after this long
   * without its window's keep-alive (keepAlive()).
   */
  idleCloseMs: number;
  /** An open session is closed after this long whatever happens. */
  maxSessionMs: number;
}

const endMessages: Record<EndReason, string> = {
  closed: liveViewEndTexts.closed,
  timeout: liveViewEndTexts.timeout,
  crashed: liveViewEndTexts.crashed,
};

/**
 * One connection attempt: first a place in line for a browser slot ('waiting'), then, once it has one, a
 * browser context limited to its channel ('open'), the page shown in the live view (the newest open tab) and the
 * timers that close it. Ends once, for one reason; ending leaves the line or frees the slot.
 */
export class LiveSession implements RemoteSession {
  readonly id = randomUUID();
  private status: SessionState = 'waiting';
  private browserContext: BrowserContext | undefined;
  /** Open tabs, oldest first; the last one is shown. */
  private readonly pages: Page[] = [];
  private readonly loadFailures = new PageLoadFailures();
  private idleTimer: NodeJS.Timeout | undefined;
  private maxTimer: NodeJS.Timeout | undefined;
  private readonly shownPageListeners = new Set<(page: Page) => void>();
  private readonly urlListeners = new Set<(url: string) => void>();
  private readonly endListeners = new Set<(reason: EndReason, message: string) => void>();
  private readonly view: LiveView;
  private markEnded!: () => void;
  /** Resolves when the session has ended, for whatever reason. */
  private readonly ended = new Promise<void>((resolve) => (this.markEnded = resolve));

  constructor(
    readonly ownerId: string,
    readonly hotelId: string,
    readonly otaType: OtaType,
    private readonly slot: SlotTicket,
    private readonly timings: SessionTimings,
    private readonly onEnded: (session: LiveSession) => void,
    private readonly log: FastifyBaseLogger,
  ) {
    this.view = new LiveView(this, log);
    this.restartIdleTimer();
  }

  /** The session's browser context; only an open (or ended) session that got its slot has one. */
  get context(): BrowserContext {
    if (!this.browserContext) throw new Error(`Browser session ${this.id} has no browser context yet`);
    return this.browserContext;
  }

  /** Whether the session's context lives in this browser (a browser that went away ends its sessions). */
  runsIn(browser: Browser): boolean {
    return this.browserContext?.browser() === browser;
  }

  /**
   * Its turn has come: the session takes the context made for it, opens and loads the login page. A session that
   * ended while the context was made closes it instead. Its time limits count from here, not from the line.
   */
  async open(context: BrowserContext): Promise<void> {
    if (this.status !== 'waiting') {
      await context.close().catch(() => undefined);
      return;
    }
    this.browserContext = context;
    this.status = 'open';
    context.on('page', (page) => this.track(page));
    for (const page of context.pages()) this.track(page);
    this.maxTimer = setTimeout(() => void this.end('timeout'), this.timings.maxSessionMs);
    this.restartIdleTimer();
    await this.start();
  }

  /**
   * Opens the first tab on the channel's login page; a failed load leaves Chromium's error page showing. A
   * session that ends meanwhile (its absolute close came first, the user closed it) stops waiting at once:
   * Playwright's calls on a context closed under them may otherwise wait for their own 30 s timeout.
   */
  private async start(): Promise<void> {
    const opening = (async () => {
      const page = await this.context.newPage();
      await page.goto(otaChannels[this.otaType].loginUrl, { timeout: 30_000 }).catch((error: unknown) => {
        this.log.info({ err: error, otaType: this.otaType }, 'Remote browser: the login page did not load');
      });
    })();
    // After the end, whatever the opening still does fails against the closed context, unheard.
    opening.catch(() => undefined);
    await Promise.race([opening, this.ended]);
  }

  state(): SessionState {
    return this.status;
  }

  queuePosition(): number {
    return this.status === 'waiting' ? this.slot.position() : 0;
  }

  shownPage(): Page | undefined {
    return this.pages.at(-1);
  }

  currentUrl(): string {
    return this.shownPage()?.url() ?? 'about:blank';
  }

  pageError(): PageError | null {
    return this.loadFailures.errorOf(this.shownPage());
  }

  async hasAuthCookie(): Promise<boolean> {
    if (this.status !== 'open') return false;
    const { allowedHosts } = otaChannels[this.otaType];
    const pattern = authCookiePatterns[this.otaType];
    const cookies = await this.context.cookies().catch(() => []);
    return cookies.some((cookie) => {
      const domain = cookie.domain.replace(/^\./, '').toLowerCase();
      const onChannel = allowedHosts.some((site) => domain === site || domain.endsWith(`.${site}`));
      return onChannel && pattern.test(cookie.name);
    });
  }

  touch(): void {
    if (this.status === 'open') this.restartIdleTimer();
  }

  keepAlive(): void {
    // An open session stays only through input: a window left open (or a script calling this) must not hold a
    // live browser for the full 30 minutes while others wait in line.
    if (this.status === 'waiting') this.restartIdleTimer();
  }

  async navigate(url: string): Promise<void> {
    if (!isAllowedAddress(url, otaChannels[this.otaType].allowedHosts)) {
      throw new HostNotAllowedError(`${url} is outside the channel's sites`);
    }
    this.touch();
    const page = this.shownPage() ?? (await this.context.newPage());
    await page.goto(url, { timeout: 30_000 }).catch((error: unknown) => {
      this.log.info({ err: error }, 'Remote browser: navigation did not complete');
    });
  }

  async savedLogin(): Promise<SavedLogin> {
    return toSavedLogin(await this.context.storageState());
  }

  attachViewer(socket: WebSocket): void {
    this.view.attach(socket);
  }

  hasViewer(): boolean {
    return this.view.hasViewer();
  }

  onShownPageChange(listener: (page: Page) => void): () => void {
    this.shownPageListeners.add(listener);
    return () => this.shownPageListeners.delete(listener);
  }

  onUrlChange(listener: (url: string) => void): () => void {
    this.urlListeners.add(listener);
    return () => this.urlListeners.delete(listener);
  }

  onEnd(listener: (reason: EndReason, message: string) => void): () => void {
    this.endListeners.add(listener);
    return () => this.endListeners.delete(listener);
  }

  /** Ends the session once: tells the viewer, leaves the line or frees the slot, closes the context. */
  async end(reason: EndReason): Promise<void> {
    if (this.status !== 'open' && this.status !== 'waiting') return;
    this.status = reason === 'crashed' ? 'crashed' : 'closed';
    clearTimeout(this.idleTimer);
    clearTimeout(this.maxTimer);
    this.markEnded();
    for (const listener of this.endListeners) listener(reason, endMessages[reason]);
    this.slot.leave();
    this.onEnded(this);
    // After a page crash the browser lives on and so would the context; with the browser gone this is a no-op.
    await this.browserContext?.close().catch(() => undefined);
  }

  /** Called on every viewer input (up to 200 a second): an existing timer is restarted, not made anew. */
  private restartIdleTimer(): void {
    if (this.idleTimer) this.idleTimer.refresh();
    else this.idleTimer = setTimeout(() => void this.end('timeout'), this.timings.idleCloseMs);
  }

  private track(page: Page): void {
    if (this.pages.includes(page)) return;
    this.pages.push(page);
    this.loadFailures.watch(page);
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame() && page === this.shownPage()) this.emitUrl(page.url());
    });
    page.on('close', () => this.untrack(page));
    page.on('crash', () => {
      this.log.warn({ sessionId: this.id }, 'Remote browser: a page crashed');
      void this.end('crashed');
    });
    this.emitShownPage();
  }

  private untrack(page: Page): void {
    const index = this.pages.indexOf(page);
    if (index < 0) return;
    const wasShown = index === this.pages.length - 1;
    this.pages.splice(index, 1);
    if (this.status !== 'open') return;
    if (this.pages.length === 0) {
      // The last tab closed itself: start over on the login page rather than show nothing.
      void this.start().catch(() => undefined);
      return;
    }
    if (wasShown) this.emitShownPage();
  }

  private emitShownPage(): void {
    const page = this.shownPage();
    if (!page) return;
    for (const listener of this.shownPageListeners) listener(page);
    this.emitUrl(page.url());
  }

  private emitUrl(url: string): void {
    for (const listener of this.urlListeners) listener(url);
  }
}
