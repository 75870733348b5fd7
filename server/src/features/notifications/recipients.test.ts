import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationRecipientsView } from '@common/notifications/recipients';
import { notificationTexts } from '@common/notifications/texts';
import { teamTexts } from '@common/teams/texts';
import { hotelTexts } from '@common/hotels/schemas';
import { hotelMembers } from '../../db/schema';
import { databaseSnapshot } from '../../../test/database-snapshot';
import { buildHotel, buildMember, buildUser, type SignedInUser } from '../../../test/factories';
import { buildTestApp, requestAs, type TestApp } from '../../../test/test-app';
import { until } from '../../../test/until';

/** Settings -> Notifications: who of a hotel's members hears of which event (issue 36, part 5). */
let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const path = (hotelId: string, userId?: string) =>
  `/api/hotels/${hotelId}/notification-recipients${userId ? `/${userId}` : ''}`;

/** A hotel with a member of each role; the owner has been active under it (a first request writes that). */
async function team() {
  const owner = await buildUser(testApp);
  const hotel = await buildHotel(testApp, owner.id);
  await requestAs(testApp, owner, 'GET', path(hotel.id));
  await until(async () => {
    const [row] = await testApp.context.db
      .select({ at: hotelMembers.lastActiveAt })
      .from(hotelMembers)
      .where(and(eq(hotelMembers.hotelId, hotel.id), eq(hotelMembers.userId, owner.id)));
    return row?.at;
  }, 'the owner’s last activity');
  return {
    hotel,
    owner,
    admin: await buildMember(testApp, hotel.id, 'admin'),
    editor: await buildMember(testApp, hotel.id, 'editor'),
    viewer: await buildMember(testApp, hotel.id, 'viewer'),
  };
}

const read = async (user: SignedInUser, hotelId: string) =>
  (await requestAs(testApp, user, 'GET', path(hotelId))).json<NotificationRecipientsView>();
const choose = (chooser: SignedInUser, hotelId: string, userId: string, body: unknown) =>
  requestAs(testApp, chooser, 'PUT', path(hotelId, userId), body);

describe('GET /api/hotels/:hotelId/notification-recipients', () => {
  it('shows every member the matrix: the owner first, each with their role’s defaults', async () => {
    const { hotel, owner, admin, editor, viewer } = await team();
    const response = await requestAs(testApp, viewer, 'GET', path(hotel.id));
    expect(response.statusCode).toBe(200);
    const view = response.json<NotificationRecipientsView>();
    expect(view.canChange).toBe(false);
    expect(view.recipients[0]).toEqual({
      userId: owner.id,
      name: '',
      email: owner.email,
      role: 'owner',
      events: ['import_finished', 'ota_login_expiring', 'push_failed', 'template_dates', 'payment_failed'],
      offered: ['import_finished', 'ota_login_expiring', 'push_failed', 'template_dates', 'payment_failed'],
      chosen: false,
      isYou: false,
    });
    const byUser = new Map(view.recipients.map((recipient) => [recipient.userId, recipient]));
    expect(byUser.get(admin.id)?.events).toEqual([
      'import_finished',
      'ota_login_expiring',
      'push_failed',
      'template_dates',
    ]);
    expect(byUser.get(editor.id)?.events).toEqual(['import_finished', 'template_dates']);
    expect(byUser.get(viewer.id)).toMatchObject({ events: [], isYou: true, role: 'viewer' });
    // Payments are offered on the owner's row alone.
    for (const member of [admin, editor, viewer])
      expect(byUser.get(member.id)?.offered).not.toContain('payment_failed');
    expect((await read(owner, hotel.id)).canChange).toBe(true);
    expect((await read(admin, hotel.id)).canChange).toBe(false);
  });
});

