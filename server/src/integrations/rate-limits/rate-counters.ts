import { httpTexts } from '@common/errors/texts';
import { createHash } from 'node:crypto';
import { getTableName, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Pool } from 'pg';
import { RateLimiterMemory, RateLimiterPostgres } from 'rate-limiter-flexible';
import type { DatabaseHandle, Db } from '../../db/client';
import { rateLimitCounters } from '../../db/schema';
import { AppError } from '../../lib/app-error';

/** One key's count in its current window. */
export interface WindowCount {
  /** Hits in the window, this one included. */
  hits: number;
  /** Milliseconds until the window ends and the count starts again from zero. */
  msLeft: number;
}

/**
 * Counters for every rate limit of the app (the route limits and the per-user AI limits), shared by all app
 * processes on PostgreSQL. Windows are fixed: a key's first hit starts a window of `windowMs`, and the count
 * starts again after it ends (unlike a sliding window, a client can spend up to twice a limit around the
 * moment one window ends and the next starts). Callers compare `hits` with their own maximum.
 */
export interface RateCounters {
  /**
   * Counts one hit for the key (which names the limit, e.g. the route, and the client). Throws 503
   * 'serviceUnavailable' when the count cannot be taken, so no caller lets a request through unlimited.
   */
  hit(key: string, windowMs: number): Promise<WindowCount>;
  /** Deletes counts whose window has ended (PostgreSQL; memory forgets them by itself). */
  removeExpired(): Promise<void>;
  /** Stops the periodic removal of ended counts, with the app. */
  stop(): void;
}

export const rateCounterTexts = {
  // The counts live in the database: when they cannot be taken, the user reads what a database outage says.
  unavailable: httpTexts.unavailable,
};

/** Five minutes between removals of ended counts, as the library's own timer would do. */
const removalIntervalMs = 5 * 60_000;

/**
 * PostgreSQL counters when the app runs on PostgreSQL (so every process counts together); memory counters
 * on the embedded database, whose only client is this one process, so its own memory is the whole count.
 */
export function createRateCounters(database: DatabaseHandle, log: FastifyBaseLogger): RateCounters {
  return database.postgresPool
    ? postgresRateCounters(database.postgresPool, database.db, log)
    : memoryRateCounters();
}

export function memoryRateCounters(): RateCounters {
  // Points are the library's own limit, unused: `penalty` only counts, and the callers decide.
  const limiter = new RateLimiterMemory({ keyPrefix: '', points: 1, duration: 0 });
  return {
    hit: async (key, windowMs) => {
      const result = await limiter.penalty(storedKey(key), 1, { customDuration: windowSeconds(windowMs) });
      return { hits: result.consumedPoints, msLeft: result.msBeforeNext };
    },
    removeExpired: async () => {},
    stop: () => {},
  };
}

/**
 * Counts in the table rate_limit_counters, made by our migration (db/schema/rate-limits.ts). `tableCreated`
 * keeps the library from running CREATE TABLE at start, and its own removal timer is off in favour of ours,
 * which stops with the app and logs instead of failing when the database is away.
 */
function postgresRateCounters(pool: Pool, db: Db, log: FastifyBaseLogger): RateCounters {
  const limiter = new RateLimiterPostgres({
    storeClient: pool,
    storeType: 'pool',
    tableName: getTableName(rateLimitCounters),
    tableCreated: true,
    clearExpiredByTimeout: false,
    keyPrefix: '',
    points: 1,
    duration: 0,
  });
  const removeExpired = async () => {
    await db.delete(rateLimitCounters).where(lt(rateLimitCounters.expire, Date.now()));
  };
  const timer = setInterval(() => {
    removeExpired().catch((error: unknown) => {
      log.warn({ err: error }, 'ended rate-limit counts not removed; trying again in five minutes');
    });
  }, removalIntervalMs);
  // The removal never keeps a stopping process alive.
  timer.unref();
  return {
    hit: async (key, windowMs) => {
      try {
        const result = await limiter.penalty(storedKey(key), 1, {
          customDuration: windowSeconds(windowMs),
        });
        return { hits: result.consumedPoints, msLeft: result.msBeforeNext };
      } catch (error) {
        throw new AppError('serviceUnavailable', rateCounterTexts.unavailable, {
          cause: error,
          detail: `rate limit not counted: ${error instanceof Error ? error.message : String(error)}`,
        });
      }
    },
    removeExpired,
    stop: () => clearInterval(timer),
  };
}

/**
 * The library takes windows in seconds and multiplies them back; whole seconds keep the expiry an integer
 * (the column is bigint). Every limit of the app is minutes or hours long.
 */
function windowSeconds(windowMs: number) {
  return Math.max(1, Math.round(windowMs / 1000));
}

/**
 * Keys hold what a client sent (an e-mail address is read before it is validated), so a long one is stored as
 * its hash: a primary key cannot hold a value of any length, and memory should not either. So is one with a NUL
 * character, which PostgreSQL text cannot hold at all.
 */
function storedKey(key: string) {
  const storable = key.length <= 200 && !key.includes('\u0000');
  return storable ? key : `sha256:${createHash('sha256').update(key).digest('hex')}`;
}
