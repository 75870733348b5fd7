// A small HTTP load generator: a fixed number of request loops over keep-alive connections, bounded by time
// and by count, loopback only. Reports requests per second and latency percentiles of the measured phase.
import http from 'node:http';
import { performance } from 'node:perf_hooks';

const loopbackHosts = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** Nearest-rank percentile of sorted values. */
export function percentile(sorted, fraction) {
  if (sorted.length === 0) return NaN;
  const rank = Math.ceil(fraction * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

/**
 * Runs `connections` loops of GET `url` for `warmupMs` (not counted), then for `durationMs` (measured), or
 * until `maxRequests` measured requests. `check(body)` may reject an answer that came back 200.
 */
export async function runLoad({
  url,
  headers = {},
  connections = 50,
  warmupMs = 1_000,
  durationMs = 5_000,
  maxRequests = 2_000_000,
  requestTimeoutMs = 10_000,
  check,
}) {
  const target = new URL(url);
  if (!loopbackHosts.has(target.hostname))
    throw new Error(`load is only generated against loopback, not ${url}`);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const options = {
    host: target.hostname,
    port: target.port,
    path: `${target.pathname}${target.search}`,
    method: 'GET',
    agent,
    headers,
  };

  const once = () =>
    new Promise((resolve) => {
      const request = http.request(options, (response) => {
        if (!check) {
          response.resume();
          response.on('end', () => resolve({ ok: response.statusCode === 200 }));
          return;
        }
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ ok: response.statusCode === 200 && check(Buffer.concat(chunks).toString()) }),
        );
        response.on('error', () => resolve({ ok: false }));
      });
      request.setTimeout(requestTimeoutMs, () => request.destroy(new Error('request timed out')));
      request.on('error', () => resolve({ ok: false }));
      request.end();
    });

  const measureFrom = performance.now() + warmupMs;
  const measureUntil = measureFrom + durationMs;
  const latencies = [];
  let failures = 0;
  let issued = 0;

  const loop = async () => {
    for (;;) {
      const begin = performance.now();
      if (begin >= measureUntil || issued >= maxRequests) return;
      const measured = begin >= measureFrom;
      if (measured) issued++;
      const { ok } = await once();
      if (!measured) continue;
      if (ok) latencies.push(performance.now() - begin);
      else failures++;
    }
  };

  try {
    await Promise.all(Array.from({ length: connections }, loop));
  } finally {
    agent.destroy();
  }
  const elapsedSeconds = (performance.now() - measureFrom) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    failures,
    seconds: elapsedSeconds,
    perSecond: latencies.length / elapsedSeconds,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
  };
}
