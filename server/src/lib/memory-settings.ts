import v8 from 'node:v8';

/**
 * V8 settings that keep the server process's resident memory down, each measured with the HTTP benchmark
 * (`node bench/run.mjs http`) and the embedded database. V8 reads both where they apply (at every full
 * collection, at every optimizing compile), so setting them at start (main.ts), before the database compiles
 * its code, is enough.
 */
export const memoryFlags = [
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
  for (const flag of memoryFlags) v8.setFlagsFromString(flag);
}
