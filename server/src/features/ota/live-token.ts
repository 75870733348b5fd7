import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { connectionTimings } from '@common/ota/schemas';

/**
 * The live view's WebSocket is opened by the viewer page in an iframe, so it is authorised by a short-lived
 * token in its address rather than by the session cookie: an HMAC over the browser session, its owner and an
 * expiry, under a key derived from SECRET_KEY. Token: base36(expiry) + '.' + base64url(mac).
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
