// The product's HTTP throughput and latency at 50 connections next to a bare Fastify hello world measured in
// the same run, its memory after the load, and the issue's goals for both. Default settings (LOG_LEVEL=info,
// embedded database) and a hotel with 5,000 assets; `--postgres` (or BENCH_DATABASE=postgres) runs the same on
// a throwaway PostgreSQL. Run through `node bench/run.mjs http` (which builds first when needed).
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startHelloWorld, runBenchmarkMain, stopAllApps } from './lib/app-process.mjs';
import { webAssetPageSize } from './lib/asset-page-size.mjs';
import { benchDatabase } from './lib/database-choice.mjs';
import { goalLines } from './lib/goals.mjs';
import { measureLoad } from './lib/http-load.mjs';
import { loadNote } from './lib/machine.mjs';
import { residentBytes } from './lib/process-memory.mjs';
import { startSeededApp } from './lib/seeded-app.mjs';
import { formatLoadTable } from './lib/table.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const load = { connections: 50, warmupSeconds: 2, durationSeconds: 10 };
const library = { uploads: 20, assets: 5_000 };
/** Matches the names of the restaurant-terrace photos and the tag "terrace" (balcony photos carry it too). */
const searchWord = 'terrace';
/** What Chromium sends, also over plain http, so JSON goes out compressed as it does to users. */
const browserHeaders = { 'accept-encoding': 'gzip, deflate, br, zstd' };
const goals = { listRatio: 0.05, listP99: 100, fastP99: 50, rssMb: 300 };

