import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Runs one statement on the server's maintenance database, on a connection of its own. */
async function onServer(serverUrl: string, statement: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/**
 * A new database on a PostgreSQL server kept for tests, named `hcs_test_*`: a copy of `template` when given,
 * otherwise empty (no migrations, no job queue schema, as a deployment's first start meets it). `drop`
 * removes it once every connection to it is closed. Free of vitest, for the end-to-end journeys too.
 */
export async function createPostgresDatabase(serverUrl: string, options: { template?: string } = {}) {
  const name = `hcs_test_${randomBytes(6).toString('hex')}`;
  await onServer(
    serverUrl,
    `CREATE DATABASE ${name}${options.template ? ` TEMPLATE ${options.template}` : ''}`,
  );
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name}`) };
}
