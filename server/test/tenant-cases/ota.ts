import { otaChannels } from '@common/ota/channels';
import { liveViewAddresses, liveTokenKey } from '../../src/features/ota/live-token';
import { buildHotel, buildOta } from '../factories';
import type { FakeRemoteBrowser, FakeSession } from '../fake-remote-browser';
import { addTenantCases, type TenantFixture } from '../tenant-cases';

/** The owner's hotel with a connected Booking.com channel and its saved login. */
async function ownerOta({ testApp, owner }: TenantFixture) {
  const hotel = await buildHotel(testApp, owner.id);
  const { ota } = await buildOta(testApp, hotel.id);
  return { hotel, ota };
}

/** A live session of the owner in the tenant test's in-memory browser (a fresh hotel, Expedia). */
async function ownerSession({ testApp, owner }: TenantFixture, options: { loggedIn?: boolean } = {}) {
  const hotel = await buildHotel(testApp, owner.id);
  const browser = testApp.context.remoteBrowser as FakeRemoteBrowser;
  const session = (await browser.openSession({
    ownerId: owner.id,
    hotelId: hotel.id,
    otaType: 'expedia',
  })) as FakeSession;
  if (options.loggedIn) session.finishLogin();
  return session;
}

addTenantCases(
  {
    route: 'GET /api/hotels/:hotelId/otas',
    kind: 'foreign-id',
    request: async (fixture) => ({
      method: 'GET',
      url: `/api/hotels/${(await ownerOta(fixture)).hotel.id}/otas`,
    }),
  },
  {
    route: 'DELETE /api/hotels/:hotelId/otas/:otaId',
    kind: 'foreign-id',
    request: async (fixture) => {
      const { hotel, ota } = await ownerOta(fixture);
      return { method: 'DELETE', url: `/api/hotels/${hotel.id}/otas/${ota.id}` };
    },
  },
  {
    route: 'POST /api/hotels/:hotelId/otas/:otaId/sync',
    kind: 'foreign-id',
    request: async (fixture) => {
      const { hotel, ota } = await ownerOta(fixture);
      return { method: 'POST', url: `/api/hotels/${hotel.id}/otas/${ota.id}/sync` };
    },
  },
  {
    route: 'POST /api/remote-browser/sessions',
    kind: 'foreign-id',
    // OTA logins are the admins' (issue 36): the hotel named in the body.
    role: 'admin',
    request: async ({ testApp, owner }) => {
      const hotel = await buildHotel(testApp, owner.id);
      return {
        method: 'POST',
        url: '/api/remote-browser/sessions',
        payload: { otaType: 'agoda', hotelId: hotel.id },
      };
    },
  },
  {
    route: 'POST /api/remote-browser/sessions/:sessionId/navigate',
    kind: 'foreign-id',
    request: async (fixture) => ({
      method: 'POST',
      url: `/api/remote-browser/sessions/${(await ownerSession(fixture)).id}/navigate`,
      payload: { url: otaChannels.expedia.loginUrl },
    }),
  },
  {
    route: 'POST /api/remote-browser/sessions/:sessionId/keep-alive',
    kind: 'foreign-id',
    request: async (fixture) => ({
      method: 'POST',
      url: `/api/remote-browser/sessions/${(await ownerSession(fixture)).id}/keep-alive`,
    }),
  },
  {
    route: 'DELETE /api/remote-browser/sessions/:sessionId',
    kind: 'foreign-id',
    request: async (fixture) => ({
      method: 'DELETE',
      url: `/api/remote-browser/sessions/${(await ownerSession(fixture)).id}`,
    }),
  },
  {
    route: 'POST /api/remote-browser/sessions/:sessionId/live-link',
    kind: 'foreign-id',
    request: async (fixture) => ({
      method: 'POST',
      url: `/api/remote-browser/sessions/${(await ownerSession(fixture)).id}/live-link`,
    }),
  },
  {
    // Its refusals in full (Origin, spent tokens, a second viewer) are in features/ota/live-view-upgrade.test.ts.
    route: 'GET /api/remote-browser/sessions/:sessionId/live',
    kind: 'foreign-id',
    websocket: true,
    request: async (fixture) => {
      const session = await ownerSession(fixture);
      const key = liveTokenKey(fixture.testApp.context.config.secretKey);
      return { method: 'GET', url: liveViewAddresses(key, session.id, session.ownerId).connectUrl };
    },
  },
  {
    route: 'GET /api/remote-browser/check-url',
    kind: 'foreign-id',
    request: async (fixture) => ({
      method: 'GET',
      url: `/api/remote-browser/check-url?sessionId=${(await ownerSession(fixture)).id}`,
    }),
  },
  {
    route: 'POST /api/remote-browser/contexts',
    kind: 'foreign-id',
    request: async (fixture) => ({
      method: 'POST',
      url: '/api/remote-browser/contexts',
      payload: { sessionId: (await ownerSession(fixture, { loggedIn: true })).id },
    }),
  },
  {
    route: 'POST /api/remote-browser/ota-status',
    kind: 'foreign-id',
    role: 'admin',
    request: async (fixture) => {
      const { hotel, ota } = await ownerOta(fixture);
      return {
        method: 'POST',
        url: '/api/remote-browser/ota-status',
        payload: { otaId: ota.id, status: 'disconnected', hotelId: hotel.id },
      };
    },
  },
);
