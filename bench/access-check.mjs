// What the one access check of routes under a hotel (issue 36: the caller's membership and role, from the
// memberships remembered per user) adds to a signed-in request at 50 connections; the goal: under 1 ms
// at p99. One server process holds the product twice on one database (lib/access-check-apps.ts): as it runs, and
// built with the benchmark-only skipHotelAccessCheck. GET /api/hotels/:hotelId/rooms (20 rooms) is loaded as the
// hotel's owner and as an editor who joined through an invitation, on each app in turn, in alternating rounds
// (checked then unchecked, then the other way round), so both see the same machine, heap and data; the latencies
// of every answer (to the microsecond, not autocannon's whole milliseconds) are pooled per app, and the goal is
// judged on the pooled p99s; each round's difference is printed too, to show how much of it is the machine.
// Last, the check itself is timed in the server process with no load on it (its function, 200,000 times).
// Default settings (LOG_LEVEL=info, embedded database); `--postgres` runs the same on a throwaway PostgreSQL.
// Run through `node bench/run.mjs http` (with the HTTP benchmark) or `node bench/run.mjs access-check`.
import { spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { api, createHotel, finishOnboarding } from './lib/api.mjs';
import { freePort, runBenchmarkMain, startCommandFlags } from './lib/app-process.mjs';
import { benchDatabase } from './lib/database-choice.mjs';
import { goalLines } from './lib/goals.mjs';
import { loadNote } from './lib/machine.mjs';
import { signedInSession } from './lib/session.mjs';
import { median, percentile } from './lib/stats.mjs';
import { formatTable } from './lib/table.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const load = { connections: 50, warmupSeconds: 3, roundSeconds: 3, rounds: 10 };
const roomCount = 20;
/** How many times the check itself is timed in the server process, per caller. */
const checkTimings = 200_000;
const goals = { p99AddedMs: 1 };
/** What Chromium sends, so the answer goes out as it does to users. */
const browserHeaders = { 'accept-encoding': 'gzip, deflate, br, zstd' };

const print = (text = '') => process.stdout.write(`${text}\n`);
const ms = (value) => `${value.toFixed(2)} ms`;

/** The server process (lib/access-check-server.mjs), its log in a file beside its data folder. */
async function startServers(database) {
  const [port, uncheckedPort] = [await freePort(), await freePort()];
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hcs-bench-access-'));
  const logFile = `${dataDir}.log`;
  const logFd = openSync(logFile, 'a');
  // BENCH_SERVER_NODE_ARGS adds Node flags to the server, as for the other benchmarks (lib/app-process.mjs).
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(
    process.execPath,
    [...startCommandFlags(root), ...nodeArgs, path.join(root, 'bench/lib/access-check-server.mjs')],
    {
      cwd: root,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        PORT: String(port),
        UNCHECKED_PORT: String(uncheckedPort),
        HOST: '127.0.0.1',
        APP_URL: `http://127.0.0.1:${port}`,
        DATA_DIR: dataDir,
        SIGN_UP_RATE_LIMIT: '100000',
        ...database.env,
      },
      stdio: ['ignore', logFd, 'pipe', 'ipc'],
    },
  );
  closeSync(logFd);
  let errors = '';
  child.stderr.on('data', (chunk) => {
    errors = (errors + chunk.toString()).slice(-8_000);
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(logFile, { force: true });
  };
  process.once('exit', () => child.kill('SIGKILL'));
  try {
    const urls = await new Promise((resolve, reject) => {
      const exitedEarly = (code, signal) => {
        clearTimeout(timer);
        // The log is read only here, before any load: under load it grows to hundreds of MB.
        const log = readFileSync(logFile, 'utf8').slice(-4_000);
        reject(
          new Error(`the server process exited (${code ?? signal}) before it started:\n${log}${errors}`),
        );
      };
      const timer = setTimeout(() => {
        child.off('exit', exitedEarly);
        reject(new Error('the servers did not start within 180 s'));
      }, 180_000);
      child.once('exit', exitedEarly);
      child.once('message', (message) => {
        clearTimeout(timer);
        child.off('exit', exitedEarly);
        resolve(message);
      });
    });
    /** The check itself timed in the server process (lib/access-check-apps.ts), in µs per request. */
    const timeCheck = (userId, hotelId, times) =>
      new Promise((resolve, reject) => {
        child.once('message', (answer) =>
          answer.error ? reject(new Error(answer.error)) : resolve(answer.microseconds),
        );
        child.send({ timeCheck: { userId, hotelId, times } });
      });
    return { urls, stop, timeCheck };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The token of the invitation link mailed to `email` (the dev mailbox: the server runs as development). */
async function invitationToken(appUrl, email) {
  const response = await fetch(`${appUrl}/dev/mailbox/messages`, { signal: AbortSignal.timeout(10_000) });
  const link = (await response.json())
    .filter((message) => message.to === email)
    .flatMap((message) => message.links)
    .find((candidate) => candidate.includes('/invitation?token='));
  if (!link) throw new Error(`no invitation mailed to ${email}`);
  return new URL(link).searchParams.get('token');
}

/**
 * The owner's hotel (onboarding finished) with 20 rooms, and an editor who signed up and accepted the owner's
 * invitation, all through the API on the checked app.
 */
async function seed(appUrl) {
  const app = { url: appUrl };
  const owner = await signedInSession(appUrl);
  const hotelId = await createHotel(app, owner.cookie);
  await finishOnboarding(app, owner.cookie);
  for (let index = 0; index < roomCount; index++)
    await api(app, owner.cookie, 'POST', `/api/hotels/${hotelId}/rooms`, {
      allowed: [201],
      json: { name: `Room ${index + 1}`, type: index % 4 === 0 ? 'suite' : 'double' },
    });
  const editor = await signedInSession(appUrl);
  await api(app, owner.cookie, 'POST', `/api/hotels/${hotelId}/invitations`, {
    allowed: [201],
    json: { email: editor.email, role: 'editor', hotels: 'all' },
  });
  const token = await invitationToken(appUrl, editor.email);
  await api(app, editor.cookie, 'POST', `/api/invitations/${token}/accept`);
  for (const session of [owner, editor])
    session.userId = (await api(app, session.cookie, 'GET', '/api/session')).user.id;
  return { hotelId, owner, editor };
}

async function status(url, cookie) {
  const response = await fetch(url, { headers: { cookie }, signal: AbortSignal.timeout(30_000) });
  return { status: response.status, text: await response.text() };
}

/**
 * Before any load: both apps answer each caller the 20 rooms, and the check really is on in one and off in
 * the other (the editor asking for the team, which needs admin: 403 'Your role does not allow this.' only where
 * the check runs).
 */
async function verify(servers, hotelId, callers) {
  for (const [name, url] of Object.entries(servers))
    for (const caller of callers) {
      const answer = await status(`${url}/api/hotels/${hotelId}/rooms`, caller.cookie);
      const rooms = answer.status === 200 ? JSON.parse(answer.text).rooms : undefined;
      if (rooms?.length !== roomCount)
        throw new Error(`${name}, ${caller.label}: HTTP ${answer.status} ${answer.text.slice(0, 300)}`);
    }
  const editor = callers.find((caller) => caller.label === 'editor');
  const team = `/api/hotels/${hotelId}/team`;
  const checked = await status(`${servers.checked}${team}`, editor.cookie);
  if (checked.status !== 403 || !checked.text.includes('Your role does not allow this.'))
    throw new Error(`checked app, editor, GET .../team: HTTP ${checked.status}, not the role's 403`);
  const unchecked = await status(`${servers.unchecked}${team}`, editor.cookie);
  if (unchecked.status === 403)
    throw new Error('unchecked app, editor, GET .../team: 403, so the check still runs there');
}

/**
 * One round of load on `url`: every 200's latency in ms (autocannon's response event, to the microsecond), the
 * requests that failed (not 200, an error or a time-out), and the rate. Then one more request, which waits
 * behind any the server still holds, so the next round starts on an idle server.
 */
async function round(url, headers, seconds) {
  const latencies = [];
  const result = await new Promise((resolve, reject) => {
    const instance = autocannon(
      { url, headers, connections: load.connections, duration: seconds, timeout: 10 },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode === 200) latencies.push(responseTime);
    });
  });
  await (await fetch(url, { headers, signal: AbortSignal.timeout(60_000) })).arrayBuffer();
  return {
    latencies,
    failures: result.non2xx + result.errors,
    perSecond: latencies.length / result.duration,
  };
}

const summary = (samples) => {
  const sorted = samples.latencies.sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    requests: sorted.length,
    perSecond: samples.perSecond.reduce((sum, rate) => sum + rate, 0) / samples.perSecond.length,
    failures: samples.failures,
  };
};

