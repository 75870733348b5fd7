import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { freePort, startAppServer } from '../support/app-server';

// These start their own servers; they do not use the browser.
test.describe.configure({ mode: 'serial' });

test('a second process on the same data folder is refused with a clear error', async () => {
  const app = await startAppServer({});
  try {
    const port = await freePort();
    const second = spawn(process.execPath, ['dist/server/main.js'], {
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: app.dataDir,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'development',
      },
    });
    let stderr = '';
    second.stderr.on('data', (chunk) => (stderr += chunk));
    const code = await new Promise<number | null>((resolve) => second.on('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain('is already in use by another process');
    // The first process is unharmed.
    expect((await fetch(`${app.url}/api/health`)).status).toBe(200);
  } finally {
    await app.stop();
  }
});

test('SIGTERM lets in-flight requests finish, closes the database and releases the lock', async () => {
  const app = await startAppServer({});
  const inFlight = Array.from({ length: 20 }, () =>
    fetch(`${app.url}/api/health`).then((response) => response.status),
  );
  const exited = new Promise<number | null>((resolve) => app.process.on('exit', resolve));
  app.process.kill('SIGTERM');
  const statuses = await Promise.allSettled(inFlight);
  for (const status of statuses) {
    // Each request either completed normally or was refused because the server had already stopped listening.
    if (status.status === 'fulfilled') expect([200, 503]).toContain(status.value);
  }
  expect(await exited).toBe(0);
  expect(existsSync(path.join(app.dataDir, 'db.lock'))).toBe(false);

  // The data survives: a new process opens the same folder.
  const again = await startAppServer({ DATA_DIR: app.dataDir });
  expect((await fetch(`${again.url}/api/health`)).status).toBe(200);
  await again.stop();
});

test('logs never contain passwords, tokens or cookies', async () => {
  const app = await startAppServer({ LOG_LEVEL: 'info' }, { captureOutput: true });
  try {
    const email = `logcheck-${Date.now()}@example.com`;
    const password = 'very-secret-password-42';
    const headers = { 'content-type': 'application/json', origin: app.url };
    await fetch(`${app.url}/api/auth/sign-up/email`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email, password }),
    });
    const messages = (await (await fetch(`${app.url}/dev/mailbox/messages`)).json()) as { links: string[] }[];
    const link = messages[0]?.links[0] as string;
    const token = new URL(link).searchParams.get('token') as string;
    await fetch(link, { redirect: 'manual' });
    const signIn = await fetch(`${app.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email, password }),
    });
    const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0] as string;
    await fetch(`${app.url}/api/profile`, { headers: { cookie } });
    await new Promise((resolve) => setTimeout(resolve, 300));
    // The dev mailbox prints its links on purpose (ARCHITECTURE.md: links printed to the log); it never runs
    // in production. Every other line must be clean.
    const output = app
      .output()
      .split('\n')
      .filter((line) => !line.includes('dev mailbox: message stored'))
      .join('\n');
    expect(output).toContain('/api/auth/sign-in/email');
    // One line per request, written when it is answered, within a fraction of a second.
    const profileLines = output.split('\n').filter((line) => line.includes('"url":"/api/profile"'));
    expect(profileLines).toHaveLength(1);
    expect(JSON.parse(profileLines[0] as string)).toMatchObject({
      msg: 'request completed',
      req: { method: 'GET' },
      res: { statusCode: 200 },
    });
    expect(output).not.toContain(password);
    expect(output).not.toContain(token);
    expect(output).not.toContain(cookie.split('=')[1] as string);
  } finally {
    await app.stop();
  }
});
