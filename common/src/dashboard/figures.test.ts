import { describe, expect, it } from 'vitest';
import {
  changeTone,
  channelConnectedAt,
  channelConnectedBefore,
  countsAsPreviousUpdate,
  countsAsRecentUpdate,
  dashboardFigure,
  dashboardWindows,
  formatChange,
  hotelExistedAt,
  type ChannelRow,
} from './figures';

const now = new Date('2026-11-24T12:00:00.000Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 3600_000);
const windows = dashboardWindows(now);
const row = (createdDaysAgo: number, updatedDaysAgo = createdDaysAgo) => ({
  createdAt: daysAgo(createdDaysAgo),
  updatedAt: daysAgo(updatedDaysAgo),
});

describe('the windows of a month-over-month figure', () => {
  it('are the last 30 days and the 30 days before them', () => {
    expect(windows.recentSince.toISOString()).toBe('2026-10-25T12:00:00.000Z');
    expect(windows.previousSince.toISOString()).toBe('2026-09-25T12:00:00.000Z');
  });
});

describe('Content Updates', () => {
  it('counts a row created or changed in the last 30 days, including the first moment of the window', () => {
    expect(countsAsRecentUpdate(row(0), windows)).toBe(true);
    expect(countsAsRecentUpdate(row(30), windows)).toBe(true);
    expect(countsAsRecentUpdate(row(90, 3), windows)).toBe(true);
    expect(countsAsRecentUpdate(row(31), windows)).toBe(false);
  });

  it('counts a row saved after the clock was read (the server rounds its clock down to the minute)', () => {
    const later = new Date(now.getTime() + 40_000);
    expect(countsAsRecentUpdate({ createdAt: later, updatedAt: later }, windows)).toBe(true);
  });

  it('counts in last month a row created or last changed 30 to 60 days ago', () => {
    expect(countsAsPreviousUpdate(row(45), windows)).toBe(true);
    expect(countsAsPreviousUpdate(row(90, 59), windows)).toBe(true);
    expect(countsAsPreviousUpdate(row(30), windows)).toBe(false);
    expect(countsAsPreviousUpdate(row(61), windows)).toBe(false);
  });

  it('counts a row created last month and changed this month in both months', () => {
    expect(countsAsRecentUpdate(row(45, 2), windows)).toBe(true);
    expect(countsAsPreviousUpdate(row(45, 2), windows)).toBe(true);
  });
});

describe('Active Properties', () => {
  it('counts last month the hotels that already existed 30 days ago', () => {
    expect(hotelExistedAt({ createdAt: daysAgo(31) }, windows.recentSince)).toBe(true);
    expect(hotelExistedAt({ createdAt: daysAgo(29) }, windows.recentSince)).toBe(false);
  });
});

describe('Connected OTAs', () => {
  const channel = (overrides: Partial<ChannelRow>): ChannelRow => ({
    status: 'connected',
    cookieExpiryDate: null,
    createdAt: daysAgo(40),
    updatedAt: daysAgo(40),
    ...overrides,
  });

  it('counts a connection as connected while its saved login has not expired', () => {
    expect(channelConnectedAt(channel({}), now)).toBe(true);
    expect(channelConnectedAt(channel({ cookieExpiryDate: daysAgo(-5) }), now)).toBe(true);
    expect(channelConnectedAt(channel({ cookieExpiryDate: daysAgo(1) }), now)).toBe(false);
    expect(channelConnectedAt(channel({ status: 'error' }), now)).toBe(false);
  });

  it('counts last month a connection that existed then and broke later, not one broken before', () => {
    expect(channelConnectedBefore(channel({}), windows.recentSince)).toBe(true);
    expect(channelConnectedBefore(channel({ createdAt: daysAgo(10) }), windows.recentSince)).toBe(false);
    const brokeLastWeek = channel({ status: 'disconnected', updatedAt: daysAgo(7) });
    expect(channelConnectedBefore(brokeLastWeek, windows.recentSince)).toBe(true);
    const brokeLongAgo = channel({ status: 'disconnected', updatedAt: daysAgo(35) });
    expect(channelConnectedBefore(brokeLongAgo, windows.recentSince)).toBe(false);
  });
});

describe('a figure and its change', () => {
  it('is the difference to last month, green at zero or above and red below', () => {
    expect(dashboardFigure(5, 2)).toEqual({ value: 5, lastMonth: 2, change: 3 });
    expect(changeTone(dashboardFigure(3, 3).change)).toBe('up');
    expect(changeTone(dashboardFigure(1, 4).change)).toBe('down');
  });

  it('shows its sign, so the colour is not the only signal', () => {
    expect(formatChange(3)).toBe('+3');
    expect(formatChange(0)).toBe('0');
    expect(formatChange(-2)).toBe('−2');
  });
});
