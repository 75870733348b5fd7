// The activity log page (issue 36, part 4): a hotel of five members whose log holds 100,000 entries of eight kinds
// over a year (every seventh by the system, the edits with their values before and after), beside a few made
// through the API. The entries come in with one statement while the server is stopped (the embedded database
// allows one process per folder; on PostgreSQL the same), shared with the query plan test
// (server/test/activity-log-seed.ts), then the table is analysed, as the product's upkeep would within a minute.
// Then: each read's plan (EXPLAIN ANALYZE of the statement the log route sends), the log's pages at 50
// connections (newest, by member, by kind, by a month, by member and kind, page 1,000 through a cursor, the people
// to filter by), and the whole CSV export streamed once. Goal: p99 under 50 ms for every page. Default settings
// (embedded database); `--postgres` runs the same on a throwaway PostgreSQL. Run through
// `node bench/run.mjs activity-log`.
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { api, createHotel, finishOnboarding } from './lib/api.mjs';
import { runBenchmarkMain, startApp, stopAllApps } from './lib/app-process.mjs';
import { benchDatabase } from './lib/database-choice.mjs';
import { goalLines } from './lib/goals.mjs';
import { lockDataDir } from './lib/grow-library.mjs';
import { loadNote } from './lib/machine.mjs';
import { loadReads, printFailedReads } from './lib/read-load.mjs';
import { signedInSession } from './lib/session.mjs';
import { formatTable } from './lib/table.mjs';
import { importTypeScript } from './lib/typescript-module.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const entries = 100_000;
const memberNames = ['Olga Owner', 'Anna Weber', 'Ben Brandt', 'Carla Conti', 'Dario Dorn'];
const load = { connections: 50, warmupSeconds: 2, durationSeconds: 8 };
const goals = { p99: 50 };
const browserHeaders = { 'accept-encoding': 'gzip, deflate, br, zstd' };
const day = 24 * 60 * 60_000;

const print = (text = '') => process.stdout.write(`${text}\n`);
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** The seeding and the reads' statements, from the product's own sources (bundled for plain Node). */
const seeding = () =>
  importTypeScript(
    'activity-log-seed',
    `export { seedActivityLog, logReads, cursorAt, seededKinds, seedSpacingMinutes } from './server/test/activity-log-seed.ts';
     export { sql } from 'drizzle-orm';
     export { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
     export { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';`,
  );

async function main() {
  const database = await benchDatabase();
  try {
    await measure(database);
  } finally {
    await stopAllApps();
    database.stop();
  }
}

/** The owner's hotel with four more members, and a few entries made through the API as people make them. */
async function seedThroughApi(app) {
  const sessions = [];
  for (let index = 0; index < memberNames.length; index++) sessions.push(await signedInSession(app.url));
  const [owner] = sessions;
  const hotelId = await createHotel(app, owner.cookie);
  await finishOnboarding(app, owner.cookie);
  const members = [];
  for (const [index, session] of sessions.entries()) {
    const { user } = await api(app, session.cookie, 'GET', '/api/session');
    members.push({ id: user.id, name: memberNames[index] });
  }
  const base = `/api/hotels/${hotelId}`;
  const { room } = await api(app, owner.cookie, 'POST', `${base}/rooms`, {
    allowed: [201],
    json: { name: 'Suite Seeblick', type: 'suite' },
  });
  await api(app, owner.cookie, 'PATCH', `${base}/rooms/${room.id}`, {
    json: { sizeSqm: 40, maxOccupancy: 3 },
  });
  await api(app, owner.cookie, 'PUT', `${base}/description`, {
    json: { content: 'A quiet hotel by the lake.' },
  });
  return { owner, hotelId, members };
}

/**
 * Opens the stopped server's database (or the PostgreSQL it uses), makes the members members and writes the
 * log; answers each read's plan afterwards.
 */
async function seedAndExplain(app, database, { hotelId, members }, newest) {
  const { seedActivityLog, logReads, sql, drizzlePglite, drizzlePostgres } = await seeding();
  const explainOf = (statement) => sql`explain (analyze, buffers, format json) ${statement}`;
  let client;
  let unlock = () => {};
  if (database.postgres) {
    client = new pg.Client({ connectionString: database.url });
    await client.connect();
  } else {
    unlock = lockDataDir(app.dataDir);
    client = await PGlite.create(path.join(app.dataDir, 'db'), { extensions: { pg_trgm } });
  }
  try {
    const db = database.postgres ? drizzlePostgres(client) : drizzlePglite(client);
    for (const member of members) {
      await client.query('update "user" set name = $1 where id = $2', [member.name, member.id]);
      await client.query(
        `insert into hotel_members (hotel_id, user_id, role) values ($1, $2, 'editor') on conflict do nothing`,
        [hotelId, member.id],
      );
    }
    const started = performance.now();
    await seedActivityLog(db, { hotelId, members, count: entries, newest });
    const seedMs = performance.now() - started;
    // As the product's upkeep (lib/table-upkeep.ts) or autovacuum leaves the table within a minute.
    await client.query('vacuum analyze activities');
    const plans = [];
    for (const read of logReads(db, hotelId, members[2].id, newest)) {
      await db.execute(explainOf(read.statement)); // warms the pages
      const [
        {
          'QUERY PLAN': [plan],
        },
      ] = (await db.execute(explainOf(read.statement))).rows;
      plans.push({ name: read.name, ...summaryOf(plan) });
    }
    return { seedMs, plans };
  } finally {
    if (database.postgres) await client.end();
    else await client.close();
    unlock();
  }
}

