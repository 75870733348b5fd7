import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { appServerEnvironment, freePort, waitForHealth } from '../support/app-server';

// A process manager stops `npm start` by signalling the npm process only. npm forwards SIGTERM and SIGINT to
// its child, which must be the server itself: a shell in between (dash does not exec) would die or wait and
// leave the server running on its port (issue 12, point 9). These start their own servers, without a browser.
test.describe.configure({ mode: 'serial' });

/** Every process below `root` (POSIX `ps`), read while they run. */
function descendantsOf(root: number): number[] {
  const table = execFileSync('ps', ['-A', '-o', 'pid=,ppid='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number) as [number, number]);
  const found: number[] = [];
  const queue = [root];
  while (queue.length > 0) {
    const parent = queue.shift() as number;
    for (const [pid, ppid] of table) {
      if (ppid === parent && !found.includes(pid)) {
        found.push(pid);
        queue.push(pid);
      }
    }
  }
  return found;
}

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Whether a new server could listen on the port (the stopped one released it). */
const portIsFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  test(`${signal} to the npm process stops the server cleanly and frees its port`, async () => {
    test.setTimeout(180_000);
    const port = await freePort();
    const url = `http://localhost:${port}`;
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hcs-npm-start-'));
    const npm = spawn('npm', ['start', '--silent'], {
      env: appServerEnvironment(port, dataDir, 'info'),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    npm.stdout.on('data', (chunk) => (output += chunk));
    npm.stderr.on('data', (chunk) => (output += chunk));
    const npmExited = new Promise<void>((resolve) => npm.once('exit', () => resolve()));
    let server: number[] = [];
    try {
      // start.mjs builds first should the build be missing or stale; that alone takes a minute on a slow machine.
      await waitForHealth(url, () => npm.exitCode !== null || npm.signalCode !== null, 150_000);
      // The server and anything between npm and it (a shell, should one be there).
      server = descendantsOf(npm.pid as number);
      expect(server.length).toBeGreaterThan(0);

      npm.kill(signal);
      const stopped = Date.now();
      while (Date.now() - stopped < 5_000 && (server.some(isRunning) || !(await portIsFree(port)))) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(server.filter(isRunning), 'server processes still running').toEqual([]);
      expect(await portIsFree(port)).toBe(true);
      await npmExited;
      // Stopped by its own handler (finishing requests, closing the database), not killed.
      expect(output).toContain(`"signal":"${signal}"`);
      expect(output).toContain('database closed, bye');
      expect(existsSync(path.join(dataDir, 'db.lock'))).toBe(false);
    } finally {
      // A failed run must not leave a server behind for the next test.
      for (const pid of [npm.pid as number, ...server, ...descendantsOf(npm.pid as number)]) {
        if (isRunning(pid)) process.kill(pid, 'SIGKILL');
      }
    }
  });
}
