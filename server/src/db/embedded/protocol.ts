/**
 * The messages between the server's thread and the thread that owns the embedded database
 * (database-thread.ts). Every request carries an id and is answered once, in the order the thread ran it;
 * notices (NOTIFY) are posted the moment PGlite delivers them, so they reach the server's thread before the
 * answer of the statement that caused them.
 */

/** Where the thread's database comes from: a data folder on disk, or a dump loaded into memory (tests). */
export type EmbeddedSource = { dataDir: string } | { dump: ArrayBuffer };

export interface ThreadStart {
  source: EmbeddedSource;
  /** The drizzle migrations, applied before the thread says it is ready. */
  migrationsFolder: string;
}

export type RowMode = 'object' | 'array';

export type ThreadRequest =
  | { id: number; op: 'query'; text: string; params: unknown[]; rowMode: RowMode; tx?: number }
  | { id: number; op: 'exec'; text: string; tx?: number }
  | { id: number; op: 'begin' }
  | { id: number; op: 'commit' | 'rollback'; tx: number }
  | { id: number; op: 'listen' | 'unlisten'; channel: string }
  | { id: number; op: 'close' };

export type ThreadMessage =
  | { type: 'ready' }
  | { type: 'failed'; error: SentError }
  | { type: 'answer'; id: number; value: unknown }
  | { type: 'error'; id: number; error: SentError }
  | { type: 'notice'; channel: string; payload: string };

/** An error as it crosses threads: its message and the fields PostgreSQL gave it (code, detail, query...). */
export interface SentError {
  name: string;
  message: string;
  fields: Record<string, unknown>;
}

/**
 * The error's own fields that can cross a thread (a structured clone refuses functions, such as the query
 * options PGlite keeps on its errors): what the server reads of a database error (code, constraint, detail,
 * query, params) all can.
 */
export function errorToSend(error: unknown): SentError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) {
    // The name travels on its own (PGlite's errors also carry it as a field of their own).
    if (key === 'name' || typeof value === 'function') continue;
    try {
      fields[key] = structuredClone(value);
    } catch {
      // A field that cannot be copied is left out; none that the server reads is such.
    }
  }
  return { name: error.name, message: error.message, fields };
}

/** The error again on the server's thread, with its fields, and a stack that starts where it was awaited. */
export function receivedError(sent: SentError): Error {
  const error = new Error(sent.message);
  Object.defineProperty(error, 'name', { value: sent.name, enumerable: false });
  Object.assign(error, sent.fields);
  return error;
}