const print = (text = '') => process.stdout.write(`${text}\n`);
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** One answer, checked before the load (a benchmark of error pages would measure nothing); returns its JSON. */
async function verify(request) {
  const response = await fetch(request.url, {
    headers: request.headers,
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  if (response.status !== 200)
    throw new Error(`${request.label}: HTTP ${response.status} ${text.slice(0, 300)}`);
  const problem = request.check(text);
  if (problem) throw new Error(`${request.label}: ${problem}: ${text.slice(0, 300)}`);
  return json(text);
}

const json = (text) => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

function requestsToMeasure(app, { email, cookie, hotelId }, pageSize, total) {
  const signedIn = { ...browserHeaders, cookie };
  const assets = (query) =>
    `${app.url}/api/hotels/${hotelId}/assets?${new URLSearchParams({ limit: String(pageSize), ...query })}`;
  return [
    {
      label: 'GET /api/config (public)',
      url: `${app.url}/api/config`,
      headers: browserHeaders,
      check: (text) => (typeof json(text)?.googleSignIn === 'boolean' ? '' : 'not the public config'),
    },
    {
      label: 'GET /api/health',
      url: `${app.url}/api/health`,
      headers: browserHeaders,
      check: (text) => (json(text)?.status === 'ok' ? '' : 'not ok'),
    },
    {
      label: 'GET /api/session (signed in)',
      url: `${app.url}/api/session`,
      headers: signedIn,
      check: (text) => (json(text)?.user?.email === email ? '' : 'not the signed-in user'),
      goal: 'fast',
    },
    {
      label: 'GET /api/hotels',
      url: `${app.url}/api/hotels`,
      headers: signedIn,
      check: (text) => (json(text)?.hotels?.some((hotel) => hotel.id === hotelId) ? '' : 'without the hotel'),
      goal: 'fast',
    },
    {
      label: `GET .../assets?limit=${pageSize} (first page)`,
      url: assets({}),
      headers: signedIn,
      check: (text) => {
        const page = json(text);
        return page?.total === total && page.assets?.length === pageSize ? '' : `not ${pageSize} of ${total}`;
      },
      goal: 'list',
    },
    {
      label: `GET .../assets?search=${searchWord}`,
      url: assets({ search: searchWord }),
      headers: signedIn,
      check: (text) => {
        const page = json(text);
        return page?.total > 0 && page.total < total && page.assets?.length > 0 ? '' : 'no matches';
      },
      goal: 'list',
      search: true,
    },
  ];
}

async function main() {
  const database = await benchDatabase();
  try {
    await measure(database);
  } finally {
    await stopAllApps();
    database.stop();
  }
}

async function measure(database) {
  print(`HTTP under load (Node ${process.version}, ${os.cpus().length} CPUs, ${os.platform()} ${os.arch()})`);
  print(`database: ${database.label}; server settings: the defaults (LOG_LEVEL=info, log to a file)`);
  print(
    'The load generator (autocannon, in this process) shares the CPUs with the server: figures compare runs on\n' +
      'this machine and the ratio to the hello world measured alongside, not absolute capacity.',
  );
  print(`${loadNote()}\n`);

  const pageSize = webAssetPageSize(root);
  const { app, email, cookie, hotelId, seeded } = await startSeededApp(root, database, library);
  print(
    `Seeded: ${library.uploads} photos uploaded (${(seeded.uploadMs / 1000).toFixed(1)} s), copied to ` +
      `${seeded.after} assets with ${seeded.tags} tags (${(seeded.growMs / 1000).toFixed(1)} s), server restarted`,
  );
  const rssBefore = residentBytes(app.pid);
  const logBefore = app.logBytes();

  const requests = requestsToMeasure(app, { email, cookie, hotelId }, pageSize, seeded.after);
  const answers = [];
  for (const request of requests) answers.push(await verify(request));
  const searchMatches = answers[requests.findIndex((request) => request.search)].total;

  // The hello world runs only while it is measured, so it takes no memory or CPU from the product's turn.
  const hello = await startHelloWorld(root);
  const helloResult = await measureLoad({ ...load, url: `${hello.url}/`, headers: browserHeaders });
  await hello.stop();

  const results = [];
  for (const request of requests) {
    results.push({
      ...request,
      ...(await measureLoad({ ...load, url: request.url, headers: request.headers })),
    });
  }
  const rssAfter = residentBytes(app.pid);
  const logged = app.logBytes() - logBefore;

  const ratio = (result) => result.perSecond / helloResult.perSecond;
  print(
    `\nautocannon, ${load.connections} connections, ${load.warmupSeconds} s warm-up (not counted), then ` +
      `${load.durationSeconds} s measured per request; ${seeded.after} assets, page size ${pageSize} (the web app's)`,
  );
  print(formatLoadTable(helloResult, results));
  print(
    `    failed: not 2xx, error or no answer within 10 s. Latency in whole ms (autocannon). search matches ` +
      `${searchMatches} of ${seeded.after}. Requests carry Accept-Encoding: ${browserHeaders['accept-encoding']}.`,
  );
  print(
    `    server RSS (VmRSS of pid ${app.pid}): ${mb(rssBefore)} after the restart, ${mb(rssAfter)} after the load;` +
      ` it logged ${mb(logged)} meanwhile`,
  );

  const checks = [];
  for (const result of results.filter((r) => r.goal)) {
    const list = result.goal === 'list';
    const [minRatio, maxP99] = list ? [goals.listRatio, goals.listP99] : [0, goals.fastP99];
    const pass = ratio(result) >= minRatio && result.p99 <= maxP99 && result.failures === 0;
    checks.push({
      goal: `${result.label}: ${list ? `>= ${minRatio}x hello world, ` : ''}p99 <= ${maxP99} ms, none failed`,
      measured: `${ratio(result).toFixed(3)}x, p99 ${result.p99} ms, ${result.failures} failed`,
      pass,
    });
  }
  checks.push({
    goal: `server RSS after the load <= ${goals.rssMb} MB`,
    measured: mb(rssAfter),
    pass: rssAfter <= goals.rssMb * 1024 * 1024,
  });
  print(`    ${loadNote()}`);
  print(`\nGoals (${database.postgres ? 'PostgreSQL' : 'embedded database'}):`);
  print(goalLines(checks));

  const failed = [helloResult, ...results].filter((result) => result.failures > 0);
  if (failed.length > 0) {
    for (const result of failed)
      print(`FAIL: ${result.label ?? 'hello world'}: ${result.failures} failed (${result.failureDetail})`);
    process.exitCode = 1;
  }
}

await runBenchmarkMain('HTTP benchmark', main);
