import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { RateCounters } from './rate-counters';

/** What @fastify/rate-limit hands to `child`: the route's merged limit options, with the route itself. */
interface ChildOptions {
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * A store for @fastify/rate-limit (its `store` option) that counts in the shared counters. The plugin makes
 * one child per route limit (`config.rateLimit`) and one per `app.createRateLimit`; a route's child puts the
 * route into every key, so routes never share counts. `createRateLimit` children do not know their route:
 * their key generator must name it (features/accounts/second-rate-limit.ts does). A failed count rejects
 * with 503 and the plugin lets the error through (`skipOnError` stays false): no request passes unlimited.
 */
export function sharedRateLimitStore(counters: RateCounters): FastifyRateLimitStoreCtor {
  class SharedRateLimitStore implements FastifyRateLimitStore {
    // The plugin constructs the root store with its global options, which name no route.
    constructor(
      _options: object,
      private readonly scope = 'app',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      counters.hit(`${this.scope}|${key}`, timeWindow).then(
        ({ hits, msLeft }) => callback(null, { current: hits, ttl: msLeft }),
        (error: Error) => callback(error),
      );
    }

    child(options: unknown): FastifyRateLimitStore {
      return new SharedRateLimitStore({}, scopeOf(options as ChildOptions));
    }
  }
  return SharedRateLimitStore;
}

function scopeOf({ routeInfo }: ChildOptions) {
  if (!routeInfo?.url) return 'created';
  const method = Array.isArray(routeInfo.method) ? routeInfo.method.join(',') : (routeInfo.method ?? '');
  return `${method} ${routeInfo.url}`;
}
