#!/usr/bin/env node
// `npm start`: build the storefront and the console if a build is missing or older than its sources, bundle the API
// (and the demo-market seed) the same way, then serve storefront and API on one port (PGlite in
// DATA_DIR unless DATABASE_URL is set), the demo market seeded on first start.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { collectWhenIdle } from './idle-collect.mjs';
import { useWasmTiers } from './wasm-tiers.mjs';

// As react-router-serve does: without it the storefront renders with React's development builds
// (slower, and ~10 MiB more). The API reads NODE_ENV through loadEnv, whose default is production too.
process.env.NODE_ENV ??= 'production';

// PGlite's WebAssembly as baseline code, compiled on first call, unless PGLITE_WASM_TIERING=1 (decision 208).
useWasmTiers(process.env);

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

/** Builds an app (`npm run build -w <app>`) when its build is missing or older than its sources. */
function buildIfStale(app, entry, name) {
  const sources = [app, 'packages/contract/src', 'packages/domain/src'].map((d) => path.join(root, d));
  const stale = !existsSync(entry) || Math.max(...sources.map(newestMtime)) > statSync(entry).mtimeMs;
  if (!stale) return;
  console.log(`Building ${name}…`);
  const built = spawnSync('npm', ['run', 'build', '-w', app], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
buildIfStale('apps/web', buildEntry, 'the storefront');
// The sellers' and couriers' console (/seller, /courier): a single-page app the same server sends.
buildIfStale('apps/console', path.join(root, 'apps/console/build/client/index.html'), 'the console');

// The API runs from one ES module bundle of its TypeScript sources (decision 208: tsx compiling every
// file on the fly, in its own loader thread, cost ~90 MiB and seconds of every start), rebuilt when a
// source is newer; bare imports stay in node_modules. If bundling fails, tsx runs the sources as before
// (BAZAAR_API_TSX=1 asks for that). Stack traces name bundle lines; `node --enable-source-maps
// scripts/start.mjs` maps them to the sources (it costs ~15 MiB of heap, so it is not the default).
const apiBuild = path.join(root, 'apps/api/build');
const apiSources = ['apps/api/src', 'packages/contract/src', 'packages/domain/src', 'tools/seed/src'];

/** `import.meta.url` (and dirname/filename) of each source file kept as the source's own, not the bundle's. */
const keepSourceLocation = {
  name: 'keep-source-location',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@bazaar/') ? undefined : { external: true },
    );
    build.onLoad({ filter: /\.[cm]?tsx?$/ }, async (args) => {
      const text = (await readFile(args.path, 'utf8'))
        .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href))
        .replaceAll('import.meta.dirname', JSON.stringify(path.dirname(args.path)))
        .replaceAll('import.meta.filename', JSON.stringify(args.path));
      return { contents: text, loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
    });
  },
};

/**
 * The bundle's folder for the newest source change, built when missing: apps/api/build/<stamp>/. A
 * build goes to a folder of its own and is renamed into place, and older builds are removed only a
 * minute later, so servers starting at the same time never load a half-written or removed bundle.
 * Null when bundling fails.
 */
async function bundleApi() {
  const newest = Math.floor(Math.max(...apiSources.map((d) => newestMtime(path.join(root, d)))));
  const outdir = path.join(apiBuild, String(newest));
  if (existsSync(path.join(outdir, 'server.js'))) return outdir;
  try {
    // esbuild is tsx's own dependency: resolved from tsx, not declared twice.
    const require = createRequire(fileURLToPath(import.meta.resolve('tsx/esm/api')));
    const esbuild = require('esbuild');
    const tmp = `${outdir}.${process.pid}.tmp`;
    await esbuild.build({
      absWorkingDir: root,
      entryPoints: {
        server: 'apps/api/src/server.ts',
        seed: 'tools/seed/src/index.ts',
        env: 'apps/api/src/config/env.ts',
        db: 'apps/api/src/db/client.ts',
      },
      outdir: tmp,
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      sourcemap: true,
      logLevel: 'error',
      plugins: [keepSourceLocation],
    });
    // esbuild answers from a service process of its own (~55 MiB) that would otherwise live as long as the server.
    await esbuild.stop();
    try {
      renameSync(tmp, outdir);
    } catch {
      rmSync(tmp, { recursive: true, force: true }); // another start built the same sources first
    }
    for (const old of readdirSync(apiBuild)) {
      const full = path.join(apiBuild, old);
      if (full !== outdir && Date.now() - statSync(full).mtimeMs > 60_000)
        rmSync(full, { recursive: true, force: true });
    }
    return outdir;
  } catch (err) {
    console.warn(
      `Could not bundle the API (${err instanceof Error ? err.message : err}); running its sources with tsx.`,
    );
    return null;
  }
}

const modules = {};
const bundle = process.env.BAZAAR_API_TSX ? null : await bundleApi();
if (bundle) {
  for (const name of ['server', 'seed', 'env', 'db'])
    modules[name] = pathToFileURL(path.join(bundle, `${name}.js`)).href;
} else {
  const { register } = await import('tsx/esm/api');
  register();
  const source = (file) => pathToFileURL(path.join(root, 'apps/api/src', file)).href;
  Object.assign(modules, {
    server: source('server.ts'),
    seed: '@bazaar/seed',
    env: source('config/env.ts'),
    db: source('db/client.ts'),
  });
}
const { seedDemoMarket } = await import(modules.seed);

// A new embedded data folder is created, migrated and seeded by a child process of its own, then opened
// here as on any later start: what initdb and seeding leave in PGlite's memory (~130 MiB that a
// WebAssembly instance never gives back) is not kept for the server's lifetime (decision 208).
const { loadEnv } = await import(modules.env);
let env;
try {
  env = loadEnv();
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
const dataDir = path.resolve(root, env.DATA_DIR);
if (process.argv.includes('--prepare-data-folder')) {
  const { openDatabase } = await import(modules.db);
  try {
    const handle = openDatabase({ dataDir });
    await handle.migrate();
    const seeded = await seedDemoMarket(handle.db, dataDir);
    await handle.close();
    if (seeded) console.log(JSON.stringify({ msg: 'seeded the demo market', ...seeded }));
    process.exit(0);
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  }
}
if (!env.DATABASE_URL && !existsSync(path.join(dataDir, 'pg', 'PG_VERSION'))) {
  const prepared = spawnSync(process.execPath, [fileURLToPath(import.meta.url), '--prepare-data-folder'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (prepared.status !== 0) process.exit(prepared.status ?? 1);
}

// The API in this same process; the demo market is seeded (first start only) after the migrations,
// before the server listens. The API never imports the seed.
const { startServer, exitOnStartFailure } = await import(modules.server);
await startServer({
  prepare: async (db, dataDir) => {
    const seeded = await seedDemoMarket(db, dataDir);
    return seeded && { message: 'seeded the demo market', details: seeded };
  },
}).catch(exitOnStartFailure);
collectWhenIdle();
