// Templates under load: a hotel with 500 templates of 8 images each (half of them published), made through the
// API as the editor would. Prints the p99 of the template list, the calendar's data and the public preview of a
// published template (signed out) at 50 connections, with the goals. The JavaScript the public preview
// pulls over the wire is measured with every other page by `node bench/run.mjs web`. Default settings
// (embedded database); `--postgres` runs the same on a throwaway PostgreSQL.
// Run through `node bench/run.mjs templates` (which builds first when needed).
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { verifyRead } from './lib/checked-reads.mjs';
import { runBenchmarkMain, stopAllApps } from './lib/app-process.mjs';
import { benchDatabase } from './lib/database-choice.mjs';
import { goalLines } from './lib/goals.mjs';
import { measureLoad } from './lib/http-load.mjs';
import { loadNote } from './lib/machine.mjs';
import { startSeededApp } from './lib/seeded-app.mjs';
import { seedTemplates } from './lib/seed-templates.mjs';
import { formatTable } from './lib/table.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const library = { uploads: 12, assets: 200 };
const seed = { templates: 500, imagesEach: 8 };
const load = { connections: 50, warmupSeconds: 2, durationSeconds: 8 };
const goals = { p99: 50 };
const browserHeaders = { 'accept-encoding': 'gzip, deflate, br, zstd' };

const print = (text = '') => process.stdout.write(`${text}\n`);

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
  print(`Templates (Node ${process.version}, ${os.cpus().length} CPUs, ${os.platform()} ${os.arch()})`);
  print(`database: ${database.label}; the load generator shares the CPUs with the server`);
  print(`${loadNote()}\n`);

  const { app, cookie, hotelId, seeded } = await startSeededApp(root, database, library);
  const started = Date.now();
  const templates = await seedTemplates(app, cookie, hotelId, seed);
  print(
    `Seeded: ${seeded.after} photos, ${templates.length} templates of ${seed.imagesEach} images ` +
      `through the API in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );

  const published = templates.find((template) => template.published);
  const signedIn = { ...browserHeaders, cookie };
  const reads = [
    {
      label: `GET .../templates (${seed.templates} templates)`,
      url: `${app.url}/api/hotels/${hotelId}/templates`,
      headers: signedIn,
      check: (body) =>
        body.templates?.length === seed.templates &&
        body.templates.every((t) => t.imageCount === seed.imagesEach && t.images.length === 1),
    },
    {
      label: 'GET .../calendar-templates (calendar data)',
      url: `${app.url}/api/hotels/${hotelId}/calendar-templates`,
      headers: signedIn,
      check: (body) => body.templates?.length === seed.templates,
    },
    {
      label: 'GET /api/public/templates/:id (signed out)',
      url: `${app.url}/api/public/templates/${published.id}`,
      headers: browserHeaders,
      check: (body) => body.template?.id === published.id && body.images.length === seed.imagesEach,
    },
  ];
  const sizes = [];
  for (const read of reads) sizes.push(await verifyRead(read));
  const results = [];
  for (const read of reads) results.push({ ...read, ...(await measureLoad({ ...load, ...read })) });

  print(
    `\nautocannon, ${load.connections} connections, ${load.warmupSeconds} s warm-up (not counted), then ` +
      `${load.durationSeconds} s measured per request`,
  );
  print(
    formatTable(
      ['request', 'JSON', 'req/s', 'p50', 'p99', 'requests', 'failed'],
      results.map((result, index) => [
        result.label,
        `${(sizes[index] / 1000).toFixed(0)} KB`,
        Math.round(result.perSecond),
        `${result.p50} ms`,
        `${result.p99} ms`,
        result.requests,
        result.failures,
      ]),
    ),
  );
  const checks = results.map((result) => ({
    goal: `${result.label}: p99 < ${goals.p99} ms, none failed`,
    measured: `p99 ${result.p99} ms, ${result.failures} failed`,
    pass: result.p99 < goals.p99 && result.failures === 0,
  }));
  print(`\nGoals (${database.postgres ? 'PostgreSQL' : 'embedded database'}):`);
  print(goalLines(checks));
  const failed = results.filter((result) => result.failures > 0);
  if (failed.length > 0) {
    for (const result of failed)
      print(`FAIL: ${result.label}: ${result.failures} failed (${result.failureDetail})`);
    process.exitCode = 1;
  }
}

await runBenchmarkMain('Templates benchmark', main);
