// Channel readiness (issue 32) on a chain: 50 hotels with 100 photos and 10 rooms each (5,000 photos), the rows
// written inside the database from a few real uploads (lib/seed-chain.mjs), then the server restarted. Prints
// the p99 of one hotel's readiness and of the chain's matrix at 50 connections, with the goal: under
// 50 ms each on the embedded database (answers are remembered per hotel version; a chain's hotels not yet
// evaluated are read together in seven statements). Then the photo facts pass: every one of the 5,000 originals
// marked unread, the server restarted, and the time until the job has read them all (goal: under 2 minutes),
// while /api/session is loaded at 50 connections (the app keeps answering: none failed, its p99 printed).
// Default settings (embedded database); `--postgres` runs the same on a throwaway PostgreSQL. Run through
// `node bench/run.mjs channel-readiness`.
import { readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { api, finishOnboarding, uploadAll } from './lib/api.mjs';
import { runBenchmarkMain, startApp, stopAllApps } from './lib/app-process.mjs';
import { benchDatabase } from './lib/database-choice.mjs';
import { loadNote } from './lib/machine.mjs';
import { measureReads } from './lib/read-load.mjs';
import { seedChainHotels, withDatabase } from './lib/seed-chain.mjs';
import { goalLines } from './lib/goals.mjs';
import { measureLoad } from './lib/http-load.mjs';
import { signedInSession } from './lib/session.mjs';
import { makePhotos } from './lib/test-images.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const chain = { hotels: 50, photos: 100, rooms: 10, uploads: 10 };
const load = { connections: 50, warmupSeconds: 2, durationSeconds: 8 };
const goals = { p99: 50, backfillSeconds: 120 };
/** What the photo facts job logs once a pass has read originals (server/src/features/assets/photo-facts-job.ts). */
const passDoneLine = 'photo facts read from stored originals';
const browserHeaders = { 'accept-encoding': 'gzip, deflate, br, zstd' };

const print = (text = '') => process.stdout.write(`${text}\n`);

/** The onboarding's category step for a chain: one hotel per location, 50 at once. */
async function createChain(app, cookie) {
  const locations = Array.from({ length: chain.hotels }, (_, index) => ({
    name: `Seehotel ${index + 1}`,
    address: `Seestrasse ${index + 1}`,
    city: 'Konstanz',
    country: 'Germany',
  }));
  const body = await api(app, cookie, 'POST', '/api/onboarding/hotels', {
    allowed: [201],
    json: { hotelType: 'chain', hotelName: 'Bench Chain', hotelWebsite: '', category: 'city', locations },
  });
  const ids = (body?.hotels ?? []).map((hotel) => hotel.id);
  if (ids.length !== chain.hotels) throw new Error(`onboarding made ${ids.length} hotels`);
  return ids;
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
  print(
    `Channel readiness (Node ${process.version}, ${os.cpus().length} CPUs, ${os.platform()} ${os.arch()})`,
  );
  print(`database: ${database.label}; the load generator shares the CPUs with the server`);
  print(`${loadNote()}\n`);

  let app = await startApp(root, { env: database.env, timeoutMs: 180_000 });
  const { cookie } = await signedInSession(app.url);
  const hotelIds = await createChain(app, cookie);
  await finishOnboarding(app, cookie);
  await uploadAll(
    app,
    cookie,
    hotelIds[0],
    await makePhotos(chain.uploads, 0, { width: 2400, height: 1600, quality: 80 }),
  );
  const { dataDir } = app;
  if (!database.postgres) await app.stop({ keepData: true });
  const seeded = await seedChainHotels(database, dataDir, {
    sourceHotelId: hotelIds[0],
    hotelIds,
    photos: chain.photos,
    rooms: chain.rooms,
  });
  if (database.postgres) await app.stop({ keepData: true });
  app = await startApp(root, { dataDir, env: database.env, timeoutMs: 180_000 });
  print(
    `Seeded: ${chain.hotels} hotels, ${seeded.assets} photos, ${seeded.rooms} rooms, ${seeded.links} room links`,
  );

  const signedIn = { ...browserHeaders, cookie };
  const reads = [
    {
      label: `GET .../channel-readiness (${chain.photos} photos, ${chain.rooms} rooms)`,
      url: `${app.url}/api/hotels/${hotelIds[1]}/channel-readiness`,
      // Every channel, AlpineBits included (issue 33): shown as what a connection would need.
      check: (body) => body.readiness?.length === 7,
    },
    {
      label: `GET /api/channel-readiness/hotels (${chain.hotels} hotels)`,
      url: `${app.url}/api/channel-readiness/hotels`,
      check: (body) => body.hotels?.length === chain.hotels,
    },
    {
      label: 'GET .../dashboard/content-score (its channel summary)',
      url: `${app.url}/api/hotels/${hotelIds[2]}/dashboard/content-score`,
      check: (body) => body.contentScore?.channels?.length === 6,
    },
  ].map((read) => ({ ...read, headers: signedIn }));
  // The first read after the restart evaluates every hotel: all 50 read together in one batch of statements.
  const begin = performance.now();
  const cold = await fetch(reads[1].url, { headers: signedIn });
  await cold.arrayBuffer();
  print(
    `First (cold) read of the chain's matrix: ${(performance.now() - begin).toFixed(0)} ms, HTTP ${cold.status}`,
  );
  await measureReads(reads, load, goals, database);
  await measureBackfill(app, database, signedIn);
}

/**
 * The photo facts pass over every original (issue 32: the backfill of existing assets): all marked unread while
 * the server is stopped, then the time from the restart until the job logs its pass, with /api/session loaded in
 * 2-second rounds meanwhile.
 */
async function measureBackfill(running, database, headers) {
  const { dataDir, logFile } = running;
  await running.stop({ keepData: true });
  const marked = await withDatabase(database, dataDir, async (db) => {
    const result = await db.query('update assets set original_checked_at = null');
    return result.affectedRows ?? result.rowCount;
  });
  const logOffset = statSync(logFile).size;
  const started = performance.now();
  const app = await startApp(root, { dataDir, env: database.env, timeoutMs: 180_000 });
  const passDone = () => readFileSync(logFile).subarray(logOffset).toString().includes(passDoneLine);
  const rounds = [];
  while (!passDone() && performance.now() - started < 2 * goals.backfillSeconds * 1000)
    rounds.push(
      await measureLoad({
        url: `${app.url}/api/session`,
        headers,
        connections: load.connections,
        warmupSeconds: 0,
        durationSeconds: 2,
      }),
    );
  const seconds = (performance.now() - started) / 1000;
  const done = passDone();
  const failed = rounds.reduce((sum, round) => sum + round.failures, 0);
  const requests = rounds.reduce((sum, round) => sum + round.requests, 0);
  // The worst round's p99: a pause of the event loop shows in the round it happened in.
  const p99 = Math.max(0, ...rounds.map((round) => round.p99));
  print(`\nPhoto facts pass: ${marked} originals marked unread, server restarted`);
  print(
    `  read in ${seconds.toFixed(1)} s from the restart (start-up included); meanwhile GET /api/session at ` +
      `${load.connections} connections: ${requests} answered, ${failed} failed, worst 2-second round's p99 ${p99} ms`,
  );
  print(
    goalLines([
      {
        goal: `photo facts of ${marked} originals read in under ${goals.backfillSeconds} s, /api/session answering`,
        measured: done
          ? `${seconds.toFixed(1)} s, ${failed} failed`
          : `not done after ${seconds.toFixed(0)} s`,
        pass: done && seconds < goals.backfillSeconds && failed === 0 && requests > 0,
      },
    ]),
  );
  if (!done || failed > 0) process.exitCode = 1;
}

await runBenchmarkMain('Channel readiness benchmark', main);
