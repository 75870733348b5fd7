// The content API (issue 34): GET /api/v1/hotels/{id}/photos of a published hotel with 5,000 photos in its
// gallery, with an API key, at 50 connections: the first page, a page deep in the gallery and the largest page,
// and the first page asked again with its ETag (If-None-Match, answered 304), next to a bare Fastify hello world
// measured alongside. Goals: p99 under 50 ms for the pages on the embedded database, and the 304's rate over
// 0.2x the hello world's. The key's rate limit is raised for the run (API_KEY_RATE_LIMIT): the limit is counted
// on every request, as in production, but would stop the load after a few hundred. Default settings otherwise
// (embedded database); `--postgres` runs the same on a throwaway PostgreSQL. Run through
// `node bench/run.mjs content-api`.
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { api } from './lib/api.mjs';
import { runBenchmarkMain, startApp, startHelloWorld, stopAllApps } from './lib/app-process.mjs';
import { benchDatabase } from './lib/database-choice.mjs';
import { printCachedReadGoals } from './lib/cached-read-goals.mjs';
import { measureLoad } from './lib/http-load.mjs';
import { loadNote } from './lib/machine.mjs';
import { withDatabase } from './lib/seed-chain.mjs';
import { startSeededApp } from './lib/seeded-app.mjs';
import { formatTable } from './lib/table.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const library = { uploads: 10, assets: 5_000 };
const load = { connections: 50, warmupSeconds: 2, durationSeconds: 8 };
const goals = { p99: 50, notModifiedRatio: 0.2 };
const browserHeaders = { 'accept-encoding': 'gzip, deflate, br, zstd' };

const print = (text = '') => process.stdout.write(`${text}\n`);

/** The photos route's cursor for a position (server/src/features/content-api/photo-pages.ts). */
const cursorAt = (position) => Buffer.from(`p${position}`).toString('base64url');

async function main() {
  const database = await benchDatabase();
  try {
    await measure(database);
  } finally {
    await stopAllApps();
    database.stop();
  }
}

/** 'Publish content' on, written while the server is stopped on the embedded database (one process per folder). */
async function publish(running, database, hotelId) {
  const { dataDir } = running;
  if (!database.postgres) await running.stop({ keepData: true });
  await withDatabase(database, dataDir, (db) =>
    db.query('update hotels set publish_content = true where id = $1', [hotelId]),
  );
  if (database.postgres) return running;
  return startApp(root, { dataDir, env: database.env, timeoutMs: 180_000 });
}

async function measure(chosen) {
  const database = { ...chosen, env: { ...chosen.env, API_KEY_RATE_LIMIT: '100000000' } };
  print(`Content API (Node ${process.version}, ${os.cpus().length} CPUs, ${os.platform()} ${os.arch()})`);
  print(`database: ${database.label}; the load generator shares the CPUs with the server`);
  print(`${loadNote()}\n`);

  const seededApp = await startSeededApp(root, database, library);
  const { cookie, hotelId } = seededApp;
  // The hotel gallery links every photo of the library on its first read, as the content page does.
  const { images } = await api(seededApp.app, cookie, 'GET', `/api/hotels/${hotelId}/gallery`);
  const { key } = await api(seededApp.app, cookie, 'POST', '/api/api-keys', {
    allowed: [201],
    json: { name: 'Benchmark', hotelIds: [hotelId], expiresAt: null },
  });
  const app = await publish(seededApp.app, database, hotelId);
  print(`Seeded: ${seededApp.seeded.after} photos, ${images.length} in the hotel gallery, server restarted`);

  const headers = { ...browserHeaders, authorization: `Bearer ${key}` };
  const photos = `${app.url}/api/v1/hotels/${hotelId}/photos`;
  const pages = [
    { label: 'GET .../photos (first page, 50)', url: photos, count: 50 },
    { label: 'GET .../photos?cursor=(4,000)', url: `${photos}?cursor=${cursorAt(4_000)}`, count: 50 },
    {
      label: 'GET .../photos?limit=200 (largest page)',
      url: `${photos}?limit=200&cursor=${cursorAt(1_000)}`,
      count: 200,
    },
  ];
  const sizes = [];
  let etag;
  for (const page of pages) {
    const response = await fetch(page.url, { headers: { authorization: headers.authorization } });
    const text = await response.text();
    const body = response.status === 200 ? JSON.parse(text) : null;
    if (body?.photos?.length !== page.count || body.total !== images.length)
      throw new Error(`${page.label}: HTTP ${response.status} ${text.slice(0, 300)}`);
    sizes.push(text.length);
    etag ??= response.headers.get('etag');
  }
  const notModified = await fetch(photos, { headers: { ...headers, 'if-none-match': etag } });
  if (notModified.status !== 304) throw new Error(`If-None-Match answered HTTP ${notModified.status}`);

  // The hello world runs only while it is measured, so it takes no memory or CPU from the product's turn; the
  // 304 is measured right after it, so that the ratio compares two runs under the same load of the machine.
  const hello = await startHelloWorld(root);
  const helloResult = await measureLoad({ ...load, url: `${hello.url}/`, headers: browserHeaders });
  await hello.stop();
  const conditional = {
    label: 'GET .../photos with If-None-Match (304)',
    ...(await measureLoad({
      ...load,
      url: photos,
      headers: { ...headers, 'if-none-match': etag },
      expected: '3xx',
    })),
  };
  const results = [];
  for (const page of pages)
    results.push({ ...page, ...(await measureLoad({ ...load, url: page.url, headers })) });

  const ratio = (result) => result.perSecond / helloResult.perSecond;
  const row = (label, result, size) => [
    label,
    size === undefined ? '' : `${(size / 1000).toFixed(1)} KB`,
    Math.round(result.perSecond),
    `${ratio(result).toFixed(3)}x`,
    `${result.p50} ms`,
    `${result.p99} ms`,
    result.requests,
    result.failures,
  ];
  print(
    `\nautocannon, ${load.connections} connections, ${load.warmupSeconds} s warm-up (not counted), then ` +
      `${load.durationSeconds} s measured per request; Accept-Encoding: ${browserHeaders['accept-encoding']}`,
  );
  print(
    formatTable(
      ['request', 'JSON', 'req/s', 'x hello', 'p50', 'p99', 'requests', 'failed'],
      [
        row('bare Fastify hello world (own process)', helloResult),
        ...results.map((result, index) => row(result.label, result, sizes[index])),
        row(conditional.label, conditional),
      ],
    ),
  );
  print(`    failed: not the expected status (200; 304 for If-None-Match), error or no answer within 10 s`);
  print(`    ${loadNote()}`);

  printCachedReadGoals({
    print,
    database,
    goals,
    hello: helloResult,
    reads: results,
    notModified: conditional,
  });
}

await runBenchmarkMain('Content API benchmark', main);
