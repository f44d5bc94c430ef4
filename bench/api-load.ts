// `npm run bench:api`: API load benchmark on the large market (`npm run seed:bench` first). Spawns the
// API as its own process on 127.0.0.1, drives each scenario with autocannon from this process for a
// bounded time, prints req/s and p50/p99 latency per scenario and writes bench/results/api-load.json
// (one entry per database: PGlite by default, PostgreSQL when DATABASE_URL is set). Figures only;
// nothing passes or fails on time.
//
//   npm run bench:api -- [--duration 10] [--connections 50] [--only search-typo,suggestions]
//   CATALOGUE_CACHE_MS=5000 npm run bench:api   (the same with the opt-in micro-cache, decision 202)
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon, { type Result } from 'autocannon';
import { discoverMarket, SCENARIOS } from './scenarios.ts';
import { freePort, startServer } from './server-process.ts';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    connections: { type: 'string', default: '50' },
    only: { type: 'string' },
  },
});
const root = path.resolve(import.meta.dirname, '..');
const cacheMs = Number(process.env.CATALOGUE_CACHE_MS ?? 0);
/** Which figures these are: the database, and whether the micro-cache of public answers was on. */
const database = `${process.env.DATABASE_URL ? 'postgres' : 'pglite'}${cacheMs > 0 ? `+cache${cacheMs}ms` : ''}`;

type Row = {
  scenario: string;
  what: string;
  rps: number;
  p50: number;
  p99: number;
  max: number;
  requests: number;
  errors: number;
  non2xx: number;
};

const run = (url: string, connections: number, duration: number, pick: () => string) =>
  autocannon({
    url,
    connections,
    duration,
    timeout: 30,
    headers: { accept: 'application/json' },
    requests: [{ setupRequest: (req) => ({ ...req, path: pick() }) }],
  });

async function main() {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  console.log(`Starting the API on ${base} (${database}) …`);
  const server = await startServer(port);
  try {
    const market = await discoverMarket(base);
    console.log(`Market: ${market.summary}`);
    const rows: Row[] = [];
    const wanted = args.only?.split(',');
    for (const scenario of SCENARIOS.filter((s) => !wanted || wanted.includes(s.name))) {
      const pick = scenario.paths(market);
      await run(base, Number(args.connections), Number(args.warmup), pick);
      const r: Result = await run(base, Number(args.connections), Number(args.duration), pick);
      const row = {
        scenario: scenario.name,
        what: scenario.what,
        rps: Math.round(r.requests.average),
        p50: r.latency.p50,
        p99: r.latency.p99,
        max: r.latency.max,
        requests: r.requests.total,
        errors: r.errors + r.timeouts,
        non2xx: r.non2xx,
      };
      rows.push(row);
      console.log(
        `${row.scenario.padEnd(14)} ${String(row.rps).padStart(6)} req/s   p50 ${String(row.p50).padStart(4)} ms   p99 ${String(row.p99).padStart(4)} ms   (${row.requests} requests, ${row.non2xx} non-2xx, ${row.errors} errors)`,
      );
    }
    console.table(
      rows.map(({ scenario, rps, p50, p99, max, non2xx }) => ({
        scenario,
        'req/s': rps,
        'p50 ms': p50,
        'p99 ms': p99,
        'max ms': max,
        non2xx,
      })),
    );
    await save(rows, market.summary);
  } finally {
    server.kill('SIGTERM');
  }
}

/** Writes this database's figures into bench/results/api-load.json, keeping the other database's. */
async function save(rows: Row[], market: string) {
  const file = path.join(root, 'bench', 'results', 'api-load.json');
  await mkdir(path.dirname(file), { recursive: true });
  const previous = JSON.parse(await readFile(file, 'utf8').catch(() => '{}')) as Record<string, unknown>;
  previous[database] = {
    at: new Date().toISOString(),
    market,
    connections: Number(args.connections),
    duration_s: Number(args.duration),
    node: process.version,
    scenarios: rows,
  };
  await writeFile(file, `${JSON.stringify(previous, null, 2)}\n`);
  console.log(`Wrote ${path.relative(root, file)} (${database})`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
