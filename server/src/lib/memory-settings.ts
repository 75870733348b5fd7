import v8 from 'node:v8';

/**
 * Settings that keep the server process's resident memory down, each measured with the HTTP benchmark
 * (`node bench/run.mjs http`, RSS after the load) and the embedded database.
 *
 * Two of them V8 reads only when the process starts, so `npm start` passes them on Node's command line
 * (package.json's "start" script, checked against this list by memory-settings.test.ts; the benchmarks run
 * that same command). A server started another way (`node dist/server/main.js`, the tests) works the same and
 * takes about 70 MB more.
 */
export const startFlags = [
  // The young generation's two halves at most 2 MB each instead of 16: under load V8 grew them to the
  // maximum and kept them, about 30 MB of mostly empty heap. Collections of the young generation run more
  // often and each is shorter; the benchmark's throughput stayed within its run-to-run spread.
  '--max-semi-space-size=2',
  // Two V8 helper threads (garbage collection, compiling) instead of four. The C library gives every thread
  // that allocates a pool of its own and keeps what the thread freed there: the database's compiling and the
  // collector's work spread over four threads held 60-80 MB in those pools, over two about half.
  '--v8-pool-size=2',
];

/** Settings V8 reads where they apply, set at start (main.ts) before the database compiles its code. */
export const runtimeFlags = [
  // How far the old generation may grow past what was live after the last full collection before the next
  // one: 30 %. V8 scales it to the heap limit and allows up to 300 % where that limit is 4 GB (a machine with
  // plenty of memory). Under load the server promotes a MB or two of short-lived request data a second, so
  // with about 50 MB live the heap grew to 120-150 MB, mostly garbage, before V8 collected it, and RSS with
  // it. At 30 % a full collection runs every few seconds under load, mostly on V8's background threads; the
  // benchmark's throughput and latencies stayed the same.
  '--heap-growing-percent=30',
  // The embedded database's hot functions are optimized one at a time rather than up to four at once. Its
  // largest ones (the SQL parser is over 100 KB of WebAssembly) take 20-40 MB of compiler scratch memory each,
  // and the C library keeps what a thread freed for that thread: four compiling at once left about 65 MB of
  // it in the process after start, one at a time 30 to 55. Queries are optimized a little later (within a
  // second or so) and run as fast afterwards.
  '--wasm-num-compilation-tasks=1',
];

export function applyMemorySettings(): void {
  for (const flag of runtimeFlags) v8.setFlagsFromString(flag);
}
