// The dashboard under load (issue 15): a hotel with 5,000 assets, 500 templates, 1,000 tasks with tags and
// 2,000 activities, all made through the API as users make them (the assets grown from real uploads, see
// lib/seeded-app.mjs). Prints the p99 of the statistics, the content score, the task list (active, completed
// and searched by a tag), the activity log and the notifications at 50 connections, with the goal:
// under 50 ms each, because counts come from indexed queries, not from loading rows. Default settings
// (embedded database); `--postgres` runs the same on a throwaway PostgreSQL.
// Run through `node bench/run.mjs dashboard` (which builds first when needed).
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { api } from './lib/api.mjs';
import { inParallel } from './lib/checked-reads.mjs';
import { runBenchmarkMain, stopAllApps } from './lib/app-process.mjs';
import { benchDatabase } from './lib/database-choice.mjs';
import { loadNote } from './lib/machine.mjs';
import { measureReads } from './lib/read-load.mjs';
import { startSeededApp } from './lib/seeded-app.mjs';
import { seedTemplates } from './lib/seed-templates.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const library = { uploads: 12, assets: 5000 };
const seed = { templates: 500, imagesEach: 8, tasks: 1000, activities: 2000 };
const load = { connections: 50, warmupSeconds: 2, durationSeconds: 8 };
const goals = { p99: 50 };
const browserHeaders = { 'accept-encoding': 'gzip, deflate, br, zstd' };
const tagWords = ['housekeeping', 'marketing', 'ota', 'photos', 'rooms', 'pricing', 'events', 'guests'];

const print = (text = '') => process.stdout.write(`${text}\n`);
const isoDay = (date) => date.toISOString().slice(0, 10);

/** 1,000 tasks over a year, two or three tags each, every fourth one completed. */
async function seedTasks(call, hotelId) {
  const base = `/api/hotels/${hotelId}/tasks`;
  await inParallel(
    Array.from({ length: seed.tasks }, (_, index) => index),
    6,
    async (index) => {
      const { task } = await call('POST', base, {
        allowed: [201],
        json: {
          title: `Task ${index + 1}: check the ${tagWords[index % tagWords.length]} list`,
          priority: ['low', 'medium', 'high'][index % 3],
          dueDate: isoDay(new Date(Date.UTC(2026, 0, 1 + (index % 365)))),
          tags: [
            tagWords[index % 8],
            tagWords[(index + 3) % 8],
            ...(index % 2 ? [`week-${index % 52}`] : []),
          ],
        },
      });
      if (index % 4 === 0) await call('PATCH', `${base}/${task.id}`, { json: { completed: true } });
    },
  );
}

/** Switches facilities on and off until the log holds `seed.activities` entries (each switch writes one). */
async function seedActivities(call, hotelId) {
  const features = await call('GET', `/api/hotels/${hotelId}/features`);
  const ids = [];
  JSON.stringify(features, (key, value) => {
    if (
      value &&
      typeof value === 'object' &&
      typeof value.id === 'string' &&
      typeof value.active === 'boolean'
    )
      ids.push(value.id);
    return value;
  });
  if (ids.length === 0) throw new Error('no features to switch');
  // The log already holds the uploads and the template creations.
  const switches = seed.activities - library.uploads - seed.templates;
  await inParallel(
    Array.from({ length: switches }, (_, index) => index),
    6,
    async (index) =>
      call('PUT', `/api/hotels/${hotelId}/features/${ids[index % ids.length]}`, {
        json: { active: Math.floor(index / ids.length) % 2 === 0 },
      }),
  );
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
  print(`Dashboard (Node ${process.version}, ${os.cpus().length} CPUs, ${os.platform()} ${os.arch()})`);
  print(`database: ${database.label}; the load generator shares the CPUs with the server`);
  print(`${loadNote()}\n`);

  const { app, cookie, hotelId, seeded } = await startSeededApp(root, database, library);
  const call = (method, pathname, options) => api(app, cookie, method, pathname, options);
  const started = Date.now();
  await seedTemplates(app, cookie, hotelId, seed);
  await seedTasks(call, hotelId);
  await seedActivities(call, hotelId);
  print(
    `Seeded: ${seeded.after} assets, ${seed.templates} templates, ${seed.tasks} tasks, ` +
      `${seed.activities} activities through the API in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );

  const signedIn = { ...browserHeaders, cookie };
  const hotel = `${app.url}/api/hotels/${hotelId}`;
  const reads = [
    {
      label: 'GET .../dashboard/stats',
      url: `${hotel}/dashboard/stats`,
      check: (body) => body.stats?.contentUpdates?.value >= seed.templates,
    },
    {
      label: 'GET .../dashboard/content-score',
      url: `${hotel}/dashboard/content-score`,
      check: (body) => typeof body.contentScore?.score === 'number',
    },
    {
      label: 'GET /api/dashboard/hotels (a chain)',
      url: `${app.url}/api/dashboard/hotels`,
      check: (body) => body.hotels?.length === 1,
    },
    {
      label: `GET .../tasks (active of ${seed.tasks})`,
      url: `${hotel}/tasks`,
      check: (body) => body.tasks?.length > 0 && body.tasks.every((task) => !task.completed),
    },
    {
      label: 'GET .../tasks?completed=true',
      url: `${hotel}/tasks?completed=true`,
      check: (body) => body.tasks?.length > 0 && body.tasks.every((task) => task.completed),
    },
    {
      label: 'GET .../tasks?search=market (title or tag)',
      url: `${hotel}/tasks?search=market`,
      check: (body) => body.tasks?.length > 0,
    },
    {
      label: `GET .../activities (of ${seed.activities})`,
      url: `${hotel}/activities`,
      check: (body) => Array.isArray(body) && body.length === 10,
    },
    {
      label: 'GET /api/notifications',
      url: `${app.url}/api/notifications`,
      check: (body) => Array.isArray(body.notifications),
    },
  ].map((read) => ({ ...read, headers: signedIn }));
  await measureReads(reads, load, goals, database);
}

await runBenchmarkMain('Dashboard benchmark', main);
