import type { Pool } from 'pg';
import { databaseFailureSummary, isDatabaseUnavailable } from '../lib/database-errors';

/** The process cannot start because PostgreSQL does not let it in; the message names the problem in one line. */
export class DatabaseUnreachableError extends Error {
  override name = 'DatabaseUnreachableError';
}

/**
 * How long a starting process waits for a PostgreSQL that is not up yet: long enough for one started beside
 * it (one `docker compose up`) to accept connections, short enough that a wrong DATABASE_URL fails at once
 * to the eye. A server that refuses us for good (wrong password, no such database) is not waited for.
 */
export const defaultStartWaitMs = 10_000;
const retryDelayMs = 500;

/** Connects once before anything else, so a start without PostgreSQL ends with a plain message. */
export async function waitForFirstConnection(pool: Pool, url: string, waitMs: number): Promise<void> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    try {
      const client = await pool.connect();
      client.release();
      return;
    } catch (error) {
      const unavailable = isDatabaseUnavailable(error);
      if (unavailable && Date.now() + retryDelayMs < deadline) {
        await new Promise((resolve) => setTimeout(resolve, retryDelayMs));
        continue;
      }
      const advice = unavailable
        ? `Is PostgreSQL running? Waited ${Math.round(waitMs / 1000)} s. Start it or correct DATABASE_URL.`
        : 'Check DATABASE_URL.';
      throw new DatabaseUnreachableError(
        `Cannot connect to PostgreSQL at ${serverOf(url)}: ${databaseFailureSummary(error)}. ${advice}`,
        { cause: error },
      );
    }
  }
}

/** Host, port and database of a connection URL, never its password. */
function serverOf(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.host}${parsed.pathname}`;
  } catch {
    return 'DATABASE_URL';
  }
}
