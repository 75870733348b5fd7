import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startAppServer, type RunningApp } from './app-server';

/** A JSON or multipart answer as a test reads it. */
export interface Answer<T = unknown> {
  status: number;
  body: T;
  setCookie: string[];
}

/**
 * Talks to one app process as a browser behind a load balancer would: every request carries the deployment's
 * origin (APP_URL, the same for all processes), the session cookie it was given, and the client's address in
 * X-Forwarded-For (the processes trust the loopback proxy).
 */
export class ProcessClient {
  constructor(
    readonly process: RunningApp,
    private readonly appUrl: string,
  ) {}

  async call<T = unknown>(
    method: string,
    url: string,
    options: { json?: unknown; form?: FormData; cookie?: string; clientAddress?: string } = {},
  ): Promise<Answer<T>> {
    const headers: Record<string, string> = { origin: this.appUrl };
    if (options.cookie) headers.cookie = options.cookie;
    if (options.clientAddress) headers['x-forwarded-for'] = options.clientAddress;
    let body: string | FormData | undefined;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    } else if (options.form) body = options.form;
    const response = await fetch(new URL(url, this.process.url), {
      method,
      headers,
      body,
      redirect: 'manual',
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON: kept as text
    }
    return { status: response.status, body: parsed as T, setCookie: response.headers.getSetCookie() };
  }
}

/** The `name=value` pairs of Set-Cookie headers, as a Cookie header. */
export const cookieHeader = (setCookie: string[]) =>
  setCookie.map((cookie) => cookie.split(';')[0]).join('; ');

/**
 * Starts `count` processes of the built product on one database and one S3 bucket with one SECRET_KEY and one
 * APP_URL (the address users know, as behind a load balancer), each with its own data folder as on its own
 * machine. They start at the same moment, as a deployment's processes do.
 */
export async function startAppProcesses(count: number, environment: Record<string, string>) {
  const shared = {
    SECRET_KEY: 'several-processes-share-this-secret-key-0123456789',
    APP_URL: 'http://localhost:8080',
    TRUST_PROXY: '127.0.0.1',
    ...environment,
  };
  const processes = await Promise.all(
    Array.from({ length: count }, () =>
      startAppServer(
        { ...shared, DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'hcs-process-')) },
        { captureOutput: true },
      ),
    ),
  );
  return processes.map((running) => new ProcessClient(running, shared.APP_URL));
}

/**
 * Stops the processes together, each with SIGTERM and `graceMs` to finish, then SIGKILL: a teardown that a
 * process slow to stop cannot hold past the hook's time. Returns what each one that had to be killed last
 * printed, so the log of the run says which process it was and what it was doing.
 */
export async function stopProcesses(clients: Array<ProcessClient | undefined>, graceMs = 15_000) {
  const killed: string[] = [];
  await Promise.all(
    clients.map(async (client) => {
      if (!client) return;
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<'late'>((resolve) => {
        timer = setTimeout(() => resolve('late'), graceMs);
      });
      const outcome = await Promise.race([client.process.stop().then(() => 'stopped' as const), late]);
      clearTimeout(timer);
      if (outcome === 'stopped') return;
      killed.push(`${client.process.url}:\n${client.process.output().slice(-4_000)}`);
      const child = client.process.process;
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    }),
  );
  return killed;
}
