import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthenticated } from '../lib/app-error';
import type { SessionUser } from './fastify-types';

/** Reads the signed-in user of a request (features/accounts/sessions.ts provides it). */
export type ReadSession = (request: FastifyRequest) => Promise<SessionUser | null>;

/** Every /api route is signed-in only unless its config says `access: 'public'`. */
export function registerSessionGuard(app: FastifyInstance, readSession: ReadSession) {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.access === 'public') return;
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
