/**
 * Work that outlives the request that asked for it (the property import; later, content pushes), run by any
 * app process and reported through the database. Two implementations behind this interface: pg-boss on
 * PostgreSQL, where several processes share one queue, and an in-process queue on the embedded database, which
 * has this one process (docs/decisions/016-jobs-and-shared-limits.md).
 */
export interface JobQueue {
  readonly kind: 'pg-boss' | 'in-process';
  /** Declares a kind of job and its handler; every kind is defined before `start`. */
  define<T extends object>(definition: JobDefinition<T>): void;
  /** Queues a job; it runs in this process or another, at most `concurrency` of its kind at once per process. */
  send<T extends object>(name: string, data: T): Promise<void>;
  start(): Promise<void>;
  /**
   * Stops taking jobs and tells the running ones to stop (their signal aborts with JobStopping). On PostgreSQL a
   * job that then throws goes back to the queue, where another process (or this one after a restart) takes it.
   * Resolves once every handler has returned.
   */
  stop(): Promise<void>;
}

export interface JobDefinition<T extends object> {
  /** Letters, digits, dashes: the queue's name in pg-boss. */
  name: string;
  /** Jobs of this kind that one process runs at once; more wait in the queue. */
  concurrency: number;
  /**
   * A run that takes longer is told to stop (signal aborts with JobDeadlineExceeded) and counts as finished:
   * pg-boss would otherwise consider the job lost after its expiry and run it a second time.
   */
  deadlineMs: number;
  handle(data: T, run: JobRun): Promise<void>;
}

export interface JobRun {
  /** Aborts when the deadline passes (JobDeadlineExceeded) or this process stops (JobStopping). */
  signal: AbortSignal;
  /**
   * Whether a run that this process's stop interrupts is taken over: true on PostgreSQL (the handler should
   * undo its partial work and throw, and the job runs again elsewhere), false in-process (nobody else will take
   * it, so the handler ends the work as failed).
   */
  handedBackOnStop: boolean;
}

/** The abort reason when the process stops. */
export class JobStopping extends Error {
  constructor() {
    super('the app is stopping');
    this.name = 'JobStopping';
  }
}

/** The abort reason when a run passed its definition's deadline. */
export class JobDeadlineExceeded extends Error {
  constructor(deadlineMs: number) {
    super(`the job ran longer than ${Math.round(deadlineMs / 1000)} s`);
    this.name = 'JobDeadlineExceeded';
  }
}

/** Whether the run was stopped because its process is stopping (rather than by its deadline). */
export const stoppedByShutdown = (run: JobRun) => run.signal.reason instanceof JobStopping;
