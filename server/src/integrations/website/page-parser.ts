import { Worker } from 'node:worker_threads';
import { Semaphore } from '../../lib/semaphore';
import { pageParserScript } from './page-parser-script';
import type { PageToParse } from './page-parser-thread';
import type { PageReading } from './read-page';

/**
 * A page still being parsed after this long is given up (issue 30). parse5 reads a hotel's page in
 * milliseconds and the most hostile 2 MB page we found (nested `<a><b>`) in about 1.3 s on a 2-core server.
 */
export const pageTimeLimitMs = 5_000;

/**
 * The worker's own heap limit: the tree of a hostile 2 MB page can take a few hundred MB, and a page that needs
 * more ends the worker (and is left out), not the server.
 */
const workerHeapMb = 512;

export type PageNotParsedReason = 'time-limit' | 'parser-failed';

/** A page the parser gave up on: over the time limit, or its worker failed (e.g. out of its heap). */
export class PageNotParsed extends Error {
  constructor(
    readonly reason: PageNotParsedReason,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'PageNotParsed';
  }
}

export interface PageParserOptions {
  /** The time limit per page; tests give a short one. */
  timeLimitMs?: number;
}

/**
 * Reads web pages (read-page.ts) in a worker thread, so the server's own thread keeps answering while a page of
 * up to 2 MB is parsed (issue 30: one hostile 5 MB page stalled /api/config for 1.9 s). One worker, started at
 * the first page and kept for the next; pages take turns, which leaves the machine's other core to the API. A
 * page over the time limit ends its worker (the only way to stop synchronous parsing) and is rejected with
 * PageNotParsed; the next page starts a new worker.
 */
export class PageParser {
  private readonly turns = new Semaphore(1);
  private readonly timeLimitMs: number;
  private worker: Worker | null = null;
  /** Workers started so far: each page given up has cost its worker. */
  workersStarted = 0;

  constructor(options: PageParserOptions = {}) {
    this.timeLimitMs = options.timeLimitMs ?? pageTimeLimitMs;
  }

  /** The page's reading, parsed in the worker; rejects with PageNotParsed when the parser gives up on it. */
  read(html: string, pageUrl: string): Promise<PageReading> {
    return this.turns.run(() => this.readInWorker({ html, pageUrl }));
  }

  /** Ends the worker (a later read starts another). */
  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    await worker?.terminate();
  }

  private async readInWorker(page: PageToParse): Promise<PageReading> {
    const worker = await this.readyWorker();
    return new Promise<PageReading>((resolve, reject) => {
      const giveUp = (reason: PageNotParsedReason, message: string, cause?: unknown) => {
        settle();
        this.discard(worker);
        void worker.terminate().catch(() => undefined);
        reject(new PageNotParsed(reason, message, { cause }));
      };
      const onMessage = (reading: PageReading) => {
        settle();
        resolve(reading);
      };
      const onError = (error: Error) =>
        giveUp('parser-failed', `the page parser failed: ${error.message}`, error);
      const onExit = (code: number) => giveUp('parser-failed', `the page parser stopped (exit code ${code})`);
      const timer = setTimeout(
        () => giveUp('time-limit', `the page was not parsed within ${this.timeLimitMs} ms`),
        this.timeLimitMs,
      );
      const settle = () => {
        clearTimeout(timer);
        worker.off('message', onMessage).off('error', onError).off('exit', onExit);
      };
      worker.on('message', onMessage).on('error', onError).on('exit', onExit);
      worker.postMessage(page);
    });
  }

  /**
   * The running worker, or a new one once it says it is ready (page-parser-thread.ts): the time limit counts the
   * parsing only, not a worker's start, which on a busy machine can take a while.
   */
  private async readyWorker(): Promise<Worker> {
    if (this.worker) return this.worker;
    const worker = new Worker(await pageParserScript(), {
      resourceLimits: { maxOldGenerationSizeMb: workerHeapMb },
    });
    this.workersStarted++;
    // An idle worker must not keep the process alive; a page being parsed is held by its time limit's timer.
    worker.unref();
    // Whatever happens to it between pages, a failed worker is replaced at the next page (and an 'error'
    // without a listener would throw in the server's thread).
    worker.on('error', () => this.discard(worker)).on('exit', () => this.discard(worker));
    try {
      await new Promise<void>((resolve, reject) => {
        worker
          .once('message', () => resolve())
          .once('error', reject)
          .once('exit', reject);
      });
    } catch (error) {
      throw new PageNotParsed('parser-failed', 'the page parser did not start', { cause: error });
    }
    this.worker = worker;
    return worker;
  }

  private discard(worker: Worker) {
    if (this.worker === worker) this.worker = null;
  }
}

/** The process's one page parser, shared by every website import. */
export const sharedPageParser = new PageParser();
