import { Worker } from 'node:worker_threads';
import type { Results } from '@electric-sql/pglite';
import { textDateParsers } from '../pglite-options';
import { databaseThreadScript } from './database-thread-script';
import {
  receivedError,
  type RowMode,
  type ThreadMessage,
  type ThreadRequest,
  type ThreadStart,
} from './protocol';

/** What drizzle (drizzle-orm/pglite) and the server ask of the embedded database's client. */
export interface QueryOptions {
  rowMode?: RowMode;
  /** Only the date parsers every query already has (pglite-options.ts): functions cannot cross threads. */
  parsers?: Record<number, (value: string) => unknown>;
}

export interface EmbeddedTransaction {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(text: string): Promise<Results[]>;
  readonly closed: boolean;
}

type Request = ThreadRequest extends infer R ? (R extends ThreadRequest ? Omit<R, 'id'> : never) : never;

interface Waiting {
  resolve(value: unknown): void;
  reject(error: Error): void;
}

/**
 * The embedded database as the server's thread sees it: PGlite running in a worker thread of its own
 * (database-thread.ts), reached through messages, with the part of PGlite's interface that drizzle and the
 * server use. Queries no longer hold the event loop: the server's thread reads and answers HTTP while the
 * database thread runs them (issue 35; docs/decisions/027).
 *
 * When the thread dies (out of memory, a fault in WebAssembly), every statement waiting on it fails as the
 * database being unavailable (answered 503), and a new thread opens the same data folder; the statements after
 * that wait for it. Nothing waits forever on a thread that is gone.
 */
export class EmbeddedDatabase {
  private worker: Worker | null = null;
  /** The thread being started; statements wait for it. */
  private starting: Promise<Worker> | null = null;
  private readonly waiting = new Map<number, Waiting>();
  private readonly listeners = new Map<string, Set<(payload: string) => void>>();
  private nextId = 1;
  /** Counts the threads started, so a transaction of a thread that died is not continued on the next. */
  private generation = 0;
  private lastStartFailure = 0;
  private closing = false;
  /** Called when no statement is waiting any more: close() lets what was sent finish first. */
  private whenIdle: (() => void)[] = [];
  closed = false;
  /** Threads started so far, the first one included. */
  threadsStarted = 0;
  /** Where a thread that died is told; until the app's log is given (reportThreadLost), standard error. */
  private reportLost = (summary: string) => {
    process.stderr.write(`The embedded database's thread stopped: ${summary}\n`);
  };

  private constructor(private readonly start: ThreadStart) {}

  /** Starts the thread, opens the database and applies pending migrations there. */
  static async open(start: ThreadStart): Promise<EmbeddedDatabase> {
    const database = new EmbeddedDatabase(start);
    await database.running();
    return database;
  }

