// README's production install in a copy of this checkout: `npm ci && npm run build && npm prune --omit=dev`, then
// `npm start` with NODE_ENV=production. Checks that the server starts without the development dependencies,
// answers healthy, serves the web app and takes a sign-up. Run by scripts/test-node24.mjs after `npm ci` on the
// checkout, whose node_modules the copy takes as hard links (the same files `npm ci` would unpack, in seconds
// rather than a minute); `npm prune` then unlinks the copy's development dependencies only.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, renameSync, rmSync, utimesSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { productionInstall, root } from './ensure-build.mjs';
import { freePort, signUp, waitForHealth } from './server-probe.mjs';

// What a clone holds: the working files without installed, built or generated folders.
const notInAClone = new Set(['node_modules', 'dist', 'data', 'test-results', '.git']);
const [installCommand, ...buildAndPrune] = productionInstall.split(' && ');
if (installCommand !== 'npm ci') throw new Error(`unexpected install command: ${installCommand}`);
const work = mkdtempSync(path.join(os.tmpdir(), 'hcs-production-'));
const app = path.join(work, 'app');
cpSync(root, app, {
  recursive: true,
  filter: (source) => !notInAClone.has(path.relative(root, source).split(path.sep)[0]),
});

spawnSync('cp', ['-al', path.join(root, 'node_modules'), path.join(app, 'node_modules')], {
  stdio: 'inherit',
});

function run(command) {
  process.stdout.write(`$ ${command}\n`);
  const result = spawnSync(command, { cwd: app, shell: true, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} exited with ${result.status}`);
}

let server;
let failed = false;
try {
  for (const command of buildAndPrune) run(command);
  // A build-only package no runtime dependency brings along (Vite stays, an optional peer of better-auth's).
  if (existsSync(path.join(app, 'node_modules/@vitejs/plugin-react')))
    throw new Error('npm prune --omit=dev left the development dependencies installed');

  // Without a build and without the tools to make one, `npm start` says how to install instead of failing on Vite.
  renameSync(path.join(app, 'dist'), path.join(app, 'dist-aside'));
  const unbuilt = spawnSync('npm', ['start'], {
    cwd: app,
    encoding: 'utf8',
    env: { ...process.env, PORT: '1' },
  });
  if (unbuilt.status !== 1 || !unbuilt.stderr.includes(productionInstall))
    throw new Error(`npm start without a build: ${unbuilt.status} ${unbuilt.stderr}`);
  renameSync(path.join(app, 'dist-aside'), path.join(app, 'dist'));
  // A source file newer than the build (a copy or checkout touched it): the built product still starts.
  const now = new Date();
  utimesSync(path.join(app, 'web/index.html'), now, now);

  const port = await freePort();
  const url = `http://localhost:${port}`;
  server = spawn('npm', ['start'], {
    cwd: app,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SECRET_KEY: 'production-install-smoke-secret-key-0123456789',
      DATA_DIR: path.join(work, 'data'),
      PORT: String(port),
      APP_URL: url,
      LOG_LEVEL: 'warn',
    },
    stdio: 'inherit',
  });
  // Generous: a first start migrates a new embedded database, on a busy CI machine too.
  const health = await waitForHealth(url, 120_000);
  if (health?.status !== 'ok') throw new Error(`unhealthy: ${JSON.stringify(health)}`);
  const page = await fetch(`${url}/login`).then((response) => response.text());
  if (!page.includes('<div id="root">')) throw new Error('the web app is not served');
  await signUp(url, 'production@example.com', 'production-smoke-password');
  console.log('The production install works as README says: built, pruned, started, healthy, sign-up works.');
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  if (server && server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
  rmSync(work, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
