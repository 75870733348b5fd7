import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { afterAll, beforeAll } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import type { z } from 'zod';
import type { ServerMessage, viewerMessageSchema } from '@common/ota/live-view-protocol';
import type { BrowserConfig } from '../../config';
import { createRemoteBrowser, type RemoteBrowserTimings } from './create-remote-browser';
import { startFakeExtranet, type FakeExtranet } from './fake-extranet.test-support';
import type { RemoteBrowser, RemoteSession } from './remote-browser';

/**
 * What the engine's test files share: real Chromium against the HTTPS fake extranet on 127.0.0.1
 * (fake-extranet.test-support.ts), one engine for the file, and viewers on a real WebSocket pair.
 */

const log = pino({ level: 'silent' });
export const owner = { ownerId: 'user-1', hotelId: 'hotel-1', otaType: 'booking' as const };
export const signInUrl = 'https://account.booking.com/sign-in';

type Sent = z.input<typeof viewerMessageSchema>;

export { until } from '../../../test/until';

export class RemoteBrowserHarness {
  extranet!: FakeExtranet;
  config!: BrowserConfig;
  remote!: RemoteBrowser;
  viewers!: WebSocketServer;
  /** The session the next viewer connection attaches to. */
  viewedSession: RemoteSession | undefined;

  browserFor = (overrides: Partial<BrowserConfig> = {}, timings: Partial<RemoteBrowserTimings> = {}) =>
    createRemoteBrowser({ ...this.config, ...overrides }, log, {
      slotWaitMs: 500,
      probeSettleMs: 1000,
      ...timings,
    });

  requestsTo = (host: string, path?: string) =>
    this.extranet.requests.filter((request) => request.host === host && (!path || request.path === path));

  /** A viewer on a real WebSocket pair: what it received, in order, and a way to send input. */
  connectViewer = async (session: RemoteSession) => {
    this.viewedSession = session;
    const socket = new WebSocket(`ws://127.0.0.1:${(this.viewers.address() as AddressInfo).port}`);
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
  };
}

/** Registers the file's setup and teardown and answers the harness its tests use. */
export function useRemoteBrowserHarness(): RemoteBrowserHarness {
  const harness = new RemoteBrowserHarness();
  beforeAll(async () => {
    harness.extranet = await startFakeExtranet();
    harness.config = {
      chromiumPath: undefined,
      cdpUrl: undefined,
      extraArgs: [
        `--host-resolver-rules=${harness.extranet.hostResolverRules()}`,
        '--ignore-certificate-errors',
      ],
      maxSessions: 2,
      allowNoSandbox: false,
      sandboxUser: 'nobody',
      proxyHost: '127.0.0.1',
    };
    harness.remote = harness.browserFor();
    harness.viewers = new WebSocketServer({ host: '127.0.0.1', port: 0 });
    harness.viewers.on('connection', (socket) => harness.viewedSession?.attachViewer(socket));
    await new Promise((resolve) => harness.viewers.once('listening', resolve));
  });
  afterAll(async () => {
    await harness.remote?.close();
    harness.viewers?.close();
    await harness.extranet?.close();
  });
  return harness;
}
