import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { pgliteOptions } from '../src/db/pglite-options';

/**
 * A fresh, migrated database for one test app: PGlite loaded from the pre-migrated dump, or, when the suite
 * runs against a PostgreSQL server (TEST_DATABASE_URL), a new database cloned from the migrated template.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const template = inject('postgresTemplate');
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (template && serverUrl) return openPostgresClone(serverUrl, template);
  const dump = new Blob([readFileSync(inject('pgliteDump'))]);
  const client = await PGlite.create({ ...pgliteOptions, loadDataDir: dump });
  return openDatabase({ kind: 'pglite-instance', client });
}

async function openPostgresClone(serverUrl: string, template: string): Promise<DatabaseHandle> {
  const name = `hcs_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString() });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name}`);
      await dropper.end();
    },
  };
}

/**
 * A second connection pool on an open PostgreSQL test database, as a second app process would have; closing
 * it ends only its own pool (the database belongs to the first handle). Undefined on the embedded database,
 * which has one process as its only client.
 */
export async function openSameDatabaseAgain(handle: DatabaseHandle): Promise<DatabaseHandle | undefined> {
  const url = (handle.postgresPool?.options as { connectionString?: string } | undefined)?.connectionString;
  return url ? openDatabase({ kind: 'postgres', url }) : undefined;
}
