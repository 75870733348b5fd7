// `npm test`: unit and integration tests on PGlite; the server tests on PostgreSQL (when the machine has it)
// beside typecheck, lint and format check; the production build; the end-to-end journeys in Chromium. Stops
// after the first step that fails.
import { spawn, spawnSync } from 'node:child_process';
import { startThrowawayPostgres } from './postgres-throwaway.mjs';
import { ensureChromium } from './ensure-chromium.mjs';

const started = Date.now();
const results = [];
/** Run before exiting, also when a stage fails (stops the throwaway PostgreSQL server). */
const cleanups = [];

function stage(name, command, args, env = {}) {
  process.stdout.write(`\n=== ${name} ===\n`);
  const begin = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - begin) / 1000).toFixed(1);
  results.push(`${result.status === 0 ? 'ok  ' : 'FAIL'} ${name} (${seconds}s)`);
  if (result.status !== 0) finish(1);
}

/**
 * Starts a stage whose output is kept and printed whole once it ends (stages that run beside another one).
 * Resolves with its outcome; nothing is added to the summary until `report` is called.
 */
function startQuietly(name, command, args) {
  const begin = Date.now();
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) =>
    child.on('close', (status) => resolve({ name, status, output, seconds: (Date.now() - begin) / 1000 })),
  );
}

/** Starts a stage whose output goes straight to ours; resolves with its outcome as startQuietly does. */
function startLoudly(name, command, args, env = {}) {
  const begin = Date.now();
  const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return new Promise((resolve) =>
    child.on('close', (status) =>
      resolve({ name, status, output: '', seconds: (Date.now() - begin) / 1000 }),
    ),
  );
}

/** Prints what the quiet stages kept, adds every stage to the summary, and stops if one failed. */
function report(finished) {
  for (const { name, status, output, seconds } of finished) {
    if (output) process.stdout.write(`\n=== ${name} ===\n${output}`);
    results.push(`${status === 0 ? 'ok  ' : 'FAIL'} ${name} (${seconds.toFixed(1)}s)`);
  }
  if (finished.some(({ status }) => status !== 0)) finish(1);
}

function finish(code) {
  for (const cleanup of cleanups.splice(0)) cleanup();
  process.stdout.write(
    `\n=== summary (${((Date.now() - started) / 1000).toFixed(0)}s) ===\n${results.join('\n')}\n`,
  );
  process.exit(code);
}

const npx = 'npx';
// Found (or installed) first: the server suite drives the live remote browser of OTA connect in real Chromium.
const chromium = ensureChromium();
process.env.CHROMIUM_PATH = chromium;
stage('unit and integration (PGlite)', npx, ['vitest', 'run']);

// The static checks run beside the server suite on PostgreSQL, their output printed whole when they end: that
// stage leaves a core idle for long stretches while its tests wait on PostgreSQL, timers and Chromium (23% of
// the CPU idle on 2 cores), and its tests have 30 s each; the web tests' 5 s are kept out of it.
const staticChecks = [
  startQuietly('typecheck', npx, ['tsc', '--noEmit', '-p', 'tsconfig.json']),
  startQuietly('lint', npx, ['eslint', '.', '--max-warnings', '0']),
  startQuietly('format', npx, ['prettier', '--check', '.', '--log-level', 'warn']),
];
const postgres = await startThrowawayPostgres();
if (postgres) {
  cleanups.push(() => postgres.stop());
  process.stdout.write('\n=== server suite on PostgreSQL, beside typecheck, lint and format ===\n');
  // server*: the projects server and server-mocks (its files that replace a module, run isolated).
  const onPostgres = startLoudly(
    'server suite on PostgreSQL',
    npx,
    ['vitest', 'run', '--project', 'server*'],
    {
      TEST_DATABASE_URL: postgres.url,
    },
  );
  report(await Promise.all([onPostgres, ...staticChecks]));
  cleanups.splice(0).forEach((cleanup) => cleanup());
} else {
  results.push('skip server suite on PostgreSQL (no PostgreSQL binaries on this machine)');
  report(await Promise.all(staticChecks));
}

stage('build', 'node', ['scripts/build.mjs']);
if (postgres) stage('the product on PostgreSQL', 'node', ['scripts/smoke-postgres.mjs']);
stage('end to end (Chromium)', npx, ['playwright', 'test'], { CHROMIUM_PATH: chromium });
finish(0);
