// The asset upload pipeline and the library list. Uploads 50 photo-sized JPEGs (3000x2000, 2-4 MB) one after
// another as the web app does, compares that with what sharp alone needs for the same work, then measures
// GET /api/hotels/:hotelId/assets with 100 assets and again with 5,000 (rows copied into the stopped server's
// embedded database), filtered and on a deep page, at one and ten connections (50 connections are in http.mjs).
// Run through `node bench/run.mjs assets` (which builds first when needed).
import { createHash } from 'node:crypto';
import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { api, createHotel, uploadAll } from './lib/api.mjs';
import { startApp, runBenchmarkMain } from './lib/app-process.mjs';
import { growEmbeddedLibrary } from './lib/grow-library.mjs';
import { measureLoad } from './lib/http-load.mjs';
import { loadNote } from './lib/machine.mjs';
import { signedInSession } from './lib/session.mjs';
import { percentile } from './lib/stats.mjs';
import { formatTable, ms } from './lib/table.mjs';
import { makeJpeg, makePhotos, photoNames } from './lib/test-images.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const photo = { count: 50, width: 3000, height: 2000, quality: 92 };
/** Uploaded once the hotel has 5,000 assets: what an upload costs in a full library. */
const lateUploads = 5;
const small = { count: 50, width: 64, height: 48 };
const grownTo = 5_000;
/** The AI limit is 120 image analyses per user in ten minutes (server/src/integrations/ai/user-limits.ts). */
const aiImageBudget = 120;
const pageSize = 60;
const deepPages = 40;
// One connection: a request's own latency. Ten: a few people at once. 50 connections are the HTTP benchmark's.
const sequential = { connections: 1, warmupSeconds: 1, durationSeconds: 5 };
const concurrent = { connections: 10, warmupSeconds: 1, durationSeconds: 3 };
const filtered = { connections: 1, warmupSeconds: 1, durationSeconds: 4 };
const requestTimeoutMs = 60_000;

const print = (text = '') => process.stdout.write(`${text}\n`);
const mb = (bytes) => `${(bytes / 1e6).toFixed(2)} MB`;
const seconds = (milliseconds) => `${(milliseconds / 1000).toFixed(1)} s`;
const sum = (values) => values.reduce((total, value) => total + value, 0);
const sorted = (values) => [...values].sort((a, b) => a - b);

// ---------------------------------------------------------------------------------------------------------
// The same image work without the server: server/src/lib/image-input.ts (inspectImage, decodeImage),
// features/assets/renditions.ts and perceptual-hash.ts; and the built-in AI analysis
// (integrations/ai/builtin/image-analysis.ts), which the pipeline runs too.

const decode = (bytes) => sharp(bytes, { limitInputPixels: 50_000_000, failOn: 'error' });

async function sharpAlone(bytes) {
  await sharp(bytes, { limitInputPixels: false }).metadata();
  const base = decode(bytes).rotate();
  const rendition = (side, quality) =>
    base
      .clone()
      .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
      .webp({ quality, effort: 2 })
      .toBuffer();
  const [thumb] = await Promise.all([rendition(400, 78), rendition(1600, 82)]);
  await decode(thumb).rotate().greyscale().resize(9, 8, { fit: 'fill' }).raw().toBuffer();
  return thumb;
}

async function builtinAnalysisAlone(bytes) {
  const image = sharp(bytes, { limitInputPixels: 40_000_000, failOn: 'error' });
  await image.metadata();
  await image.stats();
}

/** Per file, in the server's order: the pipeline's sharp work, then the analysis; each timed on its own. */
async function imageWorkAlone(files) {
  const sharpTimes = [];
  const analysisTimes = [];
  const hashTimes = [];
  for (const file of files) {
    let begin = performance.now();
    createHash('sha256').update(file.bytes).digest('hex');
    hashTimes.push(performance.now() - begin);
    begin = performance.now();
    const thumb = await sharpAlone(file.bytes);
    sharpTimes.push(performance.now() - begin);
    begin = performance.now();
    // The pipeline analyses the 400 px thumbnail (upload-asset.ts).
    await builtinAnalysisAlone(thumb);
    analysisTimes.push(performance.now() - begin);
  }
  return { sharpTimes: sorted(sharpTimes), analysisTimes: sorted(analysisTimes), hashTimes };
}

