import { detectLogin, isLoginPageUrl } from '@common/ota/login-rules';
import type { CheckUrlResponse, CreateSessionInput, SessionCreatedResponse } from '@common/ota/schemas';
import { otaTexts } from '@common/ota/texts';
import type { SessionUser } from '../../http/fastify-types';
import { AppError } from '../../lib/app-error';
import type { RemoteSession, SavedLogin } from '../../integrations/remote-browser/remote-browser';
import { hasHotels, isUuid } from '../hotels/service';
import { requireRole } from '../teams/access-check';
import { withBrowser } from './browser-errors';
import type { OtaDeps } from './deps';
import { liveViewAddresses } from './live-token';
import { findOta, findOtaOfType, findSealedLogin, updateOtaStatus } from './repository';
import { SealedLoginError, unsealLogin, type LoginBinding } from './sealed-login';

/** Users whose session is being opened right now: a double click must not open two. */
const opening = new Set<string>();

/**
 * Opens a live browser for a hotel the user administers and a channel (spec part 1, section 4 "Connection
 * flow"). With otaId (renew) the session starts from that connection's saved login; without, a channel the hotel
 * has already connected is refused. Only a confirmed account with a hotel gets one (a browser is the costliest thing a
 * request can start), and one at a time: a new session closes the user's older one, which is what someone who
 * starts again expects (the old window may be lost in another tab). When every browser is in use the session
 * waits in line (queuePosition) and its window learns through check-url when it opened.
 */
export async function createSession(
  deps: OtaDeps,
  user: SessionUser,
  input: CreateSessionInput,
): Promise<SessionCreatedResponse> {
  const { db, remoteBrowser } = deps;
  await requireLiveBrowserAccount(deps, user);
  // OTA logins are the admins' (issue 36): an editor or viewer is refused before any browser starts.
  await requireRole(db, user.id, input.hotelId, 'admin');
  let savedLogin: SavedLogin | undefined;
  if (input.otaId) {
    const ota = await findOta(db, input.hotelId, input.otaId);
    if (!ota || ota.type !== input.otaType) throw new AppError('notFound', otaTexts.otaNotFound);
    savedLogin = await openSavedLogin(deps, { hotelId: input.hotelId, channel: ota.type }, ota.contextId);
  } else if (await findOtaOfType(db, input.hotelId, input.otaType)) {
    throw new AppError('conflict', otaTexts.alreadyConnected);
  }
  if (opening.has(user.id)) throw new AppError('conflict', otaTexts.sessionStarting);
  opening.add(user.id);
  try {
    // Closed first, so that its slot is free again: the new session takes it unless others already wait.
    await Promise.all(remoteBrowser.sessionsOf(user.id).map((older) => remoteBrowser.closeSession(older.id)));
    const session = await withBrowser(() =>
      remoteBrowser.openSession({
        ownerId: user.id,
        hotelId: input.hotelId,
        otaType: input.otaType,
        savedLogin,
      }),
    );
    if (input.otaId) markFailedRenewal(deps, session, input.otaId);
    return {
      sessionId: session.id,
      ...liveViewAddresses(deps.keys.liveToken, session.id, user.id),
      contextId: input.otaId ?? null,
      queuePosition: session.queuePosition() || null,
    };
  } finally {
    opening.delete(user.id);
  }
}

/** A confirmed account with a hotel; refused in plain words otherwise (no hotel: 404 like a foreign one). */
async function requireLiveBrowserAccount(deps: Pick<OtaDeps, 'db'>, user: SessionUser) {
  if (!user.emailVerified) throw new AppError('forbidden', otaTexts.confirmAccountFirst);
  if (!(await hasHotels(deps.db, user.id))) throw new AppError('notFound', otaTexts.noHotelForUser);
}

/**
 * A renewal whose browser crashes leaves the connection in error (spec part 1, section 4 "OTA status"): its
 * saved login may be stale and nothing new was saved. A renewal the user closes changes nothing.
 */
function markFailedRenewal(deps: OtaDeps, session: RemoteSession, otaId: string) {
  session.onEnd((reason) => {
    if (reason !== 'crashed') return;
    updateOtaStatus(deps.db, otaId, { status: 'error' }).catch((error: unknown) =>
      deps.log.warn({ err: error, otaId }, 'marking a failed OTA renewal failed'),
    );
  });
}

/** Renew starts from the saved login; one that is gone or cannot be opened any more means logging in afresh. */
async function openSavedLogin(deps: OtaDeps, binding: LoginBinding, contextId: string | null) {
  const { hotelId } = binding;
  const sealed = contextId ? await findSealedLogin(deps.db, hotelId, contextId) : undefined;
  if (!sealed) return undefined;
  try {
    return unsealLogin(deps.keys.sealing, binding, sealed);
  } catch (error) {
    if (!(error instanceof SealedLoginError)) throw error;
    deps.log.warn(
      { err: error, hotelId },
      'a saved OTA login could not be opened; the renew starts signed out',
    );
    return undefined;
  }
}

/** The user's own live session; another user's or an unknown id answers 404 alike. */
export function requireOwnSession(deps: Pick<OtaDeps, 'remoteBrowser'>, userId: string, sessionId: string) {
  const session = isUuid(sessionId) ? deps.remoteBrowser.getSession(sessionId) : undefined;
  if (!session || session.ownerId !== userId) throw new AppError('notFound', otaTexts.sessionNotFound);
  return session;
}

/**
 * What the connection window polls every second: the address, whether the login is done, whether the tab shows
 * Chromium's error page (said in plain words there), and while the session waits for a browser, its place in line.
 */
export async function checkSessionUrl(session: RemoteSession): Promise<CheckUrlResponse> {
  const state = session.state();
  const currentUrl = session.currentUrl();
  const possiblyLoggedIn =
    state === 'open' && !isLoginPageUrl(currentUrl) && (await session.hasAuthCookie().catch(() => false));
  return {
    currentUrl,
    pageError: state === 'open' ? session.pageError() : null,
    possiblyLoggedIn,
    loginDetected: state === 'open' && detectLogin(session.otaType, currentUrl, possiblyLoggedIn),
    state,
    queuePosition: state === 'waiting' ? session.queuePosition() : null,
  };
}

export async function navigateSession(session: RemoteSession, url: string) {
  if (session.state() === 'waiting') throw new AppError('conflict', otaTexts.sessionWaiting);
  await withBrowser(() => session.navigate(url));
}
