// The goals of a public read and its 304 (the content API's photos, the schema.org data): each read's p99 and
// the 304's rate against the bare Fastify hello world of the same run; a failed request fails the benchmark.
import { goalLines } from './goals.mjs';

/**
 * Prints the goal lines and sets a failing exit code when any request failed.
 * @param {{ print: (text?: string) => void, database: { postgres: boolean }, goals: { p99: number,
 *   notModifiedRatio: number }, hello: object, reads: object[], notModified: object }} figures
 */
export function printCachedReadGoals({ print, database, goals, hello, reads, notModified }) {
  const ratio = notModified.perSecond / hello.perSecond;
  const checks = reads.map((result) => ({
    goal: `${result.label}: p99 < ${goals.p99} ms, none failed`,
    measured: `p99 ${result.p99} ms, ${result.failures} failed`,
    pass: result.p99 < goals.p99 && result.failures === 0,
  }));
  checks.push({
    goal: `${notModified.label}: > ${goals.notModifiedRatio}x hello world, none failed`,
    measured: `${ratio.toFixed(3)}x (${Math.round(notModified.perSecond)} req/s), ${notModified.failures} failed`,
    pass: ratio > goals.notModifiedRatio && notModified.failures === 0,
  });
  print(`\nGoals (${database.postgres ? 'PostgreSQL' : 'embedded database'}):`);
  print(goalLines(checks));
  const failed = [hello, ...reads, notModified].filter((result) => result.failures > 0);
  for (const result of failed)
    print(`FAIL: ${result.label ?? 'hello world'}: ${result.failures} failed (${result.failureDetail})`);
  if (failed.length > 0) process.exitCode = 1;
}
