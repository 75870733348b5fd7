import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OtaListResponse, OtaResponse, OtaView } from '@common/ota/schemas';
import { otaTexts } from '@common/ota/texts';
import { activities, otaContexts, otas } from '../../db/schema';
import { databaseSnapshot } from '../../../test/database-snapshot';
import { buildHotel, buildOta, buildUser, type SignedInUser } from '../../../test/factories';
import { buildTestApp, testAppUrl, type TestApp, requestAs } from '../../../test/test-app';
import { expirySweepMs } from './expiry-sweep';

/**
 * The OTA connections and every refusal that comes before a live browser is needed (the live browser itself is
 * exercised against the fake extranet in ota-live-browser.test.ts).
 */
let testApp: TestApp;
let owner: SignedInUser;
beforeAll(async () => {
  testApp = await buildTestApp();
  owner = await buildUser(testApp);
});
afterAll(async () => {
  await testApp.close();
});

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown, user = owner) =>
  requestAs(testApp, user, method, url, payload);

const db = () => testApp.context.db;
const daysFromNow = (days: number) => new Date(Date.now() + days * 24 * 3600_000);

describe('listing connections', () => {
  it('answers the hotel’s connections oldest first, without the saved login', async () => {
    const hotel = await buildHotel(testApp, owner.id);
    const { ota: booking } = await buildOta(testApp, hotel.id, { type: 'booking' });
    const { ota: expedia } = await buildOta(testApp, hotel.id, { type: 'expedia', cookieExpiryDate: null });
    const response = await call('GET', `/api/hotels/${hotel.id}/otas`);
    expect(response.statusCode).toBe(200);
    const { otas: listed } = response.json<OtaListResponse>();
    expect(listed.map((ota) => [ota.type, ota.name, ota.status, ota.hasSavedLogin])).toEqual([
      ['booking', 'Booking', 'connected', true],
      ['expedia', 'Expedia', 'connected', true],
    ]);
    expect(listed.map((ota) => ota.id)).toEqual([booking.id, expedia.id]);
    expect(listed[1]?.cookieExpiryDate).toBeNull();
    expect(response.body).not.toContain('owner-secret-cookie');
    expect(response.body).not.toContain('contextId');
    expect(response.body).not.toContain('v1.');
  });

  it('marks connections whose saved login has expired as disconnected, only in that hotel', async () => {
    const hotel = await buildHotel(testApp, owner.id);
    const other = await buildHotel(testApp, owner.id);
    await buildOta(testApp, hotel.id, { type: 'booking', cookieExpiryDate: daysFromNow(-1) });
    await buildOta(testApp, hotel.id, { type: 'agoda', cookieExpiryDate: daysFromNow(2) });
    const { ota: otherExpired } = await buildOta(testApp, other.id, { cookieExpiryDate: daysFromNow(-1) });
    const { otas: listed } = (await call('GET', `/api/hotels/${hotel.id}/otas`)).json<OtaListResponse>();
    expect(listed.map((ota) => [ota.type, ota.status])).toEqual([
      ['booking', 'disconnected'],
      ['agoda', 'connected'],
    ]);
    const [untouched] = await db().select().from(otas).where(eq(otas.id, otherExpired.id));
    expect(untouched?.status).toBe('connected');
  });

  it('answers an empty list for a hotel without connections, and 404 for a hotel not the user’s', async () => {
    const hotel = await buildHotel(testApp, owner.id);
    expect((await call('GET', `/api/hotels/${hotel.id}/otas`)).json()).toEqual({ otas: [] });
    const stranger = await buildUser(testApp);
    expect((await call('GET', `/api/hotels/${hotel.id}/otas`, undefined, stranger)).statusCode).toBe(404);
    expect((await call('GET', '/api/hotels/not-a-uuid/otas')).statusCode).toBe(404);
  });
});

describe('deleting a connection', () => {
  it('removes the record and its saved login and logs ota_disconnect', async () => {
    const hotel = await buildHotel(testApp, owner.id);
    const { ota, context } = await buildOta(testApp, hotel.id, { type: 'hrs' });
    const { ota: kept } = await buildOta(testApp, hotel.id, { type: 'booking' });
    const response = await call('DELETE', `/api/hotels/${hotel.id}/otas/${ota.id}`);
    expect(response.statusCode).toBe(204);
    expect(await db().select().from(otas).where(eq(otas.id, ota.id))).toEqual([]);
    expect(await db().select().from(otaContexts).where(eq(otaContexts.id, context.id))).toEqual([]);
    expect(await db().select().from(otas).where(eq(otas.id, kept.id))).toHaveLength(1);
    const logged = await db().select().from(activities).where(eq(activities.hotelId, hotel.id));
    expect(logged.map((row) => [row.kind, row.title, row.entityId])).toEqual([
      ['ota_disconnect', 'Disconnected from Hrs', ota.id],
    ]);
    expect((await call('DELETE', `/api/hotels/${hotel.id}/otas/${ota.id}`)).statusCode).toBe(404);
  });

  it('answers 404 for another hotel’s connection and deletes nothing', async () => {
    const hotel = await buildHotel(testApp, owner.id);
    const other = await buildHotel(testApp, owner.id);
    const { ota } = await buildOta(testApp, other.id);
    const before = await databaseSnapshot(db());
    const response = await call('DELETE', `/api/hotels/${hotel.id}/otas/${ota.id}`);
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe(otaTexts.otaNotFound);
    expect(await databaseSnapshot(db())).toEqual(before);
  });
});

