#!/usr/bin/env node
// `npm test`: every test — unit, API on PGlite and on PostgreSQL (TEST_DATABASE_URL, else the local
// server at 127.0.0.1:5432 when it answers), then the browser journeys in Chromium against a fresh build.
// Ends with one line "N passed, N failed, N skipped", followed by why any suite did not run.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { resolveTestDatabase } from './test-database.mjs';
import { apiSuiteSize, finalLine, vitestCounts } from './test-summary.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const run = (cmd, args, env = {}) =>
  spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

const outDir = mkdtempSync(path.join(tmpdir(), 'bazaar-results-'));
const vitestJson = path.join(outDir, 'vitest.json');
const e2eJson = path.join(outDir, 'e2e.json');
let passed = 0;
let failed = 0;
let skipped = 0;
const notRun = [];

// Decided once here and handed to vitest, so the final line can say why the PostgreSQL suite was left out.
const postgres = await resolveTestDatabase();

// Static checks first: a type error anywhere (contract drift between API and storefront) fails the run.
for (const [name, args] of [
  ['typecheck', ['run', 'typecheck']],
  ['lint', ['run', 'lint']],
  ['import directions', ['run', 'check:deps']],
]) {
  if (run('npm', args) !== 0) {
    console.error(`\n${name} failed`);
    failed += 1;
  }
}

const vitestStatus = run(
  'npx',
  ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`],
  { TEST_DATABASE_URL: postgres.url ?? 'off' },
);
let vitestReport = null;
try {
  vitestReport = JSON.parse(readFileSync(vitestJson, 'utf8'));
  const counts = vitestCounts(vitestReport);
  passed += counts.passed;
  skipped += counts.skipped;
  failed += counts.failed + (vitestStatus !== 0 && counts.failed === 0 ? 1 : 0);
} catch {
  failed += 1;
}
if (!postgres.url) {
  const tests = vitestReport ? apiSuiteSize(vitestReport, root) : null;
  notRun.push({ suite: 'api-postgres', tests, reason: postgres.reason });
}

const e2eStatus = run('node', ['e2e/run.mjs'], { E2E_RESULTS: e2eJson });
try {
  const report = JSON.parse(readFileSync(e2eJson, 'utf8'));
  passed += report.passed;
  skipped += report.skipped ?? 0;
  failed += report.failed + (e2eStatus !== 0 && report.failed === 0 ? 1 : 0);
} catch {
  failed += 1;
}
rmSync(outDir, { recursive: true, force: true });

console.log(`\n${finalLine({ passed, failed, skipped, notRun })}`);
process.exit(failed === 0 && vitestStatus === 0 && e2eStatus === 0 ? 0 : 1);
