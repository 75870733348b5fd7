import { describe, expect, it } from 'vitest';
import { formatDueDate } from './due-date';

describe('formatDueDate', () => {
  it('shows the stored day itself, whatever the time zone', () => {
    expect(formatDueDate('2026-12-01')).toBe('1 Dec 2026');
    expect(formatDueDate('2027-02-28')).toBe('28 Feb 2027');
    expect(formatDueDate('2026-12-31')).toBe('31 Dec 2026');
  });
});
