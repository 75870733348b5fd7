// The live view of OTA connect (issue 11): the remote-browser engine (server/src/integrations/remote-browser)
// with a real Chromium and a viewer on a real loopback WebSocket, against the bench's own HTTPS fake extranet
// reached as admin.booking.com through --host-resolver-rules. Measures:
//   (a) frames per second reaching the viewer while the page animates (requestAnimationFrame);
//   (b) input to frame: a mouse press flips the page's background colour; the time from sending it until the
//       first frame whose pixels show the new colour arrives (decoded with sharp), p50 and p95, on a still page
//       (a sign-in form between keystrokes) and while the page animates (a frame is always in flight);
//   (c) memory per open idle session, before and after opening N sessions: the proportional set size (PSS) of
//       all Chromium processes, which splits shared pages between the processes that map them, and the drop of
//       the machine's MemAvailable; both are goals. The sum of resident sizes (RSS) is printed too, but it
//       counts the browser's shared code once per process, so it overstates what each session costs.
// The engine is TypeScript and is not part of the built server's exports: it is bundled on each run into
// .tmp/ (git-ignored) inside the project, so playwright-core and ws resolve from the project's node_modules.
// Run through `node bench/run.mjs live-view`.
import { readFileSync, readdirSync } from 'node:fs';
import { createServer } from 'node:https';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { pino } from 'pino';
import sharp from 'sharp';
import { WebSocket, WebSocketServer } from 'ws';
import { runBenchmarkMain } from './lib/app-process.mjs';
import { goalLines } from './lib/goals.mjs';
import { importTypeScript } from './lib/typescript-module.mjs';
import { loadNote } from './lib/machine.mjs';
import { residentBytes } from './lib/process-memory.mjs';
import { percentile } from './lib/stats.mjs';
import { formatTable, ms } from './lib/table.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const goals = { fps: 30, p50Ms: 60, sessionMb: 150 };
const fpsSeconds = 5;
const clicks = 40;
const idleSessions = 6;
const budgetBytes = 2 * 1024 ** 3;
/** Where the colour is read: far from the animated box. */
const probe = { x: 1200, y: 700 };

const print = (text = '') => process.stdout.write(`${text}\n`);
const mb = (bytes) => `${(bytes / 1024 ** 2).toFixed(1)} MB`;
const sleep = (milliseconds) => new Promise((resolve) => setTimeout(resolve, milliseconds));

/** The engine is TypeScript; bundled for this run (lib/typescript-module.mjs). */
function loadEngine() {
  return importTypeScript(
    'remote-browser',
    "export { createRemoteBrowser } from './server/src/integrations/remote-browser/create-remote-browser.ts';",
  );
}

const page = (body) => `<!doctype html><html><head><title>Extranet</title></head>${body}</html>`;
/** A sign-in page as an extranet has one: where idle sessions sit. */
const signInPage = page(`<body style="margin:0;font:16px sans-serif;background:#f5f5f5">
  <header style="background:#003580;color:#fff;padding:16px 32px;font-size:22px">Extranet</header>
  <form style="width:360px;margin:80px auto;background:#fff;padding:32px;border-radius:8px">
    <h1 style="font-size:24px">Sign in</h1>
    <label>Username<br><input name="username" style="width:100%;padding:8px"></label><br><br>
    <label>Password<br><input name="password" type="password" style="width:100%;padding:8px"></label><br><br>
    <button style="width:100%;padding:10px;background:#0071c2;color:#fff;border:0">Next</button>
  </form></body>`);
/** A box moving on every animation frame; a mouse press flips the background between black and white. */
const animatedPage = page(`<body style="margin:0;background:rgb(0,0,0)">
  <div id="box" style="position:absolute;top:100px;left:0;width:120px;height:120px;background:rgb(128,128,128)"></div>
  <script>
    const box = document.getElementById('box');
    const step = (time) => { box.style.transform = 'translateX(' + ((time / 2) % 1000) + 'px)'; requestAnimationFrame(step); };
    requestAnimationFrame(step);
    let white = false;
    addEventListener('mousedown', () => { white = !white; document.body.style.background = white ? 'rgb(255,255,255)' : 'rgb(0,0,0)'; });
  </script></body>`);

/** The same press-to-flip page without the animation: a sign-in form is still between keystrokes. */
const stillPage = animatedPage.replace('requestAnimationFrame(step);\n', '');

