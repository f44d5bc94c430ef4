// `npm run bench:api`: API load benchmark on the large market (`npm run seed:bench` first). Spawns the
// API as its own process on 127.0.0.1 with the DEFAULT settings (the catalogue answer cache on; `--cache
// off` passes CATALOGUE_CACHE=off), drives each scenario with autocannon from this process for a
// bounded time, and runs each scenario twice: as it is, then with a catalogue write every 100 ms mixed
// in (bench/write-loop.ts: a price change, a stock change, an order, in turn, through the API), so the
// cost of invalidation shows. Prints req/s, p50, p99 and errors per scenario, the "with writes" row
// beside it and the loss in %, and writes bench/results/api-load.json (one entry per database and cache
// setting: PGlite in ./data-bench by default, PostgreSQL when DATABASE_URL is set). Figures only;
// nothing passes or fails on time.
//
//   npm run bench:api -- [--duration 10] [--warmup 3] [--connections 50] [--only search-typo,suggestions]
//                        [--writes both|on|off] [--write-every 100] [--cache on|off]
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench npm run bench:api
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import autocannon, { type Result } from 'autocannon';
import { saveResult } from './results-file.ts';
import { discoverMarket, LOAD_OPTIONS, type Market, SCENARIOS, type Scenario } from './scenarios.ts';
import { freePort, isEntry, startServer, waitForSearchIndex } from './server-process.ts';
import { WriteLoop, type WriteStats } from './write-loop.ts';

/** How hard and how long each scenario is driven. */
export type LoadOptions = { connections: number; duration: number; warmup: number };

export type Figures = {
  rps: number;
  p50: number;
  p99: number;
  max: number;
  requests: number;
  errors: number;
  non2xx: number;
  hit_rate: number | null;
};
export type Row = {
  scenario: string;
  what: string;
  plain?: Figures;
  with_writes?: Figures & { writes: WriteStats };
  loss_pct?: number;
};

/** autocannon against `url`, each request's path from `pick`. */
export const load = (url: string, connections: number, duration: number, pick: () => string) =>
  autocannon({
    url,
    connections,
    duration,
    timeout: 30,
    headers: { accept: 'application/json' },
    requests: [{ setupRequest: (req) => ({ ...req, path: pick() }) }],
  });

/** Hits and misses of the process caches so far (GET /metrics, loopback), or null without metrics. */
async function cacheLookups(base: string): Promise<{ hit: number; miss: number } | null> {
  try {
    const res = await fetch(`${base}/metrics`);
    if (!res.ok) return null;
    const totals = { hit: 0, miss: 0 };
    for (const line of (await res.text()).split('\n')) {
      const m = /^bazaar_cache_lookups_total\{([^}]*)\}\s+([\d.e+]+)/.exec(line);
      if (!m || !m[1]!.includes('cache="api"')) continue;
      if (m[1]!.includes('result="hit"')) totals.hit += Number(m[2]);
      else if (m[1]!.includes('result="miss"')) totals.miss += Number(m[2]);
    }
    return totals;
  } catch {
    return null;
  }
}

async function measure(base: string, pick: () => string, o: LoadOptions): Promise<Figures> {
  const before = await cacheLookups(base);
  const r: Result = await load(base, o.connections, o.duration, pick);
  const after = await cacheLookups(base);
  const hits = before && after ? after.hit - before.hit : 0;
  const lookups = before && after ? hits + after.miss - before.miss : 0;
  return {
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    max: r.latency.max,
    requests: r.requests.total,
    errors: r.errors, // time-outs included (autocannon counts them as errors too)
    non2xx: r.non2xx,
    hit_rate: lookups > 0 ? Math.round((hits / lookups) * 1000) / 10 : null,
  };
}

const cell = (f: Figures | undefined) =>
  f
    ? `${String(f.rps).padStart(6)} req/s  p50 ${String(f.p50).padStart(4)}  p99 ${String(f.p99).padStart(4)} ms  ${f.errors + f.non2xx} err${f.hit_rate === null ? '' : `  hit ${f.hit_rate}%`}`
    : '—';

/**
 * One scenario: a warm-up, then its figures as it is (`plain`) and/or with the write loop running.
 * Warns when a run finished fewer answers than it had connections (too short to mean anything).
 */
