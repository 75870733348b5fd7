/**
 * A date or time of the activity log's range filter, as the moment the range starts from and the moment it ends
 * at. A date (YYYY-MM-DD) is a whole day in UTC: it starts at its midnight and ends at the next. A time with its
 * zone (YYYY-MM-DDTHH:MM[:SS[.fff]] with Z or ±HH:MM) is one moment, both start and end. Anything else, an
 * impossible day (2025-02-30) or a year outside 1970-9999 included, is null.
 */
export function parseLogInstant(value: string): { start: Date; end: Date } | null {
  const date = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (date) {
    const start = utcMoment(Number(date[1]), Number(date[2]), Number(date[3]), 0, 0, 0, 0);
    return start && { start, end: new Date(start.getTime() + 24 * 60 * 60_000) };
  }
  const time =
    /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?(Z|([+-])(\d{2}):(\d{2}))$/.exec(
      value,
    );
  if (!time) return null;
  const [, year, month, day, hour, minute, second, fraction, zone, sign, zoneHours, zoneMinutes] = time;
  const local = utcMoment(
    Number(year),
    Number(month),
    Number(day),
    Number(hour),
    Number(minute),
    Number(second ?? 0),
    Number((fraction ?? '0').padEnd(3, '0')),
  );
  if (!local) return null;
  let offsetMinutes = 0;
  if (zone !== 'Z') {
    const hours = Number(zoneHours);
    const minutes = Number(zoneMinutes);
    if (hours > 14 || minutes > 59) return null;
    offsetMinutes = (sign === '-' ? -1 : 1) * (hours * 60 + minutes);
  }
  const moment = new Date(local.getTime() - offsetMinutes * 60_000);
  return { start: moment, end: moment };
}

/** The moment, when every part is in its range (month 1-12, a day the month has, 23:59:59 at most). */
function utcMoment(
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  second: number,
  millisecond: number,
): Date | null {
  if (year < 1970 || year > 9999 || hour > 23 || minute > 59 || second > 59) return null;
  const moment = new Date(Date.UTC(year, month - 1, day, hour, minute, second, millisecond));
  const sameDay =
    moment.getUTCFullYear() === year && moment.getUTCMonth() === month - 1 && moment.getUTCDate() === day;
  return sameDay ? moment : null;
}
