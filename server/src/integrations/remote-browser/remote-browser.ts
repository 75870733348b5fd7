import type { WebSocket } from 'ws';
import type { OtaType } from '@common/ota/channels';
import type { PageError, SessionState } from '@common/ota/schemas';

/**
 * The live remote browser (ARCHITECTURE.md "Remote browser"): one long-lived Chromium (local, or a farm over
 * BROWSER_CDP_URL), one browser context per session, limited to its channel's hosts. The OTA feature
 * (features/ota) owns who may use which session; this module only runs browsers.
 */

/** Playwright's storage state: cookies and each origin's local storage. Sealed before it is stored. */
export interface SavedLogin {
  cookies: Array<{
    name: string;
    value: string;
    domain: string;
    path: string;
    /** Seconds since the epoch; -1 for a session cookie. */
    expires: number;
    httpOnly: boolean;
    secure: boolean;
    sameSite: 'Strict' | 'Lax' | 'None';
  }>;
  origins: Array<{ origin: string; localStorage: Array<{ name: string; value: string }> }>;
}

export interface OpenSessionInput {
  ownerId: string;
  hotelId: string;
  otaType: OtaType;
  /** Renew mode: start from this saved login instead of an empty browser. */
  savedLogin?: SavedLogin;
}

export interface RemoteSession {
  readonly id: string;
  readonly ownerId: string;
  readonly hotelId: string;
  readonly otaType: OtaType;
  /** 'waiting' in line for a browser slot, then 'open'; 'closed' or 'crashed' once ended. */
  state(): SessionState;
  /** While waiting: 1 for the next in line, 2 for the one behind, ...; 0 otherwise. */
  queuePosition(): number;
  /** The address of the page shown in the live view (the newest open tab). */
  currentUrl(): string;
  /** While the shown tab holds Chromium's error page (the address did not load): why, and which address. */
  pageError(): PageError | null;
  /** Whether a cookie matching the channel's auth pattern is set on one of its hosts (possiblyLoggedIn). */
  hasAuthCookie(): Promise<boolean>;
  /** Viewer input: postpones an open session's idle close. */
  touch(): void;
  /** The window's keep-alive: holds a waiting session's place in line; an open session stays only by input. */
  keepAlive(): void;
  /** Throws HostNotAllowedError outside the channel's hosts. */
  navigate(url: string): Promise<void>;
  /** The context's cookies and local storage, for 'Login Completed'. */
  savedLogin(): Promise<SavedLogin>;
  /** Called once when the session ends: closed (by the user or a timeout) or crashed. */
  onEnd(listener: (reason: 'closed' | 'crashed' | 'timeout', message: string) => void): () => void;
  /**
   * Streams frames to the socket and applies its input (live-view-protocol.ts) until either side closes. While
   * another viewer is open the socket is closed at once (liveViewCloseCodes.anotherViewer): never replaced.
   */
  attachViewer(socket: WebSocket): void;
  /** Whether a viewer's socket is open, so a second one can be refused before its upgrade. */
  hasViewer(): boolean;
}

export interface RemoteBrowser {
  /** Whether a browser can be started or reached at all (no Chromium found: false). */
  available(): boolean;
  /**
   * With a free slot, opens a context for the channel and loads its login URL; without, answers the session
   * 'waiting' in line, first come first served, and opens it when its turn comes. Throws
   * BrowserUnavailableError when no browser can be started or reached (a session that waited ends 'crashed').
   */
  openSession(input: OpenSessionInput): Promise<RemoteSession>;
  /** An open session, or one that ended in the last few minutes (its state() says how). */
  getSession(sessionId: string): RemoteSession | undefined;
  /** The sessions a user has open or waiting (the per-user cap); ended ones are not counted. */
  sessionsOf(ownerId: string): RemoteSession[];
  closeSession(sessionId: string): Promise<void>;
  /**
   * Opens a saved login in a fresh context without a live view, loads the channel's login URL, waits until the
   * page settles and answers the address it ended on (the caller applies the login rule). Takes its turn in the
   * sessions' line but waits only a short while, then throws BrowserBusyError.
   */
  probeSavedLogin(otaType: OtaType, savedLogin: SavedLogin): Promise<{ finalUrl: string }>;
  /** Closes every session and the browser (app shutdown). */
  close(): Promise<void>;
}

export class BrowserBusyError extends Error {}
export class BrowserUnavailableError extends Error {}
export class HostNotAllowedError extends Error {}
