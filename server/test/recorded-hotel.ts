import { afterAll, beforeAll } from 'vitest';
import { buildHotel, buildUser, type SignedInUser } from './factories';
import { recordQueries, type QueryRecorder } from './recorded-queries';
import { buildTestApp, type TestApp } from './test-app';

export interface RecordedHotel {
  testApp: TestApp;
  /** Records the statements the app sends (recorded-queries.ts). */
  recorder: QueryRecorder;
  owner: SignedInUser;
  hotelId: string;
}

/**
 * What the statement-count and plan tests share: a test app whose statements can be recorded, a signed-in owner
 * and their hotel, set up before the file's tests (`prepare` gets the app first) and closed after them. The
 * fields are filled in by the time the file's own beforeAll hooks and tests run.
 */
export function useRecordedHotel(prepare?: (testApp: TestApp) => Promise<void>): RecordedHotel {
  const given = {} as RecordedHotel;
  beforeAll(async () => {
    given.testApp = await buildTestApp();
    await prepare?.(given.testApp);
    given.recorder = recordQueries(given.testApp.context.db);
    given.owner = await buildUser(given.testApp);
    given.hotelId = (await buildHotel(given.testApp, given.owner.id)).id;
  });
  afterAll(async () => {
    await given.testApp?.close();
  });
  return given;
}
