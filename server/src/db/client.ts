import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Pool } from 'pg';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { projectRoot } from '../lib/project-root';
import { acquireFolderLock, type FolderLock } from './folder-lock';
import { pgliteOptions } from './pglite-options';
import { pgliteForDrizzle } from './pglite-for-drizzle';
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
   * Only on the embedded database, which has this one process as its only client: calls `onNotice` for every
   * NOTIFY on `channel`, after the change committed and before the writer's next step. Absent on PostgreSQL,
   * where other processes change data too.
   */
  listen?(channel: string, onNotice: (payload: string) => void): Promise<void>;
  /**
   * Only on PostgreSQL: the connection pool, for the libraries that speak to PostgreSQL themselves (the job
   * queue, the shared rate limits), so a process keeps one pool.
   */
  postgresPool?: Pool;
  close(): Promise<void>;
}

export const migrationsFolder = path.join(projectRoot(), 'server/src/db/migrations');

export type DatabaseOptions =
  | { kind: 'postgres'; url: string }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'pglite-instance'; client: PGlite };

/** Opens the database and applies pending migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === 'postgres') return openPostgres(options.url);
  if (options.kind === 'pglite-instance') return wrapPglite(options.client, undefined);
  const lock = acquireFolderLock(options.dataDir);
  try {
    const client = await PGlite.create(path.join(options.dataDir, 'db'), pgliteOptions);
    return await wrapPglite(client, lock);
  } catch (error) {
    lock.release();
    throw error;
  }
}

async function wrapPglite(client: PGlite, lock: FolderLock | undefined): Promise<DatabaseHandle> {
  await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
  const inTurns = pgliteForDrizzle(client);
  const db = drizzlePglite(inTurns, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await inTurns.query('select 1');
    },
    listen: async (channel, onNotice) => {
      await client.listen(channel, onNotice);
    },
    close: async () => {
      try {
        if (!client.closed) await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  // Loaded only when PostgreSQL is configured: the embedded database's process never needs the driver.
  const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const database = drizzlePg(pool, { schema });
  await migratePg(database, { migrationsFolder });
  return {
    db: database as unknown as Db,
    kind: 'postgres',
    postgresPool: pool,
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => pool.end(),
  };
}
