// Texts per content language (issue 37): a hotel writing in German and serving all six languages, with 40 rooms
// that have a German name and a description of a few sentences, seeded through the API. Then 'Translate all
// missing' (POST .../translation-runs) against a local OpenAI-compatible fake that answers each call after
// 200 ms, polled every 250 ms as the content page shows its progress: the time to the run's end, the progress
// seen meanwhile, and every text translated. Then the content page's texts (GET .../texts, in the primary
// language and in each of the five others) at 50 connections. Goals: the run under 60 s with progress rising
// throughout, the texts' p99 under 50 ms. Default settings (embedded database); `--postgres` runs the same on a
// throwaway PostgreSQL. Run through `node bench/run.mjs translations`.
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { api, createHotel, finishOnboarding } from './lib/api.mjs';
import { runBenchmarkMain, startApp, stopAllApps } from './lib/app-process.mjs';
import { inParallel } from './lib/checked-reads.mjs';
import { benchDatabase } from './lib/database-choice.mjs';
import { goalLines } from './lib/goals.mjs';
import { loadReads, printFailedReads } from './lib/read-load.mjs';
import { loadNote } from './lib/machine.mjs';
import { signedInSession } from './lib/session.mjs';
import { startSlowOpenAiFake } from './lib/slow-openai-fake.mjs';
import { formatTable } from './lib/table.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const primaryLanguage = 'de';
/** All six content languages (common/src/languages/content-languages.ts), in list order. */
const languages = ['en', 'de', 'it', 'fr', 'es', 'nl'];
const otherLanguages = languages.filter((language) => language !== primaryLanguage);
const roomCount = 40;
const aiDelayMs = 200;
const pollMs = 250;
/** Well past the goal: a run still going after it is reported as such, not waited for. */
const runDeadlineMs = 180_000;
const load = { connections: 50, warmupSeconds: 2, durationSeconds: 8 };
const goals = { runSeconds: 60, progressSteps: 5, textsP99: 50 };
const browserHeaders = { 'accept-encoding': 'gzip, deflate, br, zstd' };

const print = (text = '') => process.stdout.write(`${text}\n`);
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

const roomTypes = [
  { type: 'double', name: 'Doppelzimmer' },
  { type: 'suite', name: 'Suite' },
  { type: 'single', name: 'Einzelzimmer' },
];
const views = ['Alpenblick', 'Seeblick', 'Gartenseite', 'Bergwiese', 'Altstadt'];

/** A German room description of a few sentences, different for every room. */
function roomDescription(index) {
  const floor = (index % 4) + 1;
  const size = 18 + (index % 7) * 4;
  const view = views[index % views.length];
  return [
    `Unser ${size} m² großes Zimmer im ${floor}. Stock bietet einen ruhigen Blick (${view}).`,
    'Das Boxspringbett, der Schreibtisch aus Eichenholz und die Regendusche sorgen für erholsame Tage.',
    `Kostenloses WLAN, Kaffeemaschine und Minibar sind inklusive; Check-in ab 15:00 Uhr.`,
    index % 2 ? 'Auf Wunsch stellen wir ein Kinderbett dazu.' : 'Haustiere sind auf Anfrage willkommen.',
  ].join(' ');
}

async function main() {
  const database = await benchDatabase();
  const fake = await startSlowOpenAiFake({ delayMs: aiDelayMs });
  try {
    await measure(database, fake);
  } finally {
    await stopAllApps();
    await fake.close();
    database.stop();
  }
}

/** Primary language German, all six served, 40 rooms with a German name and description, four at a time. */
async function seedHotel(app, cookie, hotelId) {
  const call = (method, pathname, options) => api(app, cookie, method, pathname, options);
  const base = `/api/hotels/${hotelId}`;
  await call('PUT', `${base}/content-languages`, { json: { primaryLanguage, languages } });
  await inParallel(
    Array.from({ length: roomCount }, (_, index) => index),
    4,
    async (index) => {
      const { type, name } = roomTypes[index % roomTypes.length];
      const { room } = await call('POST', `${base}/rooms`, {
        allowed: [200, 201],
        json: { name: `${name} ${views[index % views.length]} ${String(index + 1).padStart(2, '0')}`, type },
      });
      await call('PUT', `${base}/rooms/${room.id}/description`, {
        json: { content: roomDescription(index) },
      });
    },
  );
}

