// HTTP load through autocannon (a maintained load generator, run in this process): a warm-up run that is not
// counted, then the measured run with the same settings. Loopback only.
import autocannon from 'autocannon';

const loopbackHosts = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * One autocannon run, then one more request that waits its turn: requests still queued in the server when
 * autocannon stopped (it drops them at the end of a run) are done before the next run is measured.
 */
async function run({ nextBody, ...options }) {
  const result = await autocannon(options);
  const response = await fetch(options.url, {
    method: options.method,
    headers: options.headers,
    body: options.body ?? nextBody?.(),
    signal: AbortSignal.timeout(120_000),
  });
  await response.arrayBuffer();
  return result;
}

/**
 * `method` (GET unless given, with `body` for writes) `url` over `connections` keep-alive connections:
 * `warmupSeconds` not counted (JIT, caches, connection set-up), then `durationSeconds` measured, or `amount`
 * requests when given. With `nextBody` instead of `body`, each request sends the body it returns. A request
 * that answers other than 2xx (or `expected`, e.g. '3xx' for conditional requests answered 304), fails or takes
 * longer than `timeoutSeconds` counts as failed. With `sequence` (autocannon request objects: method, path,
 * headers, body, setupRequest) each connection cycles through those requests instead, e.g. nine reads and a
 * write, or a different search word in each request's path. Latencies are autocannon's, in whole milliseconds.
 */
export async function measureLoad({
  url,
  method = 'GET',
  body,
  nextBody,
  sequence,
  headers = {},
  connections = 50,
  warmupSeconds = 2,
  durationSeconds = 10,
  amount,
  timeoutSeconds = 10,
  expected = '2xx',
}) {
  if (!loopbackHosts.has(new URL(url).hostname))
    throw new Error(`load is only generated against loopback, not ${url}`);
  const common = { url, method, body, nextBody, headers, connections, timeout: timeoutSeconds };
  if (nextBody) common.requests = [{ method, setupRequest: (request) => ({ ...request, body: nextBody() }) }];
  if (sequence) common.requests = sequence;
  if (warmupSeconds > 0) await run({ ...common, duration: warmupSeconds });
  const result = await run(amount ? { ...common, amount } : { ...common, duration: durationSeconds });
  const answered = ['1xx', '2xx', '3xx', '4xx', '5xx'].reduce((sum, group) => sum + result[group], 0);
  const failures = answered - result[expected] + result.errors; // errors include the timeouts
  const statuses = Object.entries(result.statusCodeStats)
    .filter(([status]) => !status.startsWith(expected[0]))
    .map(([status, { count }]) => `${count} x HTTP ${status}`);
  if (result.timeouts > 0) statuses.push(`${result.timeouts} timed out`);
  if (result.errors > result.timeouts) statuses.push(`${result.errors - result.timeouts} errors`);
  return {
    requests: result[expected],
    seconds: result.duration,
    perSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures,
    failureDetail: statuses.join(', '),
  };
}