/** The plan's path from its top through the nodes that do the work, its indexes and time. */
function summaryOf(plan) {
  const nodes = [];
  const walk = (node, depth) => {
    nodes.push({ node, depth });
    for (const child of node.Plans ?? []) walk(child, depth + 1);
  };
  walk(plan.Plan, 0);
  const path = nodes
    .filter(({ node }) => node['Relation Name'] === 'activities' || node['Index Name'] || node === plan.Plan)
    .map(({ node }) => node['Node Type'] + (node['Scan Direction'] === 'Backward' ? ' Backward' : ''))
    .filter((step, index, steps) => step !== steps[index - 1]) // the recursive query's repeated probes once
    .join(' > ');
  const indexes = [...new Set(nodes.map(({ node }) => node['Index Name']).filter(Boolean))];
  const sorted = nodes.some(({ node }) => /Sort/.test(node['Node Type']));
  const rowsRead = nodes
    .filter(({ node }) => node['Relation Name'] === 'activities')
    .reduce((sum, { node }) => sum + node['Actual Rows'] * (node['Actual Loops'] ?? 1), 0);
  return {
    path,
    indexes: indexes.map((name) => name.replace(/^activities_hotel_id_/, '').replace(/_idx$/, '')),
    sorted,
    rowsRead: Math.round(rowsRead),
    ms: plan['Planning Time'] + plan['Execution Time'],
  };
}

