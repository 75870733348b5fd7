import { getTableName, sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { rateLimitCounters } from '../src/db/schema';

// Both drivers answer raw queries with `{ rows }`.
type Rows<T> = { rows: T[] };

/**
 * The rate-limit counts (PostgreSQL only) are left out: a refused request still counts against its limit,
 * which is the point of a limit, not a change to anyone's data.
 */
const notData = new Set<string>([getTableName(rateLimitCounters)]);

/** A fingerprint of every row in every table, to prove that a request changed nothing. */
export async function databaseSnapshot(db: Db): Promise<Record<string, string>> {
  const tables = (await db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  )) as unknown as Rows<{ table_name: string }>;
  const snapshot: Record<string, string> = {};
  for (const { table_name: table } of tables.rows) {
    if (notData.has(table)) continue;
    const result = (await db.execute(
      sql.raw(
        `select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as fingerprint from "${table}" t`,
      ),
    )) as unknown as Rows<{ fingerprint: string | null }>;
    snapshot[table] = result.rows[0]?.fingerprint ?? '';
  }
  return snapshot;
}
