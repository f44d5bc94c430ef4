#!/usr/bin/env node
// `npm start`: build the storefront if its build is missing or older than its sources, then serve
// storefront and API on one port (PGlite in DATA_DIR unless DATABASE_URL is set), the demo market
// seeded on first start.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { register } from 'tsx/esm/api';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const buildEntry = path.join(root, 'apps/web/build/server/index.js');

function newestMtime(dir) {
  let newest = 0;
  if (!existsSync(dir)) return newest;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'build' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

const sources = ['apps/web', 'packages/contract/src', 'packages/domain/src'].map((d) => path.join(root, d));
const stale = !existsSync(buildEntry) || Math.max(...sources.map(newestMtime)) > statSync(buildEntry).mtimeMs;
if (stale) {
  console.log('Building the storefront…');
  const built = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

// The API runs from its TypeScript sources (tsx), in this same process; the demo market is seeded
// (first start only) after the migrations, before the server listens. The API never imports the seed.
register();
const { startServer, exitOnStartFailure } = await import(
  pathToFileURL(path.join(root, 'apps/api/src/server.ts')).href
);
const { seedDemoMarket } = await import('@bazaar/seed');
await startServer({
  prepare: async (db, dataDir) => {
    const seeded = await seedDemoMarket(db, dataDir);
    return seeded && { message: 'seeded the demo market', details: seeded };
  },
}).catch(exitOnStartFailure);