// ---------------------------------------------------------------------------------------------------------
// The list call.

function listUrl(app, hotelId, query = {}) {
  const search = new URLSearchParams({ limit: String(pageSize), ...query });
  return `${app.url}/api/hotels/${hotelId}/assets?${search}`;
}

/**
 * One answer checked (JSON with assets and, when `total` is given, that total), then the same request under
 * load, where anything but 2xx counts as failed.
 */
async function measureList(app, cookie, label, url, options, total) {
  const first = await fetch(url, { headers: { cookie }, signal: AbortSignal.timeout(requestTimeoutMs) });
  const text = await first.text();
  if (first.status !== 200) throw new Error(`${label}: HTTP ${first.status} ${text.slice(0, 300)}`);
  const page = JSON.parse(text);
  if (!Array.isArray(page.assets) || (total !== undefined && page.total !== total))
    throw new Error(`${label}: not a page of ${total ?? 'some'} assets: ${text.slice(0, 300)}`);
  const result = await measureLoad({ ...options, url, headers: { cookie }, timeoutSeconds: 60 });
  return {
    label,
    mode: options.connections === 1 ? 'sequential' : `${options.connections} connections`,
    matched: page.total,
    shown: page.assets.length,
    bytes: Buffer.byteLength(text),
    ...result,
  };
}

const listRow = (result) => [
  result.label,
  result.mode,
  result.matched,
  result.shown,
  `${(result.bytes / 1024).toFixed(0)} KiB`,
  result.requests,
  Math.round(result.perSecond),
  `${result.p50} ms`,
  `${result.p99} ms`,
  result.failures,
];
const listHeaders = [
  'GET .../assets',
  'load',
  'total',
  'page',
  'answer',
  'requests',
  'req/s',
  'p50',
  'p99',
  'failed',
];

/** Follows nextCursor from the first page, timing each page; returns the URL of the last page reached. */
async function walkPages(app, cookie, hotelId, pages) {
  const times = [];
  let cursor;
  let url = listUrl(app, hotelId);
  for (let n = 0; n < pages; n++) {
    url = listUrl(app, hotelId, cursor ? { cursor } : {});
    const begin = performance.now();
    const response = await fetch(url, { headers: { cookie }, signal: AbortSignal.timeout(requestTimeoutMs) });
    const page = await response.json();
    times.push(performance.now() - begin);
    if (response.status !== 200) throw new Error(`page ${n + 1}: HTTP ${response.status}`);
    if (!page.nextCursor) break;
    cursor = page.nextCursor;
  }
  return { url, pages: times.length, times: sorted(times) };
}

// ---------------------------------------------------------------------------------------------------------

