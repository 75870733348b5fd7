import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface RunningApp {
  url: string;
  dataDir: string;
  process: ChildProcess;
  /** Everything the server printed, when started with captureOutput. */
  output(): string;
  stop(): Promise<void>;
}

/** Starts the built product (dist/server/main.js) on a free port with a fresh data folder. */
export async function startAppServer(
  environment: Record<string, string>,
  options: { captureOutput?: boolean } = {},
): Promise<RunningApp> {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const dataDir = environment.DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'hcs-e2e-'));
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
      ...environment,
    },
    stdio: ['ignore', options.captureOutput ? 'pipe' : 'inherit', options.captureOutput ? 'pipe' : 'inherit'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  await waitForHealth(url, child);
  return {
    url,
    dataDir,
    process: child,
    output: () => output,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

async function waitForHealth(url: string, child: ChildProcess) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`app server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('app server did not become healthy within 30 s');
}
