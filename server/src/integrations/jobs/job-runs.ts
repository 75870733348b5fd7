import type { FastifyBaseLogger } from 'fastify';
import { JobDeadlineExceeded, JobStopping, type JobDefinition } from './job-queue';

/**
 * The runs of this process, shared by both queues: each gets a signal that aborts at its deadline or when the
 * process stops, and a stop waits for every handler to return.
 */
export class JobRuns {
  private readonly running = new Map<Promise<void>, AbortController>();
  private stopping = false;

  constructor(private readonly log: FastifyBaseLogger) {}

  get stopped() {
    return this.stopping;
  }

  get size() {
    return this.running.size;
  }

  /**
   * Runs one job through its handler. Resolves when the handler does and rejects when it throws (the pg-boss
   * queue then fails the job, which retries it); the error is logged here either way.
   */
  run<T extends object>(definition: JobDefinition<T>, data: T, handedBackOnStop: boolean): Promise<void> {
    const controller = new AbortController();
    if (this.stopping) controller.abort(new JobStopping());
    const deadline = setTimeout(
      () => controller.abort(new JobDeadlineExceeded(definition.deadlineMs)),
      definition.deadlineMs,
    );
    deadline.unref();
    const run = definition
      .handle(data, { signal: controller.signal, handedBackOnStop })
      .catch((error: unknown) => {
        const handedBack = handedBackOnStop && controller.signal.reason instanceof JobStopping;
        if (handedBack) this.log.info({ job: definition.name }, 'job handed back to the queue');
        else this.log.error({ err: error, job: definition.name }, 'job failed');
        throw error;
      })
      .finally(() => {
        clearTimeout(deadline);
        this.running.delete(run);
      });
    this.running.set(run, controller);
    return run;
  }

  /** Tells every run to stop and waits for their handlers to return. */
  async stop() {
    this.stopping = true;
    for (const controller of this.running.values()) controller.abort(new JobStopping());
    await Promise.allSettled(this.running.keys());
  }
}
