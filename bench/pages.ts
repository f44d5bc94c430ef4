// `npm run bench:pages`: how fast the storefront's pages are on a phone. Builds the storefront, starts
// the marketplace as `npm start` does (scripts/start-command.mjs) on a free loopback port with a fresh data folder (the demo market, like the browser
// journeys), runs Lighthouse (mobile form factor and its simulated slow 4G / 4x CPU throttling, the
// performance category only) in Debian's Chromium on home, a category page, a product page and a store
// page, prints performance score, LCP, CLS, TBT and first-load JS (the JavaScript files the page
// loaded, each gzip-compressed here at level 9, summed) and writes bench/results/pages-<date>.json.
// Figures only; nothing passes or fails. Not part of `npm test`.
//
//   npm run bench:pages -- [--runs 3] [--no-build] [--base http://127.0.0.1:3000] [--only home,product]
//
// With --runs N each page is measured N times and the run with the median score is kept.
// Pages per second under load (50 connections, the 100k market) are `npm run bench:ssr` (page-load.ts).
import { type ChildProcess, spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { spawnNpmStart } from '../scripts/start-command.mjs';
import { samplePages } from './scenarios.ts';
import { freePort, isEntry, waitForHealth } from './server-process.ts';

const root = path.resolve(import.meta.dirname, '..');
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** The browser journeys' flags (e2e/support/browser.ts). */
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
export const TARGETS = { score: 98, lcpMs: 1500, cls: 0.02, firstLoadJsKb: 80 };

export type LighthouseRow = {
  page: string;
  url: string;
  score: number;
  lcp_ms: number;
  fcp_ms: number;
  cls: number;
  tbt_ms: number;
  speed_index_ms: number;
  js_files: number;
  js_gzip_kb: number;
  js_raw_kb: number;
  html_gzip_kb: number;
  lcp_element: string | null;
};

type NetworkItem = { url: string; resourceType?: string; transferSize?: number; resourceSize?: number };

/** Every script the page loaded, fetched again and gzip-compressed here (the server may not compress). */
async function firstLoadJs(items: NetworkItem[]) {
  const scripts = [...new Set(items.filter((i) => i.resourceType === 'Script').map((i) => i.url))];
  let raw = 0;
  let gzip = 0;
  for (const url of scripts) {
    const bytes = Buffer.from(await (await fetch(url)).arrayBuffer());
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  return { files: scripts.length, raw, gzip };
}

async function htmlGzip(url: string) {
  const bytes = Buffer.from(await (await fetch(url)).arrayBuffer());
  return gzipSync(bytes, { level: 9 }).length;
}

let lighthouseVersion = '';

async function measure(port: number, name: string, url: string): Promise<LighthouseRow> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  lighthouseVersion = lhr.lighthouseVersion;
  const num = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const network =
    (lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? [];
  const js = await firstLoadJs(network);
  const lcpDetails = lhr.audits['largest-contentful-paint-element']?.details as
    | { items?: { items?: { node?: { selector?: string; nodeLabel?: string } }[] }[] }
    | undefined;
  const lcpNode = lcpDetails?.items?.[0]?.items?.[0]?.node;
  return {
    page: name,
    url,
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcp_ms: Math.round(num('largest-contentful-paint')),
    fcp_ms: Math.round(num('first-contentful-paint')),
    cls: Math.round(num('cumulative-layout-shift') * 1000) / 1000,
    tbt_ms: Math.round(num('total-blocking-time')),
    speed_index_ms: Math.round(num('speed-index')),
    js_files: js.files,
    js_gzip_kb: Math.round(js.gzip / 102.4) / 10,
    js_raw_kb: Math.round(js.raw / 102.4) / 10,
    html_gzip_kb: Math.round((await htmlGzip(url)) / 102.4) / 10,
    lcp_element: lcpNode ? `${lcpNode.selector ?? ''} (${lcpNode.nodeLabel ?? ''})` : null,
  };
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART and the like): such a run is tried again. */
async function measureWithRetry(port: number, name: string, url: string): Promise<LighthouseRow> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measure(port, name, url);
    } catch (err) {
      if (attempt >= 3) throw err;
      console.warn(`${name}: ${err instanceof Error ? err.message : err}; trying again`);
    }
  }
}