/** Both apps for one caller: a warm-up each, then rounds alternating which app goes first. */
async function measureCaller(servers, url, caller) {
  const headers = { ...browserHeaders, cookie: caller.cookie };
  const pooled = {
    checked: { latencies: [], perSecond: [], failures: 0 },
    unchecked: { latencies: [], perSecond: [], failures: 0 },
  };
  /** Each round's p99 with the check minus the p99 without it, measured right before or after. */
  const roundDifferences = [];
  for (const app of ['checked', 'unchecked']) await round(servers[app] + url, headers, load.warmupSeconds);
  for (let index = 0; index < load.rounds; index++) {
    const order = index % 2 === 0 ? ['checked', 'unchecked'] : ['unchecked', 'checked'];
    const p99 = {};
    for (const app of order) {
      const result = await round(servers[app] + url, headers, load.roundSeconds);
      p99[app] = percentile(
        [...result.latencies].sort((a, b) => a - b),
        0.99,
      );
      for (const latency of result.latencies) pooled[app].latencies.push(latency);
      pooled[app].perSecond.push(result.perSecond);
      pooled[app].failures += result.failures;
    }
    roundDifferences.push(p99.checked - p99.unchecked);
  }
  return {
    checked: summary(pooled.checked),
    unchecked: summary(pooled.unchecked),
    roundDifferences: roundDifferences.sort((a, b) => a - b),
  };
}