export async function runScenario(
  base: string,
  scenario: Scenario,
  market: Market,
  o: LoadOptions,
  mode: { plain: boolean; writer: WriteLoop | null } = { plain: true, writer: null },
): Promise<Row> {
  const pick = scenario.paths(market);
  const row: Row = { scenario: scenario.name, what: scenario.what };
  await load(base, o.connections, o.warmup, pick);
  if (mode.plain) row.plain = await measure(base, pick, o);
  if (mode.writer) {
    mode.writer.start();
    let figures: Figures;
    try {
      figures = await measure(base, pick, o);
    } finally {
      row.with_writes = { ...figures!, writes: await mode.writer.stop() };
    }
    if (row.plain && row.plain.rps > 0)
      row.loss_pct = Math.round((1 - row.with_writes.rps / row.plain.rps) * 1000) / 10;
  }
  for (const [label, f] of [
    ['', row.plain],
    [' with writes', row.with_writes],
  ] as const)
    if (f && f.requests < o.connections)
      console.warn(
        `${row.scenario}${label}: only ${f.requests} answers in ${o.duration} s at ${o.connections} connections: run longer for figures`,
      );
  return row;
}

async function main(args: Args) {
  const database = databaseOf(args);
  const options: LoadOptions = {
    connections: Number(args.connections),
    duration: Number(args.duration),
    warmup: Number(args.warmup),
  };
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const benchToken = randomBytes(16).toString('hex');
  const env: Record<string, string> = { BENCH_WRITE_TOKEN: benchToken };
  if (args.cache === 'off') env.CATALOGUE_CACHE = 'off';
  console.log(`Starting the API on ${base} (${database}, answer cache ${args.cache}) …`);
  const server = await startServer(port, env);
  try {
    console.log(`Search index ready after ${await waitForSearchIndex(base)} ms`);
    const market = await discoverMarket(base);
    console.log(`Market: ${market.summary}`);
    const plain = args.writes !== 'on';
    const withWrites = args.writes !== 'off';
    const writer = withWrites
      ? await WriteLoop.prepare(base, market, benchToken, Number(args['write-every']))
      : null;
    if (writer)
      console.log(
        `Writes: one every ${writer.everyMs} ms, in turn: ${writer.kinds.join(', ')}${writer.kinds.includes('order') ? '' : ' (no sampled store open now: no orders)'}`,
      );
    const rows: Row[] = [];
    const wanted = args.only?.split(',');
    for (const scenario of SCENARIOS.filter((s) => !wanted || wanted.includes(s.name))) {
      const row = await runScenario(base, scenario, market, options, { plain, writer });
      rows.push(row);
      const w = row.with_writes?.writes;
      console.log(
        `${row.scenario.padEnd(14)} ${cell(row.plain)}   | with writes ${cell(row.with_writes)}${row.loss_pct === undefined ? '' : `   loss ${row.loss_pct}%`}${w ? `   (${w.made} writes = ${w.per_s}/s, ${w.failed} failed, ${w.skipped} skipped, write p99 ${w.p99_ms} ms)` : ''}`,
      );
      for (const f of w?.failures ?? []) console.log(`    write failure: ${f}`);
    }
    console.table(
      rows.map((r) => ({
        scenario: r.scenario,
        'req/s': r.plain?.rps,
        'p50 ms': r.plain?.p50,
        'p99 ms': r.plain?.p99,
        errors: r.plain ? r.plain.errors + r.plain.non2xx : undefined,
        'w/ writes req/s': r.with_writes?.rps,
        'w/ p50 ms': r.with_writes?.p50,
        'w/ p99 ms': r.with_writes?.p99,
        'w/ errors': r.with_writes ? r.with_writes.errors + r.with_writes.non2xx : undefined,
        'loss %': r.loss_pct,
        'writes/s': r.with_writes?.writes.per_s,
      })),
    );
    await save(args, rows, market.summary);
  } finally {
    server.kill('SIGTERM');
  }
}

/** Writes these figures into bench/results/api-load.json, keeping the other databases' and settings'. */
async function save(args: Args, rows: Row[], market: string) {
  await saveResult('api-load', databaseOf(args), {
    market,
    answer_cache: args.cache,
    connections: Number(args.connections),
    duration_s: Number(args.duration),
    write_every_ms: args.writes === 'off' ? null : Number(args['write-every']),
    scenarios: rows,
  });
}

function parseOptions() {
  const { values } = parseArgs({
    options: {
      ...LOAD_OPTIONS,
      writes: { type: 'string', default: 'both' },
      'write-every': { type: 'string', default: '100' },
    },
  });
  if (!['both', 'on', 'off'].includes(values.writes)) throw new Error('--writes is both, on or off');
  if (!['on', 'off'].includes(values.cache)) throw new Error('--cache is on or off');
  return values;
}
type Args = ReturnType<typeof parseOptions>;

/** Which figures these are: the database, and whether the answer cache was turned off. */
const databaseOf = (args: Args) =>
  `${process.env.DATABASE_URL ? 'postgres' : 'pglite'}${args.cache === 'off' ? '+cache-off' : ''}`;

if (isEntry(import.meta.filename))
  main(parseOptions()).catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
