// Startup time, HTTP throughput and latency (anonymous and signed in), and the JavaScript the landing page and
// the signed-in app shell download. Run through `npm run bench` (which builds first when needed).
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startApp, stopAllApps } from './lib/app-process.mjs';
import { runLoad } from './lib/load.mjs';
import { signedInSession } from './lib/session.mjs';
import { formatTable, kib, ms } from './lib/table.mjs';
import { pageChunks, readBundleGraph, sizeOf } from './lib/web-bundle.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const startupRuns = 3;
const load = { connections: 50, warmupMs: 1_000, durationMs: 5_000, maxRequests: 2_000_000 };

/** Route modules of a page, as the router nests them (web/src/app/router.tsx). */
const landingRoutes = ['web/src/routes/landing.tsx'];
const appShellRoutes = ['web/src/routes/app-layout.tsx', 'web/src/routes/dashboard.tsx'];
/** Source modules only the signed-in app needs; none may travel with the landing page. */
const appShellOnly = [
  /^web\/src\/routes\/(app-layout|dashboard|settings-[\w-]+)\.tsx?$/,
  /^web\/src\/app\/shell\//,
  /^web\/src\/features\/dashboard\//,
];

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
const print = (text = '') => process.stdout.write(`${text}\n`);

/**
 * Starts the product `startupRuns` times and returns the times and the last app, still running. Given a running
 * app, each start is a restart on that app's data folder; otherwise each start gets a fresh one. Starts in
 * which start.mjs had to build (someone changed the sources meanwhile) are repeated, not counted.
 */
async function measureStartups(running) {
  const restart = Boolean(running);
  const times = [];
  let app = running;
  for (let attempt = 1; times.length < startupRuns; attempt++) {
    if (attempt > startupRuns * 3) {
      if (times.length === 0) throw new Error('the sources kept changing: every start had to build first');
      print(
        `  only ${times.length} of ${startupRuns} starts ran without a build; the figures below use those`,
      );
      break;
    }
    const dataDir = app?.dataDir;
    if (app) await app.stop({ keepData: restart });
    app = await startApp(root, restart ? { dataDir } : {});
    if (app.built)
      print(`  a start had to build first (sources changed meanwhile): ${ms(app.startupMs)}, not counted`);
    else times.push(app.startupMs);
  }
  return { times, app };
}

function bundleReport() {
  const graph = readBundleGraph(root);
  const entry = pageChunks(graph, []);
  const landing = pageChunks(graph, landingRoutes);
  const appShell = pageChunks(graph, appShellRoutes);

  const appRouteChunks = appShellRoutes.map((module) => graph.chunkOf(module));
  const leaks = [];
  for (const chunk of landing) {
    if (appRouteChunks.includes(chunk)) leaks.push(`${path.basename(chunk)} (route chunk of the app shell)`);
    for (const module of graph.modulesOf(chunk) ?? []) {
      if (appShellOnly.some((pattern) => pattern.test(module)))
        leaks.push(`${module} in ${path.basename(chunk)}`);
    }
  }
  const sourceMapsKnown = [...landing].every((chunk) => graph.modulesOf(chunk) !== undefined);
  // A build made with NODE_ENV=development in the environment bundles React's development build (3x larger).
  const developmentBuilds = [...new Set([...landing, ...appShell])].flatMap((chunk) =>
    (graph.modulesOf(chunk) ?? []).filter((module) => /node_modules\/.+\.development\.js$/.test(module)),
  );
  return { graph, entry, landing, appShell, leaks, sourceMapsKnown, developmentBuilds };
}

/** How the app itself sends the entry chunk to a browser that accepts compression. */
async function entryEncoding(appUrl) {
  const entry = path
    .relative(path.join(root, 'dist/web'), readBundleGraph(root).entry)
    .split(path.sep)
    .join('/');
  const response = await fetch(`${appUrl}/${entry}`, {
    headers: { 'accept-encoding': 'br, gzip' },
    signal: AbortSignal.timeout(10_000),
  });
  await response.arrayBuffer();
  return response.headers.get('content-encoding') ?? 'uncompressed';
}

