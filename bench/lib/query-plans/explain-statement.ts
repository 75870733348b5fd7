import { sql } from 'drizzle-orm';
import type { Db } from '../../../server/src/db/client';
import { rowsOf } from '../../../server/src/db/rows';
import { recordedSql, type RecordedStatement } from '../../../server/test/recorded-queries';
import { explainedFrom, summarisePlan, type PlanSummary } from './plan-summary';

/**
 * EXPLAIN (ANALYZE, BUFFERS) of a recorded read, `runs` times: the plan of the last run, with the median of
 * the runs' planning and execution time (the first run also warms the caches).
 */
export async function explainStatement(db: Db, statement: RecordedStatement, runs = 3): Promise<PlanSummary> {
  const explain = sql`explain (analyze, buffers, format json) ${recordedSql(statement)}`;
  const times: number[] = [];
  let last;
  for (let run = 0; run < runs; run++) {
    last = explainedFrom(rowsOf<Record<string, unknown>>(await db.execute(explain)));
    times.push(last['Planning Time'] + last['Execution Time']);
  }
  times.sort((a, b) => a - b);
  return summarisePlan(last!, times[Math.floor(times.length / 2)]!);
}
