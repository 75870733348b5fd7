import { afterAll, beforeAll } from 'vitest';
import type { Db } from '../src/db/client';
import { backgroundWorkEnded } from './background-work';
import { databaseSnapshot, type SnapshotOptions } from './database-snapshot';
import { FakeRemoteBrowser } from './fake-remote-browser';
import { startTenantAlpineBitsReceiver } from './tenant-cases/alpinebits';
import { buildTestApp, type TestApp } from './test-app';
import { startOpenAiFake, type OpenAiFake } from '@e2e/fakes/openai-fake';

/**
 * The app the tenant isolation test and the role matrix call every route of, with the outside world each case
 * needs to answer its owner; started before the file's tests and closed after them. Returns the app's getter.
 */
export function useTenantTestApp(): () => TestApp {
  let testApp: TestApp | undefined;
  let closeAlpineBitsReceiver: (() => Promise<void>) | undefined;
  let openAi: OpenAiFake | undefined;
  beforeAll(async () => {
    // The AI service is a local fake, so that translating a text answers its owner (the built-in generator cannot
    // translate and refuses every time).
    openAi = await startOpenAiFake({ apiKey: 'sk-tenant' });
    // The import is configured so that its start answers its owner (202); the data API's address is a closed
    // port, so the owner's import ends quickly as failed without calling anything.
    // The live browser is an in-memory one, so that the OTA session routes answer their owner without starting
    // Chromium for every case (the real browser is tested in features/ota/ota-live-browser.test.ts and beside it).
    // The AlpineBits connection routes answer their owner once a handshake succeeds: with a local receiver.
    const alpineBits = await startTenantAlpineBitsReceiver();
    closeAlpineBitsReceiver = alpineBits.close;
    testApp = await buildTestApp(
      {
        BOOKING_API_KEY: 'tenant-test-key',
        BOOKING_API_BASE_URL: 'http://127.0.0.1:9',
        OUTBOUND_ALLOWED_HOSTS: new URL(alpineBits.url).host,
        OPENAI_API_KEY: 'sk-tenant',
        OPENAI_BASE_URL: openAi.url,
      },
      { remoteBrowser: new FakeRemoteBrowser() },
    );
  });
  afterAll(async () => {
    await testApp?.close();
    await closeAlpineBitsReceiver?.();
    await openAi?.close();
  });
  return () => {
    if (!testApp) throw new Error('the tenant test app is started in beforeAll');
    return testApp;
  };
}

/** A snapshot once two in a row agree: what a job wrote just after its row said it was done is in it. */
export async function settled(snapshot: () => Promise<Record<string, string>>) {
  let previous = await snapshot();
  for (let attempt = 0; attempt < 50; attempt++) {
    const next = await snapshot();
    if (JSON.stringify(next) === JSON.stringify(previous)) return next;
    previous = next;
  }
  throw new Error('the database kept changing with no request running');
}

/** A snapshot (of everything, or of the rows mentioning an id) once no job earlier requests started is writing. */
export async function quietSnapshot(db: Db, options: SnapshotOptions = {}) {
  await backgroundWorkEnded(db);
  return settled(() => databaseSnapshot(db, options));
}
