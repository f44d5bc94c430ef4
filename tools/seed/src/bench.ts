// `npm run seed:bench`: the large market for the load benchmark — the demo market plus generated
// stores, categories and items up to 100,000 items across 1,000 stores and 200 categories (by
// default), the same for the same --seed. Into DATA_DIR (default ./data-bench, embedded PGlite) or
// the PostgreSQL server named by DATABASE_URL.
//
//   npm run seed:bench -- [--items 100000] [--stores 1000] [--categories 200] [--reviews 30000] [--seed 7] [--reset]
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase } from './api';
import { seedMarket } from './market';
import { BENCH_MARKET } from './sizes';

const count = (name: keyof typeof BENCH_MARKET) =>
  ({ type: 'string', default: String(BENCH_MARKET[name]) }) as const;
const { values: args } = parseArgs({
  options: {
    items: count('items'),
    stores: count('stores'),
    categories: count('categories'),
    reviews: count('reviews'),
    seed: count('seed'),
    reset: { type: 'boolean', default: false },
  },
});
const root = path.resolve(import.meta.dirname, '../../..');
const dataDir = path.resolve(root, process.env.DATA_DIR ?? 'data-bench');
const databaseUrl = process.env.DATABASE_URL;

const elapsed = (t0: number) => `${((Date.now() - t0) / 1000).toFixed(1)} s`;

async function main() {
  if (args.reset && !databaseUrl) await rm(dataDir, { recursive: true, force: true });
  const handle = openDatabase({ databaseUrl, dataDir });
  const t0 = Date.now();
  await handle.migrate();
  const size = {
    ...BENCH_MARKET,
    items: Number(args.items),
    stores: Number(args.stores),
    categories: Number(args.categories),
    reviews: Number(args.reviews),
    seed: Number(args.seed),
  };
  const made = await seedMarket(handle.db, dataDir, size);
  if (!made) {
    console.log(
      `A market is already in ${databaseUrl ? 'the database' : dataDir}; --reset (PGlite) starts over.`,
    );
    return handle.close();
  }
  console.log(`${JSON.stringify(made)} (${elapsed(t0)})`);
  // Fresh statistics and visibility map: plans as in production, index-only scans possible.
  await handle.db.execute(sql`vacuum analyze`);
  console.log(
    `vacuum analyze: done in ${elapsed(t0)} → ${databaseUrl ? databaseUrl.replace(/:[^:@/]*@/, ':***@') : dataDir}`,
  );
  await handle.close();
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
