// The goals as pass/fail lines with the measured figure. A missed goal is a result, not a failure of
// the benchmark: it never changes the exit code.

/**
 * @param {Array<{ goal: string, measured: string, pass: boolean }>} checks
 * @returns {string} one line per check
 */
export function goalLines(checks) {
  return checks
    .map(({ goal, measured, pass }) => `  ${pass ? 'pass' : 'FAIL'}  ${goal}: ${measured}`)
    .join('\n');
}