  query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    return this.send({ op: 'query', text, params, rowMode: rowModeOf(options) }) as Promise<Results<T>>;
  }

  exec(text: string): Promise<Results[]> {
    return this.send({ op: 'exec', text }) as Promise<Results[]>;
  }

  /**
   * Runs `run` in a transaction: the thread holds it open (other statements wait, as PGlite makes them) until
   * `run` ends, then commits, or rolls back when `run` threw.
   */
  async transaction<T>(run: (tx: EmbeddedTransaction) => Promise<T>): Promise<T> {
    const generation = this.generation;
    const number = (await this.send({ op: 'begin' })) as number;
    let closed = false;
    const inTransaction = (request: Request) => {
      if (closed) return Promise.reject(new Error('The transaction has already ended.'));
      if (generation !== this.generation) return Promise.reject(threadStopped());
      return this.send(request);
    };
    const tx: EmbeddedTransaction = {
      query: <R>(text: string, params: unknown[] = [], options?: QueryOptions) =>
        inTransaction({
          op: 'query',
          text,
          params,
          rowMode: rowModeOf(options),
          tx: number,
        }) as Promise<Results<R>>,
      exec: (text: string) => inTransaction({ op: 'exec', text, tx: number }) as Promise<Results[]>,
      get closed() {
        return closed;
      },
    };
    let result: T;
    try {
      result = await run(tx);
    } catch (error) {
      closed = true;
      if (generation === this.generation)
        await this.send({ op: 'rollback', tx: number }).catch(() => undefined);
      throw error;
    }
    closed = true;
    if (generation !== this.generation) throw threadStopped();
    await this.send({ op: 'commit', tx: number });
    return result;
  }

  /** Calls `onNotice` for every NOTIFY on `channel`, before the answer of the statement that caused it. */
  async listen(channel: string, onNotice: (payload: string) => void): Promise<() => Promise<void>> {
    let callbacks = this.listeners.get(channel);
    if (!callbacks) {
      callbacks = new Set();
      this.listeners.set(channel, callbacks);
      await this.send({ op: 'listen', channel });
    }
    callbacks.add(onNotice);
    return () => this.unlisten(channel, onNotice);
  }

  async unlisten(channel: string, onNotice?: (payload: string) => void): Promise<void> {
    const callbacks = this.listeners.get(channel);
    if (!callbacks) return;
    if (onNotice) callbacks.delete(onNotice);
    if (onNotice && callbacks.size > 0) return;
    this.listeners.delete(channel);
    await this.send({ op: 'unlisten', channel });
  }

  /** Lets every statement sent finish, closes the database (writing it out) and ends the thread. */
  async close(): Promise<void> {
    if (this.closing) return;
    this.closing = true;
    // Statements sent while a thread was starting are posted once it runs: they are waited for too.
    await this.starting?.catch(() => undefined);
    if (this.waiting.size > 0) await new Promise<void>((resolve) => this.whenIdle.push(resolve));
    const worker = this.worker;
    this.closed = true;
    try {
      if (worker) await this.post(worker, { op: 'close' });
    } finally {
      this.worker = null;
      await worker?.terminate();
      this.failWaiting(new Error('The embedded database is closed.'));
    }
  }

  /** Tells `report` of each thread that dies, with what it died of. */
  reportThreadLost(report: (summary: string) => void) {
    this.reportLost = report;
  }

  /** Ends the thread at once, as a crash would (the tests of what the server does then). */
  async stopThreadAbruptly(): Promise<void> {
    await this.worker?.terminate();
  }

  private send(request: Request): Promise<unknown> {
    if (this.closed) return Promise.reject(new Error('The embedded database is closed.'));
    // Posted at once while the thread runs, so the order of statements is the order they were sent in.
    if (this.worker) return this.post(this.worker, request);
    return this.running().then((worker) => this.post(worker, request));
  }

  private post(worker: Worker, request: Request): Promise<unknown> {
    const id = this.nextId++;
    const answer = new Promise<unknown>((resolve, reject) => this.waiting.set(id, { resolve, reject }));
    if (this.waiting.size === 1) worker.ref();
    worker.postMessage({ ...request, id } as ThreadRequest);
    return answer;
  }

  /** The running thread, or the one being started, or a new one (at most one start a second after a failure). */
  private running(): Promise<Worker> {
    if (this.worker) return Promise.resolve(this.worker);
    if (this.starting) return this.starting;
    if (Date.now() - this.lastStartFailure < 1_000) return Promise.reject(threadStopped());
    this.starting = this.startThread().then(
      (worker) => {
        this.worker = worker;
        this.starting = null;
        return worker;
      },
      (error: unknown) => {
        this.starting = null;
        this.lastStartFailure = Date.now();
        throw error;
      },
    );
    return this.starting;
  }

  private async startThread(): Promise<Worker> {
    const worker = new Worker(await databaseThreadScript(), { workerData: this.start });
    this.threadsStarted++;
    try {
      await untilReady(worker);
    } catch (error) {
      await worker.terminate();
      throw error;
    }
    this.generation++;
    worker.on('message', (message: ThreadMessage) => this.receive(message));
    // An 'error' (an exception the thread did not catch, out of memory) is followed by 'exit'; without a
    // listener it would be thrown on the server's thread.
    let failure = '';
    worker.on('error', (error) => (failure = error.message));
    worker.on('exit', (code) => this.lost(worker, failure || `exit code ${code}`));
    worker.unref();
    // A thread started anew listens again on the channels the server follows.
    await Promise.all(
      [...this.listeners.keys()].map((channel) => this.post(worker, { op: 'listen', channel })),
    );
    return worker;
  }

  private receive(message: ThreadMessage) {
    if (message.type === 'notice') {
      for (const onNotice of this.listeners.get(message.channel) ?? []) onNotice(message.payload);
      return;
    }
    if (message.type !== 'answer' && message.type !== 'error') return;
    const waiting = this.waiting.get(message.id);
    if (!waiting) return;
    this.waiting.delete(message.id);
    if (this.waiting.size === 0) this.becameIdle();
    if (message.type === 'answer') waiting.resolve(message.value);
    else waiting.reject(receivedError(message.error));
  }

  /** The thread ended: what waited on it fails as unavailable, and the next statement starts a new one. */
  private lost(worker: Worker, summary: string) {
    if (this.worker !== worker) return;
    this.reportLost(summary);
    this.worker = null;
    this.generation++;
    this.failWaiting(threadStopped());
  }

  private failWaiting(error: Error) {
    const waiting = [...this.waiting.values()];
    this.waiting.clear();
    for (const { reject } of waiting) reject(error);
    this.becameIdle();
  }

  private becameIdle() {
    // Idle, the thread must not keep the process alive (the server's HTTP listener does that).
    this.worker?.unref();
    for (const resolve of this.whenIdle.splice(0)) resolve();
  }
}

/** Resolves when the thread says it opened the database; rejects when it failed or stopped first. */
function untilReady(worker: Worker): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const onMessage = (message: ThreadMessage) => {
      if (message.type === 'ready') settle(resolve);
      else if (message.type === 'failed') settle(() => reject(receivedError(message.error)));
    };
    const onError = (error: Error) => settle(() => reject(error));
    const onExit = (code: number) =>
      settle(() => reject(new Error(`The embedded database's thread stopped (exit code ${code}).`)));
    // Only these listeners go: the worker's own (which keep its messages flowing) must stay.
    const settle = (then: () => void) => {
      worker.off('message', onMessage).off('error', onError).off('exit', onExit);
      then();
    };
    worker.on('message', onMessage).on('error', onError).on('exit', onExit);
  });
}

/**
 * The error of a statement whose thread died: SQLSTATE 57P01 (admin_shutdown), which the server answers as the
 * database being unavailable (503, lib/database-errors.ts), as it does when a PostgreSQL server restarts.
 */
function threadStopped(): Error {
  return Object.assign(new Error('The embedded database stopped unexpectedly; it is being started again.'), {
    code: '57P01',
  });
}

/** The row mode asked for; parsers other than the date parsers every query has are refused, not ignored. */
function rowModeOf(options: QueryOptions | undefined): RowMode {
  const parsers = options?.parsers;
  if (parsers) {
    for (const [type, parser] of Object.entries(parsers)) {
      // drizzle asks for exactly these, as text (pglite-options.ts); the thread has them already.
      const sample = '2026-11-27 10:00:00+00';
      if (!(Number(type) in textDateParsers) || parser(sample) !== sample)
        throw new Error(`The embedded database has no parser of its own for type ${type}.`);
    }
  }
  return options?.rowMode ?? 'object';
}
