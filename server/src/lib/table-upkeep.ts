import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { DatabaseHandle, Db } from '../db/client';
import { rowsOf } from '../db/rows';
import { startPeriodicTask } from './periodic-task';

/** How often the embedded database's tables are looked at: autovacuum's own pause between looks (naptime). */
export const tableUpkeepMs = 60_000;

export interface TableUpkeepRun {
  /** Tables vacuumed (and analysed with it when they needed that too). */
  vacuumed: string[];
  /** Tables analysed without a vacuum. */
  analysed: string[];
}

interface TableState {
  table: string;
  vacuum: boolean;
  analyze: boolean;
}

/**
 * The user tables past autovacuum's thresholds, with its own settings: dead rows over 50 + 20 % of the table's
 * rows, or rows inserted since the last vacuum over 1,000 + 20 % (a vacuum marks their pages all-visible, which
 * index-only scans need), call for a vacuum; rows changed since the last ANALYZE over 50 + 10 % for an ANALYZE.
 * A table never analysed counts as empty, so any rows in it are enough.
 */
const tablesDue = sql`
  select s.relname as "table",
    s.n_dead_tup > current_setting('autovacuum_vacuum_threshold')::float8
        + current_setting('autovacuum_vacuum_scale_factor')::float8 * greatest(c.reltuples, 0)
      or s.n_ins_since_vacuum > current_setting('autovacuum_vacuum_insert_threshold')::float8
        + current_setting('autovacuum_vacuum_insert_scale_factor')::float8 * greatest(c.reltuples, 0) as "vacuum",
    s.n_mod_since_analyze > current_setting('autovacuum_analyze_threshold')::float8
      + current_setting('autovacuum_analyze_scale_factor')::float8 * greatest(c.reltuples, 0) as "analyze"
  from pg_stat_user_tables s join pg_class c on c.oid = s.relid
  where s.schemaname = 'public'
  order by s.relname`;

/**
 * One pass of what PostgreSQL's autovacuum does, for the embedded database, which has none: PGlite runs
 * PostgreSQL as a single process, without autovacuum's workers, so its tables are never vacuumed or analysed
 * unless asked. Without statistics the planner guesses every condition's rows (a hotel's 50,000 photos as 5),
 * and picks plans for those: the library's first page read every photo of the hotel and sorted them (60 ms at
 * 50,000) instead of the newest 61 from the index (0.2 ms). Without a vacuum no page is marked all-visible, so
 * an index-only scan (the library's counts) reads the table too, and dead rows and the trigram index's pending
 * list only grow. Tables past autovacuum's thresholds are vacuumed and analysed, one statement each, so other
 * queries take their turns in between (bench/query-plans.mjs, docs/benchmarks.md).
 */
export async function keepTablesUp(db: Db): Promise<TableUpkeepRun> {
  // Statistics counters reach the views at the end of a transaction at most once a second; this one flushes them.
  await db.execute(sql`select pg_stat_force_next_flush()`);
  const due = rowsOf<TableState>(await db.execute(tablesDue));
  const run: TableUpkeepRun = { vacuumed: [], analysed: [] };
  for (const { table, vacuum, analyze } of due) {
    if (vacuum) {
      await db.execute(
        analyze ? sql`vacuum (analyze) ${sql.identifier(table)}` : sql`vacuum ${sql.identifier(table)}`,
      );
      run.vacuumed.push(table);
    } else if (analyze) {
      await db.execute(sql`analyze ${sql.identifier(table)}`);
      run.analysed.push(table);
    }
  }
  return run;
}

/**
 * On the embedded database, looks at its tables every minute (the first time a minute after the start, which
 * covers a database from before this upkeep) and keeps them up (keepTablesUp). PostgreSQL's own autovacuum does
 * that there.
 */
export function startTableUpkeep(app: FastifyInstance, database: DatabaseHandle, log: FastifyBaseLogger) {
  if (database.kind !== 'pglite') return;
  startPeriodicTask(app, log, {
    name: 'vacuuming and analysing the embedded database',
    everyMs: tableUpkeepMs,
    run: async () => {
      const started = performance.now();
      const run = await keepTablesUp(database.db);
      if (run.vacuumed.length + run.analysed.length > 0) {
        log.info({ ...run, ms: Math.round(performance.now() - started) }, 'embedded database tables kept up');
      }
    },
  });
}
