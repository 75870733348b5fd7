import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Pool, QueryConfig } from 'pg';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { projectRoot } from '../lib/project-root';
import { databaseFailureSummary } from '../lib/database-errors';
import { defaultStartWaitMs, waitForFirstConnection } from './first-connection';
import { acquireFolderLock, type FolderLock } from './folder-lock';
import { underSchemaLock } from './schema-lock';
import { EmbeddedDatabase } from './embedded/embedded-database';
import type { NoticeListener } from './notices';
import { PoolNotices, type NoticeChannel } from './postgres-notices';
import * as schema from './schema';

export type Schema = typeof schema;
/** The drizzle database, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** A trivial round trip, for the health check. */
  ping(): Promise<void>;
  /**
   * Tells `listener` of every NOTIFY on `channel` (one of postgres-notices.ts noticeChannels), after the change
   * committed; a change made through this handle is heard before the statement that made it answers. On the
   * embedded database this process is the only client, so every change is heard; on PostgreSQL another
   * process's change is heard a moment after its commit, and the listener is told when notices may go unheard
   * (decision 032).
   */
  listen(channel: NoticeChannel, listener: NoticeListener): Promise<void>;
  /**
   * Only on PostgreSQL: the connection pool, for the libraries that speak to PostgreSQL themselves (the job
   * queue, the shared rate limits), so a process keeps one pool.
   */
  postgresPool?: Pool;
  /**
   * Only on PostgreSQL: where to report a pooled connection that died while idle (the server stopped or
   * restarted). Until the app's log is given here, the report is one line on standard error.
   */
  reportLostConnections?(report: (summary: string) => void): void;
  /**
   * Only on the embedded database: where to report its thread dying (embedded/embedded-database.ts); the next
   * statement starts a new one.
   */
  reportThreadLost?(report: (summary: string) => void): void;
  close(): Promise<void>;
}

export const migrationsFolder = path.join(projectRoot(), 'server/src/db/migrations');

export type DatabaseOptions =
  | {
      kind: 'postgres';
      url: string;
      /** How long a start waits for PostgreSQL to accept connections (first-connection.ts). */
      startWaitMs?: number;
    }
  | { kind: 'pglite'; dataDir: string }
  /** An embedded database already running in its thread (the tests open theirs from a migrated dump). */
  | { kind: 'embedded'; client: EmbeddedDatabase };

/** The database the configuration names: PostgreSQL at DATABASE_URL, else the embedded one in DATA_DIR. */
export function openConfiguredDatabase(config: { databaseUrl?: string; dataDir: string }) {
  return openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: config.dataDir },
  );
}

/** Opens the database and applies pending migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === 'postgres') return openPostgres(options.url, options.startWaitMs);
  if (options.kind === 'embedded') return embeddedHandle(options.client, undefined);
  const lock = acquireFolderLock(options.dataDir);
  try {
    const client = await EmbeddedDatabase.open({
      source: { dataDir: path.join(options.dataDir, 'db') },
      migrationsFolder,
    });
    return embeddedHandle(client, lock);
  } catch (error) {
    lock.release();
    throw error;
  }
}

/**
 * The embedded database, run in a thread of its own (embedded/embedded-database.ts), as drizzle gets it:
 * drizzle's PGlite driver asks its client only for `query` and `transaction`, which that thread's client
 * answers as PGlite does.
 */
function embeddedHandle(client: EmbeddedDatabase, lock: FolderLock | undefined): DatabaseHandle {
  const db = drizzlePglite(client as never, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    listen: async (channel, listener) => {
      await client.listen(channel, (payload) => listener.notice(payload));
    },
    reportThreadLost: (report) => client.reportThreadLost(report),
    close: async () => {
      try {
        if (!client.closed) await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}

/**
 * A host that does not answer fails a request after this long instead of holding it (the answer is 503).
 * There is no statement or query timeout: imports and migrations may rightly run long, and a server that
 * stops or restarts ends its sessions at once (57P01), which fails their queries without waiting.
 */
const connectTimeoutMs = 3_000;
/** A health check answers within this, also when a pooled connection went silent without being closed. */
const pingTimeoutMs = 3_000;

async function openPostgres(url: string, startWaitMs = defaultStartWaitMs): Promise<DatabaseHandle> {
  // Loaded only when PostgreSQL is configured: the embedded database's process never needs the driver.
  const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  // Every connection listens, the migration's too (decision 032).
  const notices = new PoolNotices();
  const pool = new pg.Pool({
    connectionString: url,
    onConnect: notices.connected,
    max: 10,
    connectionTimeoutMillis: connectTimeoutMs,
    // A connection to a host that vanished without closing it is found dead by TCP rather than never.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  });
  // An idle client whose connection dies makes the pool emit 'error', which would end the process unheard;
  // the pool has already dropped that client and opens a new one for the next query.
  let reportLostConnection = (summary: string) => {
    process.stderr.write(`PostgreSQL closed an idle connection: ${summary}\n`);
  };
  pool.on('error', (error) => reportLostConnection(databaseFailureSummary(error)));
  // A client checked out of the pool (a transaction between two statements, the migration) has no such
  // listener, and its connection dying would end the process. The error needs no report of its own: the
  // client's next query fails with it (answered 503), and the pool drops the client when it comes back.
  pool.on('connect', (client) => client.on('error', () => undefined));
  notices.watch(pool);
  try {
    await waitForFirstConnection(pool, url, startWaitMs);
    await underSchemaLock(pool, (client) => migratePg(drizzlePg(client, { schema }), { migrationsFolder }));
  } catch (error) {
    await pool.end();
    throw error;
  }
  const database = drizzlePg(pool, { schema });
  return {
    db: database as unknown as Db,
    kind: 'postgres',
    postgresPool: pool,
    listen: async (channel, listener) => notices.listen(channel, listener),
    ping: async () => {
      // query_timeout is read per query by node-postgres, though its type lists it only for the client.
      const query: QueryConfig & { query_timeout: number } = {
        text: 'select 1',
        query_timeout: pingTimeoutMs,
      };
      await pool.query(query);
    },
    reportLostConnections: (report) => {
      reportLostConnection = report;
    },
    close: () => pool.end(),
  };
}
