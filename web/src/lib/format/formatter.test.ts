import { describe, expect, it } from 'vitest';
import { formatterFor, utcDay } from './formatter';

/** Intl puts thin or narrow no-break spaces around a range's dash in some languages; the tests read plain ones. */
const plain = (text: string | null) => text?.replace(/[\u2009\u202f\u00a0]/g, ' ') ?? null;

const words = { from: (day: string) => `From ${day}`, until: (day: string) => `Until ${day}` };
const wörter = { from: (day: string) => `Ab ${day}`, until: (day: string) => `Bis ${day}` };

describe('formatterFor', () => {
  const en = formatterFor('en');
  const de = formatterFor('de');

  it('writes a day the same way on every screen of a language', () => {
    expect(en.day('2026-12-01')).toBe('1 Dec 2026');
    expect(de.day('2026-12-01')).toBe('1. Dez. 2026');
    expect(en.date('2026-12-22T12:00:00.000Z', 'Europe/Berlin')).toBe('22 Dec 2026');
    expect(de.date('2026-12-22T12:00:00.000Z', 'Europe/Berlin')).toBe('22. Dez. 2026');
  });

  it('adds the time of day to an instant, in the zone it is shown in', () => {
    expect(en.dateTime('2026-03-12T13:05:00.000Z', 'Europe/Berlin')).toBe('12 Mar 2026, 14:05');
    expect(de.dateTime('2026-03-12T13:05:00.000Z', 'Europe/Berlin')).toBe('12. März 2026, 14:05');
  });

  it('never moves a calendar day with the time zone', () => {
    // Whatever zone the tests run in, 1 March stays 1 March.
    expect(en.day('2026-03-01')).toBe('1 Mar 2026');
  });

  it('writes ranges through formatRange, naming what the two days share once', () => {
    expect(plain(en.dayRange('2026-07-01', '2026-07-20', words))).toBe('1 – 20 Jul 2026');
    expect(plain(de.dayRange('2026-07-01', '2026-07-20', wörter))).toBe('1.–20. Juli 2026');
    expect(plain(de.dayRange('2026-12-01', '2027-02-28', wörter))).toBe('1. Dez. 2026 – 28. Feb. 2027');
    expect(en.dayRange('2026-12-01', '2026-12-01', words)).toBe('1 Dec 2026');
  });

  it("says an open end in the screen's words and leaves out what is not a day", () => {
    expect(de.dayRange('2026-12-01', null, wörter)).toBe('Ab 1. Dez. 2026');
    expect(en.dayRange(null, '2027-05-31', words)).toBe('Until 31 May 2027');
    expect(en.dayRange('garbage', null, words)).toBeNull();
    expect(en.dayRange(null, null, words)).toBeNull();
    expect(utcDay('2026-02-30')).toBeNull();
  });

  it('names months and days in full for headings', () => {
    expect(de.month(2026, 2)).toBe('März 2026');
    expect(de.longDay('2026-03-01')).toBe('1. März 2026');
    expect(de.longDay('2026-03-12', true)).toBe('Donnerstag, 12. März 2026');
    expect(plain(de.longDayRange('2026-03-09', '2026-03-15'))).toBe('9.–15. März 2026');
    expect(plain(de.longDayRange('2026-03-30', '2026-04-05'))).toBe('30. März – 5. April 2026');
    expect(plain(de.longDayRange('2025-12-29', '2026-01-04'))).toBe('29. Dezember 2025 – 4. Januar 2026');
    expect(en.month(2026, 2)).toBe('March 2026');
  });

  it('names a recent day with its month in full, and its year only when not this one', () => {
    const now = new Date(2026, 10, 28, 12);
    expect(en.recentDate(new Date(2026, 2, 12, 10).toISOString(), now)).toBe('12 March');
    expect(en.recentDate(new Date(2025, 11, 31, 10).toISOString(), now)).toBe('31 December 2025');
    expect(de.recentDate(new Date(2026, 2, 12, 10).toISOString(), now)).toBe('12. März');
  });

  it("groups numbers the language's way", () => {
    expect(en.number(12345.5)).toBe('12,345.5');
    expect(de.number(12345.5)).toBe('12.345,5');
  });

  it('writes file sizes in decimal units, one decimal at most', () => {
    expect(en.fileSize(1_234_567)).toBe('1.2 MB');
    expect(de.fileSize(1_234_567)).toBe('1,2 MB');
    expect(en.fileSize(350_000)).toBe('350 kB');
    expect(en.fileSize(15_000_000)).toBe('15 MB');
    expect(en.fileSize(900)).toBe('900 byte');
  });
});