/** The log's reads as the page asks for them, each checked once for its answer. */
function logPageReads(app, cookie, { hotelId, members }, newest, deepCursors) {
  let next = 0;
  const [deepCursor] = deepCursors;
  const headers = { ...browserHeaders, cookie };
  const base = `${app.url}/api/hotels/${hotelId}/activity-log`;
  const fullPage = (body) => Array.isArray(body.entries) && body.entries.length === 50 && body.nextCursor;
  const newestFirst = (body) =>
    body.entries.every(
      (entry, index) =>
        index === 0 || Date.parse(body.entries[index - 1].createdAt) >= Date.parse(entry.createdAt),
    );
  const member = members[1];
  const from = new Date(newest.getTime() - 60 * day).toISOString();
  const to = new Date(newest.getTime() - 30 * day).toISOString();
  return [
    {
      label: 'newest page',
      url: `${base}?limit=50`,
      check: (body) => fullPage(body) && newestFirst(body),
    },
    {
      label: `by member (${member.name})`,
      url: `${base}?limit=50&actor=${member.id}`,
      check: (body) => fullPage(body) && body.entries.every((entry) => entry.actor?.id === member.id),
    },
    {
      label: 'by kind (description_update)',
      url: `${base}?limit=50&kind=description_update`,
      check: (body) =>
        fullPage(body) &&
        body.entries.every((entry) => entry.kind === 'description_update' && entry.changes.length === 1),
    },
    {
      label: 'by a month (30 to 60 days back)',
      url: `${base}?limit=50&from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
      check: (body) =>
        fullPage(body) && body.entries.every((entry) => entry.createdAt >= from && entry.createdAt < to),
    },
    {
      label: 'by member and kind',
      url: `${base}?limit=50&actor=${member.id}&kind=room_update`,
      check: (body) =>
        fullPage(body) &&
        body.entries.every((entry) => entry.actor?.id === member.id && entry.kind === 'room_update'),
    },
    {
      label: 'page 1,000 through its cursor',
      url: `${base}?limit=50&cursor=${deepCursor}`,
      check: (body) => fullPage(body) && newestFirst(body),
    },
    {
      // Each request another page deep in the log, so nothing is remembered: what every page costs after a new
      // entry (which makes the hotel's remembered pages stale).
      label: 'another page each request (none remembered)',
      url: `${base}?limit=50&cursor=${deepCursors[0]}`,
      check: (body) => fullPage(body) && newestFirst(body),
      sequence: [
        {
          method: 'GET',
          setupRequest: (request) => ({
            ...request,
            path: `/api/hotels/${hotelId}/activity-log?limit=50&cursor=${deepCursors[(next += 1) % deepCursors.length]}`,
          }),
        },
      ],
    },
    {
      label: 'the people to filter by',
      url: `${base}/members`,
      check: (body) => body.members?.length === memberNames.length,
    },
  ].map((read) => ({ ...read, headers }));
}

/** The whole log as CSV, streamed: time to the first byte and to the end, its size and lines. */
async function exportWhole(app, cookie, hotelId) {
  const started = performance.now();
  const response = await fetch(`${app.url}/api/hotels/${hotelId}/activity-log.csv`, {
    headers: { cookie },
    signal: AbortSignal.timeout(300_000),
  });
  if (response.status !== 200) throw new Error(`CSV export: HTTP ${response.status}`);
  let firstByteMs;
  let bytes = 0;
  let lines = 0;
  for await (const chunk of response.body) {
    firstByteMs ??= performance.now() - started;
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 10) lines += 1;
  }
  return { firstByteMs, totalMs: performance.now() - started, bytes, lines };
}

async function measure(database) {
  print(`Activity log (Node ${process.version}, ${os.cpus().length} CPUs, ${os.platform()} ${os.arch()})`);
  print(`database: ${database.label}; the load generator shares the CPUs with the server`);
  print(`${loadNote()}\n`);

  let app = await startApp(root, { env: database.env, timeoutMs: 180_000 });
  const seeded = await seedThroughApi(app);
  const { dataDir } = app;
  await app.stop({ keepData: true });
  const newest = new Date();
  const { seedMs, plans } = await seedAndExplain(app, database, seeded, newest);
  app = await startApp(root, { dataDir, env: database.env, timeoutMs: 180_000 });
  const { cursorAt, seededKinds, seedSpacingMinutes } = await seeding();
  print(
    `Seeded: ${entries.toLocaleString('en')} entries in one statement in ${seconds(seedMs)} (${seededKinds.length} ` +
      `kinds, ${memberNames.length} members, every seventh by the system, one every ${seedSpacingMinutes} minutes ` +
      `over ${Math.round((entries * seedSpacingMinutes) / (24 * 60))} days), beside 3 made through the API; ` +
      `table vacuumed and analysed`,
  );

  print('\nQuery plans (EXPLAIN ANALYZE of the statements the log route sends, page of 50 and one more):');
  print(
    formatTable(
      ['read', 'plan', 'indexes', 'sort', 'rows read', 'time'],
      plans.map((plan) => [
        plan.name,
        plan.path,
        plan.indexes.join(', '),
        plan.sorted ? 'yes' : 'no',
        plan.rowsRead,
        `${plan.ms.toFixed(2)} ms`,
      ]),
    ),
  );

  // Page 1,000 first, then 4,000 other places in the log, 23 entries apart.
  const deepCursors = [50_000, ...Array.from({ length: 4_000 }, (_, index) => 1_000 + index * 23)].map(
    (entry) =>
      cursorAt(
        new Date(newest.getTime() - entry * seedSpacingMinutes * 60_000),
        'ffffffff-ffff-4fff-bfff-ffffffffffff',
      ),
  );
  const reads = logPageReads(app, seeded.owner.cookie, seeded, newest, deepCursors);
  const { checks: readChecks, failed } = await loadReads(reads, load, goals, {
    note: `; Accept-Encoding: ${browserHeaders['accept-encoding']}`,
  });
  print(`    failed: not 200, error or no answer within 10 s`);

  const csv = await exportWhole(app, seeded.owner.cookie, seeded.hotelId);
  print(
    `\nCSV export of the whole log (one line per field changed): ${csv.lines.toLocaleString('en')} lines, ` +
      `${(csv.bytes / 1e6).toFixed(1)} MB; first byte after ${csv.firstByteMs.toFixed(0)} ms, the end after ` +
      `${seconds(csv.totalMs)}`,
  );

  const planChecks = [
    {
      goal: 'every read walks an index of migration 0039 in the log order, no sort, no table read whole',
      measured:
        plans
          .filter((plan) => plan.sorted || plan.indexes.length === 0 || /Seq Scan/.test(plan.path))
          .map((plan) => plan.name)
          .join(', ') || 'all',
      pass: plans.every((plan) => !plan.sorted && plan.indexes.length > 0 && !/Seq Scan/.test(plan.path)),
    },
  ];
  const csvCheck = {
    goal: `the CSV export holds every entry (${entries.toLocaleString('en')} and 3, and a header)`,
    measured: `${csv.lines.toLocaleString('en')} lines`,
    pass: csv.lines >= entries + 4,
  };
  print(`\nGoals (${database.postgres ? 'PostgreSQL' : 'embedded database'}):`);
  print(goalLines([...planChecks, ...readChecks, csvCheck]));
  printFailedReads(failed);
  if (failed.length > 0) process.exitCode = 1;
}

await runBenchmarkMain('Activity log benchmark', main);
