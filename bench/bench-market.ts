// The generated market `npm run bench` (bench/all.ts) measures, per database: made FRESH by
// tools/seed/src/bench.ts (seedMarket of the chosen size) in a process of its own, so the seed's memory
// is not the server's, or reused with --reuse when a market of the same size and seed is already there.
//
//   PostgreSQL: the database of BENCH_DATABASE_URL, else bazaar_bench_<items>_s<seed> on
//               127.0.0.1:5432; dropped and created again for a fresh market.
//   PGlite:     a data folder of its own.
// Each database also has a data folder (uploaded pictures; PGlite's files), under BENCH_DATA_DIR
// (default ./data-bench) as <key>-<database>, with market.json saying which market it holds.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { MARKET_MARKER } from '@bazaar/seed';
import { eq, sql } from 'drizzle-orm';
import { openDatabase, openPostgres } from '../apps/api/src/db/client.ts';
import { settings } from '../apps/api/src/db/schema/index.ts';

const root = path.resolve(import.meta.dirname, '..');

export type MarketSpec = { items: number; stores: number; categories: number; reviews: number; seed: number };
export type DatabaseName = 'postgres' | 'pglite';
/** Where one column's market lives: DATABASE_URL ('' = embedded) and DATA_DIR for the server. */
export type Column = { name: DatabaseName; databaseUrl: string; dataDir: string };
export type Prepared =
  | { ok: true; column: Column; reused: boolean; seed_s: number | null }
  | { ok: false; name: DatabaseName; reason: string };

const keyOf = (m: MarketSpec) => `i${m.items}-st${m.stores}-c${m.categories}-r${m.reviews}-s${m.seed}`;
const redact = (url: string) => url.replace(/:[^:@/]*@/, ':***@');

function postgresUrl(m: MarketSpec) {
  return (
    process.env.BENCH_DATABASE_URL || `postgres://postgres@127.0.0.1:5432/bazaar_bench_${m.items}_s${m.seed}`
  );
}

/** The driver's own words (drizzle wraps them in "Failed query: …" with the cause inside). */
const whyNot = (err: unknown): string =>
  err instanceof Error ? (err.cause instanceof Error ? err.cause.message : err.message) : String(err);

/** Runs `sql` on the server's maintenance database (the URL's database swapped for `postgres`). */
export async function onServer(url: string, statements: string[]) {
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const server = openPostgres(admin.toString(), 1);
  try {
    await server.db.execute(sql`select 1`);
    for (const statement of statements) await server.db.execute(sql.raw(statement));
  } finally {
    await server.close();
  }
}

/** The market a database holds, by its marker row (tools/seed: size "demo" or "bench"), or null. */
export async function marketSizeIn(databaseUrl: string | undefined, dataDir: string): Promise<string | null> {
  if (!databaseUrl && !existsSync(path.join(dataDir, 'pg', 'PG_VERSION'))) return null;
  const handle = openDatabase({ databaseUrl, dataDir });
  try {
    const [row] = await handle.db
      .select({ value: settings.value })
      .from(settings)
      .where(eq(settings.key, MARKET_MARKER))
      .catch(() => []);
    return row ? ((JSON.parse(String(row.value)) as { size?: string }).size ?? null) : null;
  } finally {
    await handle.close();
  }
}

const marketIn = (column: Column) => marketSizeIn(column.databaseUrl || undefined, column.dataDir);

/** Whether --reuse can keep this column's market: the same key written after a complete seed, and there. */
async function reusable(column: Column, key: string) {
  const marker = await readFile(path.join(column.dataDir, 'market.json'), 'utf8').catch(() => '');
  if (!marker) return false;
  const saved = JSON.parse(marker) as { key?: string; database?: string };
  if (saved.key !== key || saved.database !== redact(column.databaseUrl)) return false;
  return (await marketIn(column).catch(() => null)) === 'bench';
}

/**
 * A market of `spec` for one database: fresh unless `reuse` finds the same one. A PostgreSQL server
 * that does not answer gives a reason instead (the column is skipped).
 */
export async function prepareMarket(name: DatabaseName, spec: MarketSpec, reuse: boolean): Promise<Prepared> {
  const key = keyOf(spec);
  const dataDir = path.resolve(root, process.env.BENCH_DATA_DIR ?? 'data-bench', `${key}-${name}`);
  const databaseUrl = name === 'postgres' ? postgresUrl(spec) : '';
  const column: Column = { name, databaseUrl, dataDir };
  if (name === 'postgres') {
    try {
      await onServer(databaseUrl, []);
    } catch (err) {
      return {
        ok: false,
        name,
        reason: `PostgreSQL at ${redact(databaseUrl)} did not answer (${whyNot(err)})`,
      };
    }
  }
  if (reuse && (await reusable(column, key))) {
    console.log(`${name}: reusing the market ${key} (${redact(databaseUrl) || dataDir})`);
    return { ok: true, column, reused: true, seed_s: null };
  }
  await rm(dataDir, { recursive: true, force: true });
  await mkdir(dataDir, { recursive: true });
  if (name === 'postgres') {
    const db = new URL(databaseUrl).pathname.slice(1);
    await onServer(databaseUrl, [`drop database if exists "${db}" with (force)`, `create database "${db}"`]);
  }
  console.log(`${name}: generating the market ${key} → ${redact(databaseUrl) || dataDir} …`);
  const t0 = performance.now();
  const seeded = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'tools/seed/src/bench.ts',
      ...Object.entries(spec).flatMap(([option, value]) => [`--${option}`, String(value)]),
    ],
    { cwd: root, stdio: 'inherit', env: { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: dataDir } },
  );
  if (seeded.status !== 0) throw new Error(`Generating the ${name} market failed (${seeded.status})`);
  const seed_s = Math.round((performance.now() - t0) / 100) / 10;
  await writeFile(
    path.join(dataDir, 'market.json'),
    `${JSON.stringify({ key, ...spec, database: redact(databaseUrl), seeded_at: new Date().toISOString(), seed_s }, null, 2)}\n`,
  );
  return { ok: true, column, reused: false, seed_s };
}
