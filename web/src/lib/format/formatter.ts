/**
 * One way to write dates and numbers per screen language (issue 31, point 17): the same day reads the same on
 * every screen of a language ('1 Dec 2026' in English, '1. Dez. 2026' in German), ranges go through
 * Intl.DateTimeFormat#formatRange ('1 – 20 Jul 2026', '1. Dez. 2026 – 28. Feb. 2027'), and no screen builds a
 * date string by hand. A screen passes its own language, so a German screen never shows an English month.
 */
export type FormatLanguage = 'en' | 'de';

export interface Formatter {
  /** A calendar day ('2026-12-01') as '1 Dec 2026': read in UTC, so no time zone moves it to another day. */
  day(isoDay: string): string;
  /** A template's days as one range; an open end reads through the caller's words. Null without valid days. */
  dayRange(start: string | null, end: string | null, words: OpenRangeWords): string | null;
  /** The day of an instant ('2026-12-22T12:00:00Z') in the viewer's time zone (or the one given). */
  date(iso: string, timeZone?: string): string;
  /**
   * The day of a recent instant, its month in full and its year only when not this one ('12 March',
   * '31 December 2025'), in the viewer's time zone: when a text's source changed.
   */
  recentDate(iso: string, now?: Date): string;
  /** An instant with its time of day: '22 Dec 2026, 14:05'. */
  dateTime(iso: string, timeZone?: string): string;
  /** A number with the language's grouping and decimal marks: '12,345.5' / '12.345,5'. */
  number(value: number): string;
  /** A file's bytes in the largest decimal unit that keeps a whole number in front: '1.2 MB', '350 kB', '900 byte'. */
  fileSize(bytes: number): string;
  /** Headings name the month in full: 'März 2026' (month counted from 0, as Date does). */
  month(year: number, monthIndex: number): string;
  /** A day in a heading or a screen reader's name: '12. März 2026'; with its weekday: 'Donnerstag, 12. März 2026'. */
  longDay(isoDay: string, withWeekday?: boolean): string;
  /** Two days in a heading, what they share said once: '9.–15. März 2026', '30. März – 5. April 2026'. */
  longDayRange(start: string, end: string): string;
}

export interface OpenRangeWords {
  from(start: string): string;
  until(end: string): string;
}

const locales: Record<FormatLanguage, string> = { en: 'en-GB', de: 'de-DE' };

const dayParts = { day: 'numeric', month: 'short', year: 'numeric' } as const;
const timeParts = { hour: '2-digit', minute: '2-digit' } as const;

const isoDayPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The UTC midnight of a calendar day, or null for anything that is not a real day ('2026-02-30'). */
export function utcDay(isoDay: string | null | undefined): Date | null {
  const match = isoDay ? isoDayPattern.exec(isoDay) : null;
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : null;
}

/**
 * Intl sets thin and narrow no-break spaces around a range's dash and in times; written as plain spaces, the
 * text reads the same and is found by a search (the browser's, a screen reader's, a test's) as it is typed.
 */
const plainSpaces = (text: string) => text.replace(/[\u2009\u202f]/g, ' ');

function makeFormatter(language: FormatLanguage): Formatter {
  const locale = locales[language];
  const dayFormat = new Intl.DateTimeFormat(locale, { ...dayParts, timeZone: 'UTC' });
  // Instants in the viewer's zone are the common case; a zone given by a caller (tests, mails) gets its own.
  const zoned = new Map<string, { date: Intl.DateTimeFormat; dateTime: Intl.DateTimeFormat }>();
  const instantFormats = (timeZone: string | undefined) => {
    const key = timeZone ?? '';
    let formats = zoned.get(key);
    if (!formats) {
      formats = {
        date: new Intl.DateTimeFormat(locale, { ...dayParts, timeZone }),
        dateTime: new Intl.DateTimeFormat(locale, { ...dayParts, ...timeParts, timeZone }),
      };
      zoned.set(key, formats);
    }
    return formats;
  };
  const numberFormat = new Intl.NumberFormat(locale);
  const fileSizeFormats = new Map<string, Intl.NumberFormat>();
  const fileSizeFormat = (unit: string) => {
    let format = fileSizeFormats.get(unit);
    if (!format) {
      format = new Intl.NumberFormat(locale, { style: 'unit', unit, maximumFractionDigits: 1 });
      fileSizeFormats.set(unit, format);
    }
    return format;
  };
  const longParts = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' } as const;
  const longDayFormat = new Intl.DateTimeFormat(locale, longParts);
  const weekdayDayFormat = new Intl.DateTimeFormat(locale, { ...longParts, weekday: 'long' });
  const monthFormat = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const recentFormat = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long' });
  const pastYearFormat = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric' });
  const longDate = (isoDay: string) => utcDay(isoDay) ?? new Date(Number.NaN);

  return {
    day(isoDay) {
      const date = utcDay(isoDay);
      return date ? dayFormat.format(date) : isoDay;
    },
    dayRange(start, end, words) {
      const [from, until] = [utcDay(start), utcDay(end)];
      if (from && until)
        return from <= until ? plainSpaces(dayFormat.formatRange(from, until)) : dayFormat.format(from);
      if (from) return words.from(dayFormat.format(from));
      if (until) return words.until(dayFormat.format(until));
      return null;
    },
    date: (iso, timeZone) => instantFormats(timeZone).date.format(new Date(iso)),
    recentDate(iso, now = new Date()) {
      const date = new Date(iso);
      return (date.getFullYear() === now.getFullYear() ? recentFormat : pastYearFormat).format(date);
    },
    dateTime: (iso, timeZone) => plainSpaces(instantFormats(timeZone).dateTime.format(new Date(iso))),
    number: (value) => numberFormat.format(value),
    fileSize: (bytes) => {
      const [unit, divisor] =
        bytes >= 1e9 ? gigabyte : bytes >= 1e6 ? megabyte : bytes >= 1e3 ? kilobyte : byte;
      return fileSizeFormat(unit).format(bytes / divisor);
    },
    month: (year, monthIndex) => monthFormat.format(new Date(Date.UTC(year, monthIndex, 1))),
    longDay: (isoDay, withWeekday = false) =>
      (withWeekday ? weekdayDayFormat : longDayFormat).format(longDate(isoDay)),
    longDayRange: (start, end) => plainSpaces(longDayFormat.formatRange(longDate(start), longDate(end))),
  };
}

// Decimal units, as the channels state their limits ('at most 15 MB a file').
const byte = ['byte', 1] as const;
const kilobyte = ['kilobyte', 1e3] as const;
const megabyte = ['megabyte', 1e6] as const;
const gigabyte = ['gigabyte', 1e9] as const;

const formatters = new Map<FormatLanguage, Formatter>();

/** The formatter of a screen language, made once. */
export function formatterFor(language: FormatLanguage): Formatter {
  let formatter = formatters.get(language);
  if (!formatter) {
    formatter = makeFormatter(language);
    formatters.set(language, formatter);
  }
  return formatter;
}
