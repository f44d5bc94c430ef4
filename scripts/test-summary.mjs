// The final line of `npm test`: "N passed, N failed, N skipped", then why any suite did not run.
// CI reads "N passed, N failed" at its start; keep that.
import path from 'node:path';

/**
 * Counts of a vitest JSON report; skipped counts skip and todo.
 * @param {{ numPassedTests: number, numFailedTests: number, numPendingTests?: number, numTodoTests?: number }} report
 */
export function vitestCounts(report) {
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
}

/**
 * How many tests of the report come from apps/api/test — what the api-postgres project would have run
 * (it runs those files again on the server). Meant for a run in which api-postgres did not take part.
 * @param {{ testResults?: { name: string, assertionResults?: unknown[] }[] }} report
 * @param {string} root the repository's root folder
 */
export function apiSuiteSize(report, root) {
  const folder = path.join(root, 'apps', 'api', 'test') + path.sep;
  return (report.testResults ?? [])
    .filter((file) => path.resolve(file.name).startsWith(folder))
    .reduce((sum, file) => sum + (file.assertionResults?.length ?? 0), 0);
}

/**
 * @param {{ passed: number, failed: number, skipped: number,
 *   notRun?: { suite: string, tests: number | null, reason: string }[] }} counts
 *   notRun: suites left out entirely, with their size when known (null when not).
 */
export function finalLine({ passed, failed, skipped, notRun = [] }) {
  const missing = notRun.reduce((sum, suite) => sum + (suite.tests ?? 0), 0);
  const line = `${passed} passed, ${failed} failed, ${skipped + missing} skipped`;
  if (notRun.length === 0) return line;
  const reasons = notRun.map(({ suite, tests, reason }) =>
    tests === null ? `${suite} not run: ${reason}` : `${tests} in ${suite}, not run: ${reason}`,
  );
  if (skipped > 0) reasons.push(`${skipped} marked skip`);
  return `${line}: ${reasons.join('; ')}`;
}

/**
 * Each file's time in seconds from a vitest JSON report, keyed `path (lane)` relative to the root;
 * a file run on two databases is listed once per run, the longer kept.
 * @param {{ testResults?: { name: string, startTime?: number, endTime?: number }[] }} report
 * @param {string} root
 * @param {string} lane
 * @returns {Record<string, number>}
 */
export function vitestFileTimes(report, root, lane) {
  /** @type {Record<string, number>} */
  const times = {};
  for (const file of report.testResults ?? []) {
    const seconds = ((file.endTime ?? 0) - (file.startTime ?? 0)) / 1000;
    const key = `${path.relative(root, file.name)} (${lane})`;
    times[key] = Math.max(times[key] ?? 0, seconds);
  }
  return times;
}

/**
 * The slowest `n` files, one a line: seconds right-aligned, then the file.
 * @param {Record<string, number>} times seconds by file
 * @param {number} n
 */
export function slowestFiles(times, n) {
  return Object.entries(times)
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([file, seconds]) => `${seconds.toFixed(1).padStart(8)} s  ${file}`)
    .join('\n');
}

/**
 * The phases of a run with their times and the total, one a line.
 * @param {{ name: string, seconds: number, ok: boolean }[]} phases
 */
export function phaseTable(phases) {
  const width = Math.max(5, ...phases.map((p) => p.name.length));
  const line = (name, seconds, note = '') =>
    `  ${name.padEnd(width)}  ${formatDuration(seconds).padStart(8)}${note}`;
  const total = phases.reduce((sum, p) => sum + p.seconds, 0);
  return [...phases.map((p) => line(p.name, p.seconds, p.ok ? '' : '  (failed)')), line('total', total)].join(
    '\n',
  );
}

/** 75.2 → "1m 15s"; under a minute "42.0s". */
export function formatDuration(seconds) {
  if (seconds < 60) return `${seconds.toFixed(1)}s`;
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}m ${String(whole % 60).padStart(2, '0')}s`;
}
