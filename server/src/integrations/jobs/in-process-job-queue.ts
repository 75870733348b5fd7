import type { FastifyBaseLogger } from 'fastify';
import type { JobDefinition, JobQueue } from './job-queue';
import { JobRuns } from './job-runs';

interface Kind {
  definition: JobDefinition<object>;
  waiting: object[];
  active: number;
}

/**
 * The queue on the embedded database, which only this process uses: jobs wait in memory and run here, at most
 * `concurrency` of a kind at once. A stop interrupts the running ones (their handlers end the work as failed:
 * `handedBackOnStop` is false) and drops the waiting ones, whose handlers never started.
 */
export class InProcessJobQueue implements JobQueue {
  readonly kind = 'in-process';
  private readonly kinds = new Map<string, Kind>();
  private readonly runs: JobRuns;
  private started = false;

  constructor(log: FastifyBaseLogger) {
    this.runs = new JobRuns(log);
  }

  define<T extends object>(definition: JobDefinition<T>) {
    if (this.kinds.has(definition.name)) throw new Error(`job ${definition.name} is defined twice`);
    this.kinds.set(definition.name, {
      definition: definition as JobDefinition<object>,
      waiting: [],
      active: 0,
    });
  }

  async send<T extends object>(name: string, data: T) {
    const kind = this.kinds.get(name);
    if (!kind) throw new Error(`job ${name} is not defined`);
    if (this.runs.stopped) throw new Error('the job queue has stopped');
    kind.waiting.push(data);
    this.next(kind);
  }

  async start() {
    this.started = true;
    for (const kind of this.kinds.values()) this.next(kind);
  }

  async stop() {
    for (const kind of this.kinds.values()) kind.waiting.length = 0;
    await this.runs.stop();
  }

  private next(kind: Kind) {
    if (!this.started || this.runs.stopped) return;
    while (kind.active < kind.definition.concurrency && kind.waiting.length > 0) {
      const data = kind.waiting.shift() as object;
      kind.active++;
      void this.runs
        .run(kind.definition, data, false)
        .catch(() => undefined)
        .finally(() => {
          kind.active--;
          this.next(kind);
        });
    }
  }
}
