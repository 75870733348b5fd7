import { getTableName, sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { hotelMembers, rateLimitCounters } from '../src/db/schema';

// Both drivers answer raw queries with `{ rows }`.
type Rows<T> = { rows: T[] };

/**
 * The rate-limit counts (PostgreSQL only) are left out: a refused request still counts against its limit,
 * which is the point of a limit, not a change to anyone's data.
 */
const notData = new Set<string>([getTableName(rateLimitCounters)]);

/**
 * Columns that record that someone made a request, not a change to anyone's data: a member's last-active time
 * (written by the access check for any request the member's role allows, issue 36).
 */
const requestTraces: Record<string, string[]> = { [getTableName(hotelMembers)]: ['last_active_at'] };

/** The rows of a table as the snapshot reads them (`t`), without its request traces. */
function rowsOf(table: string) {
  const traces = requestTraces[table];
  if (!traces) return sql`${sql.identifier(table)} t`;
  const dropped = sql.join(
    traces.map((column) => sql`${column}::text`),
    sql`, `,
  );
  return sql`(select to_jsonb(r) - array[${dropped}] as t from ${sql.identifier(table)} r) s`;
}

export interface SnapshotOptions {
  /** Only the rows whose text contains this (an id): what a request must leave alone of one person's data. */
  mentioning?: string;
}

/** A fingerprint of every row in every table, to prove that a request changed nothing. */
export async function databaseSnapshot(
  db: Db,
  options: SnapshotOptions = {},
): Promise<Record<string, string>> {
  const tables = (await db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  )) as unknown as Rows<{ table_name: string }>;
  const names = tables.rows.map((row) => row.table_name).filter((table) => !notData.has(table));
  if (names.length === 0) return {};
  // One statement for all tables: a query per table made the snapshot most of the cross-tenant test's time.
  const filter =
    options.mentioning === undefined ? sql.raw('') : sql` where strpos(t::text, ${options.mentioning}) > 0`;
  const fingerprints = names.map(
    (table) =>
      sql`select ${table}::text as table_name, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as fingerprint from ${rowsOf(table)}${filter}`,
  );
  const result = (await db.execute(sql.join(fingerprints, sql` union all `))) as unknown as Rows<{
    table_name: string;
    fingerprint: string | null;
  }>;
  const snapshot: Record<string, string> = {};
  for (const row of result.rows) snapshot[row.table_name] = row.fingerprint ?? '';
  return snapshot;
}
