import type { Pool, PoolClient } from 'pg';

/** Derived from a fixed name, so every release of the product asks for the same lock. */
const lockKey = `hashtextextended('hotel-content-studio migrations', 0)`;

/**
 * Every process of one deployment migrates at start. A session advisory lock lets one at a time in: the
 * second waits for the first to finish and then finds nothing left to do, instead of both creating the same
 * tables at once.
 */
export async function migrateUnderLock(
  pool: Pool,
  migrate: (client: PoolClient) => Promise<void>,
): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query(`select pg_advisory_lock(${lockKey})`);
    await migrate(client);
    await client.query(`select pg_advisory_unlock(${lockKey})`);
  } catch (error) {
    // The session is closed rather than pooled, which releases the lock whatever state the failure left.
    client.release(error instanceof Error ? error : true);
    throw error;
  }
  client.release();
}
