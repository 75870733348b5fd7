import { describe, expect, it } from 'vitest';
import { seasonOfIsoDate, seasonOfMonth } from './season';

describe('seasonOfMonth', () => {
  it.each([
    [1, 'winter'],
    [2, 'winter'],
    [3, 'spring'],
    [4, 'spring'],
    [5, 'spring'],
    [6, 'summer'],
    [7, 'summer'],
    [8, 'summer'],
    [9, 'fall'],
    [10, 'fall'],
    [11, 'fall'],
    [12, 'winter'],
  ])('month %i -> %s', (month, season) => {
    expect(seasonOfMonth(month)).toBe(season);
  });
});

describe('seasonOfIsoDate', () => {
  it('reads the month of the date', () => {
    expect(seasonOfIsoDate('2025-12-01')).toBe('winter');
    expect(seasonOfIsoDate('2026-03-31')).toBe('spring');
  });

  it('refuses something that is not a date', () => {
    expect(() => seasonOfIsoDate('soon')).toThrow(RangeError);
  });
});
