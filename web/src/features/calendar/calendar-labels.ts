import { calendarTexts } from '@common/templates/texts';
import { dayOfMonth, monthOf, weekdayIndex, type IsoDay, type YearMonth } from './calendar-days';

const monthName = (month: number) => calendarTexts.months[month] ?? '';

/** 'März 2026'. */
export function monthLabel({ year, month }: YearMonth): string {
  return `${monthName(month)} ${year}`;
}

/** '12. März 2026'. */
export function dayLabel(day: IsoDay): string {
  const { year, month } = monthOf(day);
  return `${dayOfMonth(day)}. ${monthName(month)} ${year}`;
}

/** 'Donnerstag, 12. März 2026': the name a day cell carries for screen readers. */
export function fullDayLabel(day: IsoDay): string {
  return `${calendarTexts.weekdays[weekdayIndex(day)] ?? ''}, ${dayLabel(day)}`;
}

/**
 * The week view's heading, naming the month and year once where the week shares them: '9. – 15. März 2026',
 * '30. März – 5. April 2026', '29. Dezember 2025 – 4. Januar 2026'.
 */
export function weekLabel(days: readonly IsoDay[]): string {
  const first = days[0] ?? '';
  const last = days[days.length - 1] ?? '';
  const start = monthOf(first);
  const end = monthOf(last);
  if (start.year !== end.year) return `${dayLabel(first)} – ${dayLabel(last)}`;
  if (start.month !== end.month) return `${dayOfMonth(first)}. ${monthName(start.month)} – ${dayLabel(last)}`;
  return `${dayOfMonth(first)}. – ${dayLabel(last)}`;
}
