import { readdirSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account } from '../../db/schema';
import { databaseSnapshot } from '../../../test/database-snapshot';
import { buildHotel, buildUser, type SignedInUser } from '../../../test/factories';
import { contentRowCounts, fillHotelContent } from '../../../test/hotel-content';
import { buildTestApp, testAppUrl, type TestApp } from '../../../test/test-app';
import { multipartBody, tinyPng } from '../../../test/uploads';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const deleteAccount = (user: SignedInUser, payload: object) =>
  testApp.app.inject({
    method: 'DELETE',
    url: '/api/account',
    payload,
    headers: { cookie: user.cookie, origin: testAppUrl },
  });

/** Every row anywhere that mentions the user's id or one of their hotel ids. */
async function rowsMentioning(ids: string[]) {
  const snapshotTables = Object.keys(await databaseSnapshot(testApp.context.db));
  const found: string[] = [];
  for (const table of snapshotTables) {
    const result = (await testApp.context.db.execute(
      (await import('drizzle-orm')).sql.raw(`select t::text as row from "${table}" t`),
    )) as unknown as { rows: { row: string }[] };
    for (const { row } of result.rows) if (ids.some((id) => row.includes(id))) found.push(`${table}: ${row}`);
  }
  return found;
}

async function userWithEverything() {
  const user = await buildUser(testApp);
  await testApp.app.inject({
    method: 'PUT',
    url: '/api/profile',
    payload: { firstName: 'Lena', lastName: 'Berg', phone: '0123' },
    headers: { cookie: user.cookie, origin: testAppUrl },
  });
  const { payload, headers } = multipartBody('photo', 'me.png', 'image/png', await tinyPng());
  await testApp.app.inject({
    method: 'POST',
    url: '/api/profile/photo',
    payload,
    headers: { ...headers, cookie: user.cookie, origin: testAppUrl },
  });
  const hotel = await buildHotel(testApp, user.id, { type: 'chain' });
  await testApp.context.storage.put(`hotel-assets/${hotel.id}/a.jpg`, Buffer.from('x'), {
    contentType: 'image/jpeg',
  });
  const content = await fillHotelContent(testApp, user, hotel.id);
  return { user, hotel, content };
}

const filesOf = (folder: string) => {
  try {
    return readdirSync(path.join(testApp.dataDir, 'files', folder));
  } catch {
    return [];
  }
};

describe('account deletion', () => {
  it('refuses a wrong password with "Invalid password" and deletes nothing', async () => {
    const { user } = await userWithEverything();
    const before = await databaseSnapshot(testApp.context.db);
    const response = await deleteAccount(user, { password: 'not-my-password' });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe('Invalid password');
    expect(await databaseSnapshot(testApp.context.db)).toEqual(before);
  });

  it('removes every row and every file of the user', async () => {
    const { user, hotel, content } = await userWithEverything();
    const other = await userWithEverything();
    const response = await deleteAccount(user, { password: user.password });
    expect(response.statusCode).toBe(204);
    expect(
      await rowsMentioning([user.id, hotel.id, user.email, content.roomId, ...content.assetIds]),
    ).toEqual([]);
    const leftOver = await contentRowCounts(testApp, hotel.id, [content.roomId]);
    expect(Object.keys(leftOver)).toEqual(
      expect.arrayContaining([
        'property_imports',
        'otas',
        'ota_contexts',
        'alpinebits_connections',
        'alpinebits_push_runs',
      ]),
    );
    expect(Object.values(leftOver).every((count) => count === 0)).toBe(true);
    const otherCounts = await contentRowCounts(testApp, other.hotel.id, [other.content.roomId]);
    expect(Object.values(otherCounts).every((count) => count > 0)).toBe(true);
    expect(filesOf(`profile-photos/${user.id}`)).toEqual([]);
    expect(filesOf(`hotel-assets/${hotel.id}`)).toEqual([]);
    // The other user keeps everything.
    expect(filesOf(`profile-photos/${other.user.id}`)).toHaveLength(1);
    expect(filesOf(`hotel-assets/${other.hotel.id}`)).toHaveLength(1);
    const session = await testApp.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: { cookie: user.cookie },
    });
    expect(session.statusCode).toBe(401);
  });

  it('asks accounts without a password to type their e-mail address', async () => {
    const user = await buildUser(testApp);
    await testApp.context.db
      .delete(account)
      .where(and(eq(account.userId, user.id), eq(account.providerId, 'credential')));
    expect((await deleteAccount(user, { email: 'someone@else.example' })).statusCode).toBe(403);
    expect((await deleteAccount(user, { email: user.email.toUpperCase() })).statusCode).toBe(204);
  });
});
