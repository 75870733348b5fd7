import { describe, expect, it } from 'vitest';
import { easterSunday, oktoberfest, upcomingHolidays, upcomingSeasons } from './calendar-occasions';

describe('easterSunday', () => {
  it.each([
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2038, '2038-04-25'],
  ])('%i -> %s', (year, date) => {
    expect(easterSunday(year)).toBe(date);
  });
});

describe('oktoberfest', () => {
  it.each([
    [2023, '2023-09-16', '2023-10-03'],
    [2024, '2024-09-21', '2024-10-06'],
    [2025, '2025-09-20', '2025-10-05'],
  ])('%i runs %s to %s', (year, startDate, endDate) => {
    expect(oktoberfest(year)).toEqual({ startDate, endDate });
  });
});

describe('upcomingHolidays', () => {
  it('lists the holidays of the coming year, soonest first', () => {
    expect(upcomingHolidays('2026-01-10').map((holiday) => `${holiday.key} ${holiday.startDate}`)).toEqual([
      'valentines 2026-02-11',
      'easter 2026-04-03',
      'oktoberfest 2026-09-19',
      'christmas 2026-12-20',
      'newYear 2026-12-29',
    ]);
  });

  it('starts a holiday under way today, across the turn of the year', () => {
    expect(upcomingHolidays('2026-01-01')[0]).toEqual({
      key: 'newYear',
      startDate: '2026-01-01',
      endDate: '2026-01-02',
    });
  });
});

describe('upcomingSeasons', () => {
  it('starts with the current season while three weeks remain', () => {
    expect(upcomingSeasons('2026-07-01', 2)).toEqual([
      { key: 'summer', startDate: '2026-07-01', endDate: '2026-08-31' },
      { key: 'fall', startDate: '2026-09-01', endDate: '2026-11-30' },
    ]);
  });

  it('skips a season about to end and handles winter across the year', () => {
    expect(upcomingSeasons('2026-11-20', 2)).toEqual([
      { key: 'winter', startDate: '2026-12-01', endDate: '2027-02-28' },
      { key: 'spring', startDate: '2027-03-01', endDate: '2027-05-31' },
    ]);
    expect(upcomingSeasons('2028-01-15', 1)).toEqual([
      { key: 'winter', startDate: '2028-01-15', endDate: '2028-02-29' },
    ]);
  });
});