describe('setting a connection’s status', () => {
  const setStatus = (hotelId: string, otaId: string, status: string, user = owner) =>
    call('POST', '/api/remote-browser/ota-status', { otaId, status, hotelId }, user);

  it('sets disconnected or error, and connected again while the saved login has not expired', async () => {
    const hotel = await buildHotel(testApp, owner.id);
    const { ota } = await buildOta(testApp, hotel.id);
    const errored = await setStatus(hotel.id, ota.id, 'error');
    expect(errored.statusCode).toBe(200);
    expect(errored.json<OtaResponse>().ota.status).toBe('error');
    const connected = await setStatus(hotel.id, ota.id, 'connected');
    expect(connected.json<OtaResponse>().ota).toMatchObject<Partial<OtaView>>({
      id: ota.id,
      status: 'connected',
    });
  });

  it('refuses connected when the saved login has expired or is gone', async () => {
    const hotel = await buildHotel(testApp, owner.id);
    const { ota: expired } = await buildOta(testApp, hotel.id, {
      type: 'booking',
      cookieExpiryDate: daysFromNow(-1),
      status: 'disconnected',
    });
    const { ota: withoutLogin, context } = await buildOta(testApp, hotel.id, {
      type: 'expedia',
      status: 'error',
    });
    await db().delete(otaContexts).where(eq(otaContexts.id, context.id));
    const refusedExpired = await setStatus(hotel.id, expired.id, 'connected');
    expect(refusedExpired.statusCode).toBe(409);
    expect(refusedExpired.json().error.message).toBe(otaTexts.connectionExpired);
    const refusedMissing = await setStatus(hotel.id, withoutLogin.id, 'connected');
    expect(refusedMissing.statusCode).toBe(409);
    expect(refusedMissing.json().error.message).toBe(otaTexts.savedContextMissing);
    const rows = await db().select({ status: otas.status }).from(otas).where(eq(otas.hotelId, hotel.id));
    expect(rows.map((row) => row.status).sort()).toEqual(['disconnected', 'error']);
  });

  it('refuses malformed input and another hotel’s connection', async () => {
    const hotel = await buildHotel(testApp, owner.id);
    const other = await buildHotel(testApp, owner.id);
    const { ota } = await buildOta(testApp, other.id);
    expect((await setStatus(hotel.id, ota.id, 'disconnected')).statusCode).toBe(404);
    expect((await setStatus(other.id, ota.id, 'paused')).statusCode).toBe(400);
    expect((await setStatus(other.id, 'not-a-uuid', 'error')).statusCode).toBe(400);
    const broken = await testApp.app.inject({
      method: 'POST',
      url: '/api/remote-browser/ota-status',
      payload: '{"otaId": ',
      headers: { cookie: owner.cookie, origin: testAppUrl, 'content-type': 'application/json' },
    });
    expect(broken.statusCode).toBe(400);
    const [row] = await db().select().from(otas).where(eq(otas.id, ota.id));
    expect(row?.status).toBe('connected');
  });
});

describe('checking a connection without a saved login', () => {
  it('answers 409 with the renew hint', async () => {
    const hotel = await buildHotel(testApp, owner.id);
    const { ota, context } = await buildOta(testApp, hotel.id);
    await db().delete(otaContexts).where(eq(otaContexts.id, context.id));
    const response = await call('POST', `/api/hotels/${hotel.id}/otas/${ota.id}/sync`);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(otaTexts.savedContextMissing);
  });
});

