import { formatterFor } from '@web/lib/format/formatter';
import type { IsoDay, YearMonth } from './calendar-days';

// The calendar is a German screen (spec part 2): its headings and day names through the German formatter.
const german = formatterFor('de');

/** 'März 2026'. */
export const monthLabel = ({ year, month }: YearMonth): string => german.month(year, month);

/** '12. März 2026'. */
export const dayLabel = (day: IsoDay): string => german.longDay(day);

/** 'Donnerstag, 12. März 2026': the name a day cell carries for screen readers. */
export const fullDayLabel = (day: IsoDay): string => german.longDay(day, true);

/**
 * The week view's heading, naming the month and year once where the week shares them: '9.–15. März 2026',
 * '30. März – 5. April 2026', '29. Dezember 2025 – 4. Januar 2026'.
 */
export function weekLabel(days: readonly IsoDay[]): string {
  const first = days[0] ?? '';
  return german.longDayRange(first, days[days.length - 1] ?? first);
}
