import { addDaysToIsoDate, isValidIsoDate } from '@common/templates/date-range';

/**
 * The calendar's days as ISO days (YYYY-MM-DD): plain calendar dates with no time of day, so no time zone or
 * daylight-saving change can move a day (spec part 2, section 2 "Calendar"; weeks start on Monday).
 */
export type IsoDay = string;

/** A month of a year; `month` counts from 0 (January), as Date does. */
export interface YearMonth {
  year: number;
  month: number;
}

export function isoDay(year: number, month: number, day: number): IsoDay {
  // Through Date.UTC so that a day or month past the end rolls over into the next month or year.
  return new Date(Date.UTC(year, month, day)).toISOString().slice(0, 10);
}

function parts(day: IsoDay): [year: number, month: number, date: number] {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return [year, month - 1, date];
}

export function monthOf(day: IsoDay): YearMonth {
  const [year, month] = parts(day);
  return { year, month };
}

export function dayOfMonth(day: IsoDay): number {
  return parts(day)[2];
}

export function sameMonth(day: IsoDay, { year, month }: YearMonth): boolean {
  const [dayYear, dayMonth] = parts(day);
  return dayYear === year && dayMonth === month;
}

export function addMonths({ year, month }: YearMonth, count: number): YearMonth {
  const moved = new Date(Date.UTC(year, month + count, 1));
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() };
}

/** 0 for Monday to 6 for Sunday. */
export function weekdayIndex(day: IsoDay): number {
  const [year, month, date] = parts(day);
  return (new Date(Date.UTC(year, month, date)).getUTCDay() + 6) % 7;
}

/** The seven days, Monday to Sunday, of the week that holds `day`. */
export function weekOf(day: IsoDay): IsoDay[] {
  const monday = addDaysToIsoDate(day, -weekdayIndex(day));
  return Array.from({ length: 7 }, (_, index) => addDaysToIsoDate(monday, index));
}

function daysInMonth({ year, month }: YearMonth): number {
  return new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
}

/**
 * The month view's rows of seven days, Monday first, with the neighbouring months' days filling the first and
 * last week: 5 rows as specified, 6 when the month needs them so that no day of it is lost (DECISIONS.md 18).
 */
export function monthGrid(month: YearMonth): IsoDay[][] {
  const first = isoDay(month.year, month.month, 1);
  const rows = Math.max(5, Math.ceil((weekdayIndex(first) + daysInMonth(month)) / 7));
  return weeksFrom(first, rows);
}

/** The mini calendar's 42 cells: always 6 rows of 7 days, Monday first, so its height never jumps. */
export function miniMonthGrid(month: YearMonth): IsoDay[][] {
  return weeksFrom(isoDay(month.year, month.month, 1), 6);
}

function weeksFrom(firstOfMonth: IsoDay, rows: number): IsoDay[][] {
  const start = weekOf(firstOfMonth)[0] as IsoDay;
  return Array.from({ length: rows }, (_, row) =>
    Array.from({ length: 7 }, (_, column) => addDaysToIsoDate(start, row * 7 + column)),
  );
}

/**
 * The same day of the month `count` months later, or the month's last day when it is shorter (31 January
 * moves to 28 or 29 February), so that stepping through months never skips one.
 */
export function shiftMonth(day: IsoDay, count: number): IsoDay {
  const target = addMonths(monthOf(day), count);
  return isoDay(target.year, target.month, Math.min(dayOfMonth(day), daysInMonth(target)));
}

/** A template's dates as the calendar needs them. */
export interface DatedTemplate {
  id: string;
  startDate: string | null;
  endDate: string | null;
}

/**
 * Whether a template shows on a day: both dates valid and the day from start to end, both inclusive (spec part
 * 2, section 2). ISO days compare as text in calendar order.
 */
export function coversDay(template: DatedTemplate, day: IsoDay): boolean {
  const { startDate, endDate } = template;
  if (!startDate || !endDate || !isValidIsoDate(startDate) || !isValidIsoDate(endDate)) return false;
  return startDate <= day && day <= endDate;
}

/** The templates that show on a day, in the order given, leaving out those the user has unticked. */
export function templatesOnDay<T extends DatedTemplate>(
  templates: readonly T[],
  day: IsoDay,
  hiddenIds: ReadonlySet<string>,
): T[] {
  return templates.filter((template) => !hiddenIds.has(template.id) && coversDay(template, day));
}

/**
 * The phone's agenda: the templates shown (not unticked) whose dates are valid (the calendar shows them on
 * their first day) and that end on or after `from`, by start date, then name.
 */
export function upcomingTemplates<T extends DatedTemplate & { name: string }>(
  templates: readonly T[],
  from: IsoDay,
  hiddenIds: ReadonlySet<string>,
): T[] {
  const dated = (template: T) =>
    !!template.startDate && !!template.endDate && coversDay(template, template.startDate);
  return templates
    .filter((template) => !hiddenIds.has(template.id) && dated(template) && (template.endDate ?? '') >= from)
    .sort((a, b) => (a.startDate ?? '').localeCompare(b.startDate ?? '') || a.name.localeCompare(b.name));
}
