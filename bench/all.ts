// `npm run bench`: every benchmark in one command and one table. Builds the storefront once, generates
// the 100k-item market on a FRESH PostgreSQL database and a fresh PGlite folder (bench/bench-market.ts;
// --reuse keeps one of the same size and seed), and per database starts the server as users run it
// (scripts/start.mjs, default settings, bench/idle-memory.ts's start) on a loopback port, then measures:
// start to /healthz and to the first home page on the existing data folder (after one unmeasured start
// that bundles the API), idle RSS after a quiet pause, and, each bounded in time with autocannon in
// this process, the API scenarios (bench/scenarios.ts via api-load.ts) and server-rendered guest pages
// (page-load.ts), then the writes: a signed-in cart update (cart-load.ts) and order placement of 3
// lines across 2 stores (order-load.ts, invariants checked after), the server's RSS sampled during
// each (peak); with --only overload, load shedding (overload.ts, its own server) after. Then
// Lighthouse once on the demo market (pages.ts). Prints one table with the targets of issues 15/16
// beside each figure (summary-table.ts) and writes bench/results/<date>.json ("full" or "quick").
//
//   npm run bench -- [--quick] [--only home,search-typo,cart-update,orders,ssr-home,lighthouse,overload]
//                    [--databases postgres,pglite] [--duration 10] [--connections 50] [--no-build] [--reuse]
//   BENCH_DATABASE_URL=postgres://…/db  BENCH_DATA_DIR=./data-bench  BENCH_PORT=3400
//
// Figures only: it fails only when something could not run (or the order invariants broke).
import { spawnSync } from 'node:child_process';
import { cpus, loadavg, totalmem } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BENCH_MARKET } from '@bazaar/seed/sizes';
import type { Result } from 'autocannon';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { runScenario } from './api-load.ts';
import { type Column, type DatabaseName, type MarketSpec, prepareMarket } from './bench-market.ts';
import { cartBodies, checkCartUpdate, updateCarts } from './cart-load.ts';
import { memoryOf, sampleRss, start, stop } from './idle-memory.ts';
import { checkOrders, type OrderLoad, placeOrders, prepareOrders } from './order-load.ts';
import { overloadRow } from './overload-row.ts';
import { discoverPages, measurePage } from './page-load.ts';
import { runLighthouse, TARGETS } from './pages.ts';
import { saveResult } from './results-file.ts';
import { discoverMarket, SCENARIOS } from './scenarios.ts';
import { freePort, waitForSearchIndex } from './server-process.ts';
import { type Figures, renderTable, targetFor } from './summary-table.ts';

const { values: args } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    only: { type: 'string' },
    databases: { type: 'string', default: 'postgres,pglite' },
    duration: { type: 'string' },
    warmup: { type: 'string' },
    connections: { type: 'string', default: '50' },
    idle: { type: 'string' },
    customers: { type: 'string', default: '200' },
    'no-build': { type: 'boolean', default: false },
    reuse: { type: 'boolean', default: false },
  },
});
const root = path.resolve(import.meta.dirname, '..');
const quick = args.quick;
const load = {
  connections: Number(args.connections),
  duration: Number(args.duration ?? (quick ? 3 : 10)),
  warmup: Number(args.warmup ?? (quick ? 1 : 3)),
};
const idleSeconds = Number(args.idle ?? (quick ? 3 : 10));
/** The full run measures the issues' 100k market; --quick a 5k one that generates in seconds. */
const spec: MarketSpec = quick
  ? { items: 5_000, stores: 100, categories: 200, reviews: 1_500, seed: BENCH_MARKET.seed }
  : {
      items: BENCH_MARKET.items,
      stores: BENCH_MARKET.stores,
      categories: BENCH_MARKET.categories,
      reviews: BENCH_MARKET.reviews,
      seed: BENCH_MARKET.seed,
    };

const API_ROWS = SCENARIOS.map((s) => s.name);
const PAGE_ROWS = ['home', 'category', 'product', 'store'];
const ALL = [
  ...API_ROWS,
  'cart-update',
  'orders',
  ...PAGE_ROWS.map((p) => `ssr-${p}`),
  ...PAGE_ROWS.map((p) => `lighthouse-${p}`),
];
const wanted = args.only?.split(',').map((s) => s.trim());
/** Whether a row runs: all but `overload` by default; with --only, those named ("lighthouse" = its 4). */
const runs = (row: string) =>
  wanted ? wanted.includes(row) || wanted.some((w) => row.startsWith(`${w}-`)) : row !== 'overload';
