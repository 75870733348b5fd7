import { readdirSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamTexts } from '@common/teams/texts';
import { account, hotelMembers, hotels, tasks } from '../../db/schema';
import { databaseSnapshot } from '../../../test/database-snapshot';
import { buildHotel, buildMember, buildUser, type SignedInUser } from '../../../test/factories';
import { contentRowCounts, fillHotelContent } from '../../../test/hotel-content';
import { buildTestApp, requestAs, testAppUrl, type TestApp } from '../../../test/test-app';
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

describe('account deletion in a team (issue 36, part 6)', () => {
  const membershipsOf = (userId: string) =>
    testApp.context.db.select().from(hotelMembers).where(eq(hotelMembers.userId, userId));

  it('removes a member’s memberships and leaves the hotels they work on, with their tasks and files', async () => {
    const { user: owner, hotel, content } = await userWithEverything();
    const editor = await buildMember(testApp, hotel.id, 'editor');
    const viewerElsewhere = await userWithEverything();
    await testApp.context.db
      .insert(hotelMembers)
      .values({ hotelId: viewerElsewhere.hotel.id, userId: editor.id, role: 'viewer' });
    const task = await requestAs(testApp, editor, 'POST', `/api/hotels/${hotel.id}/tasks`, {
      title: 'Check the spa photos',
      priority: 'high',
      dueDate: '2031-05-01',
      tags: [],
    });
    expect(task.statusCode).toBe(201);
    const countsBefore = await contentRowCounts(testApp, hotel.id, [content.roomId]);

    expect((await deleteAccount(editor, { password: editor.password })).statusCode).toBe(204);
    expect(await membershipsOf(editor.id)).toEqual([]);
    expect(await rowsMentioning([editor.id, editor.email])).toEqual([]);
    // The hotels, their content and files stay; the task the editor wrote is the owner's now.
    expect(await contentRowCounts(testApp, hotel.id, [content.roomId])).toEqual(countsBefore);
    const [kept] = await testApp.context.db.select().from(tasks).where(eq(tasks.id, task.json().task.id));
    expect(kept).toMatchObject({ title: 'Check the spa photos', userId: owner.id, hotelId: hotel.id });
    expect(filesOf(`hotel-assets/${hotel.id}`)).toHaveLength(1);
    expect(filesOf(`hotel-assets/${viewerElsewhere.hotel.id}`)).toHaveLength(1);
    expect((await membershipsOf(owner.id)).map((row) => [row.hotelId, row.role])).toEqual([
      [hotel.id, 'owner'],
    ]);
    expect((await requestAs(testApp, owner, 'GET', `/api/hotels/${hotel.id}/tasks`)).statusCode).toBe(200);
  });

  it('refuses an owner whose hotel others work on with 409, naming it, and deletes nothing', async () => {
    const { user: owner, hotel } = await userWithEverything();
    const soloHotel = await buildHotel(testApp, owner.id, { name: 'Haus am See' });
    await testApp.context.db.update(hotels).set({ name: 'Seehotel Rosa' }).where(eq(hotels.id, hotel.id));
    await buildMember(testApp, hotel.id, 'admin');
    const before = await databaseSnapshot(testApp.context.db);
    const response = await deleteAccount(owner, { password: owner.password });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(
      'You own Seehotel Rosa, which other members work on. Hand over ownership or delete the hotel first.',
    );
    expect(response.json().error.message).toBe(teamTexts.handOverFirst('Seehotel Rosa'));
    expect(await databaseSnapshot(testApp.context.db)).toEqual(before);
    expect(filesOf(`hotel-assets/${hotel.id}`)).toHaveLength(1);
    expect(filesOf(`profile-photos/${owner.id}`)).toHaveLength(1);
    const stillListed = (await requestAs(testApp, owner, 'GET', '/api/hotels')).json();
    expect(JSON.stringify(stillListed)).toContain(soloHotel.id);
  });

  it('names every shared hotel, and checks the password first', async () => {
    const owner = await buildUser(testApp);
    const first = await buildHotel(testApp, owner.id, { name: 'Alpenhof' });
    const second = await buildHotel(testApp, owner.id, { name: 'Bergblick' });
    await buildMember(testApp, first.id, 'viewer');
    await buildMember(testApp, second.id, 'editor');
    expect((await deleteAccount(owner, { password: 'wrong-password' })).statusCode).toBe(403);
    const response = await deleteAccount(owner, { password: owner.password });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(teamTexts.handOverFirst('Alpenhof, Bergblick'));
  });

  it('deletes a single-user owner’s hotels as before, with the invitations to them that nobody accepted', async () => {
    const { user: owner, hotel } = await userWithEverything();
    const workedOn = await userWithEverything();
    await testApp.context.db
      .insert(hotelMembers)
      .values({ hotelId: workedOn.hotel.id, userId: owner.id, role: 'admin' });
    const invitation = await requestAs(testApp, owner, 'POST', `/api/hotels/${hotel.id}/invitations`, {
      email: 'pending.invitee@example.com',
      role: 'editor',
      hotels: 'all',
    });
    expect(invitation.statusCode).toBe(201);
    expect((await deleteAccount(owner, { password: owner.password })).statusCode).toBe(204);
    expect(await rowsMentioning([owner.id, hotel.id, owner.email, 'pending.invitee@example.com'])).toEqual(
      [],
    );
    expect(filesOf(`hotel-assets/${hotel.id}`)).toEqual([]);
    // The hotel they worked on as admin stays its owner's, whole.
    expect(filesOf(`hotel-assets/${workedOn.hotel.id}`)).toHaveLength(1);
    expect(
      Object.values(await contentRowCounts(testApp, workedOn.hotel.id, [workedOn.content.roomId])).every(
        (count) => count > 0,
      ),
    ).toBe(true);
  });
});