let servedEncoding = 'unknown';

async function main() {
  print(
    `startup and HTTP (Node ${process.version}, ${os.cpus().length} CPUs, ${os.platform()} ${os.arch()})`,
  );
  print('Server and load generator share this machine; figures are for comparing runs here, not absolute.\n');

  const fresh = await measureStartups();
  const restarts = await measureStartups(fresh.app);
  const { app } = restarts;
  try {
    print(
      '(a) startup: spawn `node scripts/start.mjs` until the first 200 from GET /api/health (loopback, LOG_LEVEL=warn)',
    );
    print(
      formatTable(
        ['start', 'runs', 'median'],
        [
          [
            'fresh DATA_DIR (PGlite created and migrated)',
            fresh.times.map(ms).join(', '),
            ms(median(fresh.times)),
          ],
          ['restart on the same DATA_DIR', restarts.times.map(ms).join(', '), ms(median(restarts.times))],
        ],
      ),
    );
    print();

    const health = await runLoad({ ...load, url: `${app.url}/api/health` });
    const { email, cookie } = await signedInSession(app.url);
    const session = await runLoad({
      ...load,
      url: `${app.url}/api/session`,
      headers: { cookie },
      check: (body) => body.includes(email),
    });
    print(
      `(b, c) HTTP load: ${load.connections} concurrent keep-alive connections, ` +
        `${load.warmupMs / 1000} s warm-up, then ${load.durationMs / 1000} s measured`,
    );
    print(
      formatTable(
        ['request', 'requests', 'req/s', 'p50', 'p99', 'failed'],
        [
          [
            'GET /api/health',
            health.requests,
            Math.round(health.perSecond),
            ms(health.p50),
            ms(health.p99),
            health.failures,
          ],
          [
            'GET /api/session (signed in)',
            session.requests,
            Math.round(session.perSecond),
            ms(session.p50),
            ms(session.p99),
            session.failures,
          ],
        ],
      ),
    );
    print('    failed: not 200, timed out, or (session) an answer without the signed-in user\n');
    servedEncoding = await entryEncoding(app.url);
  } finally {
    await stopAllApps();
  }

  const bundle = bundleReport();
  const row = (label, files) => {
    const size = sizeOf(files);
    return [label, size.files, kib(size.raw), kib(size.gzip)];
  };
  print(
    `(d) JavaScript before first paint (gzip level 6, each file on its own; read from ${bundle.graph.source === 'manifest' ? "Vite's manifest" : 'index.html and the chunks'})`,
  );
  print(
    formatTable(
      ['page', 'chunks', 'raw', 'gzip'],
      [
        row('entry only (every page)', bundle.entry),
        row('landing page /', bundle.landing),
        row('signed-in app shell /dashboard', bundle.appShell),
      ],
    ),
  );
  print(
    `    the app itself sends them ${servedEncoding === 'uncompressed' ? 'uncompressed' : `with ${servedEncoding}`} (entry chunk, Accept-Encoding: br, gzip)`,
  );
  if (bundle.developmentBuilds.length > 0) {
    print(`    WARNING: development builds bundled: ${bundle.developmentBuilds.join(', ')}`);
  }
  if (bundle.leaks.length > 0) {
    print(`    FAIL: the landing page loads app-shell code:\n      ${bundle.leaks.join('\n      ')}`);
    process.exitCode = 1;
  } else {
    print(
      `    app-shell-only code loaded by the landing page: none (checked ${bundle.landing.size} chunks` +
        `${bundle.sourceMapsKnown ? ' and their source maps' : '; no source maps, route chunks only'})`,
    );
  }
}

try {
  await main();
} catch (error) {
  process.stderr.write(
    `startup and HTTP benchmark failed: ${error instanceof Error ? error.stack : String(error)}\n`,
  );
  process.exitCode = 1;
} finally {
  await stopAllApps();
}