async function startFake() {
  const certs = path.join(root, 'e2e/fakes/certs');
  const server = createServer(
    {
      key: readFileSync(path.join(certs, 'ota-extranet.key')),
      cert: readFileSync(path.join(certs, 'ota-extranet.crt')),
    },
    (request, response) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(
        request.url === '/animate' ? animatedPage : request.url === '/still' ? stillPage : signInPage,
      );
    },
  );
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: server.address().port, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** This process's descendants: the Chromium the engine started and all its helpers. */
function descendants(pid) {
  const children = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (!children.has(parent)) children.set(parent, []);
      children.get(parent).push(Number(entry));
    } catch {
      // The process ended while we looked.
    }
  }
  const found = [];
  const queue = [...(children.get(pid) ?? [])];
  while (queue.length > 0) {
    const next = queue.shift();
    found.push(next);
    queue.push(...(children.get(next) ?? []));
  }
  return found;
}

function proportionalBytes(pid) {
  try {
    const kib = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8').match(/^Pss:\s+(\d+) kB$/m)?.[1];
    return kib === undefined ? NaN : Number(kib) * 1024;
  } catch {
    return NaN;
  }
}

function browserMemory() {
  const pids = descendants(process.pid);
  const sum = (read) =>
    pids
      .map(read)
      .filter(Number.isFinite)
      .reduce((total, value) => total + value, 0);
  return { processes: pids.length, rss: sum(residentBytes), pss: sum(proportionalBytes) };
}

/** What the machine has left for new work (/proc/meminfo MemAvailable): its drop is what sessions really cost. */
function availableBytes() {
  const kib = readFileSync('/proc/meminfo', 'utf8').match(/^MemAvailable:\s+(\d+) kB$/m)?.[1];
  return kib === undefined ? NaN : Number(kib) * 1024;
}

/** A viewer on a loopback WebSocket: frames with their arrival time. */
async function connectViewer(viewers, session) {
  const attached = new Promise((resolve) =>
    viewers.once('connection', (socket) => {
      session.attachViewer(socket);
      resolve();
    }),
  );
  const socket = new WebSocket(`ws://127.0.0.1:${viewers.address().port}`, { perMessageDeflate: false });
  const frames = [];
  const waiters = new Set();
  socket.on('message', (data, isBinary) => {
    if (!isBinary) return;
    const frame = { at: performance.now(), data };
    frames.push(frame);
    for (const waiter of waiters) waiter(frame);
  });
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  await attached;
  return {
    frames,
    send: (message) => socket.send(JSON.stringify(message)),
    onFrame(listener) {
      waiters.add(listener);
      return () => waiters.delete(listener);
    },
    close: () => socket.close(),
  };
}

/**
 * The probe pixel's red value. Decoded at an eighth of the size, which libjpeg does while decoding (much less
 * work on a shared 2-CPU machine than a full 1280x800 decode, and exact enough for a uniform background).
 */
