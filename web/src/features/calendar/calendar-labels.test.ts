import { describe, expect, it } from 'vitest';
import { weekOf } from './calendar-days';
import { dayLabel, fullDayLabel, monthLabel, weekLabel } from './calendar-labels';

describe('calendar labels', () => {
  it('names months and days in German', () => {
    expect(monthLabel({ year: 2026, month: 2 })).toBe('März 2026');
    expect(dayLabel('2026-03-01')).toBe('1. März 2026');
    expect(fullDayLabel('2026-03-12')).toBe('Donnerstag, 12. März 2026');
  });

  it('names a week once by its month and year where it can', () => {
    expect(weekLabel(weekOf('2026-03-12'))).toBe('9.–15. März 2026');
    expect(weekLabel(weekOf('2026-04-01'))).toBe('30. März – 5. April 2026');
    expect(weekLabel(weekOf('2026-01-01'))).toBe('29. Dezember 2025 – 4. Januar 2026');
  });
});
