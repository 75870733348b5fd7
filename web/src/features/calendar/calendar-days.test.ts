import { describe, expect, it } from 'vitest';
import {
  coversDay,
  miniMonthGrid,
  monthGrid,
  shiftMonth,
  templatesOnDay,
  weekdayIndex,
  weekOf,
} from './calendar-days';

describe('weekOf', () => {
  it('gives Monday to Sunday of the week holding the day', () => {
    // 12 March 2026 is a Thursday.
    expect(weekOf('2026-03-12')).toEqual([
      '2026-03-09',
      '2026-03-10',
      '2026-03-11',
      '2026-03-12',
      '2026-03-13',
      '2026-03-14',
      '2026-03-15',
    ]);
  });

  it('keeps a Sunday in the week that began the Monday before', () => {
    expect(weekOf('2026-03-15')[0]).toBe('2026-03-09');
    expect(weekOf('2026-03-16')[0]).toBe('2026-03-16');
  });

  it('runs across a month and a year end', () => {
    expect(weekOf('2026-01-01')).toEqual([
      '2025-12-29',
      '2025-12-30',
      '2025-12-31',
      '2026-01-01',
      '2026-01-02',
      '2026-01-03',
      '2026-01-04',
    ]);
  });

  it('is not moved by a daylight-saving change (29 March 2026 in Europe)', () => {
    expect(weekOf('2026-03-30')).toEqual([
      '2026-03-30',
      '2026-03-31',
      '2026-04-01',
      '2026-04-02',
      '2026-04-03',
      '2026-04-04',
      '2026-04-05',
    ]);
  });
});

describe('weekdayIndex', () => {
  it('counts from Monday', () => {
    expect(weekdayIndex('2026-03-09')).toBe(0);
    expect(weekdayIndex('2026-03-15')).toBe(6);
  });
});

describe('monthGrid', () => {
  it('has 5 rows of 7 days, Monday first, starting in the month before where needed', () => {
    // April 2026 starts on a Wednesday and has 30 days: 2 + 30 = 32 cells, 5 rows.
    const rows = monthGrid({ year: 2026, month: 3 });
    expect(rows).toHaveLength(5);
    expect(rows.every((row) => row.length === 7)).toBe(true);
    expect(rows[0]?.[0]).toBe('2026-03-30');
    expect(rows[0]?.[2]).toBe('2026-04-01');
    expect(rows[4]?.[6]).toBe('2026-05-03');
  });

  it('has 6 rows when the month needs them, so no day of it is lost', () => {
    // March 2026 starts on a Sunday: 6 + 31 = 37 cells.
    const rows = monthGrid({ year: 2026, month: 2 });
    expect(rows).toHaveLength(6);
    expect(rows[0]?.[6]).toBe('2026-03-01');
    expect(rows.flat()).toContain('2026-03-31');
    expect(rows[5]?.[6]).toBe('2026-04-05');
  });

  it('fills exactly 4 weeks up to 5 rows (February 2027 starts on a Monday)', () => {
    const rows = monthGrid({ year: 2027, month: 1 });
    expect(rows).toHaveLength(5);
    expect(rows[0]?.[0]).toBe('2027-02-01');
    expect(rows[3]?.[6]).toBe('2027-02-28');
    expect(rows[4]?.[0]).toBe('2027-03-01');
  });

  it('holds every day of every month of a year exactly once', () => {
    for (let month = 0; month < 12; month++) {
      const days = monthGrid({ year: 2026, month }).flat();
      const inMonth = days.filter((day) => Number(day.slice(5, 7)) === month + 1);
      expect(new Set(inMonth).size).toBe(inMonth.length);
      expect(inMonth).toHaveLength(new Date(2026, month + 1, 0).getDate());
    }
  });
});

describe('miniMonthGrid', () => {
  it('always has 42 cells in 6 rows, Monday first', () => {
    for (const month of [
      { year: 2026, month: 3 },
      { year: 2026, month: 2 },
      { year: 2027, month: 1 },
    ]) {
      const rows = miniMonthGrid(month);
      expect(rows).toHaveLength(6);
      expect(rows.flat()).toHaveLength(42);
      expect(weekdayIndex(rows[0]?.[0] ?? '')).toBe(0);
    }
    expect(miniMonthGrid({ year: 2027, month: 1 }).flat().at(-1)).toBe('2027-03-14');
  });
});

describe('shiftMonth', () => {
  it('keeps the day of the month, or the last day of a shorter month', () => {
    expect(shiftMonth('2026-03-12', 1)).toBe('2026-04-12');
    expect(shiftMonth('2026-01-31', 1)).toBe('2026-02-28');
    expect(shiftMonth('2028-01-31', 1)).toBe('2028-02-29');
    expect(shiftMonth('2026-01-15', -1)).toBe('2025-12-15');
    expect(shiftMonth('2025-12-15', 1)).toBe('2026-01-15');
  });
});

describe('coversDay and templatesOnDay', () => {
  const summer = { id: 'a', startDate: '2026-06-01', endDate: '2026-06-03' };

  it('covers the days from start to end, both inclusive', () => {
    expect(coversDay(summer, '2026-05-31')).toBe(false);
    expect(coversDay(summer, '2026-06-01')).toBe(true);
    expect(coversDay(summer, '2026-06-03')).toBe(true);
    expect(coversDay(summer, '2026-06-04')).toBe(false);
  });

  it('shows a one-day template on its day', () => {
    expect(coversDay({ id: 'b', startDate: '2026-06-01', endDate: '2026-06-01' }, '2026-06-01')).toBe(true);
  });

  it('needs both dates, and valid ones', () => {
    expect(coversDay({ id: 'c', startDate: '2026-06-01', endDate: null }, '2026-06-01')).toBe(false);
    expect(coversDay({ id: 'd', startDate: null, endDate: '2026-06-01' }, '2026-06-01')).toBe(false);
    expect(coversDay({ id: 'e', startDate: '2026-02-30', endDate: '2026-03-02' }, '2026-03-01')).toBe(false);
    expect(coversDay({ id: 'f', startDate: 'soon', endDate: '2026-03-02' }, '2026-03-01')).toBe(false);
  });

  it('leaves out unticked templates and keeps the order given', () => {
    const autumn = { id: 'g', startDate: '2026-06-02', endDate: '2026-09-30' };
    expect(templatesOnDay([summer, autumn], '2026-06-02', new Set())).toEqual([summer, autumn]);
    expect(templatesOnDay([summer, autumn], '2026-06-02', new Set(['a']))).toEqual([autumn]);
  });
});