export type LighthouseOptions = { runs: number; build: boolean; base?: string; only?: string[] };

/**
 * Lighthouse on each page (against `base`, else a server of its own on a fresh demo market), the
 * median-score run of `runs` kept; prints the table, writes bench/results/pages-<date>.json.
 */
export async function runLighthouse(o: LighthouseOptions): Promise<LighthouseRow[]> {
  const runs = Math.max(1, o.runs);
  let base = o.base?.replace(/\/$/, '');
  let server: ChildProcess | undefined;
  let dataDir: string | undefined;
  if (!base) {
    if (o.build) {
      console.log('Building the storefront …');
      const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
      if (built.status !== 0) throw new Error('The storefront build failed');
    }
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    dataDir = await mkdtemp(path.join(tmpdir(), 'bazaar-bench-pages-'));
    const { DATABASE_URL: _embedded, ...env } = process.env;
    console.log(`Starting the marketplace on ${base} (fresh data folder, demo market) …`);
    server = spawnNpmStart(
      env,
      { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
      { stdio: ['ignore', 'inherit', 'inherit'] },
    );
    await waitForHealth(base, server);
  }
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  try {
    const pages = (await samplePages(base)).filter((p) => !o.only || o.only.includes(p.name));
    // One unmeasured visit each, so the first measured run does not pay for the server's cold caches.
    for (const p of pages) await fetch(`${base}${p.path}`);
    const rows: LighthouseRow[] = [];
    for (const p of pages) {
      const tries: LighthouseRow[] = [];
      for (let i = 0; i < runs; i++)
        tries.push(await measureWithRetry(chrome.port, p.name, `${base}${p.path}`));
      tries.sort((a, b) => a.score - b.score);
      const row = tries[Math.floor((tries.length - 1) / 2)]!;
      rows.push(row);
      console.log(
        `${p.name.padEnd(9)} ${p.path}  score ${row.score}  LCP element: ${row.lcp_element ?? '—'}`,
      );
    }
    console.table(
      rows.map((r) => ({
        page: r.page,
        score: r.score,
        'LCP ms': r.lcp_ms,
        CLS: r.cls,
        'TBT ms': r.tbt_ms,
        'FCP ms': r.fcp_ms,
        'JS KB gzip': r.js_gzip_kb,
        'JS files': r.js_files,
        'HTML KB gzip': r.html_gzip_kb,
      })),
    );
    console.log(
      `Targets: score >= ${TARGETS.score}, LCP < ${TARGETS.lcpMs} ms, CLS < ${TARGETS.cls}, first-load JS <= ${TARGETS.firstLoadJsKb} KB gzip`,
    );
    const at = new Date();
    const file = path.join(root, 'bench', 'results', `pages-${at.toISOString().slice(0, 10)}.json`);
    await mkdir(path.dirname(file), { recursive: true });
    const report = {
      at: at.toISOString(),
      lighthouse: lighthouseVersion,
      chromium: CHROME_PATH,
      form_factor: 'mobile (Lighthouse default: simulated slow 4G, 4x CPU slowdown)',
      runs_per_page: runs,
      node: process.version,
      targets: TARGETS,
      pages: rows,
    };
    await writeFile(file, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`Wrote ${path.relative(root, file)}`);
    console.log('Pages per second under load (50 connections, the 100k market): npm run bench:ssr');
    return rows;
  } finally {
    chrome.kill();
    if (server) {
      server.kill('SIGTERM');
      await new Promise((r) => server!.once('exit', r));
    }
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }
}

if (isEntry(import.meta.filename)) {
  const { values: args } = parseArgs({
    options: {
      runs: { type: 'string', default: '1' },
      'no-build': { type: 'boolean', default: false },
      base: { type: 'string' },
      only: { type: 'string' },
    },
  });
  runLighthouse({
    runs: Number(args.runs),
    build: !args['no-build'],
    base: args.base,
    only: args.only?.split(','),
  }).catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
