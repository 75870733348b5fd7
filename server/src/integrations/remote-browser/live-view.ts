import type { FastifyBaseLogger } from 'fastify';
import type { CDPSession, Page } from 'playwright-core';
import { WebSocket, type RawData } from 'ws';
import {
  liveViewLimits,
  viewerMessageSchema,
  type ServerMessage,
  type ViewerMessage,
} from '@common/ota/live-view-protocol';
import type { LiveSession } from './live-session';
import { ViewerInput } from './viewer-input';

/** Close code for a viewer replaced by a newer one on the same session. */
const replacedCode = 4001;

/** The viewer of a session: a newer one replaces the previous (the old socket is closed). */
export class LiveView {
  private viewer: Viewer | undefined;

  constructor(
    private readonly session: LiveSession,
    private readonly log: FastifyBaseLogger,
  ) {}

  attach(socket: WebSocket): void {
    this.viewer?.close(replacedCode, 'Replaced by a newer viewer');
    const viewer = new Viewer(socket, this.session, this.log, () => {
      if (this.viewer === viewer) this.viewer = undefined;
    });
    this.viewer = viewer;
  }
}

/**
 * One WebSocket viewer: CDP screencast frames of the shown page out (each acknowledged only once the socket
 * has sent the previous one, so a slow viewer gets fewer frames rather than a queue), input in.
 */
class Viewer {
  private cdp: CDPSession | undefined;
  private switching: Promise<void> = Promise.resolve();
  private readonly input = new ViewerInput();
  private readonly unsubscribe: Array<() => void> = [];
  private closed = false;
  private lastUrl = '';

  constructor(
    private readonly socket: WebSocket,
    private readonly session: LiveSession,
    private readonly log: FastifyBaseLogger,
    private readonly onClosed: () => void,
  ) {
    socket.on('message', (data, isBinary) => this.receive(data, isBinary));
    socket.on('close', () => this.dispose());
    socket.on('error', () => this.dispose());
    if (session.state() !== 'open') {
      this.send({ type: 'ended', reason: 'closed', message: 'The browser session has ended.' });
      this.close(1000, 'Session ended');
      return;
    }
    this.send({
      type: 'viewport',
      width: liveViewLimits.viewportWidth,
      height: liveViewLimits.viewportHeight,
    });
    this.lastUrl = session.currentUrl();
    this.send({ type: 'url', url: this.lastUrl });
    this.unsubscribe.push(
      session.onShownPageChange((page) => this.show(page)),
      session.onUrlChange((url) => this.urlChanged(url)),
      session.onEnd((reason, message) => {
        this.send({ type: 'ended', reason, message });
        this.close(1000, 'Session ended');
      }),
    );
    const page = session.shownPage();
    if (page) this.show(page);
  }

  close(code: number, reason: string): void {
    this.dispose();
    if (this.socket.readyState === WebSocket.OPEN || this.socket.readyState === WebSocket.CONNECTING) {
      this.socket.close(code, reason);
    }
  }

  /**
   * Chromium stops a screencast when the page leaves one of its error pages (a blocked or failed load, a new
   * tab's first navigation as context-guard.ts restarts it), so the stream restarts on such a change.
   */
  private urlChanged(url: string): void {
    const errorPageChange = isErrorPage(this.lastUrl) || isErrorPage(url);
    this.lastUrl = url;
    this.send({ type: 'url', url });
    const page = this.session.shownPage();
    if (errorPageChange && page) this.show(page);
  }

  private send(message: ServerMessage): void {
    if (this.socket.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(message));
  }

  /** Moves the screencast to another tab; switches run one after another. */
  private show(page: Page): void {
    this.switching = this.switching
      .then(() => this.screencast(page))
      .catch((error: unknown) => {
        this.log.debug({ err: error }, 'Remote browser: screencast could not start');
      });
  }

  private async screencast(page: Page): Promise<void> {
    await this.stopScreencast();
    if (this.closed || page.isClosed()) return;
    const cdp = await page.context().newCDPSession(page);
    if (this.closed) {
      await cdp.detach().catch(() => undefined);
      return;
    }
    this.cdp = cdp;
    cdp.on('Page.screencastFrame', ({ data, sessionId }) => {
      if (this.cdp !== cdp || this.socket.readyState !== WebSocket.OPEN) return;
      this.socket.send(Buffer.from(data, 'base64'), { binary: true }, (error) => {
        if (error || this.cdp !== cdp) return;
        void cdp.send('Page.screencastFrameAck', { sessionId }).catch(() => undefined);
      });
    });
    await cdp.send('Page.startScreencast', {
      format: 'jpeg',
      quality: 65,
      maxWidth: liveViewLimits.viewportWidth,
      maxHeight: liveViewLimits.viewportHeight,
      everyNthFrame: 1,
    });
  }

  private async stopScreencast(): Promise<void> {
    const cdp = this.cdp;
    this.cdp = undefined;
    if (!cdp) return;
    await cdp.send('Page.stopScreencast').catch(() => undefined);
    await cdp.detach().catch(() => undefined);
  }

  private receive(data: RawData, isBinary: boolean): void {
    if (isBinary || this.closed) return;
    const message = parseViewerMessage(data);
    const cdp = this.cdp;
    if (!message || !cdp) return;
    this.session.touch();
    this.input.apply(cdp, message).catch((error: unknown) => {
      this.log.debug({ err: error }, 'Remote browser: input not applied');
    });
  }

  private dispose(): void {
    if (this.closed) return;
    this.closed = true;
    for (const unsubscribe of this.unsubscribe) unsubscribe();
    void this.switching.then(() => this.stopScreencast());
    this.onClosed();
  }
}

function isErrorPage(url: string): boolean {
  return url.startsWith('chrome-error:');
}

/** A viewer message, or undefined for anything to drop silently (oversized, not JSON, not in the schema). */
export function parseViewerMessage(data: RawData): ViewerMessage | undefined {
  const buffer = Array.isArray(data)
    ? Buffer.concat(data)
    : Buffer.isBuffer(data)
      ? data
      : Buffer.from(new Uint8Array(data));
  if (buffer.byteLength > liveViewLimits.messageBytes) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(buffer.toString('utf8'));
  } catch {
    return undefined;
  }
  const parsed = viewerMessageSchema.safeParse(json);
  return parsed.success ? parsed.data : undefined;
}
