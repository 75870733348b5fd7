import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiKeyCreated, ApiKeyListView } from '@common/api-keys/schemas';
import { hotelTexts } from '@common/hotels/schemas';
import { teamTexts } from '@common/teams/texts';
import type { MemberRole } from '@common/teams/roles';
import { hotelMembers } from '../../db/schema';
import { bearerHeaders } from '../../../test/api-keys';
import { setPublished } from '../../../test/content-api';
import { databaseSnapshot } from '../../../test/database-snapshot';
import { buildHotel, buildMember, buildUser, type SignedInUser } from '../../../test/factories';
import { buildTestApp, requestAs, type TestApp } from '../../../test/test-app';

/**
 * API keys are the owner's and admins' (issue 36): a key is made only for hotels its maker administers, and it
 * reads a hotel only while its maker still does.
 */
let testApp: TestApp;
let second: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
  // Another process of the same deployment: its own remembered keys and memberships, the same database.
  second = await buildTestApp({}, { database: testApp.context.database });
});
afterAll(async () => {
  await second.close();
  await testApp.close();
});

const createKey = (user: SignedInUser, hotelIds: string[]) =>
  requestAs(testApp, user, 'POST', '/api/api-keys', { name: 'Website', hotelIds });
const read = (app: TestApp, key: string, url = '/api/v1/hotels') =>
  app.app.inject({ method: 'GET', url, headers: bearerHeaders(key) });
const setRole = (hotelId: string, userId: string, role: MemberRole) =>
  testApp.context.db
    .update(hotelMembers)
    .set({ role })
    .where(and(eq(hotelMembers.hotelId, hotelId), eq(hotelMembers.userId, userId)));
const removeMember = (hotelId: string, userId: string) =>
  testApp.context.db
    .delete(hotelMembers)
    .where(and(eq(hotelMembers.hotelId, hotelId), eq(hotelMembers.userId, userId)));

/** Two published hotels of one owner. */
async function publishedHotels() {
  const owner = await buildUser(testApp);
  const first = await buildHotel(testApp, owner.id, { name: 'Seehotel Rosa' });
  const second = await buildHotel(testApp, owner.id, { name: 'Haus Alpenblick' });
  await setPublished(testApp, first.id);
  await setPublished(testApp, second.id);
  return { owner, first, second };
}

describe('POST /api/api-keys by role', () => {
  it('refuses an editor and a viewer with 403, also beside a hotel they administer, and stores nothing', async () => {
    const { first } = await publishedHotels();
    const editor = await buildMember(testApp, first.id, 'editor');
    const viewer = await buildMember(testApp, first.id, 'viewer');
    const ownHotel = await buildHotel(testApp, editor.id);
    const before = await databaseSnapshot(testApp.context.db);
    for (const [user, hotelIds] of [
      [editor, [first.id]],
      [viewer, [first.id]],
      [editor, [ownHotel.id, first.id]],
    ] as const) {
      const response = await createKey(user, [...hotelIds]);
      expect(response.statusCode).toBe(403);
      expect(response.json().error.message).toBe(teamTexts.roleNotAllowed);
    }
    expect(await databaseSnapshot(testApp.context.db)).toEqual(before);
  });

  it('answers 404 for a hotel the user does not work on, before judging any role', async () => {
    const { first } = await publishedHotels();
    const editor = await buildMember(testApp, first.id, 'editor');
    const strangers = await buildHotel(testApp, (await buildUser(testApp)).id);
    const before = await databaseSnapshot(testApp.context.db);
    for (const hotelIds of [
      [strangers.id],
      [first.id, strangers.id],
      ['3f1c1f5e-0000-4000-8000-000000000000'],
    ]) {
      const response = await createKey(editor, hotelIds);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe(hotelTexts.hotelNotFound);
    }
    expect(await databaseSnapshot(testApp.context.db)).toEqual(before);
  });

  it('makes an admin’s key for the hotels they administer, which reads them', async () => {
    const { first, second } = await publishedHotels();
    const admin = await buildMember(testApp, first.id, 'admin');
    await testApp.context.db
      .insert(hotelMembers)
      .values({ hotelId: second.id, userId: admin.id, role: 'admin' });
    const response = await createKey(admin, [first.id, second.id]);
    expect(response.statusCode).toBe(201);
    const created = response.json<ApiKeyCreated>();
    expect(created.apiKey.hotels.map((hotel) => hotel.name)).toEqual(['Haus Alpenblick', 'Seehotel Rosa']);
    const listed = await read(testApp, created.key);
    expect(listed.statusCode).toBe(200);
    expect(
      listed
        .json()
        .hotels.map((hotel: { id: string }) => hotel.id)
        .sort(),
    ).toEqual([first.id, second.id].sort());
  });
});

describe('the key door after a membership change', () => {
  it('stops reading a hotel its maker left or was demoted in, at the next request in every process', async () => {
    const { first, second: secondHotel } = await publishedHotels();
    const admin = await buildMember(testApp, first.id, 'admin');
    await testApp.context.db
      .insert(hotelMembers)
      .values({ hotelId: secondHotel.id, userId: admin.id, role: 'admin' });
    const { key } = (await createKey(admin, [first.id, secondHotel.id])).json<ApiKeyCreated>();
    // Both processes have read (and remember) the key with both hotels.
    for (const app of [testApp, second]) {
      expect((await read(app, key, `/api/v1/hotels/${first.id}`)).statusCode).toBe(200);
      expect((await read(app, key, `/api/v1/hotels/${secondHotel.id}`)).statusCode).toBe(200);
    }

    await setRole(first.id, admin.id, 'editor');
    for (const app of [testApp, second]) {
      expect((await read(app, key, `/api/v1/hotels/${first.id}`)).statusCode).toBe(404);
      expect((await read(app, key, `/api/v1/hotels/${secondHotel.id}`)).statusCode).toBe(200);
      expect((await read(app, key)).json().hotels.map((hotel: { id: string }) => hotel.id)).toEqual([
        secondHotel.id,
      ]);
    }
    // Settings shows the key with the hotel it still reads.
    const keys = (await requestAs(testApp, admin, 'GET', '/api/api-keys')).json<ApiKeyListView>().keys;
    expect(keys[0]?.hotels.map((hotel) => hotel.id)).toEqual([secondHotel.id]);

    // Made admin again: the key reads the hotel again at once (it was made for it).
    await setRole(first.id, admin.id, 'admin');
    expect((await read(testApp, key, `/api/v1/hotels/${first.id}`)).statusCode).toBe(200);

    // Removed from both: the key opens nothing at all, as a key whose hotels are gone.
    await removeMember(first.id, admin.id);
    await removeMember(secondHotel.id, admin.id);
    for (const app of [testApp, second]) expect((await read(app, key)).statusCode).toBe(401);
    const after = (await requestAs(testApp, admin, 'GET', '/api/api-keys')).json<ApiKeyListView>().keys;
    expect(after[0]).toMatchObject({ hotels: [], status: 'noHotels' });
  });

  it('keeps reading for the hotel’s owner whatever happens to other members', async () => {
    const { owner, first } = await publishedHotels();
    const { key } = (await createKey(owner, [first.id])).json<ApiKeyCreated>();
    const admin = await buildMember(testApp, first.id, 'admin');
    await removeMember(first.id, admin.id);
    expect((await read(testApp, key, `/api/v1/hotels/${first.id}`)).statusCode).toBe(200);
  });
});
