import type { Pool, PoolClient } from 'pg';

/**
 * Derived from a fixed name, so every release of the product asks for the same lock (the name is the one the
 * first releases took for their migrations alone: a new release and an old one started together still wait
 * on each other).
 */
const lockKey = `hashtextextended('hotel-content-studio migrations', 0)`;

/**
 * Every process of one deployment changes the schema at start: our migrations, then the job queue's own
 * schema and queues. Processes that start together (a deploy, an autoscaler, a restart of every node) would
 * otherwise create the same objects at once, and PostgreSQL answers that with a deadlock (40P01) or a
 * duplicate catalog row (23505). A session advisory lock lets one process at a time in: the next waits for
 * the first to finish and then finds nothing left to do.
 *
 * `work` gets the locking session for statements that must run on it (the migrations); work that runs through
 * the pool (pg-boss) is just as covered, since the lock is held until `work` settles.
 */
export async function underSchemaLock<T>(pool: Pool, work: (client: PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let result: T;
  try {
    await client.query(`select pg_advisory_lock(${lockKey})`);
    result = await work(client);
    await client.query(`select pg_advisory_unlock(${lockKey})`);
  } catch (error) {
    // The session is closed rather than pooled, which releases the lock whatever state the failure left.
    client.release(error instanceof Error ? error : true);
    throw error;
  }
  client.release();
  return result;
}
