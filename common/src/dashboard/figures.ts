/**
 * The dashboard's three figures (spec part 1, section 2 "Dashboard", section 7 "Dashboard counts", section 9),
 * defined once here: the server counts with SQL that follows these rules (features/dashboard/repository.ts, checked
 * against them in its tests) and the web app only shows what it is given. docs/decisions/013 says why.
 *
 * - Active Properties: the user's hotels. Last month: the hotels that already existed 30 days ago.
 * - Connected OTAs: the active hotel's connections whose status is 'connected' and whose saved login has not
 *   expired. Last month: the connections that existed 30 days ago and were not yet known to be broken then.
 * - Content Updates: the active hotel's assets, hotel descriptions and templates created or changed in the last
 *   30 days. Last month: the same count for the 30 days before that.
 *
 * Each change is the figure minus last month's figure, a whole number ('+3', '-1'); it is good news at zero or
 * above.
 */

export const dashboardWindowDays = 30;
const dayMs = 24 * 3600_000;

/**
 * The two windows of a month-over-month figure, at `now`: recent is [recentSince, now], previous is
 * [previousSince, recentSince). The recent window has no end, so something saved a moment after `now` (the
 * server reads a clock rounded to the minute) still counts as recent.
 */
export interface DashboardWindows {
  recentSince: Date;
  previousSince: Date;
}

export function dashboardWindows(now: Date): DashboardWindows {
  return {
    recentSince: new Date(now.getTime() - dashboardWindowDays * dayMs),
    previousSince: new Date(now.getTime() - 2 * dashboardWindowDays * dayMs),
  };
}

/** A content row's dates: every counted row has both; updated_at is set at creation and raised on every edit. */
export interface ChangedRow {
  createdAt: Date;
  updatedAt: Date;
}

/**
 * Whether a content row counts in a window: it was created or last changed in it. Only the last change is
 * kept, so a row changed in both windows counts in the previous one only if it was created there.
 */
export function changedWithin(row: ChangedRow, since: Date, until: Date | null): boolean {
  const inWindow = (moment: Date) => moment >= since && (until === null || moment < until);
  return inWindow(row.createdAt) || inWindow(row.updatedAt);
}

export const countsAsRecentUpdate = (row: ChangedRow, windows: DashboardWindows) =>
  changedWithin(row, windows.recentSince, null);

export const countsAsPreviousUpdate = (row: ChangedRow, windows: DashboardWindows) =>
  changedWithin(row, windows.previousSince, windows.recentSince);

/** A hotel counts as an active property at a moment once it exists. */
export const hotelExistedAt = (hotel: { createdAt: Date }, moment: Date) => hotel.createdAt < moment;

export interface ChannelRow {
  status: 'connected' | 'disconnected' | 'error';
  cookieExpiryDate: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

/** Connected now: marked connected and its saved login's cookies have not expired (as the OTA page shows it). */
export const channelConnectedAt = (channel: ChannelRow, now: Date) =>
  channel.status === 'connected' && (channel.cookieExpiryDate === null || channel.cookieExpiryDate > now);

/**
 * Connected at a past moment, as far as the row tells: it existed then, and it is either connected now or its
 * status last changed after that moment (a connection starts connected; no history of its status is kept).
 */
export const channelConnectedBefore = (channel: ChannelRow, moment: Date) =>
  channel.createdAt < moment && (channel.status === 'connected' || channel.updatedAt >= moment);

/** A figure with last month's value and the change between them. */
export interface DashboardFigure {
  value: number;
  lastMonth: number;
  change: number;
}

export const dashboardFigure = (value: number, lastMonth: number): DashboardFigure => ({
  value,
  lastMonth,
  change: value - lastMonth,
});

/** Green at zero or above, red below (spec part 1, section 2). */
export const changeTone = (change: number): 'up' | 'down' => (change >= 0 ? 'up' : 'down');

/** The change as shown: always signed, so the colour is never the only signal ('+3', '0', '-1'). */
export const formatChange = (change: number) =>
  change > 0 ? `+${change}` : change < 0 ? `−${-change}` : '0';
