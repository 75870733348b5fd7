import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeaturesView } from '@common/content/schemas';
import { activities, hotelFeatures, roomFeatures } from '../../db/schema';
import { buildHotel, buildRoom, buildUser, type SignedInUser } from '../../../test/factories';
import { buildTestApp, type TestApp, requestAs } from '../../../test/test-app';

let testApp: TestApp;
let owner: SignedInUser;
beforeAll(async () => {
  testApp = await buildTestApp();
  owner = await buildUser(testApp);
});
afterAll(async () => {
  await testApp.close();
});

const call = (method: 'GET' | 'PUT', url: string, payload?: unknown, user = owner) =>
  requestAs(testApp, user, method, url, payload);

const newHotel = async () => (await buildHotel(testApp, owner.id)).id;
const activeIds = (view: FeaturesView) =>
  view.categories.flatMap((category) =>
    category.subcategories.flatMap((subcategory) =>
      subcategory.features.filter((feature) => feature.active).map((feature) => feature.id),
    ),
  );

describe('hotel features', () => {
  it('lists facilities, then policies, grouped by subcategory in catalogue order, all off at first', async () => {
    const hotelId = await newHotel();
    const response = await call('GET', `/api/hotels/${hotelId}/features`);
    expect(response.statusCode).toBe(200);
    const view: FeaturesView = response.json();
    expect(view.categories.map((category) => [category.id, category.name])).toEqual([
      ['facilities', 'Facilities & Services'],
      ['policies', 'Policies'],
    ]);
    const [facilities, policies] = view.categories;
    expect(facilities!.subcategories.slice(0, 3).map((subcategory) => subcategory.name)).toEqual([
      'Most popular facilities',
      'Internet',
      'Parking',
    ]);
    expect(facilities!.subcategories[0]!.features[0]).toEqual({
      id: 'free-wifi',
      name: 'Free WiFi',
      active: false,
    });
    expect(policies!.subcategories.map((subcategory) => subcategory.id)).toContain('cards-accepted');
    expect(response.body).not.toContain('"private-bathroom"');
    expect(activeIds(view)).toEqual([]);
  });

  it('switches a feature on and off, logging feature_enable and feature_disable', async () => {
    const hotelId = await newHotel();
    const on = await call('PUT', `/api/hotels/${hotelId}/features/free-wifi`, { active: true });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ id: 'free-wifi', active: true });
    await call('PUT', `/api/hotels/${hotelId}/features/card-visa`, { active: true });
    expect(activeIds((await call('GET', `/api/hotels/${hotelId}/features`)).json())).toEqual([
      'free-wifi',
      'card-visa',
    ]);
    const off = await call('PUT', `/api/hotels/${hotelId}/features/free-wifi`, { active: false });
    expect(off.json()).toEqual({ id: 'free-wifi', active: false });
    expect(activeIds((await call('GET', `/api/hotels/${hotelId}/features`)).json())).toEqual(['card-visa']);
    const logged = await testApp.context.db
      .select({ kind: activities.kind, title: activities.title, entityId: activities.entityId })
      .from(activities)
      .where(eq(activities.hotelId, hotelId))
      .orderBy(activities.createdAt);
    expect(logged).toEqual([
      { kind: 'feature_enable', title: 'Enabled feature: Free WiFi', entityId: 'free-wifi' },
      { kind: 'feature_enable', title: 'Enabled feature: Visa', entityId: 'card-visa' },
      { kind: 'feature_disable', title: 'Disabled feature: Free WiFi', entityId: 'free-wifi' },
    ]);
  });

  it('answers 404 for a room feature, an unknown id or anything else that is not a hotel feature', async () => {
    const hotelId = await newHotel();
    for (const featureId of [
      'balcony',
      'unknown',
      '..%2F..%2Ffree-wifi',
      '%00',
      'x'.repeat(90),
      'FREE-WIFI',
    ]) {
      const response = await call('PUT', `/api/hotels/${hotelId}/features/${featureId}`, { active: true });
      expect(response.statusCode, featureId).toBe(404);
    }
    expect(
      await testApp.context.db.select().from(hotelFeatures).where(eq(hotelFeatures.hotelId, hotelId)),
    ).toEqual([]);
  });

  it('refuses a switch that is not true or false', async () => {
    const hotelId = await newHotel();
    for (const payload of [{}, { active: 'yes' }, { active: 1 }, { active: null }]) {
      expect((await call('PUT', `/api/hotels/${hotelId}/features/bar`, payload)).statusCode).toBe(400);
    }
  });

  it('takes switches sent at the same moment, of one feature or several, without an error', async () => {
    const hotelId = await newHotel();
    const switches = [
      ['sauna', true],
      ['sauna', true],
      ['sauna', true],
      ['bar', true],
      ['garden', true],
      ['lift', true],
      ['bar', true],
    ] as const;
    const responses = await Promise.all(
      switches.map(([id, active]) => call('PUT', `/api/hotels/${hotelId}/features/${id}`, { active })),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(switches.map(() => 200));
    const stored = await testApp.context.db
      .select()
      .from(hotelFeatures)
      .where(eq(hotelFeatures.hotelId, hotelId));
    expect(stored.map((row) => row.featureId).sort()).toEqual(['bar', 'garden', 'lift', 'sauna']);
  });
});

