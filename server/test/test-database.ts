import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { pgliteOptions } from '../src/db/pglite-options';
import { takeEmbeddedDatabase } from './reused-embedded-database';

/**
 * A fresh, migrated database for one test app: PGlite loaded from the pre-migrated dump, or, when the suite
 * runs against a PostgreSQL server (TEST_DATABASE_URL), a new database cloned from the migrated template.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const template = inject('postgresTemplate');
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (template && serverUrl) return openPostgresClone(serverUrl, template);
  return takeEmbeddedDatabase(() => PGlite.create({ ...pgliteOptions, loadDataDir: migratedDump() }));
}

/**
 * The migrated dump, read once per test worker and handed to PGlite as the same bytes every time: Node 20's
 * own Blob.arrayBuffer() gathers the 42 MB in small chunks, which made a test database take 1.4 s to open
 * instead of 0.9 s. PGlite only reads the tarball, copying each file into its own memory file system.
 */
class MigratedDump extends Blob {
  constructor(private readonly contents: ArrayBuffer) {
    super([contents]);
  }

  override async arrayBuffer(): Promise<ArrayBuffer> {
    return this.contents;
  }
}

let dumpBytes: ArrayBuffer | undefined;
function migratedDump(): Blob {
  if (!dumpBytes) {
    const file = readFileSync(inject('pgliteDump'));
    dumpBytes = file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength);
  }
  return new MigratedDump(dumpBytes);
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
 * A new database on the test server with nothing in it: no migrations and no job queue schema, as a
 * deployment's first start meets it. `drop` removes it.
 */
export async function createEmptyPostgresDatabase(serverUrl: string) {
  const name = `hcs_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
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
