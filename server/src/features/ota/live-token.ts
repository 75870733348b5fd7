import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { connectionTimings, type LiveViewLinks } from '@common/ota/schemas';

/**
 * The live view's WebSocket needs, besides the owner's session cookie and the app's Origin, a short-lived token in
 * its address: an HMAC over the browser session, its owner and an expiry, under a key derived from SECRET_KEY,
 * that works once (SpentLiveTokens). A link that leaks (a screenshot, a shared screen, a log) is then worth
 * nothing to anyone but its owner, and only until the owner's viewer has used it.
 * Token: base36(expiry) + '.' + base64url(mac).
 */
export function liveTokenKey(secretKey: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secretKey, Buffer.alloc(0), 'ota-live-view-token', 32));
}

function mac(key: Buffer, sessionId: string, userId: string, expiresAt: number): Buffer {
  return createHmac('sha256', key).update(`${sessionId}\n${userId}\n${expiresAt}`).digest();
}

export function issueLiveToken(key: Buffer, sessionId: string, userId: string, now = Date.now()): string {
  const expiresAt = now + connectionTimings.liveTokenMs;
  return `${expiresAt.toString(36)}.${mac(key, sessionId, userId, expiresAt).toString('base64url')}`;
}

/** Whether the token was issued for this session and user and has not expired; compared in constant time. */
export function verifyLiveToken(
  key: Buffer,
  token: string | undefined,
  sessionId: string,
  userId: string,
  now = Date.now(),
): boolean {
  if (!token) return false;
  const [expiry, signature, ...rest] = token.split('.');
  if (!expiry || !signature || rest.length > 0 || !/^[0-9a-z]{1,12}$/.test(expiry)) return false;
  const expiresAt = parseInt(expiry, 36);
  if (!Number.isSafeInteger(expiresAt) || expiresAt < now) return false;
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(key, sessionId, userId, expiresAt);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The viewer page's and its socket's addresses for a session, with a fresh token. */
export function liveViewAddresses(key: Buffer, sessionId: string, userId: string): LiveViewLinks {
  const token = encodeURIComponent(issueLiveToken(key, sessionId, userId));
  return {
    liveViewLink: `/live-view.html?session=${sessionId}&token=${token}`,
    connectUrl: `/api/remote-browser/sessions/${sessionId}/live?token=${token}`,
  };
}

/**
 * Tokens that have opened a live view, kept until they expire: a token opens one socket only, so a link copied
 * from the owner's screen or history cannot open a second view. Kept in memory, as the sessions themselves are.
 */
export class SpentLiveTokens {
  private readonly spent = new Map<string, number>();

  has(token: string): boolean {
    return this.spent.has(token);
  }

  /** Marks a token verifyLiveToken accepted as used; expired ones are forgotten (they are refused anyway). */
  spend(token: string, now = Date.now()): void {
    for (const [spentToken, expiresAt] of this.spent) if (expiresAt < now) this.spent.delete(spentToken);
    this.spent.set(token, parseInt(token.split('.')[0] ?? '0', 36));
  }
}
