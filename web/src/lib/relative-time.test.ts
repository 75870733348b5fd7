import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

const now = new Date('2026-11-24T12:00:00.000Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe('relativeTime', () => {
  it('says how long ago, in the largest whole unit', () => {
    expect(relativeTime(ago(20_000), now)).toBe('just now');
    expect(relativeTime(ago(60_000), now)).toBe('1 minute ago');
    expect(relativeTime(ago(59 * 60_000), now)).toBe('59 minutes ago');
    expect(relativeTime(ago(3 * 3600_000 + 59 * 60_000), now)).toBe('3 hours ago');
    expect(relativeTime(ago(25 * 3600_000), now)).toBe('yesterday');
    expect(relativeTime(ago(6 * 24 * 3600_000), now)).toBe('6 days ago');
  });

  it('gives the date from a week back on, and treats a clock running behind as now', () => {
    expect(relativeTime('2026-11-10T12:00:00.000Z', now)).toBe('10 Nov 2026');
    expect(relativeTime(ago(-5 * 60_000), now)).toBe('just now');
  });
});
