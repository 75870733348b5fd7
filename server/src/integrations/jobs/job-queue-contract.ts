import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { JobDeadlineExceeded, JobStopping, type JobQueue, type JobRun } from './job-queue';

export const silentLog = pino({ level: 'silent' }) as FastifyBaseLogger;

export interface QueueUnderTest {
  queue: JobQueue;
  close(): Promise<void>;
}

/** A promise with its resolve, for handlers the test lets go of. */
export function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** Resolves when the signal aborts, with its reason. */
export const aborted = (signal: AbortSignal) =>
  new Promise<unknown>((resolve) => {
    if (signal.aborted) resolve(signal.reason);
    signal.addEventListener('abort', () => resolve(signal.reason), { once: true });
  });

/** What every job queue does, whichever database is underneath (run by each queue's own test file). */
export function describeJobQueueContract(name: string, open: () => Promise<QueueUnderTest>) {
  describe(`job queue: ${name}`, () => {
    const opened: QueueUnderTest[] = [];
    const openQueue = async () => {
      const underTest = await open();
      opened.push(underTest);
      return underTest.queue;
    };
    afterEach(async () => {
      for (const underTest of opened.splice(0)) await underTest.close();
    });

    it('runs a sent job with its data', async () => {
      const queue = await openQueue();
      const seen = deferred<object>();
      queue.define<{ hotel: string }>({
        name: 'greet',
        concurrency: 1,
        deadlineMs: 60_000,
        handle: async (data) => seen.resolve(data),
      });
      await queue.start();
      await queue.send('greet', { hotel: 'Seeblick' });
      expect(await seen.promise).toEqual({ hotel: 'Seeblick' });
    });

    it('runs at most `concurrency` jobs of a kind at once and the rest after them', async () => {
      const queue = await openQueue();
      const started: number[] = [];
      const release = deferred();
      const allStarted = deferred();
      queue.define<{ n: number }>({
        name: 'count',
        concurrency: 2,
        deadlineMs: 60_000,
        handle: async ({ n }) => {
          started.push(n);
          if (started.length === 3) allStarted.resolve();
          await release.promise;
        },
      });
      await queue.start();
      for (const n of [1, 2, 3]) await queue.send('count', { n });
      await expect.poll(() => started.length, { timeout: 10_000 }).toBe(2);
      // The third waits while two run, however long the test looks.
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      expect(started).toHaveLength(2);
      release.resolve();
      await allStarted.promise;
      expect([...started].sort()).toEqual([1, 2, 3]);
    });

    it('tells a run that passes its deadline to stop', async () => {
      const queue = await openQueue();
      const reason = deferred<unknown>();
      queue.define({
        name: 'slow',
        concurrency: 1,
        deadlineMs: 300,
        handle: async (_data, run) => reason.resolve(await aborted(run.signal)),
      });
      await queue.start();
      await queue.send('slow', {});
      expect(await reason.promise).toBeInstanceOf(JobDeadlineExceeded);
    });

    it('on stop, tells the running jobs why and waits for their handlers to return', async () => {
      const queue = await openQueue();
      const running = deferred<JobRun>();
      let returned = false;
      queue.define({
        name: 'long',
        concurrency: 1,
        deadlineMs: 60_000,
        handle: async (_data, run) => {
          running.resolve(run);
          await aborted(run.signal);
          await new Promise((resolve) => setTimeout(resolve, 200));
          returned = true;
        },
      });
      await queue.start();
      await queue.send('long', {});
      const run = await running.promise;
      await queue.stop();
      expect(run.signal.reason).toBeInstanceOf(JobStopping);
      expect(run.handedBackOnStop).toBe(queue.kind === 'pg-boss');
      expect(returned).toBe(true);
      await expect(queue.send('long', {})).rejects.toThrow();
    });

    it('refuses a job of a kind it does not know', async () => {
      const queue = await openQueue();
      await queue.start();
      await expect(queue.send('unknown', {})).rejects.toThrow('not defined');
    });
  });
}
