// The schema.org data (issue 34): GET /api/public/hotels/{publicId}/schema.jsonld of a published hotel with 40
// rooms (10 photos, facts, a description and every room feature each), a 400-photo gallery, every facility on
// and a description, at 50 connections without a cookie, as websites and their visitors read it: the data, and
// the data asked again with its ETag (If-None-Match, answered 304) right after a bare Fastify hello world.
// Goals: p99 under 50 ms for the data on the embedded database; the 304's rate is shown beside the hello world's
// (over 0.2x, the content API's goal). The public limit per address is raised for the run (app-process.mjs), as
// all the load comes from one address. Default settings (embedded database); `--postgres` runs the same on a
// throwaway PostgreSQL. Run through `node bench/run.mjs schema-org`.
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { api } from './lib/api.mjs';
import { runBenchmarkMain, startHelloWorld, stopAllApps } from './lib/app-process.mjs';
import { inParallel } from './lib/checked-reads.mjs';
import { benchDatabase } from './lib/database-choice.mjs';
import { printCachedReadGoals } from './lib/cached-read-goals.mjs';
import { measureLoad } from './lib/http-load.mjs';
import { loadNote } from './lib/machine.mjs';
import { startSeededApp } from './lib/seeded-app.mjs';
import { formatLoadTable } from './lib/table.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const library = { uploads: 10, assets: 400 };
const rooms = { count: 40, photosEach: 10 };
const load = { connections: 50, warmupSeconds: 2, durationSeconds: 8 };
const goals = { p99: 50, notModifiedRatio: 0.2 };
const browserHeaders = { 'accept-encoding': 'gzip, deflate, br, zstd' };

const print = (text = '') => process.stdout.write(`${text}\n`);

const featureIds = (view) =>
  view.categories.flatMap((category) =>
    category.subcategories.flatMap((subcategory) => subcategory.features.map((feature) => feature.id)),
  );

/** 40 rooms with facts, photos, a description and every room feature; every facility; the hotel's description. */
async function seedContent(app, cookie, hotelId) {
  const call = (method, pathname, options) => api(app, cookie, method, pathname, options);
  const base = `/api/hotels/${hotelId}`;
  // The hotel gallery links every image the first time it is read.
  const { images } = await call('GET', `${base}/gallery`);
  const assetIds = images.map((image) => image.assetId);
  const text = 'A quiet room under the roof, with a view over the old town and the lake.\n'.repeat(6);

  const roomIds = [];
  await inParallel(
    Array.from({ length: rooms.count }, (_, index) => index),
    4,
    async (index) => {
      const { room } = await call('POST', `${base}/rooms`, {
        allowed: [201],
        json: {
          name: `Room ${String(index + 1).padStart(2, '0')}`,
          type: index % 2 ? 'double' : 'suite',
          maxOccupancy: 2 + (index % 3),
          beds: [{ type: 'double', count: 1 }],
          sizeSqm: 20 + index,
        },
      });
      roomIds.push(room.id);
      const start = (index * rooms.photosEach) % (assetIds.length - rooms.photosEach);
      await call('PUT', `${base}/rooms/${room.id}/gallery`, {
        json: { assetIds: assetIds.slice(start, start + rooms.photosEach) },
      });
      await call('PUT', `${base}/rooms/${room.id}/description`, { json: { content: text } });
    },
  );
  const roomFeatureIds = featureIds(await call('GET', `${base}/rooms/${roomIds[0]}/features`));
  await inParallel(
    roomIds.flatMap((roomId) => roomFeatureIds.map((featureId) => ({ roomId, featureId }))),
    4,
    ({ roomId, featureId }) =>
      call('PUT', `${base}/rooms/${roomId}/features/${featureId}`, { json: { active: true } }),
  );
  await inParallel(featureIds(await call('GET', `${base}/features`)), 4, (featureId) =>
    call('PUT', `${base}/features/${featureId}`, { json: { active: true } }),
  );
  await call('PUT', `${base}/description`, { json: { content: text.repeat(3) } });
  // 'Publish content' as Settings -> Hotel switches it: the hotel gets its public id.
  const { publicId } = await call('PUT', `${base}/publishing`, { json: { publishContent: true } });
  return { photos: images.length, publicId };
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
  print(`schema.org data (Node ${process.version}, ${os.cpus().length} CPUs, ${os.platform()} ${os.arch()})`);
  print(`database: ${database.label}; the load generator shares the CPUs with the server`);
  print(`${loadNote()}\n`);

  const { app, cookie, hotelId } = await startSeededApp(root, database, library);
  const seeded = await seedContent(app, cookie, hotelId);
  const url = `${app.url}/api/public/hotels/${seeded.publicId}/schema.jsonld`;
  const first = await fetch(url);
  const text = await first.text();
  const data = first.status === 200 ? JSON.parse(text) : null;
  if (data?.containsPlace?.length !== rooms.count)
    throw new Error(`schema.jsonld: HTTP ${first.status} ${text.slice(0, 300)}`);
  const etag = first.headers.get('etag');
  print(
    `Seeded: ${seeded.photos} photos in the hotel gallery, ${rooms.count} rooms of ${rooms.photosEach} photos; ` +
      `the data is ${(text.length / 1000).toFixed(1)} KB (${data.image.length} hotel photos, ` +
      `${data.containsPlace.length} HotelRooms)`,
  );

  // The hello world runs only while it is measured; the 304 right after it, under the same load of the machine.
  const hello = await startHelloWorld(root);
  const helloResult = await measureLoad({ ...load, url: `${hello.url}/`, headers: browserHeaders });
  await hello.stop();
  const conditional = {
    label: 'GET .../schema.jsonld with If-None-Match (304)',
    ...(await measureLoad({
      ...load,
      url,
      headers: { ...browserHeaders, 'if-none-match': etag },
      expected: '3xx',
    })),
  };
  const results = [
    {
      label: 'GET .../schema.jsonld (compressed)',
      ...(await measureLoad({ ...load, url, headers: browserHeaders })),
    },
    { label: 'GET .../schema.jsonld (uncompressed)', ...(await measureLoad({ ...load, url, headers: {} })) },
  ];

  print(
    `\nautocannon, ${load.connections} connections, ${load.warmupSeconds} s warm-up (not counted), then ` +
      `${load.durationSeconds} s measured per request; compressed: Accept-Encoding: ${browserHeaders['accept-encoding']}`,
  );
  print(formatLoadTable(helloResult, [...results, conditional]));
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

await runBenchmarkMain('schema.org data benchmark', main);
