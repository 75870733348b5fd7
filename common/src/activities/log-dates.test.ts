import { describe, expect, it } from 'vitest';
import { parseLogInstant } from './log-dates';

const iso = (value: string) => {
  const parsed = parseLogInstant(value);
  return parsed && { start: parsed.start.toISOString(), end: parsed.end.toISOString() };
};

describe('a date or time of the log range', () => {
  it('reads a date as its whole day in UTC', () => {
    expect(iso('2026-03-01')).toEqual({ start: '2026-03-01T00:00:00.000Z', end: '2026-03-02T00:00:00.000Z' });
    expect(iso('2024-02-29')).toEqual({ start: '2024-02-29T00:00:00.000Z', end: '2024-03-01T00:00:00.000Z' });
  });

  it('reads a time with its zone as that moment', () => {
    const moment = (value: string) => iso(value)?.start;
    expect(moment('2026-03-01T00:00+01:00')).toBe('2026-02-28T23:00:00.000Z');
    expect(moment('2026-03-01T09:30:15Z')).toBe('2026-03-01T09:30:15.000Z');
    expect(moment('2026-03-01T09:30:15.25-05:30')).toBe('2026-03-01T15:00:15.250Z');
    expect(iso('2026-03-01T09:30Z')?.end).toBe('2026-03-01T09:30:00.000Z');
  });

  it.each([
    '2026-02-29',
    '2026-13-01',
    '2026-00-10',
    '2026-3-1',
    '1969-12-31',
    '10000-01-01',
    '2026-03-01T24:00Z',
    '2026-03-01T10:60Z',
    '2026-03-01T10:00',
    '2026-03-01T10:00+15:00',
    '2026-03-01T10:00:00.1234Z',
    '2026-03-01 10:00Z',
    'today',
    '',
  ])('refuses %j', (value) => {
    expect(parseLogInstant(value)).toBeNull();
  });
});
