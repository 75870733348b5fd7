import { afterAll, beforeAll } from 'vitest';
import { buildHotel, buildUser, type SignedInUser } from './factories';
import { buildTestApp, type TestApp } from './test-app';

/** What most feature tests start from: the app, a signed-in owner and the owner's hotel. */
export interface AppWithHotel {
  testApp: TestApp;
  owner: SignedInUser;
  hotelId: string;
}

/**
 * The app with a signed-in owner and a hotel, built before the file's tests and closed after them; its fields
 * are filled in once the file's beforeAll has run (read them inside tests and hooks).
 */
export function useAppWithHotel(): AppWithHotel {
  const given = {} as AppWithHotel;
  beforeAll(async () => {
    given.testApp = await buildTestApp();
    given.owner = await buildUser(given.testApp);
    given.hotelId = (await buildHotel(given.testApp, given.owner.id)).id;
  });
  afterAll(async () => {
    await given.testApp?.close();
  });
  return given;
}
