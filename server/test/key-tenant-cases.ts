import { expect } from 'vitest';
import { buildApiKey } from './api-keys';
import { databaseSnapshot } from './database-snapshot';
import { buildHotel, buildUser } from './factories';
import { messagesWithoutId } from './message-ids';
import type { KeyTenantCase } from './tenant-cases';
import type { TestApp } from './test-app';

/**
 * One content API route (tenant-isolation.test.ts): the owner's key of the hotel answers; another user's key and
 * the owner's key of another of their hotels get 404 ('foreign-id') or never see the owner's hotel
 * ('own-scope'); without a key, with the owner's session cookie instead of a key, and with the owner's revoked or
 * expired key of that very hotel, 401. None of them changes anything in the database.
 */
export async function runKeyTenantCase(testApp: TestApp, entry: KeyTenantCase) {
  const owner = await buildUser(testApp);
  const stranger = await buildUser(testApp);
  const { hotelId, request, ownerMarker } = await entry.setup({ testApp, owner });
  const ownersOtherHotel = await buildHotel(testApp, owner.id, { name: 'Owner Other Hotel' });
  const strangersHotel = await buildHotel(testApp, stranger.id, { name: 'Stranger Hotel' });
  const ownerKey = await buildApiKey(testApp, owner.id, [hotelId]);
  const siblingKey = await buildApiKey(testApp, owner.id, [ownersOtherHotel.id]);
  const strangerKey = await buildApiKey(testApp, stranger.id, [strangersHotel.id]);
  const revokedKey = await buildApiKey(testApp, owner.id, [hotelId], { revokedAt: new Date() });
  const expiredKey = await buildApiKey(testApp, owner.id, [hotelId], {
    expiresAt: new Date(Date.now() - 60_000),
  });
  const send = (headers: Record<string, string>) =>
    testApp.app.inject({ ...request, headers: { ...request.headers, ...headers } });

  // Each working key's first request records its use (at most once a minute): done before the snapshot.
  for (const key of [ownerKey, siblingKey, strangerKey]) await send(key.headers);
  const before = await databaseSnapshot(testApp.context.db);

  const refused = [
    await send({}),
    await send({ cookie: owner.cookie }),
    await send(revokedKey.headers),
    await send(expiredKey.headers),
  ];
  for (const answer of refused) expect(answer.statusCode, answer.body).toBe(401);
  const others = [await send(strangerKey.headers), await send(siblingKey.headers)];
  for (const answer of others) {
    if (entry.kind === 'foreign-id') expect(answer.statusCode, answer.body).toBe(404);
    else expect(answer.statusCode, answer.body).toBeLessThan(400);
    if (ownerMarker) expect(answer.body).not.toContain(ownerMarker);
  }
  expect(await databaseSnapshot(testApp.context.db)).toEqual(before);

  const own = await send(ownerKey.headers);
  expect(own.statusCode, own.body).toBeLessThan(400);
  if (ownerMarker && request.method === 'GET') expect(own.body).toContain(ownerMarker);
  expect([...refused, ...others].flatMap((answer) => messagesWithoutId(answer))).toEqual([]);
}
