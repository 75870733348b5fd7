import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * How every embedded database is opened (the server, the tests, the benchmarks' seeding):
 * - pg_trgm, which the library search's indexes need (migration 0004);
 * - 16 MB of shared buffers instead of PostgreSQL's 128 MB: PGlite keeps the whole data folder in memory
 *   already, so a large buffer pool only holds a second copy of it (measured: about 110 MB less RSS).
 */
export const pgliteOptions = {
  extensions: { pg_trgm },
  startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
} satisfies PGliteOptions;
