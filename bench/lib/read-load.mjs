// Signed-in reads measured under load and judged by their p99: what the templates and dashboard benchmarks
// share. Each read is checked once, then loaded; the table and goal lines are printed, and a failed request
// fails the run.
import { verifyRead } from './checked-reads.mjs';
import { goalLines } from './goals.mjs';
import { measureLoad } from './http-load.mjs';
import { loadNote } from './machine.mjs';
import { formatTable } from './table.mjs';

const print = (text = '') => process.stdout.write(`${text}\n`);

/**
 * @param {{ label: string, url: string, headers: object, check(body: unknown): boolean }[]} reads
 * @param {{ connections: number, warmupSeconds: number, durationSeconds: number }} load
 * @param {{ p99: number }} goals
 * @param {{ postgres: boolean }} database
 */
export async function measureReads(reads, load, goals, database) {
  const sizes = [];
  for (const read of reads) sizes.push(await verifyRead(read));
  const results = [];
  for (const read of reads) results.push({ ...read, ...(await measureLoad({ ...load, ...read })) });

  print(
    `\nautocannon, ${load.connections} connections, ${load.warmupSeconds} s warm-up (not counted), then ` +
      `${load.durationSeconds} s measured per request`,
  );
  print(
    formatTable(
      ['request', 'JSON', 'req/s', 'p50', 'p99', 'requests', 'failed'],
      results.map((result, index) => [
        result.label,
        `${(sizes[index] / 1000).toFixed(1)} KB`,
        Math.round(result.perSecond),
        `${result.p50} ms`,
        `${result.p99} ms`,
        result.requests,
        result.failures,
      ]),
    ),
  );
  print(`    ${loadNote()}`);
  const checks = results.map((result) => ({
    goal: `${result.label}: p99 < ${goals.p99} ms, none failed`,
    measured: `p99 ${result.p99} ms, ${result.failures} failed`,
    pass: result.p99 < goals.p99 && result.failures === 0,
  }));
  print(`\nGoals (${database.postgres ? 'PostgreSQL' : 'embedded database'}):`);
  print(goalLines(checks));
  const failed = results.filter((result) => result.failures > 0);
  if (failed.length > 0) {
    for (const result of failed)
      print(`FAIL: ${result.label}: ${result.failures} failed (${result.failureDetail})`);
    process.exitCode = 1;
  }
}
