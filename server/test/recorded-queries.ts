import { AsyncLocalStorage } from 'node:async_hooks';
import { sql, type Logger, type SQL } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Db } from '../src/db/client';

/** One statement as drizzle sent it: its SQL text with $n placeholders and their values. */
export interface RecordedStatement {
  text: string;
  params: unknown[];
}

export interface QueryRecorder {
  /**
   * Runs `work` and returns the statements it sent, in order: only those sent from its own asynchronous context,
   * so a periodic sweep that happens to run meanwhile is not counted. A request made with injectRecorded()
   * inside `work` is in that context; one that arrives over a socket is not.
   */
  during<T>(work: () => Promise<T>): Promise<{ result: T; statements: RecordedStatement[] }>;
}

/** The part of drizzle's session this reads: its logger, and the options a transaction's session copies. */
interface SessionWithLogger {
  logger?: Logger;
  options?: { logger?: Logger };
}

/**
 * Records the statements a database handle sends, for the N+1 test (list-query-counts.test.ts) and the query
 * plans benchmark (bench/query-plans.mjs). drizzle has no public way to add a logger to a database already built
 * (server/src/db/ builds it), so this teaches the session's own logger to record: every statement passes it,
 * prepared ones too (db/prepared.ts: they keep the logger of the session they were prepared on), and each
 * transaction's session is given the same one through the options it copies.
 */
export function recordQueries(db: Db): QueryRecorder {
  const session = (db as unknown as { session?: SessionWithLogger }).session;
  const logger = session?.logger;
  if (!session?.options || !logger || typeof logger.logQuery !== 'function') {
    // A drizzle upgrade that moved these would otherwise make every count a silent zero.
    throw new Error('recordQueries: drizzle session without a logger (drizzle-orm internals changed?)');
  }
  const recording = new AsyncLocalStorage<RecordedStatement[]>();
  logger.logQuery = (text, params) => {
    recording.getStore()?.push({ text, params: [...params] });
  };
  session.options.logger = logger;
  return {
    async during(work) {
      const statements: RecordedStatement[] = [];
      const result = await recording.run(statements, work);
      return { result, statements };
    },
  };
}

/**
 * app.inject() that keeps the caller's asynchronous context, so a recorder sees the request's statements: the
 * promise form of Fastify's inject (5.x) runs the request from the queue of the app's `ready()`, outside the
 * caller's context, where the callback form runs it from the caller's.
 */
export function injectRecorded(
  app: FastifyInstance,
  options: InjectOptions,
): Promise<LightMyRequestResponse> {
  return new Promise((resolve, reject) => {
    void app.inject(options, (error, response) => {
      if (error || !response) reject(error ?? new Error('inject answered nothing'));
      else resolve(response);
    });
  });
}

/** Reads only: EXPLAIN ANALYZE runs the statement, so nothing that writes or locks is explained. */
export function isRead(statement: RecordedStatement): boolean {
  const text = statement.text.trim().toLowerCase();
  return (
    /^(select|with)\b/.test(text) &&
    !/\b(insert\s+into|update\s+"?\w+"?\s+set|delete\s+from)\b/.test(text) &&
    !/\bfor\s+(update|no key update|share|key share)\b/.test(text)
  );
}

/**
 * A recorded statement as drizzle SQL again: its text around the $n placeholders, each bound to its value
 * (drizzle numbers them anew, in order), to be explained through the same database handle the app uses.
 */
export function recordedSql(statement: RecordedStatement): SQL {
  const chunks: SQL[] = [];
  let last = 0;
  for (const match of statement.text.matchAll(/\$(\d+)\b/g)) {
    chunks.push(sql.raw(statement.text.slice(last, match.index)));
    chunks.push(sql`${statement.params[Number(match[1]) - 1]}`);
    last = match.index + match[0].length;
  }
  chunks.push(sql.raw(statement.text.slice(last)));
  return sql.join(chunks);
}
