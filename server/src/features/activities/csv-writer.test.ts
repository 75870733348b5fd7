import { describe, expect, it } from 'vitest';
import { csvCell, csvLine } from './csv-writer';
import { csvFileName } from './csv-file-name';

describe('CSV cells (RFC 4180)', () => {
  it('leaves plain text as it is and writes no value as an empty cell', () => {
    expect(csvCell('Updated room: Suite')).toBe('Updated room: Suite');
    expect(csvCell('Größe (m²) ✓')).toBe('Größe (m²) ✓');
    expect(csvCell(null)).toBe('');
    expect(csvCell('')).toBe('');
  });

  it('quotes a cell with a comma, a quote or a line break, doubling its quotes', () => {
    expect(csvCell('a, b')).toBe('"a, b"');
    expect(csvCell('the "cosy" room')).toBe('"the ""cosy"" room"');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell('line one\r\nline two')).toBe('"line one\r\nline two"');
    expect(csvCell('"')).toBe('""""');
  });

  it.each([
    ['=SUM(A1:A9)', "'=SUM(A1:A9)"],
    ['+49 30 1234', "'+49 30 1234"],
    ['-1', "'-1"],
    ['@cmd', "'@cmd"],
    ['\tsea', "'\tsea"],
    ['\rlake', '"\'\rlake"'],
    ['=HYPERLINK("http://x","y")', '"\'=HYPERLINK(""http://x"",""y"")"'],
  ])('defuses %j, which a spreadsheet would run, as %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('does not touch those signs inside a text', () => {
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell('Pets - on request')).toBe('Pets - on request');
  });

  it('ends each line with CRLF', () => {
    expect(csvLine(['a', null, 'b,c'])).toBe('a,,"b,c"\r\n');
  });
});

describe("the export's file name", () => {
  const day = new Date('2026-03-01T12:00:00Z');
  it('names the hotel in ASCII, and whole in UTF-8 for browsers that read filename*', () => {
    expect(csvFileName('Hotel Alpenblick', day)).toBe(
      `attachment; filename="activity-log-hotel-alpenblick-2026-03-01.csv"; filename*=UTF-8''activity-log-hotel-alpenblick-2026-03-01.csv`,
    );
    expect(csvFileName('Großes Haus Müller', day)).toContain(
      'filename="activity-log-grosses-haus-muller-2026-03-01.csv"',
    );
    expect(csvFileName('Großes Haus Müller', day)).toContain(
      `filename*=UTF-8''${encodeURIComponent('activity-log-großes-haus-müller-2026-03-01.csv')}`,
    );
  });

  it('keeps quotes, slashes and line breaks of a name out of the header', () => {
    const header = csvFileName('"; filename="../../evil\r\nX-Injected: 1', day);
    expect(header).toBe(
      `attachment; filename="activity-log-filename-evil-x-injected-1-2026-03-01.csv"; filename*=UTF-8''activity-log-filename-evil-x-injected-1-2026-03-01.csv`,
    );
    expect(csvFileName('東京ホテル', day)).toContain('filename="activity-log-hotel-2026-03-01.csv"');
    expect(csvFileName('東京ホテル', day)).toContain(encodeURIComponent('東京ホテル'));
  });
});
