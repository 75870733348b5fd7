import { addDays, isoDateOf } from '../iso-date';
import { seasons, type Season } from '../season';

export type HolidayKey = 'valentines' | 'easter' | 'oktoberfest' | 'christmas' | 'newYear';

export interface Occasion<Key extends string> {
  key: Key;
  startDate: string;
  endDate: string;
}

/** Easter Sunday of a Gregorian year (the anonymous Gregorian algorithm, "Meeus/Jones/Butcher"). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return isoDateOf(year, month, day);
}

const weekday = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`).getUTCDay();

/**
 * Munich's Oktoberfest: it opens on the Saturday after 15 September and closes on the first Sunday of
 * October, or on 3 October (German Unity Day) when that comes later.
 */
export function oktoberfest(year: number): { startDate: string; endDate: string } {
  let start = isoDateOf(year, 9, 16);
  while (weekday(start) !== 6) start = addDays(start, 1);
  let end = isoDateOf(year, 10, 1);
  while (weekday(end) !== 0) end = addDays(end, 1);
  const unityDay = isoDateOf(year, 10, 3);
  return { startDate: start, endDate: end < unityDay ? unityDay : end };
}

/** The holidays of one year, each with the days a template for it runs. */
export function holidaysOfYear(year: number): Occasion<HolidayKey>[] {
  const easter = easterSunday(year);
  return [
    { key: 'valentines', startDate: isoDateOf(year, 2, 11), endDate: isoDateOf(year, 2, 15) },
    // Good Friday to Easter Monday.
    { key: 'easter', startDate: addDays(easter, -2), endDate: addDays(easter, 1) },
    { key: 'oktoberfest', ...oktoberfest(year) },
    { key: 'christmas', startDate: isoDateOf(year, 12, 20), endDate: isoDateOf(year, 12, 26) },
    { key: 'newYear', startDate: isoDateOf(year, 12, 29), endDate: isoDateOf(year + 1, 1, 2) },
  ];
}

/**
 * Holidays that have not ended by `today` and start within a year, soonest first. One already under way
 * starts today.
 */
export function upcomingHolidays(today: string): Occasion<HolidayKey>[] {
  const year = Number(today.slice(0, 4));
  const horizon = addDays(today, 365);
  return [...holidaysOfYear(year - 1), ...holidaysOfYear(year), ...holidaysOfYear(year + 1)]
    .filter((holiday) => holiday.endDate >= today && holiday.startDate <= horizon)
    .map((holiday) => ({ ...holiday, startDate: holiday.startDate < today ? today : holiday.startDate }))
    .sort((a, b) => a.startDate.localeCompare(b.startDate));
}

const seasonStartMonth: Record<Season, number> = { winter: 12, spring: 3, summer: 6, fall: 9 };

/** The days of a season that starts in the given year (winter runs into the next). */
function seasonRange(season: Season, year: number): { startDate: string; endDate: string } {
  const startMonth = seasonStartMonth[season];
  const startDate = isoDateOf(year, startMonth, 1);
  const next =
    startMonth + 3 > 12 ? isoDateOf(year + 1, startMonth + 3 - 12, 1) : isoDateOf(year, startMonth + 3, 1);
  return { startDate, endDate: addDays(next, -1) };
}

// A season with less left than this is not worth a template of its own any more.
const minimumDaysLeft = 21;

/**
 * The coming seasons (spec's months: Dec-Feb winter, Mar-May spring, Jun-Aug summer, Sep-Nov fall): the
 * current one from today while at least three weeks remain, then the following ones.
 */
export function upcomingSeasons(today: string, count: number): Occasion<Season>[] {
  const year = Number(today.slice(0, 4));
  const enough = addDays(today, minimumDaysLeft);
  return [year - 1, year, year + 1]
    .flatMap((startYear) => seasons.map((season) => ({ key: season, ...seasonRange(season, startYear) })))
    .filter((season) => season.endDate >= enough)
    .sort((a, b) => a.startDate.localeCompare(b.startDate))
    .slice(0, count)
    .map((season) => ({ ...season, startDate: season.startDate < today ? today : season.startDate }));
}
