import pg from 'pg';
import { describe, expect, it } from 'vitest';
import pino from 'pino';
import { createPostgresDatabase } from '../../../test/postgres-databases';
import { openTestDatabase } from '../../../test/test-database';
import { aborted, deferred, describeJobQueueContract, silentLog } from './job-queue-contract';
import type { FastifyBaseLogger } from 'fastify';
import type { JobDefinition } from './job-queue';
import { PgBossJobQueue } from './pg-boss-job-queue';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** A fresh database and, like a second app process, a second pool on it. */
async function twoPoolsOnOneDatabase() {
  const database = await openTestDatabase();
  const first = database.postgresPool as pg.Pool;
  const second = new pg.Pool({ connectionString: first.options.connectionString, max: 4 });
  return {
    first,
    second,
    close: async () => {
      await second.end();
      await database.close();
    },
  };
}

describe.runIf(onPostgres)('pg-boss job queue (runs in the PostgreSQL stage)', () => {
  describeJobQueueContract('pg-boss (PostgreSQL)', async () => {
    const database = await openTestDatabase();
    const queue = new PgBossJobQueue(database.postgresPool as pg.Pool, silentLog);
    return {
      queue,
      close: async () => {
        await queue.stop();
        await database.close();
      },
    };
  });

  it('gives each job to exactly one of two processes', async () => {
    const pools = await twoPoolsOnOneDatabase();
    const runs: string[] = [];
    const done = deferred();
    const definition: JobDefinition<{ id: string }> = {
      name: 'count-once',
      concurrency: 2,
      deadlineMs: 60_000,
      handle: async ({ id }) => {
        runs.push(id);
        if (runs.length === 20) done.resolve();
      },
    };
    const queues = [pools.first, pools.second].map((pool) => new PgBossJobQueue(pool, silentLog));
    try {
      for (const queue of queues) queue.define(definition);
      await Promise.all(queues.map((queue) => queue.start()));
      const ids = Array.from({ length: 20 }, (_, index) => `job-${index}`);
      await Promise.all(ids.map((id, index) => queues[index % 2]?.send('count-once', { id })));
      await done.promise;
      // Anything run twice would show up within a poll or two.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect([...runs].sort()).toEqual([...ids].sort());
    } finally {
      for (const queue of queues) await queue.stop();
      await pools.close();
    }
  });

  it('starts three processes at once on a new database, ten times over: each start succeeds, no error logged', async () => {
    const names = ['first-job', 'second-job', 'third-job'];
    for (let round = 0; round < 10; round++) {
      const database = await createPostgresDatabase(process.env.TEST_DATABASE_URL as string);
      // What each process would log: pg-boss's failed polls and maintenance arrive as 'job queue error'.
      const logged: string[] = [];
      const log = pino(
        { level: 'warn' },
        { write: (line: string) => logged.push(line) },
      ) as FastifyBaseLogger;
      const pools = [1, 2, 3].map(() => new pg.Pool({ connectionString: database.url, max: 4 }));
      const queues = pools.map((pool) => new PgBossJobQueue(pool, log));
      const ran = deferred<string>();
      try {
        for (const queue of queues) {
          for (const name of names) {
            queue.define({ name, concurrency: 1, deadlineMs: 60_000, handle: async () => ran.resolve(name) });
          }
        }
        const starts = await Promise.allSettled(queues.map((queue) => queue.start()));
        expect(
          starts.flatMap((start) => (start.status === 'rejected' ? [String(start.reason)] : [])),
        ).toEqual([]);
        const queued = await (pools[0] as pg.Pool).query<{ name: string }>(
          'select name from pgboss.queue order by name',
        );
        expect(queued.rows.map((row) => row.name)).toEqual([...names].sort());
        // The queues work: a job sent through the last process to start is run by one of them.
        await queues[2]?.send('second-job', {});
        expect(await ran.promise).toBe('second-job');
        expect(logged).toEqual([]);
      } finally {
        for (const queue of queues) await queue.stop();
        for (const pool of pools) await pool.end();
        await database.drop();
      }
    }
  }, 120_000);

  it('hands a running job back when its process stops, and the other process runs it', async () => {
    const pools = await twoPoolsOnOneDatabase();
    const stopping = new PgBossJobQueue(pools.first, silentLog);
    const staying = new PgBossJobQueue(pools.second, silentLog);
    const startedOnStopping = deferred<boolean>();
    const finishedOnStaying = deferred<object>();
    const job = (onRun: JobDefinition<{ hotel: string }>['handle']): JobDefinition<{ hotel: string }> => ({
      name: 'handover',
      concurrency: 1,
      deadlineMs: 60_000,
      handle: onRun,
    });
    stopping.define(
      job(async (_data, run) => {
        startedOnStopping.resolve(run.handedBackOnStop);
        await aborted(run.signal);
        // What a handler does when it is handed back: undo, then throw so the job is retried.
        throw run.signal.reason;
      }),
    );
    staying.define(job(async (data) => finishedOnStaying.resolve(data)));
    try {
      await stopping.start();
      await stopping.send('handover', { hotel: 'Seeblick' });
      expect(await startedOnStopping.promise).toBe(true);
      await staying.start();
      await stopping.stop();
      expect(await finishedOnStaying.promise).toEqual({ hotel: 'Seeblick' });
    } finally {
      await stopping.stop();
      await staying.stop();
      await pools.close();
    }
  });
});

describe.runIf(!onPostgres)('pg-boss job queue', () => {
  it('is tested in the PostgreSQL stage of npm test (TEST_DATABASE_URL); the embedded database uses the in-process queue', () => {
    expect(onPostgres).toBe(false);
  });
});
