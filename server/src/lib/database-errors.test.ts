import net from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteOptions } from '../db/pglite-options';
import { databaseFailureSummary, isDatabaseUnavailable } from './database-errors';

/** A port that takes connections and treats them as `onSocket` says: a server gone wrong, without PostgreSQL. */
async function fakeServer(onSocket: (socket: net.Socket) => void) {
  const server = net.createServer(onSocket);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return { url: `postgres://nobody@127.0.0.1:${port}/none`, close: () => server.close() };
}

/** A port where nothing listens. */
async function closedPortUrl() {
  const server = await fakeServer(() => undefined);
  server.close();
  return server.url;
}

/** What drizzle on node-postgres throws for a query against `url`. */
async function pgFailure(url: string, options: pg.PoolConfig = {}) {
  const pool = new pg.Pool({ connectionString: url, ...options });
  try {
    await drizzlePg(pool).execute(sql`select 1`);
    throw new Error('the query unexpectedly succeeded');
  } catch (error) {
    return error;
  } finally {
    await pool.end();
  }
}

describe('isDatabaseUnavailable on node-postgres errors (wrapped by drizzle)', () => {
  it('recognises a refused connection (the server is stopped)', async () => {
    const error = await pgFailure(await closedPortUrl());
    expect(error).toBeInstanceOf(DrizzleQueryError);
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(databaseFailureSummary(error)).toMatch(/^ECONNREFUSED connect ECONNREFUSED 127\.0\.0\.1:\d+$/);
  });

  it('recognises a connection closed under the driver and a host that never answers', async () => {
    const hangsUp = await fakeServer((socket) => socket.destroy());
    const silent = await fakeServer(() => undefined);
    try {
      const terminated = await pgFailure(hangsUp.url);
      expect(databaseFailureSummary(terminated)).toMatch(/Connection terminated unexpectedly/);
      expect(isDatabaseUnavailable(terminated)).toBe(true);
      const timedOut = await pgFailure(silent.url, { connectionTimeoutMillis: 100 });
      expect(databaseFailureSummary(timedOut)).toMatch(/^Connection terminated due to connection timeout/);
      expect(isDatabaseUnavailable(timedOut)).toBe(true);
    } finally {
      hangsUp.close();
      silent.close();
    }
  });
});

describe('isDatabaseUnavailable on PGlite errors (wrapped by drizzle)', () => {
  let client: PGlite;
  beforeAll(async () => {
    client = await PGlite.create(pgliteOptions);
  });
  afterAll(async () => {
    await client.close();
  });

  /** What drizzle on PGlite throws for an error of the given SQLSTATE raised by the database itself. */
  async function raised(sqlState: string) {
    try {
      await drizzlePglite(client).execute(
        sql.raw(`do $$ begin raise exception 'raised for the test' using errcode = '${sqlState}'; end $$`),
      );
    } catch (error) {
      return error;
    }
    throw new Error('nothing was raised');
  }

  it('recognises the SQLSTATEs of a server shutting down, starting up or cut off', async () => {
    for (const sqlState of ['57P01', '57P02', '57P03', '08006', '08003', '53300']) {
      const error = await raised(sqlState);
      expect(error).toBeInstanceOf(DrizzleQueryError);
      expect(error).toMatchObject({ cause: { code: sqlState } });
      expect(isDatabaseUnavailable(error), sqlState).toBe(true);
      // The log line leaves out drizzle's message, which would carry the query and its values.
      expect(databaseFailureSummary(error)).toBe(`${sqlState} raised for the test`);
    }
  });

  it('leaves faults of the request or the code alone', async () => {
    // unique_violation, a value the column refuses, a syntax error, a missing table
    for (const sqlState of ['23505', '22021', '42601', '42P01']) {
      const error = await raised(sqlState);
      expect(isDatabaseUnavailable(error), sqlState).toBe(false);
    }
    expect(isDatabaseUnavailable(new Error('Something else'))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});
