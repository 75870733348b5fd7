import { z } from 'zod';
import { otaTypes, type OtaType } from './channels';

/**
 * OTA connections and the live remote browser (spec part 1, sections 2-5, 7-9). Routes, all signed in:
 *
 * Connections of a hotel:
 *   GET    /api/hotels/:hotelId/otas                -> { otas: OtaView[] }  (ordered by created_at; connections
 *                                                      whose cookie expiry has passed are marked disconnected first)
 *   DELETE /api/hotels/:hotelId/otas/:otaId         -> 204 (the record and its stored login context; ota_disconnect)
 *   POST   /api/hotels/:hotelId/otas/:otaId/sync    -> OtaSyncResponse (connectionChecksPerHour per user and hotel,
 *                                                      then 429): opens the saved login in a fresh browser
 *                                                      context, loads the channel's extranet and applies the login
 *                                                      rule: still logged in -> last_sync now, connected; otherwise
 *                                                      status error (the answer is 200 either way; `stillLoggedIn`).
 *
 * The remote-browser backend (spec section 7's table, under /api/remote-browser):
 *   POST   /api/remote-browser/sessions             { otaType, hotelId, otaId? } -> 201 SessionCreatedResponse
 *            otaId = renew mode: the session starts from that connection's saved login. 409 when the channel is
 *            already connected (and no otaId), 503 no browser, 404 a hotel/OTA not the user's (or no hotel at all),
 *            403 an account whose e-mail is not confirmed. One session per user: a new one closes the user's
 *            older one. When every live browser (BROWSER_MAX_SESSIONS) is in use the session is created
 *            'waiting' with its queuePosition, and starts when its turn comes (check-url tells).
 *   POST   /api/remote-browser/sessions/:sessionId/navigate   { url } -> { status: 'ok' } (400 outside the channel)
 *   POST   /api/remote-browser/sessions/:sessionId/keep-alive         -> { status: 'ok' } (every 2 minutes; keeps
 *            a waiting session in line; an open one is closed after 5 minutes without viewer input regardless)
 *   DELETE /api/remote-browser/sessions/:sessionId                    -> { status: 'closed' }
 *   GET    /api/remote-browser/check-url?sessionId=                   -> CheckUrlResponse (polled every second)
 *   POST   /api/remote-browser/contexts             { sessionId, otaId? } -> 201 ContextCreatedResponse
 *            'Login Completed': saves the session's login state encrypted, then creates the connection as
 *            connected (or, with otaId, renews it: context, last_sync, cookie expiry, connected), logs
 *            ota_connect, and closes the session. 409 when the login has not been detected.
 *   POST   /api/remote-browser/ota-status           { otaId, status, hotelId } -> { ota: OtaView }
 *            'connected' only while the connection has a saved login whose cookie expiry has not passed.
 *   POST   /api/remote-browser/sessions/:sessionId/live-link         -> LiveViewLinks (a fresh single-use token)
 *   GET    /api/remote-browser/sessions/:sessionId/live?token=   WebSocket: the live view (live-view-protocol.ts).
 *            Only for the session's owner (cookie), from the app's Origin, with an unused token of liveViewLink
 *            or live-link, while no other viewer is open; refused before the upgrade otherwise.
 *
 * The viewer page is the web app's second entry, /live-view.html?session={id}&token={token}.
 */

export const otaStatuses = ['connected', 'disconnected', 'error'] as const;
export type OtaStatus = (typeof otaStatuses)[number];

export interface OtaView {
  id: string;
  hotelId: string;
  type: OtaType;
  /** The type with its first letter capitalised ('Booking'), as stored. */
  name: string;
  status: OtaStatus;
  /** When the saved login's persistent auth cookies expire (ISO), or null when none was found. */
  cookieExpiryDate: string | null;
  lastSync: string | null;
  createdAt: string;
  /** Whether a saved login exists (its id and contents never leave the server). */
  hasSavedLogin: boolean;
}

export interface OtaListResponse {
  otas: OtaView[];
}

export interface OtaResponse {
  ota: OtaView;
}

