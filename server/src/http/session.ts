import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Auth } from '../features/accounts/auth';
import { unauthenticated } from '../lib/app-error';
import type { SessionUser } from './fastify-types';

/** Looks up the session behind the request's cookie; a missing, expired or tampered cookie is no session. */
export async function readSessionUser(auth: Auth, request: FastifyRequest): Promise<SessionUser | null> {
  const result = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
  if (!result) return null;
  const { id, email, name, emailVerified } = result.user;
  return { id, email, name, emailVerified };
}

/** Every /api route is signed-in only unless its config says `access: 'public'`. */
export function registerSessionGuard(app: FastifyInstance, auth: Auth) {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.access === 'public') return;
    if (!request.routeOptions.url?.startsWith('/api/')) return;
    const user = await readSessionUser(auth, request);
    if (!user) throw unauthenticated();
    request.user = user;
  });
}

/** The signed-in user of a signedIn route (the guard has already refused anonymous requests). */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthenticated();
  return request.user;
}
