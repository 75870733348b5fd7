import { describe, expect, it } from 'vitest';
import { timeAgo } from './relative-time';

const now = new Date('2026-11-24T12:00:00Z');

describe('timeAgo', () => {
  it('says how long ago a moment was, in whole units', () => {
    expect(timeAgo('2026-11-24T11:59:30Z', now)).toBe('just now');
    expect(timeAgo('2026-11-24T11:55:00Z', now)).toBe('5 minutes ago');
    expect(timeAgo('2026-11-24T09:00:00Z', now)).toBe('3 hours ago');
    expect(timeAgo('2026-11-23T11:00:00Z', now)).toBe('yesterday');
    expect(timeAgo('2026-11-10T12:00:00Z', now)).toBe('2 weeks ago');
    expect(timeAgo('2025-11-01T12:00:00Z', now)).toBe('last year');
  });

  it('speaks German on German screens', () => {
    expect(timeAgo('2026-11-24T11:55:00Z', now, 'de')).toBe('vor 5 Minuten');
    expect(timeAgo('2026-11-24T11:59:59Z', now, 'de')).toBe('gerade eben');
  });
});