async function main() {
  const database = await benchDatabase();
  let servers;
  try {
    print(
      `Access check (Node ${process.version}, ${os.cpus().length} CPUs, ${os.platform()} ${os.arch()}); ` +
        `database: ${database.label}`,
    );
    print(
      'one server process, the product twice: with the check and without it; the load generator shares the CPUs',
    );
    print(`${loadNote()}\n`);
    servers = await startServers(database);
    const { hotelId, owner, editor } = await seed(servers.urls.checked);
    const callers = [
      { label: 'owner', cookie: owner.cookie, userId: owner.userId },
      { label: 'editor', cookie: editor.cookie, userId: editor.userId },
    ];
    await verify(servers.urls, hotelId, callers);
    print(
      `Seeded through the API: a hotel with ${roomCount} rooms, its owner and an editor who accepted an invitation`,
    );

    const url = `/api/hotels/${hotelId}/rooms`;
    const rows = [];
    const checks = [];
    const roundNotes = [];
    let failed = 0;
    for (const caller of callers) {
      const { checked, unchecked, roundDifferences } = await measureCaller(servers.urls, url, caller);
      failed += checked.failures + unchecked.failures;
      for (const [app, result] of [
        ['with the check', checked],
        ['without', unchecked],
      ])
        rows.push([
          `${caller.label}, ${app}`,
          Math.round(result.perSecond),
          ms(result.p50),
          ms(result.p99),
          result.requests,
          result.failures,
        ]);
      const added = { p50: checked.p50 - unchecked.p50, p99: checked.p99 - unchecked.p99 };
      rows.push([`${caller.label}, added by the check`, '', ms(added.p50), ms(added.p99), '', '']);
      roundNotes.push(
        `${caller.label}: the p99 added in each round, ${roundDifferences.map((value) => value.toFixed(2)).join(', ')} ms ` +
          `(median ${ms(median(roundDifferences))})`,
      );
      checks.push({
        goal: `GET .../rooms as the ${caller.label}: the check adds < ${goals.p99AddedMs} ms at p99, none failed`,
        measured: `${ms(added.p99)} (p99 ${ms(checked.p99)} with, ${ms(unchecked.p99)} without)`,
        pass: added.p99 < goals.p99AddedMs && checked.failures + unchecked.failures === 0,
      });
    }

    print(
      `\nGET /api/hotels/:hotelId/rooms (${roomCount} rooms), autocannon, ${load.connections} connections: ` +
        `${load.warmupSeconds} s warm-up per app (not counted), then ${load.rounds} rounds of ` +
        `${load.roundSeconds} s per app, alternating which goes first; latencies pooled over the rounds`,
    );
    print(formatTable(['caller, app', 'req/s', 'p50', 'p99', 'requests', 'failed'], rows));
    print(`    failed: not 200, error or no answer within 10 s. ${loadNote()}`);
    for (const note of roundNotes) print(`    ${note}`);
    const timed = [];
    for (const caller of callers)
      timed.push(
        `${caller.label} ${(await servers.timeCheck(caller.userId, hotelId, checkTimings)).toFixed(2)} µs`,
      );
    print(
      `    the check itself, timed in the server process with no load on it (${checkTimings.toLocaleString('en')} ` +
        `checks each): ${timed.join(', ')} per request`,
    );
    print(`\nGoals (${database.postgres ? 'PostgreSQL' : 'embedded database'}):`);
    print(goalLines(checks));
    if (failed > 0) {
      print(`FAIL: ${failed} requests failed`);
      process.exitCode = 1;
    }
  } finally {
    await servers?.stop();
    database.stop();
  }
}

await runBenchmarkMain('Access-check benchmark', main);
