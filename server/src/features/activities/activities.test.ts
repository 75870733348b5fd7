import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { activities, user } from '../../db/schema';
import { recordActivity } from './service';
import { buildHotel, buildMember, buildUser, type SignedInUser } from '../../../test/factories';
import { buildTestApp, requestAs, type TestApp } from '../../../test/test-app';

let testApp: TestApp;
let owner: SignedInUser;
beforeAll(async () => {
  testApp = await buildTestApp();
  owner = await buildUser(testApp);
});
afterAll(async () => {
  await testApp.close();
});

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

describe('the activity log of a hotel', () => {
  it('lists the newest entries first, as many as asked', async () => {
    const hotel = await buildHotel(testApp, owner.id);
    await testApp.context.db.insert(activities).values([
      {
        hotelId: hotel.id,
        kind: 'asset_upload',
        title: 'Uploaded new Property: a.jpg',
        createdAt: minutesAgo(30),
      },
      { hotelId: hotel.id, kind: 'ota_connect', title: 'Connected to booking', createdAt: minutesAgo(5) },
      {
        hotelId: hotel.id,
        kind: 'template_create',
        title: 'Created template: Ostern',
        createdAt: minutesAgo(10),
      },
    ]);

    const all = await requestAs(testApp, owner, 'GET', `/api/hotels/${hotel.id}/activities`);
    expect(all.statusCode).toBe(200);
    expect(all.json().map((entry: { title: string }) => entry.title)).toEqual([
      'Connected to booking',
      'Created template: Ostern',
      'Uploaded new Property: a.jpg',
    ]);
    expect(all.json()[0]).toMatchObject({ kind: 'ota_connect', actor: null, createdAt: expect.any(String) });

    const two = await requestAs(testApp, owner, 'GET', `/api/hotels/${hotel.id}/activities?limit=2`);
    expect(two.json()).toHaveLength(2);
  });

  it('shows a new entry at once, though the log it answered before is remembered', async () => {
    const hotel = await buildHotel(testApp, owner.id);
    const url = `/api/hotels/${hotel.id}/activities`;
    expect((await requestAs(testApp, owner, 'GET', url)).json()).toEqual([]);
    await recordActivity(testApp.context, {
      hotelId: hotel.id,
      kind: 'feature_enable',
      title: 'Enabled feature: Sauna',
    });
    expect((await requestAs(testApp, owner, 'GET', url)).json()).toMatchObject([
      { kind: 'feature_enable', title: 'Enabled feature: Sauna' },
    ]);
  });

  it('names the member who acted, as named when they acted, in the remembered answer too', async () => {
    const hotel = await buildHotel(testApp, owner.id);
    const editor = await buildMember(testApp, hotel.id, 'editor');
    await testApp.context.db.update(user).set({ name: 'Anna Weber' }).where(eq(user.id, editor.id));
    const url = `/api/hotels/${hotel.id}/activities`;
    await recordActivity(testApp.context, {
      hotelId: hotel.id,
      kind: 'room_update',
      title: 'Updated room: Suite',
      actorUserId: editor.id,
    });
    expect((await requestAs(testApp, owner, 'GET', url)).json()).toMatchObject([
      { title: 'Updated room: Suite', actor: { id: editor.id, name: 'Anna Weber' } },
    ]);
    // A member without a name is named by their address.
    await testApp.context.db.update(user).set({ name: '' }).where(eq(user.id, editor.id));
    await recordActivity(testApp.context, {
      hotelId: hotel.id,
      kind: 'room_update',
      title: 'Updated room: Garden Suite',
      actorUserId: editor.id,
    });
    expect((await requestAs(testApp, editor, 'GET', url)).json()).toMatchObject([
      { title: 'Updated room: Garden Suite', actor: { id: editor.id, name: editor.email } },
      { title: 'Updated room: Suite', actor: { id: editor.id, name: 'Anna Weber' } },
    ]);
  });

  it('shows nothing of another hotel and refuses a limit out of range', async () => {
    const hotel = await buildHotel(testApp, owner.id);
    const other = await buildHotel(testApp, owner.id);
    await testApp.context.db
      .insert(activities)
      .values({ hotelId: other.id, kind: 'asset_delete', title: 'Deleted Property: b.jpg' });

    expect((await requestAs(testApp, owner, 'GET', `/api/hotels/${hotel.id}/activities`)).json()).toEqual([]);
    for (const limit of ['0', '51', 'abc', '1e400']) {
      const refused = await requestAs(
        testApp,
        owner,
        'GET',
        `/api/hotels/${hotel.id}/activities?limit=${limit}`,
      );
      expect(refused.statusCode, limit).toBe(400);
    }
  });

  it("answers 404 for another user's hotel and for an id that is no hotel", async () => {
    const stranger = await buildUser(testApp);
    const theirs = await buildHotel(testApp, stranger.id);
    for (const id of [theirs.id, 'not-a-uuid', '..%2F..%2Fhotels']) {
      const refused = await requestAs(testApp, owner, 'GET', `/api/hotels/${id}/activities`);
      expect(refused.statusCode, id).toBe(404);
    }
  });
});
