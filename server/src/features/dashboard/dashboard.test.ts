import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  channelConnectedAt,
  channelConnectedBefore,
  countsAsPreviousUpdate,
  countsAsRecentUpdate,
  dashboardWindows,
} from '@common/dashboard/figures';
import type { HotelReadinessResponse } from '@common/channels/readiness';
import type {
  ContentScoreResponse,
  DashboardHotelsResponse,
  DashboardStatsResponse,
} from '@common/dashboard/schemas';
import { hotelDescriptions, hotelFeatures, otas, roomAssets, templates } from '../../db/schema';
import {
  buildHotel,
  buildImageAsset,
  buildOta,
  buildRoom,
  buildUser,
  type SignedInUser,
} from '../../../test/factories';
import { buildAlpineBitsConnection } from '../../../test/alpinebits';
import { buildTestApp, requestAs, type TestApp } from '../../../test/test-app';
import { RememberedAnswers } from '../../lib/remembered-answers';
import { getDashboardStats } from './service';

let testApp: TestApp;
let owner: SignedInUser;
beforeAll(async () => {
  testApp = await buildTestApp();
  owner = await buildUser(testApp);
});
afterAll(async () => {
  await testApp.close();
});

const db = () => testApp.context.db;
const get = <T>(url: string, user = owner) =>
  requestAs(testApp, user, 'GET', url).then((response) => ({
    status: response.statusCode,
    body: response.json<T>(),
  }));
const dayMs = 24 * 3600_000;
const before = (now: Date, days: number) => new Date(now.getTime() - days * dayMs);
const daysAgo = (days: number) => before(new Date(), days);

async function buildTemplate(hotelId: string, dates: { createdAt: Date; updatedAt?: Date }) {
  await db()
    .insert(templates)
    .values({
      hotelId,
      name: 'Summer offer',
      createdAt: dates.createdAt,
      updatedAt: dates.updatedAt ?? dates.createdAt,
    });
}

async function buildDescription(
  hotelId: string,
  content: string,
  dates: { createdAt: Date; updatedAt?: Date },
) {
  await db()
    .insert(hotelDescriptions)
    .values({ hotelId, content, createdAt: dates.createdAt, updatedAt: dates.updatedAt ?? dates.createdAt });
}

async function ageOta(otaId: string, dates: { createdAt: Date; updatedAt: Date }) {
  await db().update(otas).set(dates).where(eq(otas.id, otaId));
}

describe('GET /api/hotels/:hotelId/dashboard/stats', () => {
  it('counts the hotels, connected channels and content changed this month, each against last month', async () => {
    const user = await buildUser(testApp);
    const hotel = await buildHotel(testApp, user.id, { createdAt: daysAgo(90) });
    await buildHotel(testApp, user.id, { createdAt: daysAgo(40) });
    await buildHotel(testApp, user.id, { createdAt: daysAgo(2) });
    // Content: this month 2 assets (one old, edited), 1 template, 1 description; last month 3 assets, 1 template.
    await buildImageAsset(testApp, hotel.id, { createdAt: daysAgo(3), updatedAt: daysAgo(3) });
    await buildImageAsset(testApp, hotel.id, { createdAt: daysAgo(80), updatedAt: daysAgo(1) });
    for (const days of [35, 50, 59])
      await buildImageAsset(testApp, hotel.id, { createdAt: daysAgo(days), updatedAt: daysAgo(days) });
    await buildImageAsset(testApp, hotel.id, { createdAt: daysAgo(70), updatedAt: daysAgo(65) });
    await buildTemplate(hotel.id, { createdAt: daysAgo(10) });
    await buildTemplate(hotel.id, { createdAt: daysAgo(45) });
    await buildDescription(hotel.id, 'A quiet hotel by the lake.', { createdAt: daysAgo(5) });
    // Channels: booking connected for long, expedia connected this month, agoda broken two months ago.
    const { ota: booking } = await buildOta(testApp, hotel.id, { type: 'booking' });
    await ageOta(booking.id, { createdAt: daysAgo(60), updatedAt: daysAgo(60) });
    await buildOta(testApp, hotel.id, { type: 'expedia' });
    const { ota: agoda } = await buildOta(testApp, hotel.id, { type: 'agoda', status: 'disconnected' });
    await ageOta(agoda.id, { createdAt: daysAgo(90), updatedAt: daysAgo(61) });

    const { status, body } = await get<DashboardStatsResponse>(
      `/api/hotels/${hotel.id}/dashboard/stats`,
      user,
    );
    expect(status).toBe(200);
    expect(body.stats).toEqual({
      activeProperties: { value: 3, lastMonth: 2, change: 1 },
      connectedOtas: { value: 2, lastMonth: 1, change: 1 },
      contentUpdates: { value: 4, lastMonth: 4, change: 0 },
    });
  });

  it('shows a drop as a negative change', async () => {
    const hotel = await buildHotel(testApp, owner.id);
    for (const days of [40, 45])
      await buildImageAsset(testApp, hotel.id, { createdAt: daysAgo(days), updatedAt: daysAgo(days) });
    const { ota } = await buildOta(testApp, hotel.id, { status: 'error' });
    await ageOta(ota.id, { createdAt: daysAgo(50), updatedAt: daysAgo(3) });
    const { body } = await get<DashboardStatsResponse>(`/api/hotels/${hotel.id}/dashboard/stats`);
    expect(body.stats.contentUpdates).toEqual({ value: 0, lastMonth: 2, change: -2 });
    expect(body.stats.connectedOtas).toEqual({ value: 0, lastMonth: 1, change: -1 });
  });

  it('does not count a connection whose saved login has expired as connected', async () => {
    const hotel = await buildHotel(testApp, owner.id);
    await buildOta(testApp, hotel.id, { cookieExpiryDate: daysAgo(1) });
    const { body } = await get<DashboardStatsResponse>(`/api/hotels/${hotel.id}/dashboard/stats`);
    expect(body.stats.connectedOtas.value).toBe(0);
  });

  it('follows a content change at once, although the counts are remembered', async () => {
    const hotel = await buildHotel(testApp, owner.id);
    const url = `/api/hotels/${hotel.id}/dashboard/stats`;
    expect((await get<DashboardStatsResponse>(url)).body.stats.contentUpdates.value).toBe(0);
    await buildImageAsset(testApp, hotel.id);
    await buildTemplate(hotel.id, { createdAt: new Date() });
    await buildDescription(hotel.id, 'Neu', { createdAt: new Date() });
    expect((await get<DashboardStatsResponse>(url)).body.stats.contentUpdates.value).toBe(3);
  });

  it("answers 404 for another user's hotel and for an id that is no hotel", async () => {
    const stranger = await buildUser(testApp);
    const hotel = await buildHotel(testApp, owner.id);
    expect((await get(`/api/hotels/${hotel.id}/dashboard/stats`, stranger)).status).toBe(404);
    expect((await get('/api/hotels/not-a-hotel/dashboard/stats')).status).toBe(404);
  });
});

