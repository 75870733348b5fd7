// The hotel content page under load: a hotel with 300 photos, 40 rooms of 12 photos each and the whole feature
// catalogue switched on (for the hotel and every room). Prints the p99 of the page's data calls and of saving a
// 300-image gallery order at 20 connections, and the time until the page shows its gallery in Chromium, with the
// issue's goals. Default settings (embedded database); `--postgres` runs the same on a throwaway PostgreSQL.
// Run through `node bench/run.mjs content` (which builds first when needed).
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { api } from './lib/api.mjs';
import { inParallel, verifyRead } from './lib/checked-reads.mjs';
import { runBenchmarkMain, stopAllApps } from './lib/app-process.mjs';
import { launchChromium } from './lib/browser-scripts.mjs';
import { galleryVisibleMs } from './lib/content-page.mjs';
import { benchDatabase } from './lib/database-choice.mjs';
import { goalLines } from './lib/goals.mjs';
import { measureLoad } from './lib/http-load.mjs';
import { loadNote } from './lib/machine.mjs';
import { startSeededApp } from './lib/seeded-app.mjs';
import { median } from './lib/stats.mjs';
import { formatTable } from './lib/table.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const library = { uploads: 20, assets: 300 };
const rooms = { count: 40, photosEach: 12 };
const load = { connections: 20, warmupSeconds: 2, durationSeconds: 8 };
const goals = { readP99: 50, orderSaveP99: 150, galleryVisibleMs: 1000 };
const browserHeaders = { 'accept-encoding': 'gzip, deflate, br, zstd' };
const pageLoads = 7;

const print = (text = '') => process.stdout.write(`${text}\n`);

const featureIds = (view) =>
  view.categories.flatMap((category) =>
    category.subcategories.flatMap((subcategory) => subcategory.features.map((feature) => feature.id)),
  );

/** Rooms with their photos, the hotel's description, and every feature on for the hotel and each room. */
async function seedContent(app, cookie, hotelId) {
  const call = (method, pathname, options) => api(app, cookie, method, pathname, options);
  const base = `/api/hotels/${hotelId}`;
  // The hotel gallery links every image the first time it is read.
  const { images } = await call('GET', `${base}/gallery`);
  if (images.length !== library.assets) throw new Error(`hotel gallery has ${images.length} images`);
  const assetIds = images.map((image) => image.assetId);

  const roomIds = [];
  await inParallel(
    Array.from({ length: rooms.count }, (_, index) => index),
    4,
    async (index) => {
      const { room } = await call('POST', `${base}/rooms`, {
        allowed: [200, 201],
        json: { name: `Room ${String(index + 1).padStart(2, '0')}`, type: index % 2 ? 'double' : 'suite' },
      });
      roomIds.push(room.id);
      const photos = assetIds.slice((index * rooms.photosEach) % (assetIds.length - rooms.photosEach));
      await call('PUT', `${base}/rooms/${room.id}/gallery`, {
        json: { assetIds: photos.slice(0, rooms.photosEach) },
      });
    },
  );

  const hotelFeatures = featureIds(await call('GET', `${base}/features`));
  await inParallel(hotelFeatures, 4, (featureId) =>
    call('PUT', `${base}/features/${featureId}`, { json: { active: true } }),
  );
  const roomFeatureIds = featureIds(await call('GET', `${base}/rooms/${roomIds[0]}/features`));
  const roomSwitches = roomIds.flatMap((roomId) =>
    roomFeatureIds.map((featureId) => ({ roomId, featureId })),
  );
  await inParallel(roomSwitches, 4, ({ roomId, featureId }) =>
    call('PUT', `${base}/rooms/${roomId}/features/${featureId}`, { json: { active: true } }),
  );
  const text = 'Ein Haus mit Geschichte.\nMitten in der Stadt, nahe am Park.\n'.repeat(20);
  await call('PUT', `${base}/description`, { json: { content: text } });
  await call('PUT', `${base}/rooms/${roomIds[0]}/description`, { json: { content: text } });
  return { assetIds, roomIds, hotelFeatures: hotelFeatures.length, roomFeatures: roomFeatureIds.length };
}

