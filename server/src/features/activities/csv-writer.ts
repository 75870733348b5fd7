/**
 * CSV as RFC 4180 writes it: fields separated by commas, lines ending in CRLF, a field holding a comma, a quote
 * or a line break quoted, with its quotes doubled.
 *
 * What a spreadsheet would run as a formula is defused: a cell starting with =, +, -, @, a tab or a carriage
 * return gets a leading apostrophe (OWASP's advice on CSV injection), so a description that starts with
 * '=HYPERLINK(...)' opens as the text it is. The apostrophe shows in the cell; the text after it is whole.
 */
export function csvLine(cells: readonly (string | null)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

const formulaStart = /^[=+\-@\t\r]/;
const needsQuotes = /[",\r\n]/;

export function csvCell(value: string | null): string {
  if (value === null || value === '') return '';
  const safe = formulaStart.test(value) ? `'${value}` : value;
  return needsQuotes.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * The byte order mark a CSV file starts with: without it, Excel reads UTF-8 as the machine's old code page and
 * shows 'MÃ¼ller' for 'Müller'. Other readers (LibreOffice, Numbers, Google Sheets, Python's csv with
 * utf-8-sig) take it as the mark it is.
 */
export const csvByteOrderMark = '\uFEFF';
