import { expect } from 'vitest';
import type { AlpineBitsResponse, PushRunView } from '@common/alpinebits/schemas';
import {
  startAlpineBitsReceiver,
  type AlpineBitsReceiver,
  type AlpineBitsReceiverOptions,
} from '@e2e/fakes/alpinebits-receiver';
import { alpineBitsConnections, alpineBitsPushRuns } from '../src/db/schema';
import type { AlpineBitsTimings } from '../src/features/alpinebits/deps';
import { alpineBitsPasswordKey, sealPassword } from '../src/features/alpinebits/sealed-password';
import { buildImageAsset, buildRoom, type SignedInUser } from './factories';
import { buildTestApp, requestAs, type TestApp } from './test-app';

/** The app with a receiver on 127.0.0.1 that it may reach (OUTBOUND_ALLOWED_HOSTS names its port). */
export async function appWithReceiver(
  timings: Partial<AlpineBitsTimings> = {},
  receiverOptions: AlpineBitsReceiverOptions = {},
): Promise<{ testApp: TestApp; receiver: AlpineBitsReceiver }> {
  const receiver = await startAlpineBitsReceiver(receiverOptions);
  const testApp = await buildTestApp(
    { OUTBOUND_ALLOWED_HOSTS: new URL(receiver.url).host },
    { alpineBits: { retryDelaysMs: [10, 10], ...timings } },
  );
  return { testApp, receiver };
}

/** The dialog's form for the receiver, with the rooms' codes. */
export const formFor = (receiver: AlpineBitsReceiver, roomCodes: Record<string, string> = {}) => ({
  serverUrl: receiver.url,
  username: receiver.username,
  password: receiver.password,
  hotelCode: 'ALPENBLICK',
  roomCodes,
  autoPush: false,
});

/**
 * Two rooms a receiver takes: occupancy, beds, a description and photos each (the second room's second photo
 * of its bathroom), and a hotel description. Answers the rooms' ids.
 */
export async function fillPushableHotel(testApp: TestApp, user: SignedInUser, hotelId: string) {
  const send = async (method: 'PUT', url: string, payload: object) => {
    const response = await requestAs(testApp, user, method, `/api/hotels/${hotelId}${url}`, payload);
    expect(response.statusCode, response.body).toBeLessThan(300);
  };
  const roomIds: string[] = [];
  for (const name of ['Doppelzimmer Seeblick', 'Suite Bergblick']) {
    const room = await buildRoom(testApp, hotelId, {
      name,
      maxOccupancy: 3,
      standardOccupancy: 2,
      beds: [{ type: 'double', count: 1 }],
      sizeSqm: 28,
      roomCount: 4,
    });
    const photos = [
      await buildImageAsset(testApp, hotelId, { name: `${name} bed`, category: 'Room Photos' }),
      await buildImageAsset(testApp, hotelId, { name: `${name} bath`, category: 'Room Photos' }),
    ];
    await send('PUT', `/rooms/${room.id}/gallery`, { assetIds: photos.map((photo) => photo.id) });
    await send('PUT', `/rooms/${room.id}/description`, { content: `Das ${name} mit Blick.` });
    roomIds.push(room.id);
  }
  await buildImageAsset(testApp, hotelId, { name: 'Hotel from the street', category: 'Property' });
  await send('PUT', '/description', { content: 'Ein Hotel am See.' });
  return roomIds;
}

/** A connection stored as the product stores it, for tests that need one without a handshake. */
export async function buildAlpineBitsConnection(
  testApp: TestApp,
  hotelId: string,
  overrides: Partial<typeof alpineBitsConnections.$inferInsert> & { password?: string } = {},
) {
  const { password = 'stored-secret', ...values } = overrides;
  const key = alpineBitsPasswordKey(testApp.context.config.secretKey);
  const [row] = await testApp.context.db
    .insert(alpineBitsConnections)
    .values({
      hotelId,
      serverUrl: 'https://channel-manager.example/alpinebits',
      username: 'hotel',
      sealedPassword: sealPassword(key, hotelId, password),
      hotelCode: 'H1',
      ...values,
    })
    .returning();
  return row!;
}

/** A finished push run, as a job leaves one. */
export async function buildPushRun(
  testApp: TestApp,
  hotelId: string,
  overrides: Partial<typeof alpineBitsPushRuns.$inferInsert> = {},
) {
  const [row] = await testApp.context.db
    .insert(alpineBitsPushRuns)
    .values({ hotelId, trigger: 'manual', status: 'succeeded', ...overrides })
    .returning();
  return row!;
}

export async function alpineBitsOf(testApp: TestApp, user: SignedInUser, hotelId: string) {
  const response = await requestAs(testApp, user, 'GET', `/api/hotels/${hotelId}/alpinebits`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AlpineBitsResponse>();
}

/** Follows a run as the card does, until it has ended. */
export async function waitForRun(
  testApp: TestApp,
  user: SignedInUser,
  hotelId: string,
  runId: string,
  timeout = 20_000,
): Promise<PushRunView> {
  let latest: PushRunView | undefined;
  await expect
    .poll(
      async () => {
        latest = (await alpineBitsOf(testApp, user, hotelId)).runs.find((run) => run.id === runId);
        return latest?.status;
      },
      { timeout, interval: 50 },
    )
    .toMatch(/^(succeeded|warnings|failed)$/);
  return latest!;
}
