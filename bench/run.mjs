// `npm run bench`: builds the product when dist/ is missing or older than the sources, then runs every
// benchmark below in its own process, one after another, each bounded in time. `node bench/run.mjs http`
// runs only the benchmarks whose name contains "http"; arguments starting with `--` (e.g. `--postgres`) are
// passed on to each benchmark run. Add new benchmarks to the list.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildState } from './lib/build-state.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Each file prints its own figures and exits non-zero when it fails. */
const benchmarks = [
  { name: 'startup: fresh and restart', file: 'startup.mjs', timeoutMs: 3 * 60_000 },
  { name: 'http: the API at 50 connections, 5,000 assets', file: 'http.mjs', timeoutMs: 5 * 60_000 },
  {
    name: 'http-access-check: what the role check adds under a hotel at 50 connections, as owner and editor',
    file: 'access-check.mjs',
    timeoutMs: 5 * 60_000,
  },
  { name: 'web: JavaScript over the wire in Chromium', file: 'web-javascript.mjs', timeoutMs: 3 * 60_000 },
  { name: 'assets: upload pipeline and library list', file: 'assets.mjs', timeoutMs: 5 * 60_000 },
  {
    name: 'content: the hotel content page, 300 photos, 40 rooms',
    file: 'content.mjs',
    timeoutMs: 6 * 60_000,
  },
  {
    name: 'templates: list, calendar and public preview, 500 templates',
    file: 'templates.mjs',
    timeoutMs: 6 * 60_000,
  },
  {
    name: 'import: Booking.com property (20 and 100 photos) and hotel website (20), photos from a throttled CDN',
    file: 'import.mjs',
    timeoutMs: 8 * 60_000,
  },
  {
    name: 'website-import: /api/config while a hostile site (20 pages of 5 MB of nested markup) is imported',
    file: 'website-import-load.mjs',
    timeoutMs: 5 * 60_000,
  },
  {
    name: 'cache-miss: searches with a new word each request, reads right after writes, other users meanwhile',
    file: 'cache-miss.mjs',
    timeoutMs: 10 * 60_000,
  },
  {
    name: 'dashboard: statistics, content score, tasks and activity at 50 connections',
    file: 'dashboard.mjs',
    timeoutMs: 8 * 60_000,
  },
  {
    name: 'channel-readiness: one hotel and a chain of 50 (5,000 photos) at 50 connections',
    file: 'channel-readiness.mjs',
    timeoutMs: 8 * 60_000,
  },
  {
    name: 'content-api: /api/v1 photos of a 5,000-photo hotel and its 304 at 50 connections',
    file: 'content-api.mjs',
    timeoutMs: 6 * 60_000,
  },
  {
    name: "schema-org: a 40-room hotel's schema.org data and its 304 at 50 connections",
    file: 'schema-org.mjs',
    timeoutMs: 6 * 60_000,
  },
  {
    name: "translations: 'Translate all missing' for 40 rooms into 5 languages (AI fake at 200 ms), texts at 50 connections",
    file: 'translations.mjs',
    timeoutMs: 6 * 60_000,
  },
  {
    name: 'activity-log: pages of a 100,000-entry log by member, kind, month and cursor at 50 connections, its CSV export',
    file: 'activity-log.mjs',
    timeoutMs: 6 * 60_000,
  },
  {
    name: 'query-plans: every list and search explained at 5,000 and 50,000 photos',
    file: 'query-plans.mjs',
    timeoutMs: 10 * 60_000,
  },
  {
    name: 'alpinebits: push of 40 rooms, 400 pictures, 2 languages (build + validate, overhead against a local receiver)',
    file: 'alpinebits-push.mjs',
    timeoutMs: 3 * 60_000,
  },
  {
    name: 'live-view: OTA remote browser frames, input latency, memory per session',
    file: 'live-view.mjs',
    timeoutMs: 3 * 60_000,
  },
];

function runBenchmark({ name, file, timeoutMs }, options) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(process.execPath, [path.join(root, 'bench', file), ...options], {
      cwd: root,
      stdio: 'inherit',
    });
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      process.stderr.write(`\n${name}: no result within ${timeoutMs / 1000} s, stopping it\n`);
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 15_000).unref();
    }, timeoutMs);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      const ok = code === 0 && !timedOut;
      resolve({
        name,
        ok,
        detail: ok ? '' : timedOut ? 'timed out' : `exit ${code ?? signal}`,
        seconds: (Date.now() - started) / 1000,
      });
    });
  });
}

// `npm run bench -- http --postgres` and `node bench/run.mjs http -- --postgres` both mean: http, on PostgreSQL.
const args = process.argv.slice(2).filter((arg) => arg !== '--');
const options = args.filter((arg) => arg.startsWith('--'));
const filters = args.filter((arg) => !arg.startsWith('--'));
const selected = benchmarks.filter(
  (benchmark) => filters.length === 0 || filters.some((filter) => benchmark.name.includes(filter)),
);
if (selected.length === 0) {
  process.stderr.write(
    `No benchmark matches ${filters.join(', ')}. Known: ${benchmarks.map((b) => b.name).join(', ')}\n`,
  );
  process.exit(1);
}

const state = buildState(root);
if (state !== 'fresh') {
  process.stdout.write(`Building first (the build is ${state})...\n`);
  const { buildAll } = await import('../scripts/build.mjs');
  await buildAll({ quiet: true });
}

// Ctrl-C reaches every process of the terminal's group: the running benchmark stops its own servers, and no
// further benchmark starts.
let interrupted = false;
process.on('SIGINT', () => {
  interrupted = true;
});

const results = [];
for (const benchmark of selected) {
  if (interrupted) break;
  process.stdout.write(`\n=== ${benchmark.name} ===\n`);
  results.push(await runBenchmark(benchmark, options));
}
process.stdout.write('\n=== summary ===\n');
for (const result of results) {
  process.stdout.write(
    `${result.ok ? 'ok  ' : 'FAIL'} ${result.name} (${result.seconds.toFixed(0)} s)${result.detail ? `: ${result.detail}` : ''}\n`,
  );
}
process.exit(results.every((result) => result.ok) ? 0 : 1);
