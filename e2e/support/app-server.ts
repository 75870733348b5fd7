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

/** The environment a test server runs with: development mode, loopback only, its own data folder. */
export function appServerEnvironment(port: number, dataDir: string, logLevel: string) {
  return {
    ...process.env,
    NODE_ENV: 'development',
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: `http://localhost:${port}`,
    DATA_DIR: dataDir,
    LOG_LEVEL: logLevel,
    // Every journey signs its users up from this one machine.
    SIGN_UP_RATE_LIMIT: '100000',
  };
}

/** Starts the built product (dist/server/main.js) on a free port with a fresh data folder. */
export async function startAppServer(
  environment: Record<string, string>,
  options: { captureOutput?: boolean } = {},
): Promise<RunningApp> {
  const port = await freePort();
  const dataDir = environment.DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'hcs-e2e-'));
  const env = { ...appServerEnvironment(port, dataDir, process.env.E2E_LOG_LEVEL ?? 'warn'), ...environment };
  // The process's own address; APP_URL may name the deployment instead (several processes behind one address).
  const url = `http://localhost:${port}`;
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    env,
    stdio: ['ignore', options.captureOutput ? 'pipe' : 'inherit', options.captureOutput ? 'pipe' : 'inherit'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  try {
    await waitForHealth(url, () => child.exitCode !== null, 30_000);
  } catch (error) {
    child.kill('SIGKILL');
    // What the process printed says why it did not come up (when the test captured it).
    if (options.captureOutput)
      throw new Error(`${(error as Error).message}; it printed:\n${output.slice(-4_000)}`);
    throw error;
  }
  return {
    url,
    dataDir,
    process: child,
    output: () => output,
    stop: () =>
      new Promise((resolve) => {
        // Gone already: exited, or ended by a signal (then exitCode stays null).
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Polls /api/health until it answers; fails early once `exited()` says the server process is gone. */
export async function waitForHealth(url: string, exited: () => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited()) throw new Error(`the app server at ${url} exited before it answered`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the app server at ${url} did not answer /api/health within ${timeoutMs / 1000} s`);
}
