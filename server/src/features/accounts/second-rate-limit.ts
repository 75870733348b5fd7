import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';

export interface SecondRateLimit {
  max: number;
  timeWindow: string;
  keyGenerator: (request: FastifyRequest) => string;
  message: string;
}

/**
 * A further limit on a route that already has one in its `config.rateLimit` (the plugin runs only one limit
 * hook per request). Used as the route's preHandler; an exceeded limit answers 429 like the plugin does.
 * The counts are shared by all app processes (integrations/rate-limits/); the key names the route and that
 * this is its second limit, so it counts apart from the route's first limit and from other routes.
 */
export function secondRateLimit(
  app: FastifyInstance,
  { max, timeWindow, keyGenerator, message }: SecondRateLimit,
) {
  const check = app.createRateLimit({
    max,
    timeWindow,
    keyGenerator: (request) =>
      `${request.method} ${request.routeOptions.url}|second|${keyGenerator(request)}`,
  });
  return async (request: FastifyRequest) => {
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) {
      throw new AppError('rateLimited', message);
    }
  };
}
