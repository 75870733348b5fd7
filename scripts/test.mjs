// `npm test`: typecheck, lint, format check, unit and integration tests (PGlite, then PostgreSQL when the machine
// has it), the production build, and the end-to-end journeys in Chromium. Stops at the first failing stage.
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
 * Runs stages side by side, each one's output printed whole once it ends, in the order given: the static
 * checks wait on one core each for long stretches (measured on 2 cores: 55 s together, 78 s one after another).
 */
async function stagesTogether(list) {
  const runs = list.map(([name, command, args]) => {
    const begin = Date.now();
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    return new Promise((resolve) =>
      child.on('close', (status) => resolve({ name, status, output, seconds: (Date.now() - begin) / 1000 })),
    );
  });
  const finished = await Promise.all(runs);
  for (const { name, status, output, seconds } of finished) {
    process.stdout.write(`\n=== ${name} ===\n${output}`);
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
await stagesTogether([
  ['typecheck', npx, ['tsc', '--noEmit', '-p', 'tsconfig.json']],
  ['lint', npx, ['eslint', '.', '--max-warnings', '0']],
  ['format', npx, ['prettier', '--check', '.', '--log-level', 'warn']],
]);
stage('unit and integration (PGlite)', npx, ['vitest', 'run']);

const postgres = await startThrowawayPostgres();
if (postgres) {
  cleanups.push(() => postgres.stop());
  // server*: the projects server and server-mocks (its files that replace a module, run isolated).
  stage('server suite on PostgreSQL', npx, ['vitest', 'run', '--project', 'server*'], {
    TEST_DATABASE_URL: postgres.url,
  });
  cleanups.splice(0).forEach((cleanup) => cleanup());
} else {
  results.push('skip server suite on PostgreSQL (no PostgreSQL binaries on this machine)');
}

stage('build', 'node', ['scripts/build.mjs']);
if (postgres) stage('the product on PostgreSQL', 'node', ['scripts/smoke-postgres.mjs']);
stage('end to end (Chromium)', npx, ['playwright', 'test'], { CHROMIUM_PATH: chromium });
finish(0);
