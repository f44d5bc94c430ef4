// `node --import tsx bench/explain.ts [url…]`: the query plans behind the benchmark's calls on the large
// market. Runs each call through the API in-process, captures every SQL statement it issues, and
// prints EXPLAIN (ANALYZE, BUFFERS) for each — so "every list query uses an index" is checked on
// 100,000 items, not asserted. DATABASE_URL for the server, else DATA_DIR (default ./data-bench).
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Logger } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { buildApi } from '../apps/api/src/app/build.ts';
import type { Database } from '../apps/api/src/db/client.ts';
import * as schema from '../apps/api/src/db/schema/index.ts';

const DEFAULT_URLS = [
  '/api/v1/items/popular?limit=20',
  '/api/v1/items/latest?limit=20&offset=3',
  '/api/v1/categories/items/1?limit=20&with_deal_items=1',
  '/api/v1/categories/items/40?limit=20&sort=price_asc',
  '/api/v1/items/latest?limit=20&min_price=1000&max_price=2000&rating=4',
  '/api/v1/items/details/5000',
  '/api/v1/items/related-items/5000',
  '/api/v1/items/reviews/5000',
  '/api/v1/stores/details/20',
  '/api/v1/items/latest?store_id=20&limit=20',
  '/api/v1/stores/get-stores/popular?limit=20',
  '/api/v1/items/search?name=samsng%20galaxy',
  '/api/v1/items/search-suggestion?name=basm',
  '/api/v1/stores/search?name=mobile',
];

const captured: { sql: string; params: unknown[] }[] = [];
const logger: Logger = { logQuery: (sql, params) => captured.push({ sql, params }) };
const options = { schema, casing: 'snake_case' as const, logger };

const url = process.env.DATABASE_URL;
const pool = url ? new pg.Pool({ connectionString: url, max: 4 }) : null;
const lite = url
  ? null
  : new PGlite(path.resolve(process.env.DATA_DIR ?? 'data-bench', 'pg'), { extensions: { pg_trgm } });
const db = (pool ? drizzlePg(pool, options) : drizzlePglite(lite!, options)) as unknown as Database;
/** EXPLAIN_GENERIC=1 (server only): the generic plan a prepared statement may settle on after five runs. */
const generic = Boolean(pool && process.env.EXPLAIN_GENERIC);
const explain = async (sql: string, params: unknown[]) => {
  let rows: Record<string, string>[];
  if (generic) {
    const client = await pool!.connect();
    try {
      await client.query('set plan_cache_mode = force_generic_plan');
      await client.query(`prepare explained as ${sql}`);
      // EXECUTE's arguments cannot be bound parameters: write them as literals.
      const literal = (v: unknown): string =>
        Array.isArray(v)
          ? `'{${v.join(',')}}'`
          : typeof v === 'string'
            ? `'${v.replaceAll("'", "''")}'`
            : String(v);
      const args = params.map(literal).join(', ');
      rows = (
        await client.query(
          `explain (analyze, buffers, costs off) execute explained${args ? `(${args})` : ''}`,
        )
      ).rows;
      await client.query('deallocate explained; reset plan_cache_mode');
    } finally {
      client.release();
    }
  } else {
    const text = `explain (analyze, buffers, costs off) ${sql}`;
    rows = pool
      ? (await pool.query(text, params)).rows
      : (await lite!.query<Record<string, string>>(text, params)).rows;
  }
  return rows.map((r) => Object.values(r)[0]).join('\n');
};

const app = await buildApi({
  db,
  // The answer cache off: every call must reach the database to be explained.
  env: {
    GOOGLE_CLIENT_ID: undefined,
    PUBLIC_URL: undefined,
    SELLER_HOST: 'https://x.test',
    CATALOGUE_CACHE: 'off',
  },
  dataDir: '/tmp',
});
await app.ready();
for (const target of process.argv.slice(2).length ? process.argv.slice(2) : DEFAULT_URLS) {
  // Warm caches (totals, category tree) as a running server has them; EXPLAIN_COLD=1 explains the
  // first call instead, with its bounded counts (kept 30 s per list once counted).
  if (!process.env.EXPLAIN_COLD) await app.inject({ url: target });
  captured.length = 0;
  const res = await app.inject({ url: target });
  console.log(`\n=== ${target} → ${res.statusCode}, ${captured.length} queries`);
  for (const q of captured) {
    console.log(`--- ${q.sql.replace(/\s+/g, ' ').slice(0, 160)}…`);
    console.log(await explain(q.sql, q.params));
  }
}
await app.close();
await (pool ? pool.end() : lite!.close());
