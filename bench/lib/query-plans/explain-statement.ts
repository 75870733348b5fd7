import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../server/src/db/client';
import { rowsOf } from '../../../server/src/db/rows';
import type { RecordedStatement } from '../../../server/test/recorded-queries';
import { explainedFrom, summarisePlan, type PlanSummary } from './plan-summary';

/** Reads only: EXPLAIN ANALYZE runs the statement, so nothing that writes is explained. */
export function isRead(statement: RecordedStatement): boolean {
  const text = statement.text.trim().toLowerCase();
  return (
    /^(select|with)\b/.test(text) &&
    !/\b(insert\s+into|update\s+"?\w+"?\s+set|delete\s+from)\b/.test(text) &&
    !/\bfor\s+(update|no key update|share|key share)\b/.test(text)
  );
}

/**
 * The recorded statement again as drizzle SQL: its text around the $n placeholders, each bound to its value
 * (drizzle numbers them anew, in order), so it runs through the same database handle the app uses.
 */
function rebuilt(statement: RecordedStatement): SQL {
  const chunks: SQL[] = [];
  let last = 0;
  for (const match of statement.text.matchAll(/\$(\d+)\b/g)) {
    chunks.push(sql.raw(statement.text.slice(last, match.index)));
    chunks.push(sql`${statement.params[Number(match[1]) - 1]}`);
    last = match.index + match[0].length;
  }
  chunks.push(sql.raw(statement.text.slice(last)));
  return sql.join(chunks);
}

/**
 * EXPLAIN (ANALYZE, BUFFERS) of a recorded read, `runs` times: the plan of the last run, with the median of
 * the runs' planning and execution time (the first run also warms the caches).
 */
export async function explainStatement(db: Db, statement: RecordedStatement, runs = 3): Promise<PlanSummary> {
  const explain = sql`explain (analyze, buffers, format json) ${rebuilt(statement)}`;
  const times: number[] = [];
  let last;
  for (let run = 0; run < runs; run++) {
    last = explainedFrom(rowsOf<Record<string, unknown>>(await db.execute(explain)));
    times.push(last['Planning Time'] + last['Execution Time']);
  }
  times.sort((a, b) => a - b);
  return summarisePlan(last!, times[Math.floor(times.length / 2)]!);
}
