#!/usr/bin/env node
// `npm test`: every test — unit, API on PGlite (and on PostgreSQL when TEST_DATABASE_URL is set),
// then the browser journeys in Chromium against a fresh build. Ends with one line "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const run = (cmd, args, env = {}) =>
  spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

const outDir = mkdtempSync(path.join(tmpdir(), 'bazaar-results-'));
const vitestJson = path.join(outDir, 'vitest.json');
const e2eJson = path.join(outDir, 'e2e.json');
let passed = 0;
let failed = 0;

// Static checks first: a type error anywhere (contract drift between API and storefront) fails the run.
for (const [name, args] of [
  ['typecheck', ['run', 'typecheck']],
  ['lint', ['run', 'lint']],
]) {
  if (run('npm', args) !== 0) {
    console.error(`\n${name} failed`);
    failed += 1;
  }
}

const vitestStatus = run('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestJson}`,
]);
try {
  const report = JSON.parse(readFileSync(vitestJson, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests + (vitestStatus !== 0 && report.numFailedTests === 0 ? 1 : 0);
} catch {
  failed += 1;
}

const e2eStatus = run('node', ['e2e/run.mjs'], { E2E_RESULTS: e2eJson });
try {
  const report = JSON.parse(readFileSync(e2eJson, 'utf8'));
  passed += report.passed;
  failed += report.failed + (e2eStatus !== 0 && report.failed === 0 ? 1 : 0);
} catch {
  failed += 1;
}
rmSync(outDir, { recursive: true, force: true });

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 && vitestStatus === 0 && e2eStatus === 0 ? 0 : 1);