for (const w of wanted ?? [])
  if (![...ALL, 'overload', 'ssr', 'lighthouse'].includes(w))
    throw new Error(`--only: unknown scenario "${w}" (known: ${ALL.join(', ')}, ssr, lighthouse, overload)`);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const figuresOf = (r: Result): Figures => ({
  rps: Math.round(r.requests.average),
  p50: r.requests.total > 0 ? r.latency.p50 : undefined,
  p99: r.requests.total > 0 ? r.latency.p99 : undefined,
  errors: r.errors + r.non2xx,
  timeouts: r.timeouts,
});

type ColumnResult = {
  database: DatabaseName;
  skipped?: string;
  /** Why the column stopped before its last scenario (the run goes on with the next). */
  error?: string;
  market?: { reused: boolean; seed_s: number | null; summary?: string; data_dir: string };
  rows: Map<string, Figures>;
  details: Record<string, unknown>;
};

/**
 * Waits until the server answers /healthz within 100 ms three times in a row (at most 120 s): a load
 * run ends with requests still in flight (a page render is not cancelled when its client leaves), and
 * the next scenario must not be measured while the server is still working those off.
 */
async function settle(base: string) {
  const started = Date.now();
  let fast = 0;
  while (fast < 3 && Date.now() - started < 120_000) {
    const t0 = performance.now();
    const ok = await fetch(`${base}/healthz`)
      .then((r) => r.ok)
      .catch(() => false);
    fast = ok && performance.now() - t0 < 100 ? fast + 1 : 0;
    await sleep(250);
  }
  const waited = Date.now() - started;
  if (waited > 2_000) console.log(`  (the server took ${(waited / 1000).toFixed(1)} s to settle)`);
}

/** Runs `measure` on a settled server with its RSS sampled; its figures get the peak. */
async function sampled(base: string, pid: number, measure: () => Promise<Figures>): Promise<Figures> {
  await settle(base);
  const peak = sampleRss(pid);
  try {
    const figures = await measure();
    return { ...figures, rss_mib: await peak() };
  } catch (err) {
    await peak();
    throw err;
  }
}

/** What the server needs made in its database before it starts (PGlite is one process's at a time). */
async function prepareLoads(column: Column) {
  if (!runs('orders') && !runs('cart-update')) return null;
  const handle = openDatabase({ databaseUrl: column.databaseUrl || undefined, dataDir: column.dataDir });
  try {
    return await prepareOrders(handle.db, Number(args.customers));
  } finally {
    await handle.close();
  }
}

async function measureColumn(column: Column, result: ColumnResult) {
  const env = { DATABASE_URL: column.databaseUrl };
  const orders = await prepareLoads(column);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // One unmeasured start: it bundles the API when its sources changed and warms the file cache.
  await stop((await start(port, column.dataDir, env)).child);
  const began = performance.now();
  const server = await start(port, column.dataDir, env);
  try {
    const home = await fetch(`${base}/`);
    await home.arrayBuffer();
    const homeMs = Math.round(performance.now() - began);
    result.rows.set('start → /healthz', { value: `${server.ms} ms` });
    result.rows.set('start → home page', { value: `${homeMs} ms`, errors: home.ok ? 0 : 1 });
    const indexMs = await waitForSearchIndex(base);
    await sleep(idleSeconds * 1000);
    const idle = await memoryOf(server.child.pid!);
    result.rows.set('idle RSS', { value: `${idle.rss_mib} MiB` });
    result.details.start = { healthz_ms: server.ms, home_ms: homeMs, home_status: home.status };
    result.details.search_index_ready_ms = indexMs;
    result.details.idle = { seconds: idleSeconds, ...idle };
    console.log(`${column.name}: up in ${server.ms} ms, home page ${homeMs} ms, idle ${idle.rss_mib} MiB`);
    await measureLoads(base, server.child.pid!, orders, result);
  } finally {
    await stop(server.child);
  }
  if (runs('overload')) await overload(column, result);
  if (orders && result.details.orders_result) {
    const handle = openDatabase({ databaseUrl: column.databaseUrl || undefined, dataDir: column.dataDir });
    try {
      const invariants = await checkOrders(
        handle.db,
        orders,
        result.details.orders_result as Result,
        load.connections,
      );
      result.details.orders_invariants = invariants;
      const row = result.rows.get('orders');
      if (row) result.rows.set('orders', { ...row, holds: Object.values(invariants).every(Boolean) });
      console.log(`${column.name}: order invariants`, invariants);
    } finally {
      await handle.close();
    }
    delete result.details.orders_result;
  }
}

