import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { NotificationListResponse } from '@common/notifications/schemas';
import { notificationTexts } from '@common/notifications/texts';
import { hotelTexts } from '@common/hotels/schemas';
import { hotelMembers, hotels } from '../../db/schema';
import { buildHotel, buildMember, buildUser, type SignedInUser } from '../../../test/factories';
import { buildNotification, notificationsOf } from '../../../test/notifications';
import { buildTestApp, requestAs, type TestApp } from '../../../test/test-app';
import { notify, notifyCounted, notifyHotelMembers, removeOldNotifications } from './service';

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
const list = async (user: SignedInUser, hotelId?: string) =>
  (
    await requestAs(testApp, user, 'GET', `/api/notifications${hotelId ? `?hotelId=${hotelId}` : ''}`)
  ).json<NotificationListResponse>();
const markRead = (user: SignedInUser, ids: string[], hotelId?: string) =>
  requestAs(testApp, user, 'POST', '/api/notifications/read', { ids, hotelId });
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

describe('notify', () => {
  it('stores one notification per dedupe key and kind, however often the event is seen', async () => {
    const user = await buildUser(testApp);
    const hotel = await buildHotel(testApp, user.id);
    const entry = {
      hotelId: hotel.id,
      kind: 'ota_expired' as const,
      params: { channel: 'Agoda' },
      dedupeKey: 'ota-1:2026-12-01',
    };
    await notifyHotelMembers(deps(), entry);
    await notifyHotelMembers(deps(), entry);
    // The same key of another kind is another event.
    await notifyHotelMembers(deps(), {
      ...entry,
      kind: 'ota_expiring',
      params: { channel: 'Agoda', expiresAt: '2026-12-01T00:00:00.000Z' },
    });
    const stored = await notificationsOf(testApp, user.id);
    expect(stored.map((row) => [row.kind, row.params, row.hotelId, row.readAt])).toEqual([
      ['ota_expired', { channel: 'Agoda' }, hotel.id, null],
      ['ota_expiring', { channel: 'Agoda', expiresAt: '2026-12-01T00:00:00.000Z' }, hotel.id, null],
    ]);
  });

  it('never throws: a failure is logged and the caller goes on', async () => {
    const warn = vi.fn();
    const log = { warn } as unknown as FastifyBaseLogger;
    await expect(
      notify(
        { db: testApp.context.db, log },
        { userId: 'no-such-user', hotelId: null, kind: 'payment_failed', params: {}, dedupeKey: 'x' },
      ),
    ).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'payment_failed', userId: 'no-such-user' }),
      'recording a notification failed',
    );
    await expect(
      notifyCounted(
        { db: testApp.context.db, log },
        { userId: 'no-such-user', hotelId: null, kind: 'upload_ai_fallback', dedupeKey: 'x' },
      ),
    ).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('refuses params that do not fit the kind, without storing anything', async () => {
    const user = await buildUser(testApp);
    const hotel = await buildHotel(testApp, user.id);
    const warn = vi.fn();
    await notifyHotelMembers(
      { db: testApp.context.db, log: { warn } as unknown as FastifyBaseLogger },
      {
        hotelId: hotel.id,
        kind: 'template_starts',
        params: { templateName: 'Summer', date: 'tomorrow' },
        dedupeKey: 'x',
      },
    );
    expect(warn).toHaveBeenCalledOnce();
    expect(await notificationsOf(testApp, user.id)).toEqual([]);
  });
});

describe('notifyCounted', () => {
  it('counts events into one notification per key and shows it as unread again', async () => {
    const user = await buildUser(testApp);
    const hotel = await buildHotel(testApp, user.id);
    const entry = {
      userId: user.id,
      hotelId: hotel.id,
      kind: 'upload_ai_fallback' as const,
      dedupeKey: 'batch-1',
    };
    await notifyCounted(deps(), entry);
    await notifyCounted(deps(), entry);
    const [first] = await notificationsOf(testApp, user.id);
    expect(first?.params).toEqual({ count: 2 });
    expect((await markRead(user, [first!.id])).json()).toEqual({ unreadCount: 0 });

    await notifyCounted(deps(), entry);
    await notifyCounted(deps(), { ...entry, dedupeKey: 'batch-2' });
    const stored = await notificationsOf(testApp, user.id);
    expect(stored.map((row) => [row.params, row.readAt])).toEqual([
      [{ count: 3 }, null],
      [{ count: 1 }, null],
    ]);
  });
});

