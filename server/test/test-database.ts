import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { migrationsFolder, openDatabase, type DatabaseHandle } from '../src/db/client';
import { EmbeddedDatabase } from '../src/db/embedded/embedded-database';
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
  return takeEmbeddedDatabase(() =>
    EmbeddedDatabase.open({ source: { dump: migratedDump() }, migrationsFolder }),
  );
}

/**
 * The migrated dump, read once per test worker; the database thread gets a copy of the bytes and hands them to
 * PGlite as they are (database-thread.ts), which only reads the tarball into its memory file system.
 */
let dumpBytes: ArrayBuffer | undefined;
export function migratedDump(): ArrayBuffer {
  if (!dumpBytes) {
    const file = readFileSync(inject('pgliteDump'));
    dumpBytes = file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength);
  }
  return dumpBytes;
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
