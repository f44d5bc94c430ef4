// `npm run bench:ssr`: server-rendered pages per second on the large market (`npm run seed:bench`
// first). Builds the storefront (unless --no-build), starts the real server as `npm start` does
// (scripts/start.mjs with its environment and node flags, scripts/start-command.mjs: storefront and API on
// one port, DEFAULT settings) as its own process on a free loopback port against
// the benchmark market (PostgreSQL when DATABASE_URL is set, else embedded PGlite in ./data-bench; its
// files in ./data-bench either way), and drives guest pages with autocannon from this process: home,
// a category page, a product page and a store page, each spread over real slugs sampled through the API
// (like scenarios.ts). Prints pages/s, p50, p99, errors, time-outs and HTML bytes per page (as rendered,
// and as sent: a browser's Accept-Encoding unless --identity) and writes bench/results/page-load.json.
// Then each page again as guests ask for pages seen before (decision 218): its first --seen URLs
// (1,000; 0 skips this) visited once each, then the same load over those URLs only, with the page
// cache's hit rate over that pass (from /metrics). The first figure is a render per request (the
// database path and React); the second is what a shop's returning traffic meets.
// Figures only; nothing passes or fails on time. (`npm run bench:pages` is Lighthouse, one phone.)
//
//   npm run bench:ssr -- [--duration 10] [--warmup 3] [--connections 50] [--only home,category]
//                        [--no-build] [--identity] [--cache on|off] [--seen 1000]
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench npm run bench:ssr
//
// scripts/start.mjs seeds the demo market only into a database without a market (the marker of
// tools/seed/src/market.ts); this bench first checks that the database holds the benchmark market, so
// it never starts the server on an empty one (which would seed the demo market there instead).
import { type ChildProcess, spawnSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createRandom } from '@bazaar/seed/random';
import autocannon, { type Result } from 'autocannon';
import { spawnNpmStart } from '../scripts/start-command.mjs';
import { marketSizeIn } from './bench-market.ts';
import { saveResult } from './results-file.ts';
import { discoverMarket, getJson, LOAD_OPTIONS } from './scenarios.ts';
import { freePort, isEntry, waitForHealth, waitForSearchIndex } from './server-process.ts';

const root = path.resolve(import.meta.dirname, '..');
/** What a browser sends (Chromium): the server may compress. --identity asks for plain HTML. */
const ACCEPT_ENCODING = 'gzip, deflate, br, zstd';
const TIMEOUT_S = 10;

export type PageRow = {
  page: string;
  /** 'fresh': over every URL, nearly each request a first render; 'seen before': over URLs visited once. */
  pass: 'fresh' | 'seen before';
  /** The page cache's hits over the measured run, of all its lookups (seen-before pass). */
  page_cache_hit_rate?: number;
  example: string;
  urls: number;
  pages_per_s: number;
  p50: number;
  p99: number;
  max: number;
  requests: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  html_kib: number;
  sent_kib: number;
};

/** The benchmark's market must be there (its marker says size "bench"): else say how to make it. */
async function checkBenchMarket(databaseUrl: string | undefined, dataDir: string) {
  const size = await marketSizeIn(databaseUrl, dataDir);
  if (size !== 'bench')
    throw new Error(
      `${databaseUrl ? 'The database' : dataDir} holds ${size ? `the "${size}" market` : 'no market'}, not the benchmark's: run \`npm run seed:bench\` first (with the same DATABASE_URL).`,
    );
}

export type GuestPage = { name: string; urls: string[]; next: () => string };

/** Guest pages over real slugs: every category, the sampled items, every store. */
export async function discoverPages(base: string): Promise<GuestPage[]> {
  type Cat = { slug: string; childes: Cat[] };
  const tops = await getJson<Cat[]>(`${base}/api/v1/categories`);
  const categorySlugs = tops.flatMap((c) => [c.slug, ...c.childes.map((k) => k.slug)]);
  console.log(`Search index ready after ${await waitForSearchIndex(base)} ms`);
  const market = await discoverMarket(base);
  console.log(`Market: ${market.summary}`);
  const pick = (seed: number, list: string[]) => {
    const rnd = createRandom(seed);
    return () => rnd.pick(list);
  };
  const pages: GuestPage[] = [
    { name: 'home', urls: ['/'], next: () => '/' },
    {
      name: 'category',
      urls: categorySlugs.map((s) => `/categories/products/${s}`),
      next: pick(
        21,
        categorySlugs.map((s) => `/categories/products/${s}`),
      ),
    },
    {
      name: 'product',
      urls: market.itemSlugs.map((s) => `/product/${s}`),
      next: pick(
        22,
        market.itemSlugs.map((s) => `/product/${s}`),
      ),
    },
    {
      name: 'store',
      urls: market.stores.map((s) => `/stores/${s.slug}`),
      next: pick(
        23,
        market.stores.map((s) => `/stores/${s.slug}`),
      ),
    },
  ];
  return pages;
}