export interface OtaSyncResponse {
  ota: OtaView;
  stillLoggedIn: boolean;
}

export interface SessionCreatedResponse {
  sessionId: string;
  /**
   * The viewer page for the iframe, with a short-lived token in its address. A session that waited in line
   * outlives it: its window asks POST .../live-link once check-url says it is open.
   */
  liveViewLink: string;
  /** The viewer's WebSocket path, with the same token. */
  connectUrl: string;
  /** In renew mode the connection's id whose saved login the session started from, otherwise null. */
  contextId: string | null;
  /** Its place in line (1 = next) while every live browser is in use; null when it started at once. */
  queuePosition: number | null;
}

/** Fresh addresses of a session's live view: its token opens one socket (a reload of the viewer asks again). */
export interface LiveViewLinks {
  /** The viewer page for the iframe, with a short-lived single-use token in its address. */
  liveViewLink: string;
  /** The viewer's WebSocket path, with the same token. */
  connectUrl: string;
}

/** 'waiting': in line for a live browser (all BROWSER_MAX_SESSIONS are in use); it opens when its turn comes. */
export type SessionState = 'waiting' | 'open' | 'crashed' | 'closed';

/**
 * Why the live browser shows Chromium's error page instead of the channel's (issue 31, point 11), as the window
 * says it in plain words: 'unreachable' (the site did not answer, refused, or its name does not exist; behind the
 * egress proxy these look alike), 'timedOut', 'blocked' (outside the channel's sites), 'certificate' (the site's
 * certificate was not valid), 'other'.
 */
export const pageErrorReasons = ['unreachable', 'timedOut', 'blocked', 'certificate', 'other'] as const;
export type PageErrorReason = (typeof pageErrorReasons)[number];

export interface PageError {
  reason: PageErrorReason;
  /** The address that failed to load (the error page's own address says nothing), or null when unknown. */
  url: string | null;
}

export interface CheckUrlResponse {
  currentUrl: string;
  /** Set while the shown tab holds Chromium's error page (a network or DNS error, a blocked address). */
  pageError: PageError | null;
  /** The backend's own signal: an auth cookie of the channel is present and the page is not a login page. */
  possiblyLoggedIn: boolean;
  /** The login rule's verdict (login-rules.ts) or possiblyLoggedIn: what starts the 5-second countdown. */
  loginDetected: boolean;
  state: SessionState;
  /** While the state is 'waiting': its place in line, 1 being the next to start; otherwise null. */
  queuePosition: number | null;
}

export interface ContextCreatedResponse {
  contextId: string;
  cookieExpiryDate: string | null;
  ota: OtaView;
}

const uuid = z.string().uuid();

export const createSessionSchema = z.object({
  otaType: z.enum(otaTypes),
  hotelId: uuid,
  otaId: uuid.optional(),
});
export type CreateSessionInput = z.infer<typeof createSessionSchema>;

export const navigateSchema = z.object({ url: z.string().trim().min(1).max(2048) });

export const checkUrlQuerySchema = z.object({ sessionId: uuid });

export const createContextSchema = z.object({ sessionId: uuid, otaId: uuid.optional() });
export type CreateContextInput = z.infer<typeof createContextSchema>;

export const otaStatusSchema = z.object({ otaId: uuid, status: z.enum(otaStatuses), hotelId: uuid });
export type OtaStatusInput = z.infer<typeof otaStatusSchema>;

/** Connection checks (POST .../sync) a user may start per hotel in an hour: each holds a browser for a while. */
export const connectionChecksPerHour = 10;

/** Timings of the connection window (spec section 9). */
export const connectionTimings = {
  loginPollMs: 1000,
  countdownSeconds: 5,
  keepAliveMs: 120_000,
  /** An open session without viewer input (a waiting one without keep-alive) for this long is closed. */
  idleCloseMs: 5 * 60_000,
  /** A session is closed after this long whatever happens. */
  maxSessionMs: 30 * 60_000,
  /** The live view's token must be used within this time. */
  liveTokenMs: 2 * 60_000,
} as const;
