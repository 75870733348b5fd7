// `npm run dev`: the API server rebuilt by esbuild on every change and restarted on API_PORT (default 3001),
// plus Vite's dev server with hot reload on PORT (default 3000), which hands /api and /dev/mailbox to the API.
// Ctrl-C stops both.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { context } from 'esbuild';
import { createServer } from 'vite';
import { buildServer } from './build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);

const webPort = Number(process.env.PORT ?? 3000);
// vite.config.ts reads API_PORT for its proxy target, so it must be set before Vite loads the config.
process.env.API_PORT ??= '3001';
const apiPort = Number(process.env.API_PORT);
const apiTarget = `http://127.0.0.1:${apiPort}`;
const serverEntry = path.join(root, 'dist/server/main.js');

// The browser talks to Vite's origin only, so that is the app's URL: links in e-mails, the Origin check on
// writes and the Google callback all use it. The API itself listens on loopback behind Vite's proxy.
const serverEnv = {
  ...process.env,
  PORT: String(apiPort),
  HOST: process.env.HOST ?? '127.0.0.1',
  APP_URL: process.env.APP_URL ?? `http://localhost:${webPort}`,
};

let server = null;
let restarting = Promise.resolve();
let shuttingDown = false;

function startServer() {
  const child = spawn(process.execPath, ['--enable-source-maps', serverEntry], {
    env: serverEnv,
    stdio: 'inherit',
  });
  child.on('exit', (code, signal) => {
    if (server === child) server = null;
    // Exit code 0 without our asking is the server's own Ctrl-C handling; anything else is worth a line.
    if (!shuttingDown && !child.stoppedByUs && (code !== 0 || signal)) {
      process.stdout.write(`[dev] API server exited (${signal ?? `code ${code}`}); waiting for changes...\n`);
    }
  });
  server = child;
}

/** Stops the running API server and waits for it: the embedded database allows one process at a time. */
function stopServer() {
  const child = server;
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  child.stoppedByUs = true;
  return new Promise((resolve) => {
    const forceKill = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(forceKill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Restarts are queued, so two quick rebuilds never start two servers on one data folder. */
function restartServer() {
  restarting = restarting.then(async () => {
    if (shuttingDown) return;
    await stopServer();
    if (!shuttingDown) startServer();
  });
  return restarting;
}

// The esbuild options come from build.mjs (captured through a plugin), so the dev bundle and the production
// bundle are built the same way; only the watch-and-restart plugin is added here.
let serverBuildOptions;
const captureOptions = {
  name: 'capture-options',
  setup(build) {
    serverBuildOptions = build.initialOptions;
  },
};
// A compile error is printed here and again by the watcher below, which waits for the fix.
await buildServer({ plugins: [captureOptions] }).catch(() => undefined);

const restartOnRebuild = {
  name: 'restart-api-server',
  setup(build) {
    let firstBuild = true;
    build.onEnd((result) => {
      if (result.errors.length > 0) {
        process.stdout.write('[dev] API build failed; the previous server keeps running.\n');
        return;
      }
      if (!firstBuild) process.stdout.write('[dev] API rebuilt; restarting...\n');
      firstBuild = false;
      void restartServer();
    });
  },
};

const serverBuild = await context({ ...serverBuildOptions, plugins: [restartOnRebuild] });
await serverBuild.watch();

const vite = await createServer({
  configFile: path.join(root, 'vite.config.ts'),
  server: {
    port: webPort,
    // A different port would not match APP_URL, and the API would refuse the browser's writes.
    strictPort: true,
    // Stored files are served by the API at /files/* (profile photos, hotel images).
    proxy: { '/files': apiTarget },
  },
});
await vite.listen();
process.stdout.write(`\n[dev] API server on ${apiTarget} (restarted on every change)\n`);
vite.printUrls();

async function shutDown() {
  if (shuttingDown) return;
  shuttingDown = true;
  await Promise.allSettled([serverBuild.dispose(), vite.close()]);
  await restarting.catch(() => undefined);
  await stopServer();
  process.exit(0);
}

process.on('SIGINT', () => void shutDown());
process.on('SIGTERM', () => void shutDown());
