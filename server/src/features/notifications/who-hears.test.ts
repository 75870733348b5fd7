import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { NotificationListResponse } from '@common/notifications/schemas';
import { buildHotel, buildMember, buildUser, type SignedInUser } from '../../../test/factories';
import { notificationsOf } from '../../../test/notifications';
import { buildTestApp, requestAs, type TestApp } from '../../../test/test-app';
import { notify, notifyHotelMembers } from './service';

/**
 * Who of a hotel's team hears of its events, by role and by the owner's choice (the choice's routes:
 * recipients.test.ts; the bell itself: notifications.test.ts).
 */
let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const deps = () => ({ db: testApp.context.db, log: testApp.context.log });
const list = async (user: SignedInUser, hotelId: string) =>
  (
    await requestAs(testApp, user, 'GET', `/api/notifications?hotelId=${hotelId}`)
  ).json<NotificationListResponse>();
const markRead = (user: SignedInUser, ids: string[], hotelId: string) =>
  requestAs(testApp, user, 'POST', '/api/notifications/read', { ids, hotelId });

describe('who hears of a hotel’s event (issue 36, part 5)', () => {
  /** A hotel with a member of each role. */
  async function team() {
    const hotelOwner = await buildUser(testApp);
    const hotel = await buildHotel(testApp, hotelOwner.id);
    return {
      hotel,
      owner: hotelOwner,
      admin: await buildMember(testApp, hotel.id, 'admin'),
      editor: await buildMember(testApp, hotel.id, 'editor'),
      viewer: await buildMember(testApp, hotel.id, 'viewer'),
    };
  }
  const kindsOf = async (user: SignedInUser) =>
    (await notificationsOf(testApp, user.id)).map((row) => [row.kind, row.hotelId]);
  const choose = (chooser: SignedInUser, hotelId: string, member: SignedInUser, events: string[]) =>
    requestAs(testApp, chooser, 'PUT', `/api/hotels/${hotelId}/notification-recipients/${member.id}`, {
      events,
    });

  it('tells a finished import to the owner, an admin and an editor by default, not to a viewer', async () => {
    const { hotel, owner: hotelOwner, admin, editor, viewer } = await team();
    const finished = {
      hotelId: hotel.id,
      kind: 'import_succeeded' as const,
      params: { hotelName: 'Alpenblick' },
      dedupeKey: 'run-1',
    };
    await notifyHotelMembers(deps(), finished);
    await notifyHotelMembers(deps(), finished);
    for (const member of [hotelOwner, admin, editor])
      expect(await kindsOf(member)).toEqual([['import_succeeded', hotel.id]]);
    expect(await kindsOf(viewer)).toEqual([]);
    // Each reads their own: one marking it read leaves the others' unread.
    const [ownersOwn] = await notificationsOf(testApp, hotelOwner.id);
    expect((await markRead(hotelOwner, [ownersOwn!.id], hotel.id)).json()).toEqual({ unreadCount: 0 });
    expect((await list(editor, hotel.id)).unreadCount).toBe(1);
    expect((await markRead(editor, [ownersOwn!.id], hotel.id)).statusCode).toBe(404);
  });

  it('tells expiring logins and failed pushes to the owner and admins, template dates to editors too', async () => {
    const { hotel, owner: hotelOwner, admin, editor, viewer } = await team();
    await notifyHotelMembers(deps(), {
      hotelId: hotel.id,
      kind: 'ota_expired',
      params: { channel: 'Agoda' },
      dedupeKey: 'ota-1',
    });
    await notifyHotelMembers(deps(), {
      hotelId: hotel.id,
      kind: 'alpinebits_push_failed',
      params: {},
      dedupeKey: 'push-1',
    });
    await notifyHotelMembers(deps(), {
      hotelId: hotel.id,
      kind: 'template_starts',
      params: { templateName: 'Summer', date: '2031-06-01' },
      dedupeKey: 'template-1',
    });
    const all = [
      ['ota_expired', hotel.id],
      ['alpinebits_push_failed', hotel.id],
      ['template_starts', hotel.id],
    ];
    expect(await kindsOf(hotelOwner)).toEqual(all);
    expect(await kindsOf(admin)).toEqual(all);
    expect(await kindsOf(editor)).toEqual([['template_starts', hotel.id]]);
    expect(await kindsOf(viewer)).toEqual([]);
  });

  it('follows the owner’s choice: an editor switched off hears nothing more, a viewer switched on does', async () => {
    const { hotel, owner: hotelOwner, editor, viewer } = await team();
    expect((await choose(hotelOwner, hotel.id, editor, [])).statusCode).toBe(200);
    expect((await choose(hotelOwner, hotel.id, viewer, ['import_finished'])).statusCode).toBe(200);
    await notifyHotelMembers(deps(), {
      hotelId: hotel.id,
      kind: 'import_failed',
      params: {},
      dedupeKey: 'run-2',
    });
    expect(await kindsOf(editor)).toEqual([]);
    expect(await kindsOf(viewer)).toEqual([['import_failed', hotel.id]]);
    expect(await kindsOf(hotelOwner)).toEqual([['import_failed', hotel.id]]);
    // The owner may switch themselves off too.
    expect((await choose(hotelOwner, hotel.id, hotelOwner, ['payment_failed'])).statusCode).toBe(200);
    await notifyHotelMembers(deps(), {
      hotelId: hotel.id,
      kind: 'import_failed',
      params: {},
      dedupeKey: 'run-3',
    });
    expect(await kindsOf(hotelOwner)).toEqual([['import_failed', hotel.id]]);
    expect(await kindsOf(viewer)).toEqual([
      ['import_failed', hotel.id],
      ['import_failed', hotel.id],
    ]);
  });

  it('tells a failed payment to the paying owner alone, unless they switched it off on every hotel they own', async () => {
    const { hotel, owner: hotelOwner, admin } = await team();
    const secondHotel = await buildHotel(testApp, hotelOwner.id);
    const failed = (dedupeKey: string) =>
      notify(deps(), { userId: hotelOwner.id, hotelId: null, kind: 'payment_failed', params: {}, dedupeKey });
    await failed('invoice-1');
    expect(await kindsOf(hotelOwner)).toEqual([['payment_failed', null]]);
    expect(await kindsOf(admin)).toEqual([]);
    // Off on one of their hotels: the other still says yes.
    await choose(hotelOwner, hotel.id, hotelOwner, ['import_finished']);
    await failed('invoice-2');
    expect(await kindsOf(hotelOwner)).toHaveLength(2);
    await choose(hotelOwner, secondHotel.id, hotelOwner, []);
    await failed('invoice-3');
    expect(await kindsOf(hotelOwner)).toHaveLength(2);
    // A payer who owns no hotel (any more) hears of it.
    const payer = await buildUser(testApp);
    await notify(deps(), {
      userId: payer.id,
      hotelId: null,
      kind: 'payment_failed',
      params: {},
      dedupeKey: 'x',
    });
    expect(await kindsOf(payer)).toEqual([['payment_failed', null]]);
  });

  it('tells nobody of a hotel that is gone', async () => {
    const warn = vi.fn();
    await notifyHotelMembers(
      { db: testApp.context.db, log: { warn } as unknown as FastifyBaseLogger },
      {
        hotelId: '3f1c1f5e-0000-4000-8000-000000000000',
        kind: 'import_failed',
        params: {},
        dedupeKey: 'gone',
      },
    );
    expect(warn).not.toHaveBeenCalled();
  });
});
