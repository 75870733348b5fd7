// The access-check benchmark's server (bench/access-check.mjs): the product built twice in one process on one
// database, once as it runs and once without the role check of routes under a hotel (the app builder's
// benchmark-only skipHotelAccessCheck), each on its own port. Both share the process, its heap, the database and
// the memberships remembered from it, so what differs between them is the check alone.
import { performance } from 'node:perf_hooks';
import { buildApp } from '../../server/src/app';
import { loadConfig } from '../../server/src/config';
import { openConfiguredDatabase } from '../../server/src/db/client';
import { requireRole } from '../../server/src/features/teams/access-check';
import { noteMemberActive } from '../../server/src/features/teams/last-active';

export interface AccessCheckApps {
  /** The app as it runs: every route under a hotel checks the caller's role. */
  checked: string;
  /** The same app without that check (the services still refuse a non-member). */
  unchecked: string;
  /**
   * What the check itself takes per request, in µs: what the hook does for a GET under the hotel (the member's
   * role from the remembered memberships, and their last-active time, written at most every few minutes), timed
   * over `times` calls in this process with no load on it.
   */
  timeCheck(userId: string, hotelId: string, times: number): Promise<number>;
  close(): Promise<void>;
}

/**
 * Reads the configuration from the environment as the server does (APP_URL, DATA_DIR, DATABASE_URL...), opens
 * the database (migrated) and starts both apps on loopback: the checked one on PORT, the unchecked one on
 * UNCHECKED_PORT.
 */
export async function startAccessCheckApps(): Promise<AccessCheckApps> {
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  const checked = await buildApp({ config, database });
  const unchecked = await buildApp({ config, database, skipHotelAccessCheck: true });
  const uncheckedPort = Number(process.env.UNCHECKED_PORT);
  if (!Number.isInteger(uncheckedPort)) throw new Error('UNCHECKED_PORT is not a port');
  await checked.app.listen({ port: config.port, host: config.host });
  await unchecked.app.listen({ port: uncheckedPort, host: config.host });
  return {
    checked: `http://${config.host}:${config.port}`,
    unchecked: `http://${config.host}:${uncheckedPort}`,
    timeCheck: async (userId, hotelId, times) => {
      const { db, log } = checked.context;
      const started = performance.now();
      for (let index = 0; index < times; index++) {
        const membership = await requireRole(db, userId, hotelId, 'viewer');
        await noteMemberActive(db, membership, log);
      }
      return ((performance.now() - started) * 1000) / times;
    },
    close: async () => {
      await Promise.all([checked.app.close(), unchecked.app.close()]);
      await database.close();
    },
  };
}
