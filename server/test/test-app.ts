import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import pino from 'pino';
import { buildApp, type BuildAppOptions, type BuiltApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { DatabaseHandle } from '../src/db/client';
import type { Clock } from '../src/features/accounts/session-cache';
import type { DevMailbox } from '../src/integrations/mail/dev-mailbox';
import {
  createRemoteBrowser,
  type RemoteBrowserTimings,
} from '../src/integrations/remote-browser/create-remote-browser';
import type { RemoteBrowser } from '../src/integrations/remote-browser/remote-browser';
import { openTestDatabase } from './test-database';

export const testAppUrl = 'http://localhost:3999';

export interface TestApp extends BuiltApp {
  mailbox: DevMailbox;
  dataDir: string;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Another app's database: two apps on one database stand for two processes of one deployment. */
  database?: DatabaseHandle;
  sessionClock?: Clock;
  /** A folder holding a web build (index.html); by default there is none and pages answer 404. */
  webRoot?: string;
  /** An in-memory live browser instead of Chromium (the cross-tenant test only). */
  remoteBrowser?: RemoteBrowser;
  /** The real live browser with shorter waits, e.g. for a free slot, where a test waits on them. */
  remoteBrowserTimings?: Partial<RemoteBrowserTimings>;
  /** The AlpineBits push's waits and clock (features/alpinebits/deps.ts). */
  alpineBits?: BuildAppOptions['alpineBits'];
}

/** The real app on a fresh database and data folder; pass environment overrides as in production. */
export async function buildTestApp(
  environment: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hcs-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    APP_URL: testAppUrl,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SECRET_KEY: 'test-secret-key-that-is-long-enough-0123456789',
    // Tests sign up many accounts and read many previews from one address; the tests of those limits set their own.
    SIGN_UP_RATE_LIMIT: '10000',
    PUBLIC_PREVIEW_RATE_LIMIT: '10000',
    ...environment,
  });
  const database = options.database ?? (await openTestDatabase());
  const built = await buildApp({
    config,
    database,
    logger: false,
    webRoot: options.webRoot ?? path.join(dataDir, 'no-web-build'),
    sessionClock: options.sessionClock,
    alpineBits: options.alpineBits,
    remoteBrowser:
      options.remoteBrowser ??
      (options.remoteBrowserTimings &&
        createRemoteBrowser(config.browser, pino({ level: 'silent' }), options.remoteBrowserTimings)),
  });
  await built.app.ready();
  const mailbox = built.context.mailer as DevMailbox;
  return {
    ...built,
    mailbox,
    dataDir,
    close: async () => {
      await built.app.close();
      // A shared database belongs to the app that opened it.
      if (!options.database) await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Turns the Set-Cookie headers of an answer into a Cookie header for the next request. */
export function cookieFrom(setCookie: string | string[] | undefined): string {
  const values = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return values
    .map((value) => value.split(';')[0] ?? '')
    .filter((pair) => pair && !pair.endsWith('='))
    .join('; ');
}

/** A request as a signed-in user, from the app's own origin, as the web app sends it. */
export function requestAs(
  testApp: TestApp,
  user: { cookie: string },
  method: InjectOptions['method'],
  url: string,
  payload?: unknown,
) {
  return testApp.app.inject({
    method,
    url,
    payload: payload as InjectOptions['payload'],
    headers: { cookie: user.cookie, origin: testAppUrl },
  });
}
