import type { FastifyBaseLogger } from 'fastify';
import type { CDPSession, Page } from 'playwright-core';
import { WebSocket, type RawData } from 'ws';
import { liveViewEndTexts } from '@common/ota/live-view-texts';
import {
  liveViewCloseCodes,
  liveViewLimits,
  viewerMessageSchema,
  type ServerMessage,
  type ViewerMessage,
} from '@common/ota/live-view-protocol';
import { InputAllowance } from './input-allowance';
import { InputQueue } from './input-queue';
import type { LiveSession } from './live-session';
import { ViewerInput } from './viewer-input';

/**
 * The viewer of a session. There is one at a time: a second socket is closed at once rather than taking the
 * first one's place, so nobody can push the owner's view aside and watch or type in their stead.
 */
export class LiveView {
  private viewer: Viewer | undefined;

  constructor(
    private readonly session: LiveSession,
    private readonly log: FastifyBaseLogger,
  ) {}

  hasViewer(): boolean {
    return this.viewer !== undefined;
  }

  attach(socket: WebSocket): void {
    if (this.viewer) {
      socket.close(liveViewCloseCodes.anotherViewer, 'Another viewer is open');
      return;
    }
    // Only the current viewer can close (others never got this far); it may do so inside its constructor.
    const viewer = new Viewer(socket, this.session, this.log, () => {
      if (this.viewer?.isClosed()) this.viewer = undefined;
    });
    if (!viewer.isClosed()) this.viewer = viewer;
  }
}

/**
 * One WebSocket viewer: CDP screencast frames of the shown page out (each acknowledged only once the socket
 * has sent the previous one, so a slow viewer gets fewer frames rather than a queue), input in: paced by
 * InputQueue (one message at a time, moves merged) and closed when it floods (InputAllowance).
 */
class Viewer {
  private cdp: CDPSession | undefined;
  private switching: Promise<void> = Promise.resolve();
  private readonly input = new ViewerInput();
  private readonly allowance = new InputAllowance(
    liveViewLimits.messagesPerSecond,
    liveViewLimits.messageBurst,
  );
  private readonly queue = new InputQueue(
    (message) => this.applyInput(message),
    (error) => this.log.debug({ err: error }, 'Remote browser: input not applied'),
  );
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
      this.send({ type: 'ended', reason: 'closed', message: liveViewEndTexts.ended });
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

  isClosed(): boolean {
    return this.closed;
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
    if (this.closed) return;
    // Every message counts, dropped ones too: parsing them is the cost a flood imposes.
    if (!this.allowance.take()) {
      this.log.info(
        { sessionId: this.session.id },
        'Remote browser: a viewer flooded its input and was closed',
      );
      this.close(liveViewCloseCodes.inputFlood, 'Too many input messages');
      return;
    }
    if (isBinary) return;
    const message = parseViewerMessage(data);
    if (!message || !this.cdp) return;
    this.session.touch();
    this.queue.push(message);
  }

  private async applyInput(message: ViewerMessage): Promise<void> {
    if (this.closed || !this.cdp) return;
    await this.input.apply(this.cdp, message);
  }

  private dispose(): void {
    if (this.closed) return;
    this.closed = true;
    this.queue.clear();
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
