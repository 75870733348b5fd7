import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, and } from 'drizzle-orm';
import { hotelMembers } from '../../db/schema';
import { buildHotel, buildMember, buildUser } from '../../../test/factories';
import { buildTestApp, testAppUrl, type TestApp } from '../../../test/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp.close());

const call = (cookie: string, method: 'GET' | 'PUT', url: string, payload?: object) =>
  testApp.app.inject({ method, url, payload, headers: { cookie, origin: testAppUrl } });

describe('the access check of routes under a hotel', () => {
  it('lets each role do what its role allows and answers 403 with the reason otherwise', async () => {
    const owner = await buildUser(testApp);
    const hotel = await buildHotel(testApp, owner.id);
    const editor = await buildMember(testApp, hotel.id, 'editor');
    const viewer = await buildMember(testApp, hotel.id, 'viewer');
    const description = `/api/hotels/${hotel.id}/description`;

    expect((await call(viewer.cookie, 'GET', description)).statusCode).toBe(200);
    const refused = await call(viewer.cookie, 'PUT', description, { content: 'Viewer text' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      error: { code: 'forbidden', message: 'Your role does not allow this.' },
    });
    expect((await call(editor.cookie, 'PUT', description, { content: 'Editor text' })).statusCode).toBe(200);
    const identity = await call(editor.cookie, 'PUT', `/api/hotels/${hotel.id}`, { name: 'Renamed' });
    expect(identity.statusCode).toBe(403);
    expect((await call(viewer.cookie, 'GET', description)).json()).toMatchObject({ content: 'Editor text' });
  });

  it('ends a removed member access at their very next request, as for a stranger', async () => {
    const owner = await buildUser(testApp);
    const hotel = await buildHotel(testApp, owner.id);
    const editor = await buildMember(testApp, hotel.id, 'editor');
    const rooms = `/api/hotels/${hotel.id}/rooms`;
    expect((await call(editor.cookie, 'GET', rooms)).statusCode).toBe(200);
    await testApp.context.db
      .delete(hotelMembers)
      .where(and(eq(hotelMembers.hotelId, hotel.id), eq(hotelMembers.userId, editor.id)));
    expect((await call(editor.cookie, 'GET', rooms)).statusCode).toBe(404);
    expect((await call(owner.cookie, 'GET', rooms)).statusCode).toBe(200);
  });

  it('lists the hotels a member works on with their role, their own first', async () => {
    const owner = await buildUser(testApp);
    const hotel = await buildHotel(testApp, owner.id, { name: 'Seehof' });
    const member = await buildMember(testApp, hotel.id, 'viewer');
    const own = await buildHotel(testApp, member.id, { name: 'Own' });
    const listed = (await call(member.cookie, 'GET', '/api/hotels')).json() as {
      hotels: { id: string; role: string }[];
    };
    expect(listed.hotels.map((entry) => [entry.id, entry.role])).toEqual([
      [own.id, 'owner'],
      [hotel.id, 'viewer'],
    ]);
  });
});
