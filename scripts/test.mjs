#!/usr/bin/env node
// `npm test`: every test. The fast lane first — static checks, unit and API tests on PGlite and on
// PostgreSQL (TEST_DATABASE_URL, else the local server at 127.0.0.1:5432 when it answers), then the browser
// journeys in Chromium against a fresh build — and then the long batteries (crash, fuzz, several
// processes). `npm test -- --fast` runs the fast lane alone. Prints each phase's time and the ten slowest
// files, and ends with one line "N passed, N failed, N skipped", followed by why any suite did not run.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { resolveTestDatabase } from './test-database.mjs';
import {
  apiSuiteSize,
  finalLine,
  phaseTable,
  slowestFiles,
  vitestCounts,
  vitestFileTimes,
} from './test-summary.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const fastOnly = process.argv.includes('--fast');
const outDir = mkdtempSync(path.join(tmpdir(), 'bazaar-results-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const notRun = [];
/** @type {{ name: string, seconds: number, ok: boolean }[]} */
const phases = [];
/** @type {Record<string, number>} */
const fileTimes = {};
let allExitedWell = true;

/** Runs one phase's command with inherited output and records its time. */
function phase(name, cmd, args, env = {}) {
  const started = performance.now();
  const status =
    spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;
  phases.push({ name, seconds: (performance.now() - started) / 1000, ok: status === 0 });
  if (status !== 0) allExitedWell = false;
  return status;
}

const readJson = (file) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
};

// Decided once here and handed to vitest, so the final line can say why the PostgreSQL suite was left out.
const postgres = await resolveTestDatabase();

/** One vitest run of a lane; its counts, and each file's time, go into the totals. */
function vitestLane(lane) {
  const json = path.join(outDir, `vitest-${lane}.json`);
  const status = phase(
    `vitest (${lane} lane)`,
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${json}`],
    { TEST_DATABASE_URL: postgres.url ?? 'off', BAZAAR_LANE: lane },
  );
  const report = readJson(json);
  if (!report) {
    totals.failed += 1;
    return null;
  }
  const counts = vitestCounts(report);
  totals.passed += counts.passed;
  totals.skipped += counts.skipped;
  totals.failed += counts.failed + (status !== 0 && counts.failed === 0 ? 1 : 0);
  Object.assign(fileTimes, vitestFileTimes(report, root, lane));
  return report;
}

// Static checks first: a type error anywhere (contract drift between API and storefront) fails the run.
for (const [name, script] of [
  ['typecheck', 'typecheck'],
  ['lint', 'lint'],
  ['import directions', 'check:deps'],
]) {
  if (phase(name, 'npm', ['run', script]) !== 0) {
    console.error(`\n${name} failed`);
    totals.failed += 1;
  }
}

const reports = [vitestLane('fast')];

const e2eJson = path.join(outDir, 'e2e.json');
const e2eStatus = phase('build and browser journeys', 'node', ['e2e/run.mjs'], { E2E_RESULTS: e2eJson });
const e2e = readJson(e2eJson);
if (e2e) {
  totals.passed += e2e.passed;
  totals.skipped += e2e.skipped ?? 0;
  totals.failed += e2e.failed + (e2eStatus !== 0 && e2e.failed === 0 ? 1 : 0);
  for (const [file, ms] of Object.entries(e2e.fileTimes ?? {}))
    fileTimes[path.relative(root, file)] = ms / 1000;
} else {
  totals.failed += 1;
}

if (!fastOnly) reports.push(vitestLane('batteries'));

if (!postgres.url) {
  const known = reports.filter(Boolean);
  const tests = known.length ? known.reduce((sum, r) => sum + apiSuiteSize(r, root), 0) : null;
  notRun.push({ suite: 'api-postgres', tests, reason: postgres.reason });
}
if (fastOnly) notRun.push({ suite: 'the batteries', tests: null, reason: '--fast' });
rmSync(outDir, { recursive: true, force: true });

console.log(`\nPhases:\n${phaseTable(phases)}`);
console.log(`\nThe ten slowest files:\n${slowestFiles(fileTimes, 10)}`);
console.log(`\n${finalLine({ ...totals, notRun })}`);
process.exit(totals.failed === 0 && allExitedWell ? 0 : 1);
