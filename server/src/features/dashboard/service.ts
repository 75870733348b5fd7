import {
  contentChecklist,
  hasAnyContent,
  optimizationScore,
  type ContentScoreInputs,
} from '@common/dashboard/content-score';
import { dashboardFigure, dashboardWindows, hotelExistedAt } from '@common/dashboard/figures';
import { readinessChannels } from '@common/channels/readiness';
import type {
  ContentScore,
  ContentScoreChannel,
  DashboardHotel,
  DashboardStats,
} from '@common/dashboard/schemas';
import type { AppContext } from '../../http/context';
import type { RememberedAnswers } from '../../lib/remembered-answers';
import { getHotelReadiness, type HotelReadiness, type ReadinessDeps } from '../channel-readiness/service';
import { listHotels, requireMemberHotel } from '../hotels/service';
import { findChannelCounts, findContentCounts, type ContentCounts } from './repository';

/** What the cards read; the content score also reads the channel readiness (features/channel-readiness). */
export type StatsDeps = Pick<AppContext, 'db'> & { answers: RememberedAnswers };
export type DashboardDeps = StatsDeps & { readiness: ReadinessDeps };
type OwnedHotel = Awaited<ReturnType<typeof requireMemberHotel>>;

/**
 * The dashboard reads its clock rounded down to the minute: the content counts are then remembered per hotel
 * version and minute, and the windows' edges move once a minute (recent content counts at once, since the recent
 * window has no end).
 */
const toMinute = (now: Date) => new Date(Math.floor(now.getTime() / 60_000) * 60_000);

/**
 * The hotel's content counts, remembered per assets, content and templates version (raised by the database with
 * every change they count) and per minute, so a dashboard under load costs one query per hotel and minute.
 */
function contentCounts({ db, answers }: StatsDeps, hotel: OwnedHotel, clock: Date): Promise<ContentCounts> {
  const { recentSince, previousSince } = dashboardWindows(clock);
  const key = [
    hotel.id,
    hotel.assetsVersion,
    hotel.contentVersion,
    hotel.templatesVersion,
    'dashboard',
    clock.getTime(),
  ];
  return answers.remember(key, () =>
    findContentCounts(db, {
      hotelId: hotel.id,
      recentSince,
      previousSince,
    }),
  );
}

/**
 * The hotel's channel counts, remembered for at most a second. A connection's status changes without raising any
 * hotel version (no trigger announces it), so these cannot be remembered by version like the content counts; yet
 * reading them on every request would cost the embedded database one query per request under load. A second's
 * delay is below what a person can notice between connecting a channel and opening the dashboard.
 */
function channelCounts({ db, answers }: StatsDeps, hotelId: string, now: Date) {
  const second = Math.floor(now.getTime() / 1000) * 1000;
  const { recentSince } = dashboardWindows(toMinute(now));
  return answers.remember([hotelId, 'dashboard-channels', second], () =>
    findChannelCounts(db, { hotelId, now: new Date(second), recentSince }),
  );
}

const recentUpdates = (counts: ContentCounts) =>
  counts.recentAssets + counts.recentDescriptions + counts.recentTemplates;

/**
 * The three cards for the user and their active hotel at `now` (figures defined in common/src/dashboard/figures.ts):
 * Active Properties, Connected OTAs and Content Updates, each with last month's value. 404 for another user's hotel.
 */
export async function getDashboardStats(
  deps: StatsDeps,
  userId: string,
  hotelId: string,
  now: Date,
): Promise<DashboardStats> {
  const hotel = await requireMemberHotel(deps.db, userId, hotelId);
  const clock = toMinute(now);
  const { recentSince } = dashboardWindows(clock);
  const [hotels, content, channels] = await Promise.all([
    listHotels(deps.db, userId),
    contentCounts(deps, hotel, clock),
    channelCounts(deps, hotelId, now),
  ]);
  const hotelsLastMonth = hotels.filter((row) =>
    hotelExistedAt({ createdAt: new Date(row.createdAt) }, recentSince),
  );
  return {
    activeProperties: dashboardFigure(hotels.length, hotelsLastMonth.length),
    connectedOtas: dashboardFigure(channels.connected, channels.connectedLastMonth),
    contentUpdates: dashboardFigure(
      recentUpdates(content),
      content.previousAssets + content.previousDescriptions + content.previousTemplates,
    ),
  };
}

