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
 */
export function secondRateLimit(
  app: FastifyInstance,
  { max, timeWindow, keyGenerator, message }: SecondRateLimit,
) {
  const check = app.createRateLimit({ max, timeWindow, keyGenerator });
  return async (request: FastifyRequest) => {
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) {
      throw new AppError('rateLimited', message);
    }
  };
}
