#!/usr/bin/env node
// Builds the storefront and the console, starts the marketplace as `npm start` does (scripts/start-command.mjs) on a
// free loopback port with a fresh data folder,
// runs the browser journeys (node:test + playwright-core in Debian's Chromium), stops the server.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnNpmStart } from '../scripts/start-command.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const results = process.env.E2E_RESULTS;
// Each journey file's time, written by the file-times reporter beside the spec reporter.
const timesFile = path.join(mkdtempSync(path.join(tmpdir(), 'bazaar-e2e-times-')), 'times.json');
const fileTimes = () => {
  try {
    return JSON.parse(readFileSync(timesFile, 'utf8'));
  } catch {
    return {};
  }
};
const report = (passed, failed) =>
  results && writeFileSync(results, JSON.stringify({ passed, failed, fileTimes: fileTimes() }));

const freePort = () =>
  new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });

if (spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' }).status !== 0) {
  report(0, 1);
  process.exit(1);
}

const port = await freePort();
const dataDir = mkdtempSync(path.join(tmpdir(), 'bazaar-e2e-'));
const baseUrl = `http://127.0.0.1:${port}`;
// The journeys run on the embedded database, like `npm start` on a fresh machine.
const { DATABASE_URL: _ignored, ...env } = process.env;
const server = spawnNpmStart(
  env,
  {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // Every journey signs up its own customers, all from 127.0.0.1: more than the default hourly limit.
    SIGN_UPS_PER_HOUR: '500',
    // The demo stores open all day (days off stay), so no journey depends on the hour it runs at.
    BAZAAR_DEMO_OPEN_ALL_DAY: '1',
    // Parallel browsers on a 2-core machine busy with other work can stall one event-loop turn past a
    // second: that is the machine, not the shop. The in-flight limit stays; the busy-turn refusal is off.
    LOAD_SHED_MAX_BUSY_MS: '0',
  },
  { stdio: ['ignore', 'inherit', 'inherit'] },
);

async function waitForHealth() {
  for (let i = 0; i < 240; i++) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not become healthy');
}

// Node 20's runner does not pick up .ts files from a folder by itself: name each journey. Names given
// on the command line (`node e2e/run.mjs chrome cart`) run those journeys alone.
const only = process.argv.slice(2);
const journeys = readdirSync(path.join(root, 'e2e/journeys'))
  .filter((f) => f.endsWith('.test.ts') && (only.length === 0 || only.includes(f.replace(/\.test\.ts$/, ''))))
  .map((f) => `e2e/journeys/${f}`);
let passed = 0;
let failed = 1;
try {
  await waitForHealth();
  const tests = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      '--test',
      '--test-concurrency=1',
      '--test-reporter=spec',
      '--test-reporter-destination=stdout',
      '--test-reporter=./e2e/file-times.mjs',
      `--test-reporter-destination=${timesFile}`,
      ...journeys,
    ],
    {
      cwd: root,
      // E2E_STATE_DIR: a folder of this run alone, for what its journey files share (staff sessions).
      env: { ...process.env, BASE_URL: baseUrl, E2E_STATE_DIR: path.dirname(timesFile) },
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  process.stdout.write(tests.stdout);
  process.stderr.write(tests.stderr);
  passed = Number(/ℹ pass (\d+)/.exec(tests.stdout)?.[1] ?? 0);
  failed = Number(/ℹ fail (\d+)/.exec(tests.stdout)?.[1] ?? 1);
  // A run that executed nothing, or exited badly without counting a failure, is a failure.
  if ((tests.status !== 0 || passed === 0) && failed === 0) failed = 1;
} catch (err) {
  console.error(err);
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
report(passed, failed);
process.exit(failed === 0 ? 0 : 1);
