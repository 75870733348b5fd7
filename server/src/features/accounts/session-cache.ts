import { LRUCache } from 'lru-cache';
import type { SessionUser } from '../../http/fastify-types';

/**
 * How long a verified session is trusted without asking the database again. Revocation (sign-out, password
 * reset, account deletion) clears the entry at once in the process that did it; other processes learn of it
 * when their entry expires, so this is the longest a revoked session can still be served elsewhere
 * (docs/decisions/007-sessions-remembered-per-process.md).
 */
export const sessionCacheTtlMs = 30_000;
/** Bounds the memory: only sessions that passed better-auth's check are stored, at most this many. */
const maxEntries = 20_000;

export interface Clock {
  now(): number;
}

interface CachedSession {
  /** The whole signed cookie value: a hit needs the exact value better-auth verified, signature included. */
  cookieValue: string;
  user: SessionUser;
}

/**
 * Verified sessions of this process, by session token. Spares the database (and better-auth's request
 * handling) on most signed-in requests; see sessionCacheTtlMs for the revocation window.
 */
export class SessionCache {
  private readonly entries: LRUCache<string, CachedSession>;

  constructor(clock?: Clock) {
    this.entries = new LRUCache<string, CachedSession>({
      max: maxEntries,
      ttl: sessionCacheTtlMs,
      // Read the clock on every lookup: lru-cache otherwise reuses a reading for up to 1 ms.
      ttlResolution: 0,
      // The clock is swapped only by tests that prove the revocation window.
      ...(clock ? { perf: clock } : {}),
    });
  }

  /** The user of a cookie value verified within the last sessionCacheTtlMs, if any. */
  get(cookieValue: string): SessionUser | undefined {
    const entry = this.entries.get(tokenOf(cookieValue));
    return entry?.cookieValue === cookieValue ? entry.user : undefined;
  }

  /** Remembers a verified session, never past the session's own expiry. */
  set(cookieValue: string, user: SessionUser, sessionExpiresAt: Date) {
    const ttl = Math.min(sessionCacheTtlMs, sessionExpiresAt.getTime() - Date.now());
    if (ttl <= 0) return;
    this.entries.set(tokenOf(cookieValue), { cookieValue, user }, { ttl });
  }

  /** Called when better-auth deletes a session row (sign-out, password reset, revocation). */
  forgetToken(token: string) {
    this.entries.delete(token);
  }

  /** Called when a user changes or goes: every cached session of theirs is asked about again. */
  forgetUser(userId: string) {
    for (const [token, entry] of this.entries.entries()) {
      if (entry.user.id === userId) this.entries.delete(token);
    }
  }
}

/** better-auth's session cookie is `token.signature`, URL-encoded; the token is the session row's key. */
function tokenOf(cookieValue: string): string {
  const dot = cookieValue.indexOf('.');
  return dot === -1 ? cookieValue : cookieValue.slice(0, dot);
}
