import { describe, expect, it } from 'vitest';
import { addDays, isoDateOf, readIsoDate, toIsoDate } from './iso-date';

describe('iso dates', () => {
  it('adds days across month and year ends', () => {
    expect(addDays('2025-12-20', 30)).toBe('2026-01-19');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('reads days and timestamps and refuses what is not a real day', () => {
    expect(readIsoDate('2026-05-01')).toBe('2026-05-01');
    expect(readIsoDate('2026-05-01T10:00:00Z')).toBe('2026-05-01');
    expect(readIsoDate('2026-02-30')).toBeUndefined();
    expect(readIsoDate('next week')).toBeUndefined();
    expect(readIsoDate(20260501)).toBeUndefined();
  });

  it('builds and prints days in UTC', () => {
    expect(isoDateOf(2026, 1, 5)).toBe('2026-01-05');
    expect(toIsoDate(new Date('2026-01-05T23:30:00Z'))).toBe('2026-01-05');
  });
});
