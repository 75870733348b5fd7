import { PGlite, types, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

const asText = (value: string) => value;

/**
 * Dates, times and intervals (and their arrays) come back as PostgreSQL's text: drizzle turns them into
 * values itself and asks for exactly this on every query (embedded/embedded-database.ts checks that it asks for nothing else).
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
 * - 8 MB of shared buffers instead of PostgreSQL's 128 MB: the pool is touched in full at start, so each MB of
 *   it is a MB of the server's RSS (16 MB took about 110 MB off 128, 8 MB another 8), and a page it misses
 *   comes from the data folder's files in the operating system's cache (measured at 5,000 assets: the
 *   library's list, search, tag counts and 200 updates take the same time with 8 MB as with 16);
 * - drizzle's date parsers, once for all queries.
 */
export const pgliteOptions = {
  extensions: { pg_trgm },
  startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=8MB'],
  parsers: textDateParsers,
} satisfies PGliteOptions;
