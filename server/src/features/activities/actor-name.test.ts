import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { activities, userProfiles } from '../../db/schema';
import { buildHotel, buildUser } from '../../../test/factories';
import { buildTestApp, type TestApp } from '../../../test/test-app';
import { recordActivity } from './service';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp.close());

it('names the actor by their profile, else by their address, as they were when they acted', async () => {
  const { db } = testApp.context;
  const named = await buildUser(testApp);
  const unnamed = await buildUser(testApp);
  const hotel = await buildHotel(testApp, named.id);
  await db.insert(userProfiles).values({ userId: named.id, firstName: 'Anna', lastName: 'Weber' });
  const deps = { db, log: testApp.app.log };
  await recordActivity(deps, {
    hotelId: hotel.id,
    kind: 'description_update',
    title: 'A',
    actorUserId: named.id,
  });
  await recordActivity(deps, {
    hotelId: hotel.id,
    kind: 'description_update',
    title: 'B',
    actorUserId: unnamed.id,
  });
  await recordActivity(deps, { hotelId: hotel.id, kind: 'alpinebits_push', title: 'C' });
  await db.update(userProfiles).set({ firstName: 'Anna-Lena' }).where(eq(userProfiles.userId, named.id));

  const rows = await db
    .select({ title: activities.title, actorName: activities.actorName })
    .from(activities)
    .where(eq(activities.hotelId, hotel.id))
    .orderBy(activities.title);
  expect(rows).toEqual([
    { title: 'A', actorName: 'Anna Weber' },
    { title: 'B', actorName: unnamed.email },
    { title: 'C', actorName: null },
  ]);
});