async function measureLoads(base: string, pid: number, orders: OrderLoad | null, result: ColumnResult) {
  const show = (row: string, f: Figures) => {
    result.rows.set(row, f);
    console.log(
      `  ${row.padEnd(16)} ${f.rps}/s  p50 ${f.p50}  p99 ${f.p99} ms  ${f.errors} err ${f.timeouts} t/o  RSS ≤ ${f.rss_mib} MiB`,
    );
  };
  const market = await discoverMarket(base);
  if (result.market) result.market.summary = market.summary;
  for (const scenario of SCENARIOS.filter((s) => runs(s.name))) {
    const f = await sampled(base, pid, async () => {
      const row = await runScenario(base, scenario, market, load);
      const p = row.plain!;
      const finished = p.requests > 0;
      return {
        rps: p.rps,
        p50: finished ? p.p50 : undefined,
        p99: finished ? p.p99 : undefined,
        errors: p.errors + p.non2xx,
        timeouts: 0,
      };
    });
    show(scenario.name, f);
  }
  const pages = PAGE_ROWS.some((p) => runs(`ssr-${p}`)) ? await discoverPages(base) : [];
  for (const page of pages.filter((p) => runs(`ssr-${p.name}`))) {
    let html = 0;
    const f = await sampled(base, pid, async () => {
      const row = await measurePage(base, page, { ...load, identity: false });
      html = row.html_kib;
      // No page finished in the time: there is no latency to show (autocannon says 0).
      const finished = row.requests > 0;
      return {
        rps: row.pages_per_s,
        p50: finished ? row.p50 : undefined,
        p99: finished ? row.p99 : undefined,
        errors: row.errors + row.non2xx,
        timeouts: row.timeouts,
      };
    });
    result.details[`ssr-${page.name}_html_kib`] = html;
    show(`ssr-${page.name}`, f);
  }
  // The writes last: their invalidations must not reach the read scenarios' caches.
  if (orders && runs('cart-update')) {
    const bodies = cartBodies(orders.lineItems);
    await checkCartUpdate(base, orders.customers[0]!, bodies[0]!);
    show(
      'cart-update',
      await sampled(base, pid, async () =>
        figuresOf(await updateCarts(base, orders.customers, bodies, load)),
      ),
    );
  }
  if (orders && runs('orders'))
    show(
      'orders',
      await sampled(base, pid, async () => {
        const r = await placeOrders(base, orders, load);
        result.details.orders_result = r;
        return figuresOf(r);
      }),
    );
}

/** Load shedding (overload-row.ts) for this column: its row and all it measured, or why it did not run. */
async function overload(column: Column, result: ColumnResult) {
  const { figures, details } = await overloadRow(column.databaseUrl || undefined, quick ? 5 : 20);
  result.details.overload = details;
  if (figures) result.rows.set('overload', figures);
}

async function lighthouse(rows: Map<string, Figures>) {
  try {
    const measured = await runLighthouse({
      runs: 1,
      build: false,
      only: PAGE_ROWS.filter((p) => runs(`lighthouse-${p}`)),
    });
    for (const r of measured)
      rows.set(`lighthouse-${r.page}`, {
        value: `${r.score} · LCP ${r.lcp_ms} · JS ${r.js_gzip_kb}`,
        holds:
          r.score >= TARGETS.score &&
          r.lcp_ms < TARGETS.lcpMs &&
          r.cls < TARGETS.cls &&
          r.js_gzip_kb <= TARGETS.firstLoadJsKb,
      });
    return measured;
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    console.warn(`Lighthouse could not run: ${reason}`);
    return reason;
  }
}

