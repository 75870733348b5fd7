import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiKeyHotels, apiKeys } from '../../db/schema';
import { buildApiKey } from '../../../test/api-keys';
import { buildHotel, buildUser, type SignedInUser } from '../../../test/factories';
import { buildTestApp, requestAs, type TestApp } from '../../../test/test-app';

/**
 * The door keeps the keys it has read on the embedded database (remembered-keys.ts, migration 0029): every way a
 * key or its hotels change is refused or opened at the very next request, whichever code path wrote it.
 */
let testApp: TestApp;
let owner: SignedInUser;
beforeAll(async () => {
  testApp = await buildTestApp();
  owner = await buildUser(testApp);
});
afterAll(async () => {
  await testApp.close();
});

const list = (headers: { authorization: string }) =>
  testApp.app.inject({ method: 'GET', url: '/api/v1/hotels', headers });

it('a remembered key revoked in Settings is refused at its next request', async () => {
  const hotel = await buildHotel(testApp, owner.id);
  const key = await buildApiKey(testApp, owner.id, [hotel.id]);
  expect((await list(key.headers)).statusCode).toBe(200);
  expect((await list(key.headers)).statusCode).toBe(200);
  const revoked = await requestAs(testApp, owner, 'POST', `/api/api-keys/${key.id}/revoke`);
  expect(revoked.statusCode, revoked.body).toBe(200);
  expect((await list(key.headers)).statusCode).toBe(401);
});

it('an expiry moved into the past, a deleted hotel and a key created after its hash was asked for all count at once', async () => {
  const hotel = await buildHotel(testApp, owner.id);
  const expiring = await buildApiKey(testApp, owner.id, [hotel.id]);
  expect((await list(expiring.headers)).statusCode).toBe(200);
  await testApp.context.db
    .update(apiKeys)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(apiKeys.id, expiring.id));
  expect((await list(expiring.headers)).statusCode).toBe(401);

  const chain = await buildHotel(testApp, owner.id, { name: 'Second' });
  const keyOfChain = await buildApiKey(testApp, owner.id, [chain.id]);
  expect((await list(keyOfChain.headers)).statusCode).toBe(200);
  // Its only hotel leaves the key (as deleting the hotel removes the row): a key without hotels reads nothing.
  await testApp.context.db.delete(apiKeyHotels).where(eq(apiKeyHotels.keyId, keyOfChain.id));
  expect((await list(keyOfChain.headers)).statusCode).toBe(401);
  await testApp.context.db.insert(apiKeyHotels).values({ keyId: keyOfChain.id, hotelId: chain.id });
  expect((await list(keyOfChain.headers)).statusCode).toBe(200);
});
