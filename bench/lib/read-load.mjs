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
 * Checks each read once, then loads it; prints the table. Answers each read's goal line (p99 under the goal,
 * none failed) and the reads with failed requests, for a benchmark that judges them among goals of its own.
 * @param {{ label: string, url: string, headers: object, check(body: unknown): boolean }[]} reads
 * @param {{ connections: number, warmupSeconds: number, durationSeconds: number }} load
 * @param {{ p99: number }} goals
 * @param {{ note?: string }} [options] said after the load's settings (the headers sent, say)
 */
export async function loadReads(reads, load, goals, { note = '' } = {}) {
  const sizes = [];
  for (const read of reads) sizes.push(await verifyRead(read));
  const results = [];
  for (const read of reads) results.push({ ...read, ...(await measureLoad({ ...load, ...read })) });

  print(
    `\nautocannon, ${load.connections} connections, ${load.warmupSeconds} s warm-up (not counted), then ` +
      `${load.durationSeconds} s measured per request${note}`,
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
  return { checks, failed: results.filter((result) => result.failures > 0) };
}

/** Prints why each read with failed requests failed. */
export function printFailedReads(failed) {
  for (const result of failed)
    print(`FAIL: ${result.label}: ${result.failures} failed (${result.failureDetail})`);
}

/**
 * Loads the reads and judges them by their p99 alone; a failed request fails the run.
 * @param {{ label: string, url: string, headers: object, check(body: unknown): boolean }[]} reads
 * @param {{ connections: number, warmupSeconds: number, durationSeconds: number }} load
 * @param {{ p99: number }} goals
 * @param {{ postgres: boolean }} database
 */
export async function measureReads(reads, load, goals, database) {
  const { checks, failed } = await loadReads(reads, load, goals);
  print(`\nGoals (${database.postgres ? 'PostgreSQL' : 'embedded database'}):`);
  print(goalLines(checks));
  if (failed.length > 0) {
    printFailedReads(failed);
    process.exitCode = 1;
  }
}
