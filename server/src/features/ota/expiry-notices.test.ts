import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otas } from '../../db/schema';
import { buildHotel, buildOta, buildUser, type SignedInUser } from '../../../test/factories';
import { notificationsOf } from '../../../test/notifications';
import { buildTestApp, requestAs, type TestApp } from '../../../test/test-app';
import { sweepConnectionExpiry } from './expiry-notices';

/** The bell's notices about saved logins: about to expire (7 days before) and expired (issue 15, point 5). */
let testApp: TestApp;
let owner: SignedInUser;
beforeAll(async () => {
  testApp = await buildTestApp();
  owner = await buildUser(testApp);
});
afterAll(async () => {
  await testApp.close();
});

const deps = () => ({ db: testApp.context.db, log: testApp.context.log });
const day = 24 * 3600_000;
const statusOf = async (otaId: string) =>
  (await testApp.context.db.select({ status: otas.status }).from(otas).where(eq(otas.id, otaId)))[0]?.status;
const summary = async (userId: string) =>
  (await notificationsOf(testApp, userId)).map((row) => [row.kind, row.params, row.hotelId]);

describe('the expiry sweep on a fixed clock', () => {
  it('tells the owner once about a login expiring within 7 days, and again after it is renewed', async () => {
    const now = new Date('2031-03-10T12:00:00.000Z');
    const user = await buildUser(testApp);
    const hotel = await buildHotel(testApp, user.id);
    const expiresAt = new Date(now.getTime() + 3 * day);
    const { ota } = await buildOta(testApp, hotel.id, { type: 'booking', cookieExpiryDate: expiresAt });
    // Eight days away: not yet.
    await buildOta(testApp, hotel.id, { type: 'agoda', cookieExpiryDate: new Date(now.getTime() + 8 * day) });

    await sweepConnectionExpiry(deps(), now);
    await sweepConnectionExpiry(deps(), new Date(now.getTime() + 10 * 60_000));
    expect(await summary(user.id)).toEqual([
      ['ota_expiring', { channel: 'Booking.com', expiresAt: '2031-03-13T12:00:00.000Z' }, hotel.id],
    ]);
    expect(await statusOf(ota.id)).toBe('connected');

    // Renewed to expire on another day: that expiry is noticed in its turn (by then Agoda's has passed).
    const renewed = new Date(now.getTime() + 20 * day);
    await testApp.context.db.update(otas).set({ cookieExpiryDate: renewed }).where(eq(otas.id, ota.id));
    await sweepConnectionExpiry(deps(), new Date(now.getTime() + 14 * day));
    expect((await summary(user.id)).map(([kind, params]) => [kind, params])).toEqual([
      ['ota_expiring', { channel: 'Booking.com', expiresAt: '2031-03-13T12:00:00.000Z' }],
      ['ota_expired', { channel: 'Agoda' }],
      ['ota_expiring', { channel: 'Booking.com', expiresAt: '2031-03-30T12:00:00.000Z' }],
    ]);
  });

  it('disconnects an expired connection and tells its owner once; other users hear nothing', async () => {
    const now = new Date('2032-05-01T08:00:00.000Z');
    const user = await buildUser(testApp);
    const hotel = await buildHotel(testApp, user.id, { name: 'Seehotel' });
    const { ota } = await buildOta(testApp, hotel.id, {
      type: 'expedia',
      cookieExpiryDate: new Date(now.getTime() - 60_000),
    });
    // Already disconnected by hand: not the expiry's doing, nothing to tell.
    await buildOta(testApp, hotel.id, {
      type: 'hrs',
      status: 'disconnected',
      cookieExpiryDate: new Date(now.getTime() - day),
    });

    await sweepConnectionExpiry(deps(), now);
    await sweepConnectionExpiry(deps(), new Date(now.getTime() + 10 * 60_000));
    expect(await statusOf(ota.id)).toBe('disconnected');
    expect(await summary(user.id)).toEqual([['ota_expired', { channel: 'Expedia' }, hotel.id]]);
    expect(await notificationsOf(testApp, owner.id)).toEqual([]);
  });
});

describe('opening the OTA page', () => {
  it('tells the owner about a connection it finds expired', async () => {
    const user = await buildUser(testApp);
    const hotel = await buildHotel(testApp, user.id);
    await buildOta(testApp, hotel.id, { type: 'agoda', cookieExpiryDate: new Date(Date.now() - 60_000) });
    const response = await requestAs(testApp, user, 'GET', `/api/hotels/${hotel.id}/otas`);
    expect(response.json().otas[0].status).toBe('disconnected');
    expect(await summary(user.id)).toEqual([['ota_expired', { channel: 'Agoda' }, hotel.id]]);
  });
});