/**
 * Each channel's status with its failing and warning rules, in the matrix's order; AlpineBits only for a hotel
 * that pushes through it (a channel manager is the hotel's choice, not a channel every hotel is on).
 */
const channelSummary = ({ summary, alpineBitsConnected }: HotelReadiness): ContentScoreChannel[] =>
  readinessChannels
    .filter((channel) => channel !== 'alpinebits' || alpineBitsConnected)
    .map((channel) => ({
      channel,
      status: summary[channel].status,
      fail: summary[channel].fail,
      warn: summary[channel].warn,
    }));

/**
 * The rooms that Booking.com's 'At least 4 photos per room type' rule finds failing, so the checklist's 'Give
 * every room 4 photos' counts exactly the rooms the /channels page names: one evaluation says both.
 */
function roomsFailingPhotoRule({ answer }: HotelReadiness): number {
  const booking = answer.readiness.find((channel) => channel.channel === 'booking');
  const outcome = booking?.outcomes.find((rule) => rule.ruleId === 'booking.roomPhotos');
  return new Set(outcome?.items.filter((item) => item.kind === 'room').map((item) => item.id)).size;
}

/**
 * What the score and the checklist read. From the channel readiness: the number of rooms Booking.com's photo
 * rule fails and each served language's texts; the chain's list, which shows scores only, leaves them out (the
 * score reads neither).
 */
async function scoreInputs(
  deps: StatsDeps,
  hotel: OwnedHotel,
  now: Date,
  readiness?: HotelReadiness,
): Promise<ContentScoreInputs> {
  const roomsFailingPhotos = readiness ? roomsFailingPhotoRule(readiness) : 0;
  const [content, channels] = await Promise.all([
    contentCounts(deps, hotel, toMinute(now)),
    channelCounts(deps, hotel.id, now),
  ]);
  return {
    channels: {
      total: channels.total,
      connected: channels.connected,
      broken: channels.total - channels.connected,
    },
    photos: { total: content.photos, uncategorised: content.uncategorisedPhotos },
    descriptions: { count: content.descriptions, longest: content.longestDescription },
    recentUpdates: recentUpdates(content),
    rooms: {
      total: content.rooms,
      withoutPhotos: content.roomsWithoutPhotos,
      // Rooms with photos that Booking.com's rule still fails (every room without photos fails it too).
      withFewPhotos: Math.max(roomsFailingPhotos - content.roomsWithoutPhotos, 0),
    },
    amenities: content.amenities,
    templates: content.templates,
    languages: readiness?.languages ?? [],
  };
}

/**
 * The active hotel's content score (spec part 1, section 9) with its checklist at `now`, the checklist's room
 * photos and languages as the channel readiness counts them. 404 for another user's hotel.
 */
export async function getContentScore(
  deps: DashboardDeps,
  userId: string,
  hotelId: string,
  now: Date,
): Promise<ContentScore> {
  const hotel = await requireMemberHotel(deps.db, userId, hotelId);
  const readiness = await getHotelReadiness(deps.readiness, userId, hotelId);
  const inputs = await scoreInputs(deps, hotel, now, readiness);
  return {
    score: optimizationScore(inputs),
    checklist: contentChecklist(inputs),
    inputs,
    channels: channelSummary(readiness),
  };
}

/** Each of the user's hotels, oldest first, with its score: a chain's overview. */
export async function listDashboardHotels(
  deps: StatsDeps,
  userId: string,
  now: Date,
): Promise<DashboardHotel[]> {
  const hotels = await listHotels(deps.db, userId);
  return Promise.all(
    hotels.map(async ({ id, name }) => {
      const inputs = await scoreInputs(deps, await requireMemberHotel(deps.db, userId, id), now);
      return { id, name, score: optimizationScore(inputs), hasContent: hasAnyContent(inputs) };
    }),
  );
}
