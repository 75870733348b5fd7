import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthenticated } from '../lib/app-error';
import type { SessionUser } from './fastify-types';

/** Reads the signed-in user of a request (features/accounts/sessions.ts provides it). */
export type ReadSession = (request: FastifyRequest) => Promise<SessionUser | null>;

/**
 * Every /api route is signed-in only unless its config says `access: 'public'`. Key routes (`access: 'apiKey'`,
 * /api/v1) are the key door's alone: their session cookie is never read (features/api-keys/key-door.ts).
 */
export function registerSessionGuard(app: FastifyInstance, readSession: ReadSession) {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (access === 'public' || access === 'apiKey') return;
    if (!request.routeOptions.url?.startsWith('/api/')) return;
    const user = await readSession(request);
    if (!user) throw unauthenticated();
    request.user = user;
  });
}

/** The signed-in user of a signedIn route (the guard has already refused anonymous requests). */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthenticated();
  return request.user;
}