describe('the figures on a fixed clock', () => {
  const now = new Date('2026-11-24T12:00:30.000Z');
  const deps = () => ({ db: db(), answers: new RememberedAnswers(10) });

  it('agree with the rules of common/src/dashboard/figures.ts for rows on either side of each edge', async () => {
    const user = await buildUser(testApp);
    const hotel = await buildHotel(testApp, user.id, { createdAt: before(now, 100) });
    const clock = new Date('2026-11-24T12:00:00.000Z');
    const windows = dashboardWindows(clock);
    const second = 1000;
    const moments = [
      new Date(now.getTime() + 15 * second),
      clock,
      windows.recentSince,
      new Date(windows.recentSince.getTime() - second),
      before(clock, 45),
      windows.previousSince,
      new Date(windows.previousSince.getTime() - second),
      before(clock, 90),
    ];
    const rows = moments.flatMap((createdAt) =>
      moments.filter((updatedAt) => updatedAt >= createdAt).map((updatedAt) => ({ createdAt, updatedAt })),
    );
    for (const row of rows) await buildImageAsset(testApp, hotel.id, row);
    const channels = [
      { type: 'booking', status: 'connected', createdAt: before(clock, 40), updatedAt: before(clock, 40) },
      { type: 'expedia', status: 'disconnected', createdAt: before(clock, 40), updatedAt: before(clock, 10) },
      { type: 'agoda', status: 'error', createdAt: before(clock, 40), updatedAt: before(clock, 31) },
      { type: 'hrs', status: 'connected', createdAt: windows.recentSince, updatedAt: windows.recentSince },
    ] as const;
    for (const { type, status, createdAt, updatedAt } of channels) {
      const { ota } = await buildOta(testApp, hotel.id, { type, status, cookieExpiryDate: null });
      await ageOta(ota.id, { createdAt, updatedAt });
    }

    const stats = await getDashboardStats(deps(), user.id, hotel.id, now);
    const recent = rows.filter((row) => countsAsRecentUpdate(row, windows)).length;
    const previous = rows.filter((row) => countsAsPreviousUpdate(row, windows)).length;
    expect(stats.contentUpdates).toEqual({ value: recent, lastMonth: previous, change: recent - previous });
    // 36 rows: 21 changed in the last 30 days, 21 created or last changed in the 30 days before.
    expect([recent, previous]).toEqual([21, 21]);
    const rowsOfChannels = channels.map((channel) => ({ ...channel, cookieExpiryDate: null }));
    const connected = rowsOfChannels.filter((channel) => channelConnectedAt(channel, clock)).length;
    const connectedThen = rowsOfChannels.filter((channel) =>
      channelConnectedBefore(channel, windows.recentSince),
    ).length;
    expect(stats.connectedOtas).toEqual({ value: connected, lastMonth: connectedThen, change: 0 });
    // booking and hrs now; booking and expedia (broken 10 days ago) then.
    expect([connected, connectedThen]).toEqual([2, 2]);
  });

  it('follows a channel change within a second', async () => {
    const user = await buildUser(testApp);
    const hotel = await buildHotel(testApp, user.id);
    const dependencies = deps();
    const connectedAt = (clock: Date) =>
      getDashboardStats(dependencies, user.id, hotel.id, clock).then((stats) => stats.connectedOtas.value);
    const clock = new Date();
    expect(await connectedAt(clock)).toBe(0);
    const { ota } = await buildOta(testApp, hotel.id);
    // Remembered for the rest of that second, then read again.
    expect(await connectedAt(clock)).toBe(0);
    expect(await connectedAt(new Date(clock.getTime() + 1000))).toBe(1);
    await db().update(otas).set({ status: 'disconnected' }).where(eq(otas.id, ota.id));
    expect(await connectedAt(new Date(clock.getTime() + 2000))).toBe(0);
  });

  it('moves the windows with the clock', async () => {
    const user = await buildUser(testApp);
    const hotel = await buildHotel(testApp, user.id, { createdAt: before(now, 100) });
    await buildImageAsset(testApp, hotel.id, { createdAt: before(now, 20), updatedAt: before(now, 20) });
    await buildTemplate(hotel.id, { createdAt: before(now, 50) });
    const at = (clock: Date) =>
      getDashboardStats(deps(), user.id, hotel.id, clock).then((stats) => stats.contentUpdates);
    expect(await at(now)).toEqual({ value: 1, lastMonth: 1, change: 0 });
    expect(await at(before(now, -15))).toEqual({ value: 0, lastMonth: 1, change: -1 });
    expect(await at(before(now, 25))).toEqual({ value: 2, lastMonth: 0, change: 2 });
  });
});