describe('PUT /api/hotels/:hotelId/notification-recipients/:userId', () => {
  it('stores the owner’s choice for a member, shown to everyone afterwards', async () => {
    const { hotel, owner, editor, viewer } = await team();
    const response = await choose(owner, hotel.id, editor.id, { events: ['push_failed', 'import_finished'] });
    expect(response.statusCode).toBe(200);
    expect(response.json().recipient).toMatchObject({
      userId: editor.id,
      events: ['import_finished', 'push_failed'],
      chosen: true,
    });
    const seen = (await read(viewer, hotel.id)).recipients.find((row) => row.userId === editor.id);
    expect(seen).toMatchObject({ events: ['import_finished', 'push_failed'], chosen: true });
    // None at all is a choice too, not the defaults.
    await choose(owner, hotel.id, editor.id, { events: [] });
    expect((await read(owner, hotel.id)).recipients.find((row) => row.userId === editor.id)).toMatchObject({
      events: [],
      chosen: true,
    });
  });

  it('refuses an admin, an editor and a viewer with 403 and changes nothing', async () => {
    const { hotel, admin, editor, viewer } = await team();
    const before = await databaseSnapshot(testApp.context.db);
    for (const member of [admin, editor, viewer]) {
      const response = await choose(member, hotel.id, editor.id, { events: [] });
      expect(response.statusCode).toBe(403);
      expect(response.json().error.message).toBe(teamTexts.roleNotAllowed);
    }
    expect(await databaseSnapshot(testApp.context.db)).toEqual(before);
  });

  it('answers 404 for a user who is not a member of this hotel, and for a stranger’s hotel', async () => {
    const { hotel, owner } = await team();
    const outsider = await buildUser(testApp);
    const otherHotel = await buildHotel(testApp, outsider.id);
    const memberElsewhere = await buildMember(testApp, otherHotel.id, 'editor');
    const before = await databaseSnapshot(testApp.context.db);
    for (const userId of [outsider.id, memberElsewhere.id, 'no-such-user', 'x'.repeat(90)]) {
      const response = await choose(owner, hotel.id, userId, { events: [] });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe(teamTexts.memberNotFound);
    }
    const foreign = await choose(owner, otherHotel.id, memberElsewhere.id, { events: [] });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.message).toBe(hotelTexts.hotelNotFound);
    expect(await databaseSnapshot(testApp.context.db)).toEqual(before);
  });

  it('refuses payments for anyone but the owner with 400, and keeps them for the owner', async () => {
    const { hotel, owner, admin } = await team();
    const before = await databaseSnapshot(testApp.context.db);
    const refused = await choose(owner, hotel.id, admin.id, {
      events: ['import_finished', 'payment_failed'],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({
      message: notificationTexts.paymentForOwnersOnly,
      fields: { events: notificationTexts.paymentForOwnersOnly },
    });
    expect(await databaseSnapshot(testApp.context.db)).toEqual(before);
    const own = await choose(owner, hotel.id, owner.id, { events: ['payment_failed'] });
    expect(own.json().recipient).toMatchObject({ events: ['payment_failed'], chosen: true, isYou: true });
  });

  it('refuses what is not a list of known events with 400 and changes nothing', async () => {
    const { hotel, owner, editor } = await team();
    const before = await databaseSnapshot(testApp.context.db);
    for (const body of [
      {},
      { events: 'import_finished' },
      { events: ['import_finished', 'import_finished'] },
      { events: ['everything'] },
      { events: ['import_finished\u0000'] },
      { events: [42] },
      { events: null },
      { events: Array.from({ length: 6 }, () => 'import_finished') },
      { events: ['x'.repeat(100_000)] },
      { events: [], role: 'owner' },
    ]) {
      const response = await choose(owner, hotel.id, editor.id, body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    expect(await databaseSnapshot(testApp.context.db)).toEqual(before);
  });

  it('answers two changes at once, the last one written standing', async () => {
    const { hotel, owner, editor } = await team();
    const answers = await Promise.all([
      choose(owner, hotel.id, editor.id, { events: ['push_failed'] }),
      choose(owner, hotel.id, editor.id, { events: ['template_dates'] }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const [stored] = (await read(owner, hotel.id)).recipients.filter((row) => row.userId === editor.id);
    expect([['push_failed'], ['template_dates']]).toContainEqual(stored?.events);
  });
});