async function main() {
  const t0 = performance.now();
  // The machine may be shared: its load when the run began says how far to trust the figures.
  const loadAtStart = loadavg().map((n) => Math.round(n * 10) / 10);
  if (!args['no-build']) {
    console.log('Building the storefront …');
    const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (built.status !== 0) throw new Error('The storefront build failed');
  }
  const columns: ColumnResult[] = [];
  for (const name of args.databases.split(',') as DatabaseName[]) {
    if (name !== 'postgres' && name !== 'pglite') throw new Error(`--databases: unknown "${name}"`);
    const result: ColumnResult = { database: name, rows: new Map(), details: {} };
    columns.push(result);
    const prepared = await prepareMarket(name, spec, args.reuse);
    if (!prepared.ok) {
      result.skipped = prepared.reason;
      console.warn(`${name}: skipped: ${prepared.reason}`);
      continue;
    }
    result.market = { reused: prepared.reused, seed_s: prepared.seed_s, data_dir: prepared.column.dataDir };
    try {
      await measureColumn(prepared.column, result);
    } catch (err) {
      // The rows measured so far still make the table; the column says where it stopped.
      result.error = err instanceof Error ? err.message : String(err);
      console.error(`${name}: stopped: ${err instanceof Error ? err.stack : err}`);
    }
  }
  // Lighthouse is one phone on the demo market, not per database: its figures sit in the first column.
  const lighthouseRows = new Map<string, Figures>();
  const lighthouseResult = PAGE_ROWS.some((p) => runs(`lighthouse-${p}`))
    ? await lighthouse(lighthouseRows)
    : null;
  const first = columns.find((c) => !c.skipped);
  for (const [row, f] of lighthouseRows) first?.rows.set(row, f);

  const minutes = Math.round((performance.now() - t0) / 6000) / 10;
  const order = ['start → /healthz', 'start → home page', 'idle RSS', ...ALL, 'overload'].filter((row) =>
    columns.some((c) => c.rows.has(row)),
  );
  const title = [
    `Bazaar benchmark ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${minutes} min${quick ? '   *** QUICK RUN: a 5k-item market, short runs: figures not comparable to the targets ***' : ''}`,
    `market: ${spec.items.toLocaleString('en')} items, ${spec.stores} stores, seed ${spec.seed}; ${load.connections} connections, ${load.duration} s per scenario (+${load.warmup} s warm-up), loopback; node ${process.version}, ${cpus().length} cores`,
    `load average at start ${loadAtStart.join(' ')}; RSS: the server process, peak during the scenario; lighthouse: score · LCP ms · first-load JS KB gzip (demo market, in the first column)`,
  ];
  console.log(`\n${renderTable(order, columns, title)}\n`);
  // One entry per kind of run a day: a partial run (--only) does not overwrite the full one.
  const kind = `${quick ? 'quick' : 'full'}${wanted ? ` --only ${wanted.join(',')}` : ''}`;
  await saveResult(new Date().toISOString().slice(0, 10), kind, {
    minutes,
    quick,
    machine: {
      load_average_at_start: loadAtStart,
      cores: cpus().length,
      cpu: cpus()[0]?.model,
      memory_gib: Math.round(totalmem() / 2 ** 30),
      platform: `${process.platform} ${process.arch}`,
    },
    options: { ...load, idle_s: idleSeconds, only: wanted ?? null, reuse: args.reuse },
    market: spec,
    columns: columns.map((c) => ({
      database: c.database,
      skipped: c.skipped,
      error: c.error,
      market: c.market,
      rows: Object.fromEntries(
        [...c.rows].map(([row, f]) => {
          const target = targetFor(row, c.database);
          return [row, { ...f, target: target.text, meets_target: target.holds(f) }];
        }),
      ),
      details: c.details,
    })),
    lighthouse: lighthouseResult,
  });
  for (const c of columns) if (c.error) console.error(`${c.database} stopped early: ${c.error}`);
  const broken = columns.some((c) => c.error || c.rows.get('orders')?.holds === false);
  if (broken) process.exitCode = 1;
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? (err.stack ?? err.message) : err);
  process.exit(1);
});
