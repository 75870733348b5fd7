import { getCookies } from 'better-auth/cookies';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyRequest } from 'fastify';
import type { SessionUser } from '../../http/fastify-types';
import type { Auth } from './auth';
import type { SessionCache } from './session-cache';

export interface Sessions {
  /** The signed-in user behind the request's cookie; a missing, expired, revoked or tampered one is null. */
  read(request: FastifyRequest): Promise<SessionUser | null>;
  /** Drops what this process remembers of a user's sessions (account deletion, which bypasses better-auth). */
  forgetUser(userId: string): void;
}

/**
 * Session lookups through better-auth, remembered for a short while per process (session-cache.ts), so most
 * signed-in requests cost no database round trip.
 */
export function createSessions(auth: Auth, cache: SessionCache): Sessions {
  const cookieName = getCookies(auth.options).sessionToken.name;
  return {
    async read(request) {
      const cookieValue = request.cookies[cookieName];
      if (!cookieValue) return null;
      const cached = cache.get(cookieValue);
      if (cached) return cached;
      const result = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
      if (!result) return null;
      const { id, email, name, emailVerified } = result.user;
      const user = { id, email, name, emailVerified };
      cache.set(cookieValue, user, new Date(result.session.expiresAt));
      return user;
    },
    forgetUser: (userId) => cache.forgetUser(userId),
  };
}