describe('GET /api/notifications', () => {
  it('answers the bell of a hotel: its notifications and the user’s account-level ones, newest first', async () => {
    const user = await buildUser(testApp);
    const hotel = await buildHotel(testApp, user.id, { name: 'Seehotel Rosa' });
    const otherHotel = await buildHotel(testApp, user.id, { name: 'Art House Basel' });
    const older = await buildNotification(testApp, user.id, {
      hotelId: hotel.id,
      kind: 'import_succeeded',
      params: { hotelName: 'Seehotel Rosa' },
      createdAt: minutesAgo(30),
    });
    const newer = await buildNotification(testApp, user.id, { createdAt: minutesAgo(5), readAt: new Date() });
    const ofOtherHotel = await buildNotification(testApp, user.id, {
      hotelId: otherHotel.id,
      kind: 'import_failed',
      createdAt: minutesAgo(3),
    });
    await buildNotification(testApp, owner.id, { createdAt: minutesAgo(1) });

    const response = await requestAs(testApp, user, 'GET', `/api/notifications?hotelId=${hotel.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      notifications: [
        {
          id: newer.id,
          kind: 'payment_failed',
          params: {},
          hotelId: null,
          hotelName: null,
          read: true,
          createdAt: newer.createdAt.toISOString(),
        },
        {
          id: older.id,
          kind: 'import_succeeded',
          params: { hotelName: 'Seehotel Rosa' },
          hotelId: hotel.id,
          hotelName: 'Seehotel Rosa',
          read: false,
          createdAt: older.createdAt.toISOString(),
        },
      ],
      unreadCount: 1,
    });
    const unread = (query: string) =>
      requestAs(testApp, user, 'GET', `/api/notifications/unread-count${query}`).then((answer) =>
        answer.json(),
      );
    expect(await unread(`?hotelId=${hotel.id}`)).toEqual({ unreadCount: 1 });
    // The other hotel's bell has its own, and the account-level ones; without a hotel, those alone.
    expect((await list(user, otherHotel.id)).notifications.map((row) => row.id)).toEqual([
      ofOtherHotel.id,
      newer.id,
    ]);
    expect(await unread(`?hotelId=${otherHotel.id}`)).toEqual({ unreadCount: 1 });
    expect((await list(user)).notifications.map((row) => row.id)).toEqual([newer.id]);
    expect(await unread('')).toEqual({ unreadCount: 0 });
  });

  it('answers 404 for the bell of a hotel the user does not work on, or no longer', async () => {
    const user = await buildUser(testApp);
    const hotel = await buildHotel(testApp, owner.id);
    const editor = await buildMember(testApp, hotel.id, 'editor');
    await buildNotification(testApp, editor.id, { hotelId: hotel.id, kind: 'import_failed' });
    expect((await list(editor, hotel.id)).unreadCount).toBe(1);
    for (const hotelId of [hotel.id, 'not-an-id', '3f1c1f5e-0000-4000-8000-000000000000']) {
      const response = await requestAs(testApp, user, 'GET', `/api/notifications?hotelId=${hotelId}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe(hotelTexts.hotelNotFound);
    }
    // Removed from the team: their remembered bell of that hotel is gone at their next ask.
    await testApp.context.db
      .delete(hotelMembers)
      .where(and(eq(hotelMembers.hotelId, hotel.id), eq(hotelMembers.userId, editor.id)));
    expect(
      (await requestAs(testApp, editor, 'GET', `/api/notifications/unread-count?hotelId=${hotel.id}`))
        .statusCode,
    ).toBe(404);
    expect(
      (await requestAs(testApp, editor, 'GET', `/api/notifications?hotelId=${hotel.id}&hotelId=${hotel.id}`))
        .statusCode,
    ).toBe(400);
    for (const query of ['hotelId=%00', `hotelId=${'x'.repeat(10_000)}`, 'hotelId[a]=1'])
      expect(
        (await requestAs(testApp, editor, 'GET', `/api/notifications?${query}`)).statusCode,
      ).toBeLessThan(500);
    const [notice] = await notificationsOf(testApp, editor.id);
    for (const hotelId of ['\u0000', 42, ['x'], 'y'.repeat(100)])
      expect((await markRead(editor, [notice!.id], hotelId as string)).statusCode).toBe(400);
  });

  it('answers at most the newest 50, and counts every unread one', async () => {
    const user = await buildUser(testApp);
    for (let index = 0; index < 52; index++)
      await buildNotification(testApp, user.id, { createdAt: minutesAgo(100 - index) });
    const { notifications, unreadCount } = await list(user);
    expect(notifications).toHaveLength(50);
    expect(unreadCount).toBe(52);
    const times = notifications.map((notification) => notification.createdAt);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('answers an empty list to a new user', async () => {
    expect(await list(await buildUser(testApp))).toEqual({ notifications: [], unreadCount: 0 });
  });

  it('shows a new notification and a renamed hotel at once, though the lists it answered are remembered', async () => {
    const user = await buildUser(testApp);
    const hotel = await buildHotel(testApp, user.id, { name: 'Haus Alpenblick' });
    const otherHotel = await buildHotel(testApp, user.id, { name: 'Haus Talblick' });
    expect((await list(user, hotel.id)).unreadCount).toBe(0);
    expect((await list(user, otherHotel.id)).unreadCount).toBe(0);
    expect((await list(user)).unreadCount).toBe(0);
    // Written straight to the database, past the service: the database announces it.
    await buildNotification(testApp, user.id, { hotelId: hotel.id, createdAt: minutesAgo(2) });
    const after = await list(user, hotel.id);
    expect(after.unreadCount).toBe(1);
    expect(after.notifications.map((notification) => notification.hotelName)).toEqual(['Haus Alpenblick']);
    expect((await list(user, otherHotel.id)).unreadCount).toBe(0);
    await buildNotification(testApp, user.id, { createdAt: minutesAgo(1) });
    expect((await list(user, otherHotel.id)).unreadCount).toBe(1);
    expect((await list(user)).unreadCount).toBe(1);
    await testApp.context.db.update(hotels).set({ name: 'Haus Bergblick' }).where(eq(hotels.id, hotel.id));
    expect((await list(user, hotel.id)).notifications.map((notification) => notification.hotelName)).toEqual([
      null,
      'Haus Bergblick',
    ]);
  });
});

describe('POST /api/notifications/read', () => {
  it('marks the given notifications read and answers the unread count left', async () => {
    const user = await buildUser(testApp);
    const [a, b, c] = [
      await buildNotification(testApp, user.id),
      await buildNotification(testApp, user.id),
      await buildNotification(testApp, user.id),
    ];
    const response = await markRead(user, [a!.id, b!.id, a!.id]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ unreadCount: 1 });
    const stored = await notificationsOf(testApp, user.id);
    expect(
      stored
        .filter((row) => row.readAt !== null)
        .map((row) => row.id)
        .sort(),
    ).toEqual([a!.id, b!.id].sort());
    // Marking again changes nothing.
    const readAt = stored.find((row) => row.id === a!.id)?.readAt;
    expect((await markRead(user, [a!.id, c!.id])).json()).toEqual({ unreadCount: 0 });
    expect((await notificationsOf(testApp, user.id)).find((row) => row.id === a!.id)?.readAt).toEqual(readAt);
  });

  it('answers the unread count of the bell it was marked in', async () => {
    const user = await buildUser(testApp);
    const hotel = await buildHotel(testApp, user.id);
    const otherHotel = await buildHotel(testApp, user.id);
    const [ofHotel, ofOther, own] = [
      await buildNotification(testApp, user.id, {
        hotelId: hotel.id,
        kind: 'import_failed',
        createdAt: minutesAgo(3),
      }),
      await buildNotification(testApp, user.id, {
        hotelId: otherHotel.id,
        kind: 'import_failed',
        createdAt: minutesAgo(2),
      }),
      await buildNotification(testApp, user.id, { createdAt: minutesAgo(1) }),
    ];
    expect((await markRead(user, [ofHotel.id], hotel.id)).json()).toEqual({ unreadCount: 1 });
    expect((await markRead(user, [own.id], otherHotel.id)).json()).toEqual({ unreadCount: 1 });
    expect((await list(user, otherHotel.id)).notifications.map((row) => [row.id, row.read])).toEqual([
      [own.id, true],
      [ofOther.id, false],
    ]);
    // A hotel the user does not work on: 404, and nothing is marked.
    const foreignHotel = await buildHotel(testApp, owner.id);
    expect((await markRead(user, [ofOther.id], foreignHotel.id)).statusCode).toBe(404);
    expect((await list(user, otherHotel.id)).unreadCount).toBe(1);
  });

  it('answers 404 for another user’s notification and marks nothing, not even the caller’s own', async () => {
    const user = await buildUser(testApp);
    const own = await buildNotification(testApp, user.id);
    const foreign = await buildNotification(testApp, owner.id);
    const response = await markRead(user, [own.id, foreign.id]);
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe(notificationTexts.notFound);
    expect((await list(user)).unreadCount).toBe(1);
    expect((await list(owner)).notifications.find((row) => row.id === foreign.id)?.read).toBe(false);
    expect((await markRead(user, ['3f1c1f5e-0000-4000-8000-000000000000'])).statusCode).toBe(404);
  });

  it('refuses ids that are not ids, an empty list and more than a panel holds', async () => {
    const user = await buildUser(testApp);
    expect((await markRead(user, ['not-a-uuid'])).statusCode).toBe(400);
    expect((await markRead(user, [])).statusCode).toBe(400);
    const many = Array.from({ length: 51 }, () => '3f1c1f5e-0000-4000-8000-000000000000');
    expect((await markRead(user, many)).statusCode).toBe(400);
    expect((await requestAs(testApp, user, 'POST', '/api/notifications/read', {})).statusCode).toBe(400);
  });
});

describe('retention', () => {
  it('removes notifications older than 90 days, read or not, and keeps the rest', async () => {
    const user = await buildUser(testApp);
    const now = new Date();
    const daysBefore = (days: number) => new Date(now.getTime() - days * 24 * 3600_000);
    await buildNotification(testApp, user.id, { createdAt: daysBefore(91) });
    await buildNotification(testApp, user.id, { createdAt: daysBefore(95), readAt: daysBefore(94) });
    const kept = await buildNotification(testApp, user.id, { createdAt: daysBefore(89) });
    await removeOldNotifications(testApp.context.db, now);
    expect((await notificationsOf(testApp, user.id)).map((row) => row.id)).toEqual([kept.id]);
  });
});
