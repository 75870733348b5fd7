import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamTexts } from '@common/teams/texts';
import { hotelMembers, otas } from '../../db/schema';
import { databaseSnapshot } from '../../../test/database-snapshot';
import { buildHotel, buildMember, buildOta, buildUser } from '../../../test/factories';
import { FakeRemoteBrowser, type FakeSession } from '../../../test/fake-remote-browser';
import { buildTestApp, requestAs, type TestApp } from '../../../test/test-app';

/**
 * OTA logins are the admins' (issue 36): the remote-browser routes name their hotel in the body, so each checks the
 * role itself. An editor or a viewer is refused with 403 before any browser starts, and nothing changes.
 */
let testApp: TestApp;
let browser: FakeRemoteBrowser;
beforeAll(async () => {
  browser = new FakeRemoteBrowser();
  testApp = await buildTestApp({}, { remoteBrowser: browser });
});
afterAll(async () => {
  await testApp.close();
});

async function hotelWithConnection() {
  const owner = await buildUser(testApp);
  const hotel = await buildHotel(testApp, owner.id);
  const { ota } = await buildOta(testApp, hotel.id, { type: 'booking' });
  return { owner, hotel, ota };
}

const statusOf = async (otaId: string) =>
  (await testApp.context.db.select({ status: otas.status }).from(otas).where(eq(otas.id, otaId)))[0]?.status;

describe('OTA logins by role', () => {
  it.each(['editor', 'viewer'] as const)(
    'refuses an %s a live browser, a saved login and a status change with 403, changing nothing',
    async (role) => {
      const { hotel, ota } = await hotelWithConnection();
      const member = await buildMember(testApp, hotel.id, role);
      const before = await databaseSnapshot(testApp.context.db);
      const requests: [string, object][] = [
        ['/api/remote-browser/sessions', { otaType: 'agoda', hotelId: hotel.id }],
        ['/api/remote-browser/sessions', { otaType: 'booking', hotelId: hotel.id, otaId: ota.id }],
        ['/api/remote-browser/ota-status', { otaId: ota.id, status: 'disconnected', hotelId: hotel.id }],
      ];
      for (const [url, body] of requests) {
        const response = await requestAs(testApp, member, 'POST', url, body);
        expect(response.statusCode, url).toBe(403);
        expect(response.json().error.message).toBe(teamTexts.roleNotAllowed);
      }
      expect(browser.sessionsOf(member.id)).toEqual([]);
      expect(await databaseSnapshot(testApp.context.db)).toEqual(before);
    },
  );

  it('lets an admin open a live browser and change a connection’s status', async () => {
    const { hotel, ota } = await hotelWithConnection();
    const admin = await buildMember(testApp, hotel.id, 'admin');
    const opened = await requestAs(testApp, admin, 'POST', '/api/remote-browser/sessions', {
      otaType: 'agoda',
      hotelId: hotel.id,
    });
    expect(opened.statusCode).toBe(201);
    expect(browser.sessionsOf(admin.id)).toHaveLength(1);
    const changed = await requestAs(testApp, admin, 'POST', '/api/remote-browser/ota-status', {
      otaId: ota.id,
      status: 'disconnected',
      hotelId: hotel.id,
    });
    expect(changed.statusCode).toBe(200);
    expect(await statusOf(ota.id)).toBe('disconnected');
  });

  it('saves no login for an admin demoted to editor while their browser was open', async () => {
    const { hotel } = await hotelWithConnection();
    const admin = await buildMember(testApp, hotel.id, 'admin');
    const opened = await requestAs(testApp, admin, 'POST', '/api/remote-browser/sessions', {
      otaType: 'expedia',
      hotelId: hotel.id,
    });
    const { sessionId } = opened.json<{ sessionId: string }>();
    (browser.getSession(sessionId) as FakeSession).finishLogin();
    await testApp.context.db
      .update(hotelMembers)
      .set({ role: 'editor' })
      .where(and(eq(hotelMembers.hotelId, hotel.id), eq(hotelMembers.userId, admin.id)));
    const before = await databaseSnapshot(testApp.context.db);
    const saved = await requestAs(testApp, admin, 'POST', '/api/remote-browser/contexts', { sessionId });
    expect(saved.statusCode).toBe(403);
    expect(saved.json().error.message).toBe(teamTexts.roleNotAllowed);
    expect(await databaseSnapshot(testApp.context.db)).toEqual(before);
  });

  it('answers 404 for a hotel the user does not work on, as before', async () => {
    const { hotel, ota } = await hotelWithConnection();
    const stranger = await buildUser(testApp);
    await buildHotel(testApp, stranger.id);
    const response = await requestAs(testApp, stranger, 'POST', '/api/remote-browser/ota-status', {
      otaId: ota.id,
      status: 'disconnected',
      hotelId: hotel.id,
    });
    expect(response.statusCode).toBe(404);
    expect(await statusOf(ota.id)).toBe('connected');
  });
});
