import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  apiSuiteSize,
  finalLine,
  formatDuration,
  phaseTable,
  slowestFiles,
  vitestCounts,
  vitestFileTimes,
} from './test-summary.mjs';

const root = path.resolve('/repo');
const file = (relative, tests) => ({
  name: path.join(root, relative),
  assertionResults: Array.from({ length: tests }, () => ({ status: 'passed' })),
});

describe('the final line of npm test', () => {
  it('keeps "N passed, N failed" at its start, as CI reads it', () => {
    const line = finalLine({ passed: 950, failed: 2, skipped: 0 });
    expect(line).toBe('950 passed, 2 failed, 0 skipped');
    expect(line).toMatch(/^(\d+) passed, (\d+) failed/);
  });

  it('adds a suite that did not run to the skipped count and says why', () => {
    const line = finalLine({
      passed: 950,
      failed: 0,
      skipped: 0,
      notRun: [
        { suite: 'api-postgres', tests: 180, reason: 'no PostgreSQL at 127.0.0.1:5432 (ECONNREFUSED)' },
      ],
    });
    expect(line).toBe(
      '950 passed, 0 failed, 180 skipped: 180 in api-postgres, not run: no PostgreSQL at 127.0.0.1:5432 (ECONNREFUSED)',
    );
  });

  it('tells tests marked skip apart from a suite left out', () => {
    const line = finalLine({
      passed: 10,
      failed: 1,
      skipped: 5,
      notRun: [{ suite: 'api-postgres', tests: 180, reason: 'TEST_DATABASE_URL=off' }],
    });
    expect(line).toBe(
      '10 passed, 1 failed, 185 skipped: 180 in api-postgres, not run: TEST_DATABASE_URL=off; 5 marked skip',
    );
  });

  it('still names the suite and the reason when its size is unknown', () => {
    const line = finalLine({
      passed: 0,
      failed: 1,
      skipped: 0,
      notRun: [
        { suite: 'api-postgres', tests: null, reason: 'no PostgreSQL at 127.0.0.1:5432 (ECONNREFUSED)' },
      ],
    });
    expect(line).toBe(
      '0 passed, 1 failed, 0 skipped: api-postgres not run: no PostgreSQL at 127.0.0.1:5432 (ECONNREFUSED)',
    );
  });
});

describe('reading the vitest JSON report', () => {
  it('counts skipped and todo tests as skipped', () => {
    const counts = vitestCounts({
      numPassedTests: 7,
      numFailedTests: 1,
      numPendingTests: 3,
      numTodoTests: 2,
    });
    expect(counts).toEqual({ passed: 7, failed: 1, skipped: 5 });
  });

  it('sizes the PostgreSQL suite from the API test files only', () => {
    const report = {
      testResults: [
        file('apps/api/test/cart/cart.test.ts', 12),
        file('apps/api/test/search.test.ts', 4),
        file('apps/api/src/db/migrations.test.ts', 3),
        file('packages/domain/src/orders/status.test.ts', 9),
        file('apps/api/testing/elsewhere.test.ts', 100),
      ],
    };
    expect(apiSuiteSize(report, root)).toBe(16);
  });
});

describe('the times npm test prints', () => {
  it('names each phase with its time, marks a failed one and adds the total', () => {
    const table = phaseTable([
      { name: 'typecheck', seconds: 54.2, ok: true },
      { name: 'vitest (fast lane)', seconds: 605, ok: false },
    ]);
    expect(table.split('\n')).toEqual([
      '  typecheck              54.2s',
      '  vitest (fast lane)   10m 05s  (failed)',
      '  total                10m 59s',
    ]);
  });

  it('formats durations under and over a minute', () => {
    expect(formatDuration(0.04)).toBe('0.0s');
    expect(formatDuration(59.94)).toBe('59.9s');
    expect(formatDuration(60)).toBe('1m 00s');
    expect(formatDuration(3725.6)).toBe('62m 06s');
  });

  it("reads each file's time from a vitest report, per lane, keeping the longer of two runs", () => {
    const report = {
      testResults: [
        { name: path.join(root, 'apps/api/test/a.test.ts'), startTime: 1000, endTime: 3500 },
        { name: path.join(root, 'apps/api/test/a.test.ts'), startTime: 1000, endTime: 9000 },
        { name: path.join(root, 'packages/domain/src/b.test.ts'), startTime: 5, endTime: 10 },
      ],
    };
    expect(vitestFileTimes(report, root, 'fast')).toEqual({
      'apps/api/test/a.test.ts (fast)': 8,
      'packages/domain/src/b.test.ts (fast)': 0.005,
    });
  });

  it('lists the slowest files first, at most n', () => {
    const list = slowestFiles({ 'a.ts': 1.25, 'b.ts': 30, 'c.ts': 2 }, 2);
    expect(list.split('\n')).toEqual(['    30.0 s  b.ts', '     2.0 s  c.ts']);
  });
});
