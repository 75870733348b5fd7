import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../src/db/client';

// Both drivers answer raw queries with `{ rows }`.
type Rows<T> = { rows: T[] };

/**
 * Resolves once the jobs that earlier requests started have ended: no row says 'running' or 'queued' (a template
 * generation, an import, an AlpineBits push) and, on PostgreSQL, pg-boss holds no job that is waiting or running (a handler's last
 * writes, such as its activities, come after its row says it is done).
 */
export async function backgroundWorkEnded(db: Db, timeout = 20_000) {
  const tables = (await db.execute(
    sql`select table_name from information_schema.columns where table_schema = 'public' and column_name = 'status'`,
  )) as unknown as Rows<{ table_name: string }>;
  const running = tables.rows.map(
    ({ table_name: table }) =>
      sql`select count(*)::int as count from ${sql.identifier(table)} where status in ('running', 'queued')`,
  );
  const [queue] = (
    (await db.execute(sql`select to_regclass('pgboss.job') is not null as present`)) as unknown as Rows<{
      present: boolean;
    }>
  ).rows;
  if (queue?.present)
    running.push(
      sql`select count(*)::int as count from pgboss.job where state in ('created', 'retry', 'active')`,
    );
  await expect
    .poll(
      async () => {
        const result = (await db.execute(sql.join(running, sql` union all `))) as unknown as Rows<{
          count: number;
        }>;
        return result.rows.reduce((sum, row) => sum + Number(row.count), 0);
      },
      { timeout, interval: 50 },
    )
    .toBe(0);
}
