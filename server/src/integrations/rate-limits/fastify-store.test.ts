import rateLimit from '@fastify/rate-limit';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { registerErrorHandler } from '../../http/error-handler';
import { AppError } from '../../lib/app-error';
import { sharedRateLimitStore } from './fastify-store';
import { memoryRateCounters, rateCounterTexts, type RateCounters } from './rate-counters';

const apps: ReturnType<typeof Fastify>[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

/** A small app with two limited routes, as app.ts registers the plugin; `handled` counts handler runs. */
async function limitedApp(counters: RateCounters) {
  const app = Fastify();
  apps.push(app);
  registerErrorHandler(app);
  await app.register(rateLimit, { global: false, hook: 'preHandler', store: sharedRateLimitStore(counters) });
  const handled = { count: 0 };
  const sameKey = () => 'one-client';
  app.post(
    '/a',
    { config: { rateLimit: { max: 2, timeWindow: '15 minutes', keyGenerator: sameKey } } },
    async () => {
      handled.count++;
      return { ok: true };
    },
  );
  app.post(
    '/b',
    { config: { rateLimit: { max: 2, timeWindow: '1 hour', keyGenerator: sameKey } } },
    async () => {
      handled.count++;
      return { ok: true };
    },
  );
  await app.ready();
  return { app, handled };
}

describe('the shared store for @fastify/rate-limit', () => {
  it('counts each route apart, in its own window, and answers 429 with the plugin’s message and headers', async () => {
    const { app } = await limitedApp(memoryRateCounters());
    const post = (url: string) => app.inject({ method: 'POST', url });
    expect((await post('/a')).statusCode).toBe(200);
    const second = await post('/a');
    expect(second.headers['x-ratelimit-remaining']).toBe('0');
    expect(second.headers['x-ratelimit-reset']).toBe('900');
    const refused = await post('/a');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      error: {
        code: 'rateLimited',
        message: 'Rate limit exceeded, retry in 15 minutes',
        messageId: 'http.rateLimited',
        values: { after: '15 minutes' },
      },
    });
    expect(refused.headers['retry-after']).toBe('900');
    // The same client key on another route has that route's own count and window.
    const other = await post('/b');
    expect(other.statusCode).toBe(200);
    expect(other.headers['x-ratelimit-remaining']).toBe('1');
    expect(other.headers['x-ratelimit-reset']).toBe('3600');
  });

  it('answers 503 in plain words and runs no handler when the counts cannot be taken', async () => {
    const unreachable: RateCounters = {
      hit: async () => {
        throw new AppError('serviceUnavailable', rateCounterTexts.unavailable);
      },
      removeExpired: async () => {},
      stop: () => {},
    };
    const { app, handled } = await limitedApp(unreachable);
    const response = await app.inject({ method: 'POST', url: '/a' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      error: {
        code: 'serviceUnavailable',
        message: 'The service is temporarily unavailable. Please try again in a moment.',
        messageId: 'http.unavailable',
      },
    });
    expect(handled.count).toBe(0);
  });
});