/** The kinds of the primary language's texts, counted: { roomName: 40, roomDescription: 40, ... }. */
function kindsOf(texts) {
  const counts = {};
  for (const text of texts) counts[text.kind] = (counts[text.kind] ?? 0) + 1;
  return counts;
}

/**
 * 'Translate all missing' as the content page starts it and follows it: the POST, then the latest run every
 * 250 ms until it has ended. Answers the samples (time since the POST, the run's counts and status).
 */
async function translateAllMissing(app, cookie, hotelId) {
  const base = `/api/hotels/${hotelId}/translation-runs`;
  const started = performance.now();
  const created = await api(app, cookie, 'POST', base, { json: {}, allowed: [202] });
  const samples = [{ ms: 0, ...created }];
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, pollMs));
    const { run } = await api(app, cookie, 'GET', `${base}/latest`);
    if (run?.id !== created.id) throw new Error(`latest run is not the one started: ${JSON.stringify(run)}`);
    const ms = performance.now() - started;
    samples.push({ ms, ...run });
    if (run.status === 'succeeded' || run.status === 'failed') return samples;
    if (ms > runDeadlineMs) throw new Error(`the run is still ${run.status} after ${seconds(ms)}`);
  }
}

/** What the samples say about the progress the page showed: distinct values, whether it ever fell, stalls. */
function progressOf(samples) {
  const distinct = [];
  let fell = false;
  let longestStallMs = 0;
  let lastChangeMs = 0;
  for (const sample of samples) {
    const done = sample.translated + sample.failed;
    const previous = distinct.at(-1);
    if (previous === undefined || done !== previous) {
      if (previous !== undefined && done < previous) fell = true;
      if (previous !== undefined) longestStallMs = Math.max(longestStallMs, sample.ms - lastChangeMs);
      distinct.push(done);
      lastChangeMs = sample.ms;
    }
  }
  return { distinct, fell, longestStallMs };
}

/** A few of the samples, evenly spread, first and last included. */
function someSamples(samples, count) {
  if (samples.length <= count) return samples;
  return Array.from(
    { length: count },
    (_, index) => samples[Math.round((index * (samples.length - 1)) / (count - 1))],
  );
}

/** The content page's texts in each language, the primary first (as the page opens), each checked once. */
function textReads(app, cookie, hotelId, sourceCount) {
  const headers = { ...browserHeaders, cookie };
  const base = `${app.url}/api/hotels/${hotelId}/texts`;
  const everyLanguageDone = (body) =>
    otherLanguages.every((language) => {
      const counts = body.counts?.[language];
      return counts?.current === sourceCount && counts.stale === 0 && counts.missing === 0;
    });
  const shaped = (body, language) =>
    body.primaryLanguage === primaryLanguage &&
    body.languages?.join(',') === languages.join(',') &&
    body.language === language &&
    body.texts?.length === sourceCount &&
    body.texts.every(
      (text) =>
        text.language === language &&
        text.status === 'current' &&
        text.source.length > 0 &&
        (language === primaryLanguage
          ? text.text === text.source
          : text.text === `[${language}] ${text.source}`),
    ) &&
    everyLanguageDone(body);
  return [
    {
      label: `GET .../texts (the primary, ${primaryLanguage})`,
      url: base,
      check: (body) => shaped(body, primaryLanguage),
    },
    ...otherLanguages.map((language) => ({
      label: `GET .../texts?language=${language}`,
      url: `${base}?language=${language}`,
      check: (body) => shaped(body, language),
    })),
  ].map((read) => ({ ...read, headers }));
}

