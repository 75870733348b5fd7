import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { pgliteOptions } from '../src/db/pglite-options';
import { createPostgresDatabase } from './postgres-databases';
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
  const database = await createPostgresDatabase(serverUrl, { template });
  const handle = await openDatabase({ kind: 'postgres', url: database.url });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await database.drop();
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