/** How hard and how long each page is driven; `identity` asks for uncompressed HTML. */
export type PageLoadOptions = { connections: number; duration: number; warmup: number; identity: boolean };

const load = (base: string, o: PageLoadOptions, duration: number, next: () => string) =>
  autocannon({
    url: base,
    connections: o.connections,
    duration,
    timeout: TIMEOUT_S,
    headers: {
      accept: 'text/html,application/xhtml+xml',
      ...(o.identity ? {} : { 'accept-encoding': ACCEPT_ENCODING }),
    },
    requests: [{ setupRequest: (req) => ({ ...req, path: next() }) }],
  });

/** The HTML of a few of the page's URLs, as rendered (fetch undoes any compression). */
async function htmlBytes(base: string, urls: string[]) {
  const sample = urls.slice(0, 5);
  let total = 0;
  for (const url of sample) total += (await (await fetch(`${base}${url}`)).arrayBuffer()).byteLength;
  return total / sample.length;
}

/**
 * The server's stderr, less React's complaint about each render the load tool cut off when its run
 * ended ("The destination stream errored while writing data." and its stack): expected, not a fault.
 */
export function quietAborts(server: ChildProcess) {
  let skipping = false;
  let rest = '';
  server.stderr!.on('data', (chunk: Buffer) => {
    const lines = (rest + chunk.toString()).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) {
      if (line.includes('The destination stream errored while writing data')) skipping = true;
      else if (!(skipping && /^\s+at /.test(line))) {
        skipping = false;
        process.stderr.write(`${line}\n`);
      }
    }
  });
}

/** The page cache's hits and misses so far, from /metrics (loopback). */
async function pageCacheLookups(base: string) {
  const text = await (await fetch(`${base}/metrics`)).text();
  const count = (result: string) =>
    Number(
      new RegExp(
        `^bazaar_cache_lookups_total\\{[^}]*cache="page"[^}]*result="${result}"[^}]*\\} (\\S+)$`,
        'm',
      ).exec(text)?.[1] ?? 0,
    );
  return { hits: count('hit'), misses: count('miss') };
}

/** Each URL asked for once, `connections` at a time, as a guest's browser would. */
async function visitOnce(base: string, urls: string[], o: PageLoadOptions) {
  const queue = [...urls];
  const headers = { accept: 'text/html', ...(o.identity ? {} : { 'accept-encoding': ACCEPT_ENCODING }) };
  const worker = async () => {
    for (let url = queue.shift(); url !== undefined; url = queue.shift())
      await (await fetch(`${base}${url}`, { headers })).arrayBuffer();
  };
  await Promise.all(Array.from({ length: o.connections }, worker));
}

/**
 * The page as guests ask for pages seen before: its first `count` URLs visited once each, then the
 * load over those URLs only; null for a page of one URL (home: the fresh pass already repeats it).
 */