/** The data calls the content page makes, each checked once before it is measured. */
function readsToMeasure(app, cookie, hotelId, roomId, seeded) {
  const headers = { ...browserHeaders, cookie };
  const base = `${app.url}/api/hotels/${hotelId}`;
  const activeCount = (view) =>
    view.categories.flatMap((c) => c.subcategories.flatMap((s) => s.features.filter((f) => f.active))).length;
  return [
    {
      label: 'GET .../rooms (My Rooms)',
      url: `${base}/rooms?order=name`,
      check: (body) => body.rooms?.length === rooms.count && body.rooms.every((r) => r.coverThumbUrl),
    },
    { label: 'GET .../gallery (300 photos)', url: `${base}/gallery`, check: (b) => b.images?.length === 300 },
    { label: 'GET .../description', url: `${base}/description`, check: (body) => body.content?.length > 0 },
    { label: 'GET .../area', url: `${base}/area`, check: (body) => body.location?.city === 'Berlin' },
    {
      label: 'GET .../features (all on)',
      url: `${base}/features`,
      check: (body) => activeCount(body) === seeded.hotelFeatures,
    },
    {
      label: 'GET .../rooms/:id/gallery',
      url: `${base}/rooms/${roomId}/gallery`,
      check: (body) => body.images?.length === rooms.photosEach,
    },
    {
      label: 'GET .../rooms/:id/description',
      url: `${base}/rooms/${roomId}/description`,
      check: (body) => body.content?.length > 0,
    },
    {
      label: 'GET .../rooms/:id/features',
      url: `${base}/rooms/${roomId}/features`,
      check: (body) => activeCount(body) === seeded.roomFeatures,
    },
  ].map((read) => ({ ...read, headers }));
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
    `Hotel content page (Node ${process.version}, ${os.cpus().length} CPUs, ${os.platform()} ${os.arch()})`,
  );
  print(`database: ${database.label}; the load generator shares the CPUs with the server`);
  print(`${loadNote()}\n`);

  const { app, cookie, hotelId, seeded: library_ } = await startSeededApp(root, database, library);
  const started = Date.now();
  const seeded = await seedContent(app, cookie, hotelId);
  print(
    `Seeded: ${library_.after} photos, ${rooms.count} rooms of ${rooms.photosEach} photos, ` +
      `${seeded.hotelFeatures} hotel and ${seeded.roomFeatures} room features on (every room), ` +
      `through the API in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );

  const reads = readsToMeasure(app, cookie, hotelId, seeded.roomIds[0], seeded);
  for (const read of reads) await verifyRead(read);
  const results = [];
  for (const read of reads) results.push({ ...read, ...(await measureLoad({ ...load, ...read })) });

  // The sorting dialog's save: the whole 300-image order, turned by one more place on every request, so that
  // each one moves every image and sets a new cover.
  let turns = 0;
  const turned = (ids) => {
    turns = (turns % (ids.length - 1)) + 1;
    return [...ids.slice(turns), ...ids.slice(0, turns)];
  };
  const order = {
    label: `PUT .../gallery (${seeded.assetIds.length}-image order)`,
    url: `${app.url}/api/hotels/${hotelId}/gallery`,
    method: 'PUT',
    nextBody: () => JSON.stringify({ assetIds: turned(seeded.assetIds) }),
    headers: { ...browserHeaders, cookie, origin: app.url, 'content-type': 'application/json' },
  };
  const orderResult = { ...order, ...(await measureLoad({ ...load, ...order })) };

  const { browser, version } = await launchChromium();
  let visible;
  try {
    visible = await galleryVisibleMs(browser, app.url, cookie, pageLoads);
  } finally {
    await browser.close();
  }

  const row = (result) => [
    result.label,
    Math.round(result.perSecond),
    `${result.p50} ms`,
    `${result.p99} ms`,
    result.requests,
    result.failures,
  ];
  print(
    `\nautocannon, ${load.connections} connections, ${load.warmupSeconds} s warm-up (not counted), then ` +
      `${load.durationSeconds} s measured per request`,
  );
  print(
    formatTable(['request', 'req/s', 'p50', 'p99', 'requests', 'failed'], [...results, orderResult].map(row)),
  );
  print(
    `\nChromium ${version}: /active-content until the gallery's cover image is shown, ${pageLoads} loads ` +
      `(fresh context each, first one not counted): median ${median(visible.slice(1)).toFixed(0)} ms, ` +
      `slowest ${Math.max(...visible.slice(1)).toFixed(0)} ms`,
  );

  const checks = results.map((result) => ({
    goal: `${result.label}: p99 < ${goals.readP99} ms, none failed`,
    measured: `p99 ${result.p99} ms, ${result.failures} failed`,
    pass: result.p99 < goals.readP99 && result.failures === 0,
  }));
  checks.push({
    goal: `${orderResult.label}: p99 < ${goals.orderSaveP99} ms, none failed`,
    measured: `p99 ${orderResult.p99} ms, ${orderResult.failures} failed`,
    pass: orderResult.p99 < goals.orderSaveP99 && orderResult.failures === 0,
  });
  checks.push({
    goal: `gallery visible in Chromium (median of ${pageLoads - 1}) < ${goals.galleryVisibleMs} ms`,
    measured: `${median(visible.slice(1)).toFixed(0)} ms`,
    pass: median(visible.slice(1)) < goals.galleryVisibleMs,
  });
  print(`\nGoals (${database.postgres ? 'PostgreSQL' : 'embedded database'}):`);
  print(goalLines(checks));

  const failed = [...results, orderResult].filter((result) => result.failures > 0);
  if (failed.length > 0) {
    for (const result of failed)
      print(`FAIL: ${result.label}: ${result.failures} failed (${result.failureDetail})`);
    process.exitCode = 1;
  }
}

await runBenchmarkMain('Content page benchmark', main);
