import type { FastifyBaseLogger } from 'fastify';
import { underSchemaLock } from '../../db/schema-lock';
import type { Pool } from 'pg';
import type PgBoss from 'pg-boss';
import type { JobDefinition, JobQueue } from './job-queue';
import { JobRuns } from './job-runs';

/** How often an idle worker asks for a job; a job sent by this process wakes its workers at once. */
const pollingIntervalSeconds = 1;
/** A job stopped by a shutdown is retried at once elsewhere; this many stops in a row and it is given up. */
const retryLimit = 5;
/**
 * pg-boss declares an active job lost this long after its run's deadline (its process died without a word) and
 * retries it. The margin covers the handler's own ending after the deadline aborts it.
 */
const expiryMarginSeconds = 120;

/**
 * The queue on PostgreSQL: pg-boss (its own `pgboss` schema, made and migrated by pg-boss at start, under the
 * lock our migrations take), through this process's pool. Every process works every queue; a job is taken by exactly one
 * (FOR UPDATE SKIP LOCKED). A job whose handler throws is retried, which is how a stopping process hands its
 * running jobs back: they abort, undo, throw, and another process starts them again.
 */
export class PgBossJobQueue implements JobQueue {
  readonly kind = 'pg-boss';
  private readonly definitions = new Map<string, JobDefinition<object>>();
  private readonly workers = new Map<string, string[]>();
  private readonly runs: JobRuns;
  private boss: PgBoss | undefined;
  /** pg-boss's queries and our handlers under way: a stop waits for them before the pool may be ended. */
  private readonly inFlight = new Set<Promise<unknown>>();
  /** Set once stopped: pg-boss's stragglers get an empty answer instead of the pool the app ends next. */
  private closed = false;

  constructor(
    private readonly pool: Pool,
    private readonly log: FastifyBaseLogger,
  ) {
    this.runs = new JobRuns(log);
  }

  define<T extends object>(definition: JobDefinition<T>) {
    if (this.definitions.has(definition.name)) throw new Error(`job ${definition.name} is defined twice`);
    this.definitions.set(definition.name, definition as JobDefinition<object>);
  }

  async send<T extends object>(name: string, data: T) {
    const boss = this.requireStarted();
    if (!this.definitions.has(name)) throw new Error(`job ${name} is not defined`);
    await boss.send(name, data);
    // A worker of this process starts it now rather than at its next poll; another may still win the race.
    const [workerId] = this.workers.get(name) ?? [];
    if (workerId) boss.notifyWorker(workerId);
  }

  async start() {
    // Loaded only when PostgreSQL is configured: the embedded database's process never needs it.
    const { default: PgBossClass } = await import('pg-boss');
    const boss = new PgBossClass({
      db: { executeSql: (text, values) => this.executeSql(text, values) },
      // Cron schedules are not used; expiry and retention maintenance are (one process at a time runs them).
      schedule: false,
      supervise: true,
    });
    // pg-boss reports failed polls and maintenance as events; a missing listener would end the process.
    boss.on('error', (error) => this.log.error({ err: error }, 'job queue error'));
    // pg-boss makes its schema under a lock of its own, but it decides to make it before taking that lock, so
    // two processes starting together both try (23505 on pg_namespace); and two processes creating queues at
    // once deadlock on the queue table (40P01). Under the lock of the migrations, one process at a time.
    try {
      await underSchemaLock(this.pool, async () => {
        await boss.start();
        for (const definition of this.definitions.values()) await this.createQueue(boss, definition);
      });
    } catch (error) {
      await boss.stop({ graceful: false, wait: true, close: false }).catch(() => undefined);
      throw error;
    }
    this.boss = boss;
    for (const definition of this.definitions.values()) await this.work(boss, definition);
  }

  async stop() {
    const boss = this.boss;
    if (!boss) return;
    // The handlers first: they undo and throw, and their jobs are failed, which puts them back for a retry.
    await this.runs.stop();
    await boss.stop({ graceful: true, wait: true, timeout: 5_000, close: false });
    // pg-boss's stop returns while a worker's fetch may still be under way: the job it brings is run (its handler
    // sees the stop at once), and pg-boss completes or fails it without awaiting, after the app has ended the
    // pool ('Cannot use a pool after calling end', an unhandled rejection). Wait until all of that has settled.
    do {
      await Promise.allSettled([...this.inFlight]);
      await new Promise((resolve) => setImmediate(resolve));
    } while (this.inFlight.size > 0);
    this.closed = true;
  }

  /**
   * pg-boss's queries. Once this queue stopped, or once its pool is ended (the app closing, or a test cutting a
   * process off its database), they get an empty answer: pg-boss completes and fails jobs without awaiting, so a
   * refusal there would be an unhandled rejection; a job left active is retried after its expiry. The answer has
   * no rows at all: pg-boss reads a fetch without rows as no jobs and a completion without rows as none
   * affected, where an empty row list would make it read the count of a first row that is not there.
   */
  private executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> {
    if (this.closed || this.pool.ending) return Promise.resolve({} as { rows: unknown[] });
    return this.track(this.pool.query(text, values));
  }

  private track<T>(work: Promise<T>): Promise<T> {
    const settled = work.then(
      () => undefined,
      () => undefined,
    );
    this.inFlight.add(settled);
    void settled.then(() => this.inFlight.delete(settled));
    return work;
  }

  private async createQueue(boss: PgBoss, definition: JobDefinition<object>) {
    const queue = {
      name: definition.name,
      retryLimit,
      retryDelay: 0,
      expireInSeconds: Math.ceil(definition.deadlineMs / 1000) + expiryMarginSeconds,
    };
    // create_queue keeps an existing queue's options; the update brings them to this release's.
    await boss.createQueue(definition.name, queue);
    await boss.updateQueue(definition.name, queue);
  }

  private async work(boss: PgBoss, definition: JobDefinition<object>) {
    const ids: string[] = [];
    for (let index = 0; index < definition.concurrency; index++) {
      ids.push(
        await boss.work<object>(definition.name, { batchSize: 1, pollingIntervalSeconds }, async ([job]) => {
          if (job) await this.track(this.runs.run(definition, job.data, true));
        }),
      );
    }
    this.workers.set(definition.name, ids);
  }

  private requireStarted() {
    if (!this.boss || this.runs.stopped) throw new Error('the job queue is not running');
    return this.boss;
  }
}
