// Prints rows as an aligned plain-text table: text columns left-aligned, numbers right-aligned.

/** @param {string[]} headers @param {Array<Array<string | number>>} rows */
export function formatTable(headers, rows) {
  const cells = [headers, ...rows].map((row) => row.map((cell) => String(cell)));
  const widths = headers.map((_, column) => Math.max(...cells.map((row) => row[column]?.length ?? 0)));
  const numeric = headers.map((_, column) =>
    rows.every((row) => typeof row[column] === 'number' || /^[\d.,]+( \w+)?$/.test(String(row[column]))),
  );
  const line = (row) =>
    row
      .map((cell, column) => (numeric[column] ? cell.padStart(widths[column]) : cell.padEnd(widths[column])))
      .join('  ')
      .trimEnd();
  const rule = widths.map((width) => '-'.repeat(width)).join('  ');
  return [line(cells[0]), rule, ...cells.slice(1).map(line)].join('\n');
}

export const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
export const ms = (value) => `${value.toFixed(value < 10 ? 2 : 1)} ms`;