async function measure(database, fake) {
  print(
    `Texts per language (Node ${process.version}, ${os.cpus().length} CPUs, ${os.platform()} ${os.arch()})`,
  );
  print(`database: ${database.label}; the load generator and the AI fake share the CPUs with the server`);
  print(`${loadNote()}\n`);

  const app = await startApp(root, {
    env: { ...database.env, OPENAI_API_KEY: 'bench-key', OPENAI_BASE_URL: fake.url },
    timeoutMs: 180_000,
  });
  const { cookie } = await signedInSession(app.url);
  const hotelId = await createHotel(app, cookie);
  await finishOnboarding(app, cookie);
  const seedStarted = performance.now();
  await seedHotel(app, cookie, hotelId);
  const before = await api(app, cookie, 'GET', `/api/hotels/${hotelId}/texts`);
  const sourceCount = before.texts.length;
  const kinds = kindsOf(before.texts);
  const missing = otherLanguages.reduce((sum, language) => sum + (before.counts[language]?.missing ?? 0), 0);
  print(
    `Seeded through the API in ${seconds(performance.now() - seedStarted)}: primary ${primaryLanguage}, serving ` +
      `${languages.join(', ')}; ${roomCount} rooms with a German name and description (${roomDescription(0).length} ` +
      `to ${roomDescription(1).length} characters)`,
  );
  print(
    `Texts with a source: ${sourceCount} (${Object.entries(kinds)
      .map(([kind, count]) => `${count} ${kind}`)
      .join(', ')}); missing in the ${otherLanguages.length} other languages: ${missing}`,
  );
  if (missing !== sourceCount * otherLanguages.length)
    throw new Error(`expected every translation missing before the run, ${missing} are`);

  // 1. 'Translate all missing'.
  const callsBefore = fake.stats.translations;
  const samples = await translateAllMissing(app, cookie, hotelId);
  const last = samples.at(-1);
  const runMs = last.ms;
  const progress = progressOf(samples);
  const serverMs = Date.parse(last.finishedAt) - Date.parse(last.startedAt);
  const descriptions = (kinds.roomDescription ?? 0) * otherLanguages.length;
  print(
    `\n'Translate all missing': ${last.total} texts (${descriptions} room descriptions among them), AI fake ` +
      `answering in ${aiDelayMs} ms, polled every ${pollMs} ms`,
  );
  print(
    formatTable(
      ['since POST', 'status', 'translated', 'failed', 'total'],
      someSamples(samples, 8).map((sample) => [
        seconds(sample.ms),
        sample.status,
        sample.translated,
        sample.failed,
        sample.total,
      ]),
    ),
  );
  print(
    `    ${last.status} ${seconds(runMs)} after the POST (seen by the poll; the run's own start to end: ` +
      `${seconds(serverMs)}); ${samples.length} polls, ${progress.distinct.length} distinct progress values, ` +
      `longest time without progress ${seconds(progress.longestStallMs)}`,
  );
  print(
    `    AI fake: ${fake.stats.translations - callsBefore} translation calls, at most ${fake.stats.maxOpen} ` +
      `open at once (the job's concurrency); ${seconds((last.total / fake.stats.maxOpen) * aiDelayMs)} ` +
      `would be the fake's own time at that concurrency`,
  );
  const allTranslated =
    last.status === 'succeeded' &&
    last.failed === 0 &&
    last.translated === last.total &&
    last.total === missing;

  // 2. The content page's texts.
  const reads = textReads(app, cookie, hotelId, sourceCount);
  const { checks: readChecks, failed } = await loadReads(
    reads,
    load,
    { p99: goals.textsP99 },
    { note: `; Accept-Encoding: ${browserHeaders['accept-encoding']}` },
  );
  print(`    failed: not 200, error or no answer within 10 s`);

  const checks = [
    {
      goal: `'Translate all missing' (${last.total} texts, ${descriptions} descriptions) ends < ${goals.runSeconds} s`,
      measured: `${last.status} in ${seconds(runMs)}`,
      pass: runMs < goals.runSeconds * 1000 && last.status === 'succeeded',
    },
    {
      goal: `progress visible throughout: >= ${goals.progressSteps} distinct values, never falling`,
      measured: `${progress.distinct.length} values (among them ${someSamples(progress.distinct, 6).join(', ')}), longest still ${seconds(progress.longestStallMs)}${progress.fell ? ', FELL' : ''}`,
      pass: progress.distinct.length >= goals.progressSteps && !progress.fell,
    },
    {
      goal: 'every missing text translated, none failed',
      measured: `${last.translated} of ${last.total} (${missing} missing before), ${last.failed} failed`,
      pass: allTranslated,
    },
    ...readChecks,
  ];
  print(`\nGoals (${database.postgres ? 'PostgreSQL' : 'embedded database'}):`);
  print(goalLines(checks));

  printFailedReads(failed);
  if (failed.length > 0 || !allTranslated) process.exitCode = 1;
}

await runBenchmarkMain('Translations benchmark', main);
