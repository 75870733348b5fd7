import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { openSameDatabaseAgain, openTestDatabase } from '../../../test/test-database';
import type { DatabaseHandle } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { createRateCounters, type RateCounters } from './rate-counters';

const quietLog = { warn: vi.fn() } as unknown as Parameters<typeof createRateCounters>[1];
const tenMinutes = 10 * 60_000;

let database: DatabaseHandle;
let counters: RateCounters;
beforeAll(async () => {
  database = await openTestDatabase();
  counters = createRateCounters(database, quietLog);
});
afterAll(async () => {
  counters.stop();
  await database.close();
});
afterEach(() => {
  vi.useRealTimers();
});

// The suite's database: PostgreSQL counts in its table, the embedded database in this process's memory.
describe(`rate counters (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'embedded database, in memory'})`, () => {
  it('counts hits per key, each key apart, and tells how long the window still runs', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-01T09:00:00Z') });
    expect(await counters.hit('route a|anna', tenMinutes)).toEqual({ hits: 1, msLeft: tenMinutes });
    expect((await counters.hit('route a|anna', tenMinutes)).hits).toBe(2);
    expect((await counters.hit('route b|anna', tenMinutes)).hits).toBe(1);
    vi.setSystemTime(new Date('2026-03-01T09:04:00Z'));
    expect(await counters.hit('route a|anna', tenMinutes)).toEqual({ hits: 3, msLeft: 6 * 60_000 });
  });

  it('counts a key of any length (a client may send a very long e-mail address)', async () => {
    // Random, so that PostgreSQL cannot compress it into an index row.
    const long = `route|${randomBytes(10_000).toString('hex')}@example.com`;
    expect((await counters.hit(long, tenMinutes)).hits).toBe(1);
    expect((await counters.hit(long, tenMinutes)).hits).toBe(2);
    expect((await counters.hit(`${long}x`, tenMinutes)).hits).toBe(1);
  });

  it('counts a key holding characters PostgreSQL text cannot store (NUL), each such key apart', async () => {
    const withNul = 'route|a\u0000b@example.com';
    expect((await counters.hit(withNul, tenMinutes)).hits).toBe(1);
    expect((await counters.hit(withNul, tenMinutes)).hits).toBe(2);
    expect((await counters.hit('route|a\u0000c@example.com', tenMinutes)).hits).toBe(1);
    expect((await counters.hit('route|ab@example.com', tenMinutes)).hits).toBe(1);
  });

  it('starts the count again when the window started by the first hit has ended', async () => {
    // Only the clock is faked: both stores measure windows with Date.now.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-01T10:00:00Z') });
    await counters.hit('window|ben', tenMinutes);
    vi.setSystemTime(new Date('2026-03-01T10:09:00Z'));
    // A fixed window: the second hit does not move its end.
    expect(await counters.hit('window|ben', tenMinutes)).toEqual({ hits: 2, msLeft: 60_000 });
    vi.setSystemTime(new Date('2026-03-01T10:10:00Z'));
    expect(await counters.hit('window|ben', tenMinutes)).toEqual({ hits: 1, msLeft: tenMinutes });
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)(
  'rate counters on PostgreSQL (the embedded database keeps them in memory, with no table or second process)',
  () => {
    const rowCount = async () => {
      const result = (await database.db.execute(
        sql`select count(*)::int as n from rate_limit_counters`,
      )) as unknown as {
        rows: { n: number }[];
      };
      return result.rows[0]?.n;
    };

    it('counts together across two processes’ pools', async () => {
      const second = await openSameDatabaseAgain(database);
      if (!second) throw new Error('no second pool on PostgreSQL');
      const otherProcess = createRateCounters(second, quietLog);
      try {
        await counters.hit('shared|carla', tenMinutes);
        expect((await otherProcess.hit('shared|carla', tenMinutes)).hits).toBe(2);
        expect((await counters.hit('shared|carla', tenMinutes)).hits).toBe(3);
      } finally {
        otherProcess.stop();
        await second.close();
      }
    });

    it('removes counts whose window has ended from the migrated table', async () => {
      vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-01T10:00:00Z') });
      await database.db.execute(sql`delete from rate_limit_counters`);
      await counters.hit('old|dora', 1000);
      await counters.hit('current|dora', tenMinutes);
      expect(await rowCount()).toBe(2);
      vi.setSystemTime(new Date('2026-03-01T10:00:02Z'));
      await counters.removeExpired();
      expect(await rowCount()).toBe(1);
    });

    it('answers 503 in plain words when the database cannot be reached', async () => {
      const second = await openSameDatabaseAgain(database);
      if (!second) throw new Error('no second pool on PostgreSQL');
      const cutOff = createRateCounters(second, quietLog);
      cutOff.stop();
      await second.close();
      const refused = await cutOff.hit('away|emil', tenMinutes).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(AppError);
      expect(refused).toMatchObject({
        code: 'serviceUnavailable',
        status: 503,
        message: 'The service is temporarily unavailable. Please try again in a moment.',
      });
    });
  },
);