describe('remembered feature lists', () => {
  it('follow switches written directly, as an importer would', async () => {
    const hotelId = await newHotel();
    const room = await buildRoom(testApp, hotelId);
    const roomUrl = `/api/hotels/${hotelId}/rooms/${room.id}/features`;
    expect(activeIds((await call('GET', `/api/hotels/${hotelId}/features`)).json())).toEqual([]);
    expect(activeIds((await call('GET', roomUrl)).json())).toEqual([]);
    await testApp.context.db.insert(hotelFeatures).values({ hotelId, featureId: 'bar', active: true });
    await testApp.context.db
      .insert(roomFeatures)
      .values({ roomId: room.id, featureId: 'minibar', active: true });
    expect(activeIds((await call('GET', `/api/hotels/${hotelId}/features`)).json())).toEqual(['bar']);
    expect(activeIds((await call('GET', roomUrl)).json())).toEqual(['minibar']);
  });
});

describe('room features', () => {
  it('lists the room category only, with the room’s own switches', async () => {
    const hotelId = await newHotel();
    const room = await buildRoom(testApp, hotelId);
    const other = await buildRoom(testApp, hotelId);
    const url = `/api/hotels/${hotelId}/rooms/${room.id}/features`;
    const on = await call('PUT', `${url}/balcony`, { active: true });
    expect(on.json()).toEqual({ id: 'balcony', active: true });
    await call('PUT', `${url}/sea-view`, { active: true });
    const view: FeaturesView = (await call('GET', url)).json();
    expect(view.categories.map((category) => category.id)).toEqual(['room']);
    expect(view.categories[0]!.subcategories[0]!.features[0]).toMatchObject({ id: 'private-bathroom' });
    expect(activeIds(view)).toEqual(['sea-view', 'balcony']);
    expect(
      activeIds((await call('GET', `/api/hotels/${hotelId}/rooms/${other.id}/features`)).json()),
    ).toEqual([]);
    const [logged] = await testApp.context.db
      .select()
      .from(activities)
      .where(and(eq(activities.hotelId, hotelId), eq(activities.entityId, 'balcony')));
    expect(logged).toMatchObject({ kind: 'feature_enable', title: 'Enabled feature: Balcony' });
  });

  it("answers 404 for a hotel feature, an unknown feature, and another hotel's or a malformed room", async () => {
    const hotelId = await newHotel();
    const room = await buildRoom(testApp, hotelId);
    const foreignRoom = await buildRoom(testApp, await newHotel());
    expect(
      (await call('PUT', `/api/hotels/${hotelId}/rooms/${room.id}/features/free-wifi`, { active: true }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('PUT', `/api/hotels/${hotelId}/rooms/${room.id}/features/nope`, { active: true }))
        .statusCode,
    ).toBe(404);
    for (const roomId of [foreignRoom.id, 'not-a-uuid']) {
      expect((await call('GET', `/api/hotels/${hotelId}/rooms/${roomId}/features`)).statusCode).toBe(404);
      expect(
        (await call('PUT', `/api/hotels/${hotelId}/rooms/${roomId}/features/balcony`, { active: true }))
          .statusCode,
      ).toBe(404);
    }
    expect(
      await testApp.context.db.select().from(roomFeatures).where(eq(roomFeatures.roomId, foreignRoom.id)),
    ).toEqual([]);
  });

  it('takes switches sent at the same moment without an error', async () => {
    const hotelId = await newHotel();
    const room = await buildRoom(testApp, hotelId);
    const url = `/api/hotels/${hotelId}/rooms/${room.id}/features`;
    const responses = await Promise.all(
      ['minibar', 'minibar', 'desk', 'minibar'].map((id, index) =>
        call('PUT', `${url}/${id}`, { active: index !== 3 }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200]);
  });
});
