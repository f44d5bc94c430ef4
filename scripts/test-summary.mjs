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
