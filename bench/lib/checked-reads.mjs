// What the benchmarks share around their measured reads: seeding through the API a few requests at a time, and
// checking each read's answer once before it is measured.

/** Runs `work` over `items`, `width` at a time (seeding goes through the API, as a user's clicks would). */
export async function inParallel(items, width, work) {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (queue.length > 0) await work(queue.shift());
    }),
  );
}

/**
 * Asks once for `read.url` and fails unless it answers 200 with JSON that `read.check` accepts; answers the
 * body's length in characters.
 */
export async function verifyRead(read) {
  const response = await fetch(read.url, { headers: read.headers, signal: AbortSignal.timeout(30_000) });
  const text = await response.text();
  if (response.status !== 200)
    throw new Error(`${read.label}: HTTP ${response.status} ${text.slice(0, 300)}`);
  if (!read.check(JSON.parse(text)))
    throw new Error(`${read.label}: unexpected answer ${text.slice(0, 300)}`);
  return text.length;
}
