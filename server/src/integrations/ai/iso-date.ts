// Dates are handled as ISO calendar days (YYYY-MM-DD) in UTC, so the server's time zone never moves a
// template by a day.

/** The calendar day of a moment, as YYYY-MM-DD (UTC). */
export function toIsoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** A YYYY-MM-DD day plus (or minus) whole days. */
export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return toIsoDate(date);
}

/** The day of a YYYY-MM-DD string or of a full ISO timestamp; undefined when it is no real date. */
export function readIsoDate(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const day = value.trim().slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  const date = new Date(`${day}T00:00:00Z`);
  // 2026-02-30 parses as March 2nd; a round trip catches it.
  return !Number.isNaN(date.getTime()) && toIsoDate(date) === day ? day : undefined;
}

/** Builds a YYYY-MM-DD day from its parts (month 1-12). */
export function isoDateOf(year: number, month: number, day: number): string {
  return toIsoDate(new Date(Date.UTC(year, month - 1, day)));
}
