// Starts the product as a user does (`node scripts/start.mjs`) on loopback, with a fresh data folder and a free
// port, and makes sure no server outlives the benchmark: stopped on success, on error, on Ctrl-C and on exit.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

/**
 * Variables the product reads; the caller's values are dropped so every run measures the embedded defaults.
 * NODE_ENV stays unset: the server then runs as development (dev mailbox on), and should start.mjs have to
 * build, Vite builds for production as it does for `npm start` (NODE_ENV=development would make it bundle
 * React's development build).
 */
const productVariable =
  /^(NODE_ENV|PORT|HOST|APP_URL|DATA_DIR|DATABASE_URL|SECRET_KEY|LOG_LEVEL|SIGN_IN_RATE_LIMIT|MAIL_FROM|SUPPORT_EMAIL|CHROMIUM_PATH|(S3|SMTP|GOOGLE|STRIPE|OPENAI|BOOKING|BROWSER)_\w+)$/;

const running = new Set();

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** One GET on a fresh connection; resolves with the status, or null when nothing answers yet. */
function probe(url) {
  return new Promise((resolve) => {
    const request = http.get(url, { agent: false, timeout: 1_000 }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? null));
    });
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(null));
  });
}

/**
 * Spawns `node scripts/start.mjs` and waits for the first 200 from GET /api/health.
 * Returns the running app with `startupMs` (spawn to that answer) and `built` (whether start.mjs had to build).
 * Without `dataDir` it starts on a fresh data folder; with one (left by `stop({ keepData: true })`) it restarts
 * on existing data. Either way the folder is removed when this app stops.
 */
export async function startApp(root, { timeoutMs = 60_000, env = {}, dataDir: existingDataDir } = {}) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = existingDataDir ?? mkdtempSync(path.join(os.tmpdir(), 'hcs-bench-'));
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !productVariable.test(name)),
  );
  const started = performance.now();
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: {
      ...inherited,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk.toString()).slice(-8_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const app = {
    url,
    dataDir,
    child,
    startupMs: NaN,
    get built() {
      return output.includes('Building Hotel Content Studio');
    },
    output: () => output,
    stop: (options) => stopApp(app, options),
  };
  running.add(app);

  try {
    const deadline = started + timeoutMs;
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(
          `the server exited (${child.exitCode ?? child.signalCode}) before answering:\n${output}`,
        );
      }
      if ((await probe(`${url}/api/health`)) === 200) break;
      if (performance.now() > deadline)
        throw new Error(`no 200 from /api/health within ${timeoutMs} ms:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    app.startupMs = performance.now() - started;
    return app;
  } catch (error) {
    await stopApp(app);
    throw error;
  }
}

/** SIGTERM (the server closes its database cleanly), SIGKILL after 10 s, then the data folder goes. */
export async function stopApp(app, { keepData = false } = {}) {
  const { child } = app;
  if (child.exitCode === null && child.signalCode === null) {
    await new Promise((resolve) => {
      const forceKill = setTimeout(() => child.kill('SIGKILL'), 10_000);
      child.once('exit', () => {
        clearTimeout(forceKill);
        resolve();
      });
      child.kill('SIGTERM');
    });
  }
  if (!keepData) rmSync(app.dataDir, { recursive: true, force: true });
  running.delete(app);
}

export async function stopAllApps() {
  await Promise.allSettled([...running].map(stopApp));
}

// Last resort when the benchmark ends abruptly: no server is left running and no data folder left behind.
process.on('exit', () => {
  for (const app of running) {
    if (app.child.exitCode === null && app.child.signalCode === null) app.child.kill('SIGKILL');
    rmSync(app.dataDir, { recursive: true, force: true });
  }
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    void stopAllApps().finally(() => process.exit(130));
  });
}
