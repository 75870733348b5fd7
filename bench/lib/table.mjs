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

/**
 * The table of a load benchmark: the bare Fastify hello world first, then each labelled result, with its rate,
 * its ratio to the hello world's (to `ratioDigits` places), latencies and counts.
 * @param {{ perSecond: number, p50: number, p99: number, requests: number, failures: number }} hello
 * @param {Array<{ label: string, perSecond: number, p50: number, p99: number, requests: number, failures: number }>} results
 */
export function formatLoadTable(hello, results, { ratioDigits = 3 } = {}) {
  const row = (label, result) => [
    label,
    Math.round(result.perSecond),
    `${(result.perSecond / hello.perSecond).toFixed(ratioDigits)}x`,
    `${result.p50} ms`,
    `${result.p99} ms`,
    result.requests,
    result.failures,
  ];
  return formatTable(
    ['request', 'req/s', 'x hello', 'p50', 'p99', 'requests', 'failed'],
    [
      row('bare Fastify hello world (own process)', hello),
      ...results.map((result) => row(result.label, result)),
    ],
  );
}

export const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
export const ms = (value) => `${value.toFixed(value < 10 ? 2 : 1)} ms`;
