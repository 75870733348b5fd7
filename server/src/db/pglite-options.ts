import { PGlite, types, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

const asText = (value: string) => value;

/**
 * Dates, times and intervals (and their arrays) come back as PostgreSQL's text: drizzle turns them into
 * values itself and asks for exactly this on every query (pglite-for-drizzle.ts).
 */
export const textDateParsers: Record<number, (value: string) => unknown> = {
  [types.TIMESTAMP]: asText,
  [types.TIMESTAMPTZ]: asText,
  [types.INTERVAL]: asText,
  [types.DATE]: asText,
  1231: asText, // numeric[]
  1115: asText, // timestamp[]
  1185: asText, // timestamptz[]
  1187: asText, // interval[]
  1182: asText, // date[]
};

/**
 * How every embedded database is opened (the server and the tests):
 * - pg_trgm, which the library search's index needs (migration 0004);
 * - 16 MB of shared buffers instead of PostgreSQL's 128 MB: PGlite keeps the whole data folder in memory
 *   already, so a large buffer pool only holds a second copy of it (measured: about 110 MB less RSS);
 * - drizzle's date parsers, once for all queries.
 */
export const pgliteOptions = {
  extensions: { pg_trgm },
  startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
  parsers: textDateParsers,
} satisfies PGliteOptions;