async function main() {
  print(
    `asset pipeline (Node ${process.version}, ${os.cpus().length} CPUs, sharp ${sharp.versions.sharp}, libvips ${sharp.versions.vips})`,
  );
  print('Server, load generator and image work share this machine; figures are for comparing runs here.');
  print(`${loadNote()}\n`);
  if (photo.count + lateUploads + small.count > aiImageBudget)
    throw new Error('more uploads than the per-user AI image budget allows');

  let begin = performance.now();
  const photos = await makePhotos(photo.count + lateUploads, 0, photo);
  const late = photos.splice(photo.count);
  const smalls = [];
  for (let index = 0; index < small.count; index++) {
    smalls.push({
      name: `${photoNames[index % photoNames.length]}-small-${index}.jpg`,
      bytes: await makeJpeg(1_000 + index, small, 30),
    });
  }
  const sizes = sorted(photos.map((file) => file.bytes.length));
  print(
    `Made ${photos.length + late.length} photos ${photo.width}x${photo.height} JPEG q${photo.quality} ` +
      `(the ${photos.length} timed: ${mb(sizes[0])} to ${mb(sizes.at(-1))}, ${mb(sum(sizes))} in all) and ${smalls.length} of ` +
      `${small.width}x${small.height} in ${seconds(performance.now() - begin)} (not timed below)\n`,
  );

  let app = await startApp(root, { timeoutMs: 180_000 });
  const { cookie } = await signedInSession(app.url);
  const hotelId = await createHotel(app, cookie);

  // (a) Uploads.
  const uploads = await uploadAll(app, cookie, hotelId, photos);
  const smallUploads = await uploadAll(app, cookie, hotelId, smalls);
  const providers = new Set(uploads.answers.map((answer) => answer.analysis?.provider));
  const nearDuplicates = uploads.answers.filter((answer) => answer.nearDuplicate).length;
  const categories = {};
  for (const { asset } of uploads.answers) categories[asset.category] = (categories[asset.category] ?? 0) + 1;

  // (b) The same image work in this process, while the server idles.
  const alone = await imageWorkAlone(photos);
  const sharpMs = sum(alone.sharpTimes);
  const analysisMs = sum(alone.analysisTimes);
  const hashMs = sum(alone.hashTimes);
  const uploadMs = sum(uploads.times);

  // (c) The list with 100 assets.
  const total = photo.count + small.count;
  const listSmall = [
    await measureList(app, cookie, 'first page', listUrl(app, hotelId), sequential, total),
    await measureList(app, cookie, 'first page', listUrl(app, hotelId), concurrent, total),
  ];

  // (d) 5,000 assets: stop, copy rows, restart on the same data.
  const { dataDir } = app;
  await app.stop({ keepData: true });
  app = undefined;
  let grown;
  try {
    begin = performance.now();
    grown = await growEmbeddedLibrary(dataDir, hotelId, grownTo);
    grown.ms = performance.now() - begin;
    app = await startApp(root, { dataDir, timeoutMs: 180_000 });
  } finally {
    // Without a running app nobody else removes the folder.
    if (!app) {
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(`${dataDir}.log`, { force: true });
    }
  }
  const after = grown.after;
  begin = performance.now();
  await api(app, cookie, 'GET', `/api/hotels/${hotelId}/assets?limit=${pageSize}`);
  const coldMs = performance.now() - begin;
  const listLarge = [
    await measureList(app, cookie, 'first page', listUrl(app, hotelId), sequential, after),
    await measureList(app, cookie, 'first page', listUrl(app, hotelId), concurrent, after),
  ];
  const walk = await walkPages(app, cookie, hotelId, deepPages);
  listLarge.push(
    await measureList(app, cookie, 'search=terrace', listUrl(app, hotelId, { search: 'terrace' }), filtered),
    await measureList(
      app,
      cookie,
      'search=nothing-matches',
      listUrl(app, hotelId, { search: 'zzqx' }),
      filtered,
    ),
    await measureList(
      app,
      cookie,
      'category=Dining',
      listUrl(app, hotelId, { category: 'Dining' }),
      filtered,
    ),
    await measureList(
      app,
      cookie,
      'tags=restaurant,landscape',
      listUrl(app, hotelId, { tags: 'restaurant,landscape' }),
      filtered,
    ),
    await measureList(app, cookie, `page ${walk.pages} (cursor)`, walk.url, filtered, after),
  );
  const lateResult = await uploadAll(app, cookie, hotelId, late);

  // Report.
  print(
    `(a) upload: POST /api/hotels/:hotelId/assets, multipart, one after another (built-in AI: ${[...providers].join(', ')})`,
  );
  print(
    formatTable(
      ['upload', 'images', 'wall time', 'images/s', 'MB/s', 'p50', 'p99 (max)'],
      [
        [
          `${photo.width}x${photo.height} JPEG, ${mb(sum(sizes) / sizes.length)} avg`,
          photos.length,
          seconds(uploads.wallMs),
          (photos.length / (uploads.wallMs / 1000)).toFixed(2),
          (sum(sizes) / 1e6 / (uploads.wallMs / 1000)).toFixed(1),
          ms(percentile(uploads.times, 0.5)),
          ms(percentile(uploads.times, 0.99)),
        ],
        [
          `${small.width}x${small.height} JPEG (fixed cost per upload)`,
          smalls.length,
          seconds(smallUploads.wallMs),
          (smalls.length / (smallUploads.wallMs / 1000)).toFixed(1),
          '-',
          ms(percentile(smallUploads.times, 0.5)),
          ms(percentile(smallUploads.times, 0.99)),
        ],
        [
          `${photo.width}x${photo.height} JPEG, hotel at ${after} assets`,
          late.length,
          seconds(lateResult.wallMs),
          (late.length / (lateResult.wallMs / 1000)).toFixed(2),
          '-',
          ms(percentile(lateResult.times, 0.5)),
          ms(percentile(lateResult.times, 0.99)),
        ],
      ],
    ),
  );
  print(
    `    categories from the file names: ${Object.entries(categories)
      .map(([name, n]) => `${name} ${n}`)
      .join(', ')}; near-duplicates reported: ${nearDuplicates} of ${photos.length}\n`,
  );

  print(
    `(b) where an upload's time goes: the same ${photos.length} files, work done here without the server`,
  );
  const perImage = (times) => ms(percentile(times, 0.5));
  const remainder = uploadMs - sharpMs - analysisMs;
  print(
    formatTable(
      ['work', 'total', 'p50 per image', 'share of upload'],
      [
        ['upload through the API (sum of requests)', seconds(uploadMs), perImage(uploads.times), '100 %'],
        [
          'sharp alone: metadata, WebP 400 q78 + 1600 q82, 9x8 hash',
          seconds(sharpMs),
          perImage(alone.sharpTimes),
          `${((sharpMs / uploadMs) * 100).toFixed(0)} %`,
        ],
        [
          'built-in AI analysis alone: metadata + stats of the thumbnail',
          seconds(analysisMs),
          perImage(alone.analysisTimes),
          `${((analysisMs / uploadMs) * 100).toFixed(0)} %`,
        ],
        [
          'rest: HTTP, multipart, SHA-256, storage (fsync), database',
          seconds(remainder),
          ms(remainder / photos.length),
          `${((remainder / uploadMs) * 100).toFixed(0)} %`,
        ],
      ],
    ),
  );
  print(
    `    pipeline / sharp alone: ${(uploadMs / sharpMs).toFixed(2)}x ` +
      `(pipeline / (sharp + analysis): ${(uploadMs / (sharpMs + analysisMs)).toFixed(2)}x; ` +
      `SHA-256 of all files here: ${ms(hashMs)})\n`,
  );

  print(`(c) library list, limit=${pageSize}: ${total} assets (50 photos + 50 small)`);
  print(formatTable(listHeaders, listSmall.map(listRow)));
  print();
  print(
    `(d) library list at ${after} assets (${after - grown.before} rows and their tags copied in ` +
      `${seconds(grown.ms)} with the server stopped; ${grown.tags} tags in all)`,
  );
  print(formatTable(listHeaders, listLarge.map(listRow)));
  print(
    `    first list call after the restart: ${ms(coldMs)}; following nextCursor through ${walk.pages} pages ` +
      `(one after another): p50 ${ms(percentile(walk.times, 0.5))}, slowest ${ms(walk.times.at(-1))}`,
  );
  print(`\n${loadNote()}`);
  const failures = [...listSmall, ...listLarge].reduce((count, result) => count + result.failures, 0);
  if (failures > 0) {
    print(`FAIL: ${failures} list requests failed (not 2xx, error or timed out)`);
    process.exitCode = 1;
  }
}

await runBenchmarkMain('asset benchmark', main);
