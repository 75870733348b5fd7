const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether a text is a real calendar day written YYYY-MM-DD (2026-02-30 is not). */
export function isValidIsoDate(value: string): boolean {
  const match = isoDatePattern.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}

/** A day as YYYY-MM-DD, in the calendar of the given date's own fields (local time). */
export function localIsoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The day `days` after an ISO day. */
export function addDaysToIsoDate(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const moved = new Date(Date.UTC(year, month - 1, date + days));
  return moved.toISOString().slice(0, 10);
}

/** Days the editor's end date lies after the start when none is given (spec part 2, section 9). */
export const defaultTemplateDays = 30;

/** With no end date: the start date (or today) plus 30 days (spec part 2, section 5). */
export function defaultEndDate(startDate: string | null, today: string): string {
  const from = startDate && isValidIsoDate(startDate) ? startDate : today;
  return addDaysToIsoDate(from, defaultTemplateDays);
}
