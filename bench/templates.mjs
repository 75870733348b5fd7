// Templates under load: a hotel with 500 templates of 8 images each (half of them published), made through the
// API as the editor would. Prints the p99 of the template list, the calendar's data and the public preview of a
// published template (signed out) at 50 connections, with the goals. The JavaScript the public preview
// pulls over the wire is measured with every other page by `node bench/run.mjs web`. Default settings
// (embedded database); `--postgres` runs the same on a throwaway PostgreSQL.
// Run through `node bench/run.mjs templates` (which builds first when needed).
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runBenchmarkMain, stopAllApps } from './lib/app-process.mjs';
import { benchDatabase } from './lib/database-choice.mjs';
import { loadNote } from './lib/machine.mjs';
import { measureReads } from './lib/read-load.mjs';
import { startSeededApp } from './lib/seeded-app.mjs';
import { seedTemplates } from './lib/seed-templates.mjs';

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
  await measureReads(reads, load, goals, database);
}

await runBenchmarkMain('Templates benchmark', main);
