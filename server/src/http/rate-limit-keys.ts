import type { FastifyRequest } from 'fastify';

/**
 * The key of a limit per signed-in user, for routes the session guard has already let through. The client's
 * address stands in only where a route is reached without a user, which a signed-in route never is.
 */
export const perUser = (request: FastifyRequest) => request.user?.id ?? request.ip;
