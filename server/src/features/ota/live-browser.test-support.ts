import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect } from 'vitest';
import { WebSocket, type RawData } from 'ws';
import type { CheckUrlResponse, LiveViewLinks, SessionCreatedResponse } from '@common/ota/schemas';
import { startOtaExtranetFake, type OtaExtranetFake } from '@e2e/fakes/ota-extranet-fake';
import { buildUser, type SignedInUser } from '../../../test/factories';
import {
  buildTestApp,
  requestAs,
  testAppUrl,
  type TestApp,
  type TestAppOptions,
} from '../../../test/test-app';

/**
 * What the live-browser test files of the OTA feature share: the app listening on a port, with real Chromium
 * against the fake HTTPS extranet (e2e/fakes/ota-extranet-fake.ts), an owner and a stranger, and the requests and
 * live-view sockets the connection window and its viewer page make.
 */

/** A live view's socket as the viewer page holds it: the frames it received and how it closed. */
export interface Viewer {
  socket: WebSocket;
  frames: Buffer[];
  closed: Promise<{ code: number; reason: string }>;
}

/** The headers a user's viewer page sends with its socket: the session cookie and the app's Origin. */
export const viewerHeaders = (user: SignedInUser) => ({ cookie: user.cookie, origin: testAppUrl });

/** Resolves with the first screencast frame (a binary message). */
export async function firstFrame(viewer: Viewer): Promise<Buffer> {
  for (let waited = 0; ; waited += 50) {
    const [frame] = viewer.frames;
    if (frame) return frame;
    if (waited > 15_000) throw new Error('no frame arrived');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export class LiveBrowserTestApp {
  fake!: OtaExtranetFake;
  testApp!: TestApp;
  owner!: SignedInUser;
  stranger!: SignedInUser;
  private baseUrl = '';

  async start(environment: Record<string, string>, options: TestAppOptions) {
    this.fake = await startOtaExtranetFake();
    this.testApp = await buildTestApp({ ...this.fake.browserEnvironment, ...environment }, options);
    await this.testApp.app.listen({ port: 0, host: '127.0.0.1' });
    this.baseUrl = `ws://127.0.0.1:${(this.testApp.app.server.address() as AddressInfo).port}`;
    this.owner = await buildUser(this.testApp);
    this.stranger = await buildUser(this.testApp);
  }

  async stop() {
    await this.testApp?.close();
    await this.fake?.close();
  }

  call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown, user = this.owner) =>
    requestAs(this.testApp, user, method, url, payload);

  createSession = async (payload: object, user = this.owner) => {
    const response = await this.call('POST', '/api/remote-browser/sessions', payload, user);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<SessionCreatedResponse>();
  };

  checkUrl = async (sessionId: string, user = this.owner) => {
    const response = await this.call(
      'GET',
      `/api/remote-browser/check-url?sessionId=${sessionId}`,
      undefined,
      user,
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json<CheckUrlResponse>();
  };

  /** Polls check-url as the connection window does, until the answer satisfies `done`. */
  pollUntil = async (
    sessionId: string,
    done: (check: CheckUrlResponse) => boolean,
    timeoutMs = 20_000,
    user = this.owner,
  ) => {
    const deadline = Date.now() + timeoutMs;
    let last: CheckUrlResponse | undefined;
    while (Date.now() < deadline) {
      last = await this.checkUrl(sessionId, user);
      if (done(last)) return last;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`check-url never got there; last answer ${JSON.stringify(last)}`);
  };

  /** Fresh single-use addresses for the session's viewer, asked for with the user's cookie. */
  freshLinks = async (sessionId: string, user = this.owner) => {
    const response = await this.call('POST', `/api/remote-browser/sessions/${sessionId}/live-link`, {}, user);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<LiveViewLinks>();
  };

  /** Opens the live view's socket with these headers; resolves once open, or with the HTTP status it was refused with. */
  openLiveView = (path: string, headers: Record<string, string>): Promise<Viewer | number> =>
    new Promise((resolve, reject) => {
      const socket = new WebSocket(`${this.baseUrl}${path}`, { headers });
      const viewer: Viewer = {
        socket,
        frames: [],
        closed: new Promise((closed) =>
          socket.once('close', (code, reason) => closed({ code, reason: reason.toString() })),
        ),
      };
      socket.on('message', (data: RawData, isBinary) => {
        if (isBinary) viewer.frames.push(data as Buffer);
      });
      socket.once('open', () => resolve(viewer));
      socket.once('unexpected-response', (_request, response) => {
        socket.terminate();
        resolve(response.statusCode ?? 0);
      });
      socket.once('error', reject);
    });

  /** Opens the live view as the user's viewer page does; rejects with 'refused with <status>' when refused. */
  openViewer = async (path: string, user = this.owner): Promise<Viewer> => {
    const viewer = await this.openLiveView(path, viewerHeaders(user));
    if (typeof viewer === 'number') throw new Error(`refused with ${viewer}`);
    return viewer;
  };
}

/** One app, extranet fake and pair of users for the test file, started before its tests and closed after. */
export function useLiveBrowserApp(environment: Record<string, string> = {}, options: TestAppOptions = {}) {
  const live = new LiveBrowserTestApp();
  beforeAll(() => live.start(environment, options), 60_000);
  afterAll(() => live.stop());
  return live;
}