describe('GET /api/hotels/:hotelId/dashboard/content-score', () => {
  it('scores a sample hotel and says what raises its score, with counts', async () => {
    const hotel = await buildHotel(testApp, owner.id);
    const photos = [];
    for (const category of ['Room Photos', 'Room Photos', 'Property', 'Other']) {
      photos.push(await buildImageAsset(testApp, hotel.id, { category }));
    }
    const [first, second, third] = photos;
    const full = await buildRoom(testApp, hotel.id, { name: 'Suite' });
    const few = await buildRoom(testApp, hotel.id, { name: 'Double' });
    await buildRoom(testApp, hotel.id, { name: 'Single' });
    await db()
      .insert(roomAssets)
      .values([
        ...photos.map((photo, index) => ({
          roomId: full.id,
          assetId: photo.id,
          displayOrder: index,
          isCover: index === 0,
        })),
        { roomId: few.id, assetId: first!.id, displayOrder: 0, isCover: true },
        { roomId: few.id, assetId: second!.id, displayOrder: 1 },
        { roomId: few.id, assetId: third!.id, displayOrder: 2 },
      ]);
    await buildDescription(hotel.id, 'x'.repeat(300), { createdAt: new Date() });
    await db()
      .insert(hotelFeatures)
      .values(
        ['free-wifi', 'free-parking', 'restaurant', 'card-visa'].map((featureId) => ({
          hotelId: hotel.id,
          featureId,
          active: true,
        })),
      );
    await db().insert(hotelFeatures).values({ hotelId: hotel.id, featureId: 'bar', active: false });
    await buildOta(testApp, hotel.id, { type: 'booking' });
    await buildOta(testApp, hotel.id, { type: 'expedia', status: 'error' });

    const { status, body } = await get<ContentScoreResponse>(
      `/api/hotels/${hotel.id}/dashboard/content-score`,
    );
    expect(status).toBe(200);
    const { score, checklist, inputs } = body.contentScore;
    expect(inputs).toEqual({
      channels: { total: 2, connected: 1, broken: 1 },
      photos: { total: 4, uncategorised: 1 },
      descriptions: { count: 1, longest: 300 },
      recentUpdates: 5,
      rooms: { total: 3, withoutPhotos: 1, withFewPhotos: 1 },
      amenities: 3,
      templates: 0,
      // It serves its primary language only (language-hints.test.ts has the others).
      languages: [],
    });
    // 1/2 * 30 + (4 + 1) * 0.2 + 5 / 10 * 30 = 15 + 1 + 15
    expect(score).toBe(31);
    // Each item's kind and numbers, no English words: the web's catalogue says '4 of 10 photos' in its language.
    const item = (kind: string, current: number, target: number, unit: string, href: string) => ({
      kind,
      current,
      target,
      unit,
      done: current === target,
      href,
    });
    expect(checklist).toEqual([
      item('photos', 4, 10, 'photos', '/all-content'),
      item('description', 300, 700, 'characters', '/active-content'),
      item('template', 0, 1, 'templates', '/templates'),
      item('channel', 1, 1, 'channels', '/ota'),
      item('photosForFullMarks', 4, 25, 'photos', '/all-content'),
      item('roomPhotos', 1, 3, 'rooms', '/active-content/rooms'),
      item('categorisedPhotos', 3, 4, 'photos', '/all-content'),
      item('amenities', 3, 15, 'facilities', '/active-content'),
      item('workingChannels', 1, 2, 'channels', '/ota'),
    ]);
  });

  it("counts a room's photos as Booking.com's rule does and sums each channel's readiness", async () => {
    const hotel = await buildHotel(testApp, owner.id);
    const room = await buildRoom(testApp, hotel.id, { name: 'Deluxe Double Room' });
    // Four photos linked, but one original is lost in storage: no channel can be sent it (issue 32).
    const photos = [
      await buildImageAsset(testApp, hotel.id, { originalMissing: true }),
      ...(await Promise.all([1, 2, 3].map(() => buildImageAsset(testApp, hotel.id)))),
    ];
    await db()
      .insert(roomAssets)
      .values(
        photos.map((photo, index) => ({
          roomId: room.id,
          assetId: photo.id,
          displayOrder: index,
          isCover: index === 0,
        })),
      );

    const score = (await get<ContentScoreResponse>(`/api/hotels/${hotel.id}/dashboard/content-score`)).body
      .contentScore;
    const readiness = (await get<HotelReadinessResponse>(`/api/hotels/${hotel.id}/channel-readiness`)).body
      .readiness;
    const roomPhotoRule = readiness
      .find((channel) => channel.channel === 'booking')!
      .outcomes.find((rule) => rule.ruleId === 'booking.roomPhotos')!;
    expect(roomPhotoRule.items.map((item) => item.id)).toEqual([room.id]);
    expect(score.checklist.find((item) => item.kind === 'roomPhotos')).toMatchObject({
      current: 0,
      target: 1,
      done: false,
    });
    const summaryOf = (channels: HotelReadinessResponse['readiness']) =>
      channels.map(({ channel, status, counts }) => ({
        channel,
        status,
        fail: counts.fail,
        warn: counts.warn,
      }));
    // AlpineBits is a channel the hotel chooses: its hints count only once the hotel pushes through it.
    expect(score.channels).toEqual(summaryOf(readiness.filter(({ channel }) => channel !== 'alpinebits')));

    await buildAlpineBitsConnection(testApp, hotel.id);
    const connected = (await get<ContentScoreResponse>(`/api/hotels/${hotel.id}/dashboard/content-score`))
      .body.contentScore;
    const readinessNow = (await get<HotelReadinessResponse>(`/api/hotels/${hotel.id}/channel-readiness`)).body
      .readiness;
    expect(connected.channels.map(({ channel }) => channel)).toContain('alpinebits');
    expect(connected.channels).toEqual(summaryOf(readinessNow));
  });

  it("answers 404 for another user's hotel", async () => {
    const stranger = await buildUser(testApp);
    const hotel = await buildHotel(testApp, owner.id);
    expect((await get(`/api/hotels/${hotel.id}/dashboard/content-score`, stranger)).status).toBe(404);
  });
});

describe('GET /api/dashboard/hotels', () => {
  it("lists the user's hotels oldest first with each one's score, and no one else's", async () => {
    const user = await buildUser(testApp);
    const stranger = await buildUser(testApp);
    const first = await buildHotel(testApp, user.id, { name: 'Seeblick Konstanz', createdAt: daysAgo(10) });
    const second = await buildHotel(testApp, user.id, { name: 'Seeblick Lindau', createdAt: daysAgo(5) });
    await buildHotel(testApp, stranger.id, { name: 'Someone else' });
    for (let index = 0; index < 10; index++) await buildImageAsset(testApp, second.id);
    await buildOta(testApp, second.id);

    const { status, body } = await get<DashboardHotelsResponse>('/api/dashboard/hotels', user);
    expect(status).toBe(200);
    // Lindau: 30 for its one connected channel + 10 * 0.2 + 10 recent updates -> 30 + 2 + 30
    expect(body.hotels).toEqual([
      { id: first.id, name: 'Seeblick Konstanz', score: 0, hasContent: false },
      { id: second.id, name: 'Seeblick Lindau', score: 62, hasContent: true },
    ]);
  });
});