async function colourAt(jpeg) {
  const { data } = await sharp(jpeg)
    .resize(160, 100, { kernel: 'nearest' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return data[(Math.floor(probe.y / 8) * 160 + Math.floor(probe.x / 8)) * 3];
}

/** Press the mouse, then wait for the first frame sent after it whose probe pixel shows the wanted colour. */
async function clickToFrame(viewer, wantWhite) {
  const sentAt = performance.now();
  let done;
  const seen = new Promise((resolve) => (done = resolve));
  const checks = [];
  const stop = viewer.onFrame((frame) => {
    checks.push(
      colourAt(frame.data).then((value) => {
        if ((wantWhite ? value > 200 : value < 55) && frame.at >= sentAt) done(frame.at - sentAt);
      }),
    );
  });
  viewer.send({ type: 'mouse', action: 'down', x: 640, y: 600, button: 'left', clickCount: 1 });
  viewer.send({ type: 'mouse', action: 'up', x: 640, y: 600, button: 'left', clickCount: 1 });
  const latency = await Promise.race([seen, sleep(5000).then(() => NaN)]);
  stop();
  await Promise.allSettled(checks);
  return latency;
}

/** `clicks` presses, each waited for; the latencies that were seen, sorted, and how many were not. */
async function pressRepeatedly(viewer) {
  const latencies = [];
  for (let index = 0; index < clicks; index += 1) {
    latencies.push(await clickToFrame(viewer, index % 2 === 0));
    await sleep(100);
  }
  const seen = latencies.filter(Number.isFinite).sort((a, b) => a - b);
  return { seen, missed: latencies.length - seen.length };
}

async function main() {
  const fake = await startFake();
  const { createRemoteBrowser } = await loadEngine();
  const remote = createRemoteBrowser(
    {
      chromiumPath: process.env.CHROMIUM_PATH || undefined,
      cdpUrl: undefined,
      extraArgs: [
        `--host-resolver-rules=MAP admin.booking.com 127.0.0.1:${fake.port}`,
        '--ignore-certificate-errors',
      ],
      maxSessions: idleSessions + 1,
      allowNoSandbox: false,
      sandboxUser: 'nobody',
      proxyHost: '127.0.0.1',
    },
    pino({ level: 'silent' }),
  );
  const viewers = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await new Promise((resolve) => viewers.once('listening', resolve));
  const owner = { ownerId: 'bench', hotelId: 'bench', otaType: 'booking' };
  try {
    if (!remote.available()) throw new Error('No Chromium found (set CHROMIUM_PATH)');

    // (a) frames per second while the page animates.
    const session = await remote.openSession(owner);
    await session.navigate('https://admin.booking.com/animate');
    const viewer = await connectViewer(viewers, session);
    await sleep(1000);
    const firstCounted = viewer.frames.length;
    const countedFrom = performance.now();
    await sleep(fpsSeconds * 1000);
    const counted = viewer.frames.slice(firstCounted);
    const fps = counted.length / ((performance.now() - countedFrom) / 1000);
    const frameBytes =
      counted.reduce((total, frame) => total + frame.data.length, 0) / Math.max(1, counted.length);

    // (b) input to frame, while the page animates and on a still page.
    const pressesOnAnimated = await pressRepeatedly(viewer);
    await session.navigate('https://admin.booking.com/still');
    await sleep(500);
    const pressesOnStill = await pressRepeatedly(viewer);
    viewer.close();
    await remote.closeSession(session.id);

    // (c) memory per idle session, on the sign-in page.
    await sleep(1500);
    const before = browserMemory();
    const availableBefore = availableBytes();
    const idle = [];
    for (let index = 0; index < idleSessions; index += 1) idle.push(await remote.openSession(owner));
    await sleep(3000);
    const after = browserMemory();
    const perSessionAvailable = (availableBefore - availableBytes()) / idleSessions;
    const perSessionRss = (after.rss - before.rss) / idleSessions;
    const perSessionPss = (after.pss - before.pss) / idleSessions;
    const fitRss = Math.floor((budgetBytes - before.rss) / perSessionRss);
    const fitPss = Math.floor((budgetBytes - before.pss) / perSessionPss);
    for (const open of idle) await remote.closeSession(open.id);

    print('Live view (issue 11): real Chromium, viewer on loopback WebSocket, 1280x800 JPEG screencast\n');
    print(
      formatTable(
        ['measure', 'value'],
        [
          [`frames per second while animating (${fpsSeconds} s)`, fps.toFixed(1)],
          ['average frame size', `${(frameBytes / 1024).toFixed(1)} KiB`],
          ...[
            ['still page', pressesOnStill],
            ['animating page', pressesOnAnimated],
          ].flatMap(([label, { seen, missed }]) => [
            [
              `input to frame, ${label}: p50 / p95 / max (${seen.length} presses)`,
              `${ms(percentile(seen, 0.5))} / ${ms(percentile(seen, 0.95))} / ${ms(seen.at(-1) ?? NaN)}`,
            ],
            [`input to frame, ${label}: presses without a changed frame in 5 s`, missed],
          ]),
          [
            `Chromium, no session (${before.processes} processes), RSS / PSS`,
            `${mb(before.rss)} / ${mb(before.pss)}`,
          ],
          [
            `Chromium, ${idleSessions} idle sessions (${after.processes} processes), RSS / PSS`,
            `${mb(after.rss)} / ${mb(after.pss)}`,
          ],
          ['per idle session, RSS / PSS', `${mb(perSessionRss)} / ${mb(perSessionPss)}`],
          ['per idle session, drop of the machine’s available memory', mb(perSessionAvailable)],
          ['idle sessions in 2 GB (after the browser itself), by RSS / PSS', `${fitRss} / ${fitPss}`],
        ],
      ),
    );
    print(`\n${loadNote()}\n`);
    print('Goals:');
    print(
      goalLines([
        {
          goal: `at least ${goals.fps} frames per second while the page animates`,
          measured: fps.toFixed(1),
          pass: fps >= goals.fps,
        },
        ...[
          ['on a still page (a sign-in form between keystrokes)', pressesOnStill],
          ['while the page animates', pressesOnAnimated],
        ].map(([label, { seen, missed }]) => ({
          goal: `input to frame p50 at most ${goals.p50Ms} ms, ${label}`,
          measured: ms(percentile(seen, 0.5)),
          pass: missed === 0 && percentile(seen, 0.5) <= goals.p50Ms,
        })),
        {
          goal: `at most ${goals.sessionMb} MB per open session, by PSS (shared pages split between processes)`,
          measured: mb(perSessionPss),
          pass: perSessionPss <= goals.sessionMb * 1024 ** 2,
        },
        {
          goal: `at most ${goals.sessionMb} MB per open session, by the machine’s available memory (MemAvailable)`,
          measured: mb(perSessionAvailable),
          pass: perSessionAvailable <= goals.sessionMb * 1024 ** 2,
        },
      ]),
    );
  } finally {
    viewers.close();
    await remote.close();
    await fake.close();
  }
}

await runBenchmarkMain('Live-view benchmark', main);