describe('refusals before a live browser is opened', () => {
  const createSession = (payload: unknown, user = owner) =>
    call('POST', '/api/remote-browser/sessions', payload, user);

  it('refuses a channel the hotel has already connected', async () => {
    const hotel = await buildHotel(testApp, owner.id);
    await buildOta(testApp, hotel.id, { type: 'booking' });
    const response = await createSession({ otaType: 'booking', hotelId: hotel.id });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(otaTexts.alreadyConnected);
  });

  it('answers 404 for another user’s hotel, and for renewing a connection of another hotel or channel', async () => {
    const stranger = await buildUser(testApp);
    const hotel = await buildHotel(testApp, owner.id);
    const other = await buildHotel(testApp, owner.id);
    const { ota } = await buildOta(testApp, other.id, { type: 'booking' });
    expect((await createSession({ otaType: 'booking', hotelId: hotel.id }, stranger)).statusCode).toBe(404);
    expect((await createSession({ otaType: 'booking', hotelId: hotel.id, otaId: ota.id })).statusCode).toBe(
      404,
    );
    expect((await createSession({ otaType: 'expedia', hotelId: other.id, otaId: ota.id })).statusCode).toBe(
      404,
    );
  });

  it('refuses malformed bodies and NUL characters with 400', async () => {
    const hotel = await buildHotel(testApp, owner.id);
    for (const payload of [
      {},
      { otaType: 'tripadvisor', hotelId: hotel.id },
      { otaType: 'booking', hotelId: 'not-a-uuid' },
      { otaType: 'booking', hotelId: hotel.id, otaId: 42 },
      { otaType: 'booking\u0000', hotelId: hotel.id },
    ])
      expect((await createSession(payload)).statusCode, JSON.stringify(payload)).toBe(400);
    expect((await call('POST', '/api/remote-browser/contexts', { sessionId: 'nope' })).statusCode).toBe(400);
    expect((await call('GET', '/api/remote-browser/check-url?sessionId=nope')).statusCode).toBe(400);
    expect((await call('GET', '/api/remote-browser/check-url')).statusCode).toBe(400);
  });

  it('answers 404 for a session id that does not exist', async () => {
    const unknown = crypto.randomUUID();
    expect((await call('GET', `/api/remote-browser/check-url?sessionId=${unknown}`)).statusCode).toBe(404);
    expect((await call('POST', `/api/remote-browser/sessions/${unknown}/keep-alive`)).statusCode).toBe(404);
    const navigate = await call('POST', `/api/remote-browser/sessions/${unknown}/navigate`, {
      url: 'https://admin.booking.com/',
    });
    expect(navigate.statusCode).toBe(404);
    expect(navigate.json().error.message).toBe(otaTexts.sessionNotFound);
    expect((await call('DELETE', `/api/remote-browser/sessions/${unknown}`)).statusCode).toBe(404);
    expect((await call('POST', '/api/remote-browser/contexts', { sessionId: unknown })).statusCode).toBe(404);
  });
});

describe('the periodic expiry sweep', () => {
  it('marks every hotel’s expired connections as disconnected every 10 minutes', async () => {
    // Only the interval timers are faked, so the sweep can be run at once; everything else keeps real time.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const swept = await buildTestApp({}, { database: testApp.context.database });
    try {
      const hotel = await buildHotel(testApp, owner.id);
      const { ota: expired } = await buildOta(testApp, hotel.id, {
        type: 'booking',
        cookieExpiryDate: daysFromNow(-1),
      });
      const { ota: valid } = await buildOta(testApp, hotel.id, {
        type: 'expedia',
        cookieExpiryDate: daysFromNow(1),
      });
      const statusOf = async (otaId: string) =>
        (await db().select({ status: otas.status }).from(otas).where(eq(otas.id, otaId)))[0]?.status;
      expect(await statusOf(expired.id)).toBe('connected');
      vi.advanceTimersByTime(expirySweepMs);
      await vi.waitFor(async () => expect(await statusOf(expired.id)).toBe('disconnected'), {
        timeout: 10_000,
      });
      expect(await statusOf(valid.id)).toBe('connected');
    } finally {
      vi.useRealTimers();
      await swept.close();
    }
  });
});

describe('without a reachable browser', () => {
  it('answers 503 with the unavailable text and stores nothing', async () => {
    const unreachable = await buildTestApp(
      { BROWSER_CDP_URL: 'http://127.0.0.1:9' },
      { database: testApp.context.database },
    );
    try {
      const hotel = await buildHotel(testApp, owner.id);
      const before = await databaseSnapshot(db());
      const response = await unreachable.app.inject({
        method: 'POST',
        url: '/api/remote-browser/sessions',
        payload: { otaType: 'booking', hotelId: hotel.id },
        headers: { cookie: owner.cookie, origin: testAppUrl },
      });
      expect(response.statusCode).toBe(503);
      expect(response.json().error.message).toBe(otaTexts.browserUnavailable);
      expect(await databaseSnapshot(db())).toEqual(before);
    } finally {
      await unreachable.close();
    }
  });
});