export async function measureSeenBefore(
  base: string,
  p: GuestPage,
  o: PageLoadOptions,
  count: number,
  random = createRandom(24),
): Promise<PageRow | null> {
  if (p.urls.length < 2 || count < 1) return null;
  const urls = p.urls.slice(0, count);
  const started = Date.now();
  await visitOnce(base, urls, o);
  console.log(
    `${p.name}: ${urls.length} URLs visited once in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  const before = await pageCacheLookups(base);
  const row = await measurePage(base, { ...p, urls, next: () => random.pick(urls) }, o, 'seen before');
  const after = await pageCacheLookups(base);
  const hits = after.hits - before.hits;
  const lookups = hits + after.misses - before.misses;
  return { ...row, page_cache_hit_rate: lookups ? Math.round((hits / lookups) * 1000) / 1000 : 0 };
}

/** One page: a warm-up, then pages/s, latency, failures and HTML size (as rendered and as sent). */
export async function measurePage(
  base: string,
  p: GuestPage,
  o: PageLoadOptions,
  pass: PageRow['pass'] = 'fresh',
): Promise<PageRow> {
  await load(base, o, o.warmup, p.next);
  const r: Result = await load(base, o, o.duration, p.next);
  const html = await htmlBytes(base, p.urls);
  const row: PageRow = {
    page: p.name,
    pass,
    example: p.urls[0] ?? '',
    urls: p.urls.length,
    pages_per_s: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    max: r.latency.max,
    requests: r.requests.total,
    errors: r.errors,
    timeouts: r.timeouts,
    non2xx: r.non2xx,
    html_kib: Math.round(html / 102.4) / 10,
    sent_kib: r.requests.total > 0 ? Math.round(r.throughput.total! / r.requests.total / 102.4) / 10 : 0,
  };
  if (row.requests < o.connections)
    console.warn(
      `${row.page}: only ${row.requests} pages finished in ${o.duration} s at ${o.connections} connections (the rest were still being rendered): run longer for figures`,
    );
  return row;
}

async function main(args: Args) {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = path.resolve(root, process.env.DATA_DIR ?? 'data-bench');
  const database = `${databaseUrl ? 'postgres' : 'pglite'}${args.cache === 'off' ? '+cache-off' : ''}`;
  await checkBenchMarket(databaseUrl, dataDir);
  if (!args['no-build']) {
    console.log('Building the storefront …');
    const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (built.status !== 0) throw new Error('The storefront build failed');
  }
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const own: Record<string, string> = {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: path.relative(root, dataDir),
    LOG_LEVEL: 'warn',
  };
  if (args.cache === 'off') own.CATALOGUE_CACHE = 'off';
  console.log(
    `Starting the marketplace on ${base} (${database}, benchmark market, NODE_ENV ${process.env.NODE_ENV ?? 'unset'}) …`,
  );
  const t0 = Date.now();
  const server = spawnNpmStart(process.env, own, { stdio: ['ignore', 'inherit', 'pipe'] });
  quietAborts(server);
  const options: PageLoadOptions = {
    connections: Number(args.connections),
    duration: Number(args.duration),
    warmup: Number(args.warmup),
    identity: args.identity,
  };
  try {
    await waitForHealth(base, server);
    console.log(`Up in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    const wanted = args.only?.split(',');
    const pages = (await discoverPages(base)).filter((p) => !wanted || wanted.includes(p.name));
    const rows: PageRow[] = [];
    const print = (row: PageRow) =>
      console.log(
        `${`${row.page} (${row.pass})`.padEnd(22)} ${String(row.pages_per_s).padStart(5)} pages/s   p50 ${String(row.p50).padStart(5)} ms   p99 ${String(row.p99).padStart(5)} ms   ${row.errors} errors, ${row.timeouts} time-outs, ${row.non2xx} non-2xx   HTML ${row.html_kib} KiB (${row.sent_kib} KiB sent)   over ${row.urls} URLs, e.g. ${row.example}${row.page_cache_hit_rate === undefined ? '' : `   page cache hits ${(row.page_cache_hit_rate * 100).toFixed(1)} %`}`,
      );
    for (const p of pages) {
      const row = await measurePage(base, p, options);
      rows.push(row);
      print(row);
    }
    for (const p of pages) {
      const row = await measureSeenBefore(base, p, options, Number(args.seen));
      if (!row) continue;
      rows.push(row);
      print(row);
    }
    console.table(
      rows.map((r) => ({
        page: r.page,
        pass: r.pass,
        'pages/s': r.pages_per_s,
        'p50 ms': r.p50,
        'p99 ms': r.p99,
        errors: r.errors,
        'time-outs': r.timeouts,
        non2xx: r.non2xx,
        'HTML KiB': r.html_kib,
        'sent KiB': r.sent_kib,
        'page cache hits': r.page_cache_hit_rate ?? '',
      })),
    );
    await saveResult('page-load', database, {
      connections: options.connections,
      duration_s: options.duration,
      accept_encoding: args.identity ? 'identity' : ACCEPT_ENCODING,
      answer_cache: args.cache,
      pages: rows,
    });
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => (server.exitCode !== null ? r(null) : server.once('exit', r)));
  }
}

function parseOptions() {
  const { values } = parseArgs({
    options: {
      ...LOAD_OPTIONS,
      'no-build': { type: 'boolean', default: false },
      identity: { type: 'boolean', default: false },
      seen: { type: 'string', default: '1000' },
    },
  });
  if (!['on', 'off'].includes(values.cache)) throw new Error('--cache is on or off');
  return values;
}
type Args = ReturnType<typeof parseOptions>;

if (isEntry(import.meta.filename))
  main(parseOptions()).catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
