// Starts the product as a user does (`npm start`: the command in package.json) on loopback, with a fresh data folder and a free
// port, and makes sure no server outlives the benchmark: stopped on success, on error, on Ctrl-C and on exit.
// Also starts the bare Fastify hello world (hello-server.mjs) the HTTP benchmark compares with.
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync, statSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

/**
 * Variables the product reads; the caller's values are dropped so every run measures the defaults (embedded
 * database, LOG_LEVEL=info) unless a benchmark sets one, e.g. DATABASE_URL.
 * NODE_ENV stays unset: the server then runs as development (dev mailbox on), and should start.mjs have to
 * build, Vite builds for production as it does for `npm start` (NODE_ENV=development would make it bundle
 * React's development build).
 */
const productVariable =
  /^(NODE_ENV|PORT|HOST|APP_URL|DATA_DIR|DATABASE_URL|SECRET_KEY|LOG_LEVEL|SIGN_(IN|UP)_RATE_LIMIT|PUBLIC_PREVIEW_RATE_LIMIT|MAIL_FROM|SUPPORT_EMAIL|CHROMIUM_PATH|(S3|SMTP|GOOGLE|STRIPE|OPENAI|BOOKING|BROWSER|IMPORT)_\w+)$/;

const running = new Set();

/**
 * The Node flags of `npm start` (package.json's "start" script, `exec node [flags] scripts/start.mjs || ` the
 * same command for cmd.exe, which has no exec), so the server measured is the process users run, memory
 * settings included, without npm in between.
 */
export function startCommandFlags(root) {
  const { scripts } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  const command = scripts.start.match(/^exec (node((?:\s+--\S+)*)\s+scripts\/start\.mjs) \|\| \1$/);
  if (!command)
    throw new Error(
      `package.json "start" is not "exec node [--flags] scripts/start.mjs || node [--flags] scripts/start.mjs": ${scripts.start}`,
    );
  return command[2].split(/\s+/).filter(Boolean);
}

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

/** Polls GET `url` until it answers 200; fails early when the child exits. */
async function waitFor200(child, url, started, timeoutMs, output) {
  const deadline = started + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `the server exited (${child.exitCode ?? child.signalCode}) before answering:\n${output()}`,
      );
    }
    if ((await probe(url)) === 200) return;
    if (performance.now() > deadline)
      throw new Error(`no 200 from ${url} within ${timeoutMs} ms:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** The last `length` characters of a file, or '' when it is not there. */
function tailOf(file, length) {
  return existsSync(file) ? readFileSync(file, 'utf8').slice(-length) : '';
}

/**
 * Spawns `npm start`'s command (`node [flags] scripts/start.mjs`) and waits for the first 200 from GET /api/health.
 * Returns the running app with `startupMs` (spawn to that answer), `built` (whether start.mjs had to build)
 * and `pid` (the server itself: start.mjs imports dist/server/main.js into its own process).
 * Without `dataDir` it starts on a fresh data folder; with one (left by `stop({ keepData: true })`) it restarts
 * on existing data. Either way the folder is removed when this app stops.
 *
 * The server's stdout (two JSON lines per request at the default LOG_LEVEL=info) goes to a file beside the data
 * folder: the kernel takes it, so the log can neither block the server on a full pipe nor cost this process
 * (which generates the load) any CPU time.
 */
export async function startApp(root, { timeoutMs = 60_000, env = {}, dataDir: existingDataDir } = {}) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = existingDataDir ?? mkdtempSync(path.join(os.tmpdir(), 'hcs-bench-'));
  const logFile = `${dataDir}.log`;
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !productVariable.test(name)),
  );
  // A restart appends to the log of the earlier start; `built` reads only what this start wrote.
  const logStart = existsSync(logFile) ? statSync(logFile).size : 0;
  const logFd = openSync(logFile, 'a');
  const started = performance.now();
  // BENCH_SERVER_NODE_ARGS adds Node flags to the server, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof".
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...startCommandFlags(root), ...nodeArgs, 'scripts/start.mjs'], {
    cwd: root,
    env: {
      ...inherited,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: url,
      DATA_DIR: dataDir,
      // A benchmark signs up its users from one address.
      SIGN_UP_RATE_LIMIT: '100000',
      // The template benchmark loads the public preview at 50 connections from this one address.
      PUBLIC_PREVIEW_RATE_LIMIT: '100000000',
      ...env,
    },
    stdio: ['ignore', logFd, 'pipe'],
  });
  closeSync(logFd); // the child has its own copy
  let errors = '';
  child.stderr.on('data', (chunk) => {
    errors = (errors + chunk.toString()).slice(-8_000);
  });
  const output = () => `${tailOf(logFile, 8_000)}${errors}`;
  const app = {
    url,
    dataDir,
    logFile,
    child,
    pid: child.pid,
    startupMs: NaN,
    get built() {
      return readFileSync(logFile).subarray(logStart).toString().includes('Building Hotel Content Studio');
    },
    /** Bytes the server has logged to stdout so far (this start and earlier ones on the same data). */
    logBytes: () => statSync(logFile).size,
    output,
    stop: (options) => stopApp(app, options),
  };
  running.add(app);

  try {
    await waitFor200(child, `${url}/api/health`, started, timeoutMs, output);
    app.startupMs = performance.now() - started;
    return app;
  } catch (error) {
    await stopApp(app);
    throw error;
  }
}

/** The bare Fastify hello world (hello-server.mjs) in its own process on a free loopback port. */
export async function startHelloWorld(root, { timeoutMs = 30_000 } = {}) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(root, 'bench/lib/hello-server.mjs')], {
    cwd: root,
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk) => {
    errors = (errors + chunk.toString()).slice(-8_000);
  });
  const app = { url, child, pid: child.pid, stop: () => stopApp(app) };
  running.add(app);
  try {
    await waitFor200(child, `${url}/`, started, timeoutMs, () => errors);
    return app;
  } catch (error) {
    await stopApp(app);
    throw error;
  }
}

/** SIGTERM (the server closes its database cleanly), SIGKILL after 10 s, then the data folder and log go. */
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
  if (!keepData) removeData(app);
  running.delete(app);
}

function removeData(app) {
  if (!app.dataDir) return; // the hello world keeps nothing
  rmSync(app.dataDir, { recursive: true, force: true });
  if (process.env.BENCH_KEEP_LOG) console.log(`log kept: ${app.logFile}`);
  else rmSync(app.logFile, { force: true });
}

export async function stopAllApps() {
  await Promise.allSettled([...running].map(stopApp));
}

/**
 * Runs one benchmark's `main`: a failure is printed with `name` and makes the exit code 1, and no server it
 * started outlives it either way.
 */
export async function runBenchmarkMain(name, main) {
  try {
    await main();
  } catch (error) {
    process.stderr.write(`${name} failed: ${error instanceof Error ? error.stack : String(error)}\n`);
    process.exitCode = 1;
  } finally {
    await stopAllApps();
  }
}

// Last resort when the benchmark ends abruptly: no server is left running and no data folder left behind.
process.on('exit', () => {
  for (const app of running) {
    if (app.child.exitCode === null && app.child.signalCode === null) app.child.kill('SIGKILL');
    removeData(app);
  }
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    void stopAllApps().finally(() => process.exit(130));
  });
}
