import { randomUUID } from 'node:crypto';
import type { WebSocket } from 'ws';
import { otaChannels } from '@common/ota/channels';
import type { SessionState } from '@common/ota/schemas';
import { isAllowedAddress } from '../src/integrations/remote-browser/host-allowlist';
import {
  HostNotAllowedError,
  type OpenSessionInput,
  type RemoteBrowser,
  type RemoteSession,
  type SavedLogin,
} from '../src/integrations/remote-browser/remote-browser';

/**
 * An in-memory live browser for the cross-tenant test: every route of the OTA feature runs for real (ownership,
 * tokens, the database), only no Chromium is started per case. Its sessions start on the channel's login page;
 * `finishLogin` moves one to a logged-in extranet page with an auth cookie, as a user's login would.
 */
export class FakeRemoteBrowser implements RemoteBrowser {
  readonly sessions = new Map<string, FakeSession>();

  available() {
    return true;
  }

  async openSession(input: OpenSessionInput): Promise<RemoteSession> {
    const session = new FakeSession(input);
    this.sessions.set(session.id, session);
    return session;
  }

  getSession(sessionId: string) {
    return this.sessions.get(sessionId);
  }

  sessionsOf(ownerId: string) {
    return [...this.sessions.values()].filter((session) => session.ownerId === ownerId);
  }

  async closeSession(sessionId: string) {
    this.sessions.get(sessionId)?.end();
    this.sessions.delete(sessionId);
  }

  async probeSavedLogin(otaType: OpenSessionInput['otaType'], savedLogin: SavedLogin) {
    const loggedIn = savedLogin.cookies.length > 0;
    return { finalUrl: loggedIn ? loggedInUrl(otaType) : otaChannels[otaType].loginUrl };
  }

  async close() {
    this.sessions.clear();
  }
}

const loggedInUrls = {
  booking: 'https://admin.booking.com/hotel/hoteladmin/extranet_ng/manage/home.html',
  expedia: 'https://www.expediapartnercentral.com/lodging/home/home',
  agoda: 'https://ycs.agoda.com/en-us/1234567/kipp/app/dashboard',
  hrs: 'https://hotelportal.hrs.com/dashboard',
} as const;

function loggedInUrl(type: OpenSessionInput['otaType']) {
  return loggedInUrls[type];
}

export class FakeSession implements RemoteSession {
  readonly id = randomUUID();
  readonly ownerId: string;
  readonly hotelId: string;
  readonly otaType: OpenSessionInput['otaType'];
  closed = false;
  touched = 0;
  private url: string;
  private login: SavedLogin;
  private readonly endListeners = new Set<(reason: 'closed', message: string) => void>();

  constructor(input: OpenSessionInput) {
    this.ownerId = input.ownerId;
    this.hotelId = input.hotelId;
    this.otaType = input.otaType;
    this.login = input.savedLogin ?? { cookies: [], origins: [] };
    this.url = input.savedLogin ? loggedInUrl(input.otaType) : otaChannels[input.otaType].loginUrl;
  }

  /** What a successful login in the live view leaves behind. */
  finishLogin() {
    this.url = loggedInUrl(this.otaType);
    const host = otaChannels[this.otaType].allowedHosts[0] ?? '';
    const expires = Math.floor(Date.now() / 1000) + 30 * 24 * 3600;
    this.login = {
      cookies: [
        {
          name: 'fake_session_auth',
          value: 'fake-secret',
          domain: `.${host}`,
          path: '/',
          expires,
          httpOnly: true,
          secure: true,
          sameSite: 'Lax',
        },
      ],
      origins: [],
    };
  }

  end() {
    if (this.closed) return;
    this.closed = true;
    for (const listener of this.endListeners) listener('closed', 'closed');
  }

  onEnd(listener: (reason: 'closed', message: string) => void) {
    this.endListeners.add(listener);
    return () => this.endListeners.delete(listener);
  }

  state(): SessionState {
    return this.closed ? 'closed' : 'open';
  }

  currentUrl() {
    return this.url;
  }

  /** Its pages always load. */
  pageError() {
    return null;
  }

  async hasAuthCookie() {
    return this.login.cookies.length > 0;
  }

  queuePosition() {
    return 0;
  }

  touch() {
    this.touched += 1;
  }

  keepAlive() {
    this.touched += 1;
  }

  async navigate(url: string) {
    // The real session's check, so that any text (not only a URL) gets the same answer as in production.
    if (!isAllowedAddress(url, otaChannels[this.otaType].allowedHosts)) {
      throw new HostNotAllowedError(`${url} is outside the channel's sites`);
    }
    this.url = url;
  }

  async savedLogin() {
    return this.login;
  }

  private viewer: WebSocket | undefined;

  attachViewer(socket: WebSocket) {
    if (this.hasViewer()) return socket.close(4009, 'Another viewer is open');
    this.viewer = socket;
    socket.send(JSON.stringify({ type: 'url', url: this.url }));
  }

  hasViewer() {
    return this.viewer !== undefined && this.viewer.readyState <= 1;
  }
}
