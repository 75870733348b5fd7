import v8 from 'node:v8';

/**
 * How far V8 lets the old generation grow past what was live after its last full collection before it runs
 * the next one: 30 %, at least a few MB (V8's own floor).
 *
 * V8 scales this to the heap limit, and on a machine with a lot of memory (limit 4 GB) it allows up to 300 %.
 * Under load the server promotes a MB or two of short-lived request data a second, so with about 50 MB live
 * the old generation grew to 120-150 MB of mostly garbage before V8 collected it, and RSS with it (measured
 * with the HTTP benchmark: up to 40 MB more after the load). At 30 % a full collection runs every few seconds
 * under load instead, mostly on V8's background threads; the benchmark's throughput and latencies did not
 * change. The flag is read at every collection, so setting it at start (main.ts) is enough.
 */
export const heapGrowingPercent = 30;

export function limitHeapGrowth(): void {
  v8.setFlagsFromString(`--heap-growing-percent=${heapGrowingPercent}`);
}
