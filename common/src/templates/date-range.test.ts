import { describe, expect, it } from 'vitest';
import { addDaysToIsoDate, defaultEndDate, isValidIsoDate } from './date-range';

describe('template date ranges', () => {
  it('defaults the end to the start plus 30 days, or today plus 30 days', () => {
    expect(defaultEndDate('2027-06-01', '2026-11-23')).toBe('2027-07-01');
    expect(defaultEndDate(null, '2026-12-15')).toBe('2027-01-14');
    expect(defaultEndDate('not a date', '2028-02-10')).toBe('2028-03-11');
  });

  it('knows real days', () => {
    expect(isValidIsoDate('2028-02-29')).toBe(true);
    expect(isValidIsoDate('2027-02-29')).toBe(false);
    expect(isValidIsoDate('2027-13-01')).toBe(false);
    expect(isValidIsoDate('2027-1-01')).toBe(false);
    expect(addDaysToIsoDate('2027-12-31', 1)).toBe('2028-01-01');
  });
});
