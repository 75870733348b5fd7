import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { hotelMembers, hotels } from '../../db/schema';
import { buildHotel, buildMember, buildUser } from '../../../test/factories';
import { buildTestApp, testAppUrl, type TestApp } from '../../../test/test-app';
import { newPublicId } from '../publishing/public-id';
import { findPublishedHotel } from '../publishing/service';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp.close());

/**
 * The public pages find a hotel through its owner's remembered hotels; after a hand-over the former owner may
 * leave, and the pages must still find the hotel (issue 36).
 */
it('keeps showing the public preview and the published hotel after the hotel changed hands', async () => {
  const owner = await buildUser(testApp);
  const publicId = newPublicId();
  const hotel = await buildHotel(testApp, owner.id, { name: 'Haus am See', publicId, publishContent: true });
  const created = await testApp.app.inject({
    method: 'POST',
    url: `/api/hotels/${hotel.id}/templates`,
    payload: { name: 'Sommer', isPublished: true },
    headers: { cookie: owner.cookie, origin: testAppUrl },
  });
  expect(created.statusCode).toBe(201);
  const templateId = (created.json() as { template: { id: string } }).template.id;
  const preview = () => testApp.app.inject({ method: 'GET', url: `/api/public/templates/${templateId}` });
  expect((await preview()).statusCode).toBe(200);
  expect(await findPublishedHotel(testApp.context.db, publicId)).toMatchObject({ id: hotel.id });

  const successor = await buildMember(testApp, hotel.id, 'admin');
  const { db } = testApp.context;
  await db.transaction(async (tx) => {
    await tx
      .delete(hotelMembers)
      .where(and(eq(hotelMembers.hotelId, hotel.id), eq(hotelMembers.userId, owner.id)));
    await tx
      .update(hotelMembers)
      .set({ role: 'owner' })
      .where(and(eq(hotelMembers.hotelId, hotel.id), eq(hotelMembers.userId, successor.id)));
    await tx.update(hotels).set({ userId: successor.id }).where(eq(hotels.id, hotel.id));
  });

  const after = await preview();
  expect(after.statusCode).toBe(200);
  expect(after.json()).toMatchObject({ hotel: { name: 'Haus am See' } });
  expect(await findPublishedHotel(db, publicId)).toMatchObject({ id: hotel.id });
});
