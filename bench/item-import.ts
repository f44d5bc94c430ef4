// `npm run bench:import`: a seller's bulk import of 10,000 items (issue 36, decision 409), and how long
// a seller's price change takes to reach a guest's product page. Per database (the embedded PGlite, and
// PostgreSQL when it answers), on a fresh demo market served as `npm start` serves it:
//   1. POST vendor/item/bulk-import of a generated CSV (every fifth item with three sizes): wall time,
//      and the server's resident memory before and at its peak during the import (/proc, every 200 ms);
//   2. GET vendor/item/bulk-export of the whole store, and that file imported back (every row an update);
//   3. 20 price changes (PUT vendor/item/update/{id}) of an imported item, each followed at once by a
//      guest's product answer (GET items/details/{id}) and product page (/product/{slug}), both read and
//      kept in the caches first: the time until each shows the new price.
// Figures only; nothing passes or fails. Not part of `npm test`.
//
//   npm run bench:import -- [--rows 10000] [--no-build] [--only pglite|postgres]
//
// PostgreSQL: BENCH_IMPORT_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/bazaar_bench_import
// (dropped and made again).
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { VendorCategory } from '@bazaar/contract';
import { DEMO_SELLER_PASSWORD, DEMO_SELLERS } from '@bazaar/seed';
import { stringify } from 'csv-stringify/sync';
import { onServer } from './bench-market.ts';
import { memoryOf, sampleRss, start, stop } from './idle-memory.ts';
import { saveResult } from './results-file.ts';
import { freePort, isEntry } from './server-process.ts';

const root = path.resolve(import.meta.dirname, '..');
const ROUNDS = 20;

type Args = { rows: string; 'no-build': boolean; only?: string };

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;
const ms = (since: number) => Math.round(performance.now() - since);

async function call(base: string, url: string, init: RequestInit & { token?: string } = {}) {
  const headers = new Headers(init.headers);
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  const res = await fetch(`${base}/api/v1${url}`, { ...init, headers });
  const text = await res.text();
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${res.status} ${text.slice(0, 500)}`);
  return text;
}

/** The leaves of the category tree: where generated items go. */
const leavesOf = (nodes: VendorCategory[]): number[] =>
  nodes.flatMap((c) => (c.leaf ? [c.id] : leavesOf(c.childes)));

/** `rows` items as the import reads them; a run's own word in every name, so runs never collide. */
function generatedCsv(rows: number, leaves: number[], word: string) {
  const sizes = ['S', 'M', 'L'];
  return stringify(
    Array.from({ length: rows }, (_, i) => {
      const price = 200 + ((i * 37) % 9800);
      const sized = i % 5 === 0;
      return {
        id: '',
        name: `${word} item ${i + 1}`,
        description: `Generated for the import bench, row ${i + 2}.`,
        category_id: String(leaves[i % leaves.length]),
        price: String(price),
        discount: i % 4 === 0 ? '10' : '0',
        stock: String(i % 50),
        tags: `bench, ${word.toLowerCase()}`,
        choice_options: sized ? JSON.stringify([{ title: 'Size', options: sizes }]) : '',
        variations: sized
          ? JSON.stringify(sizes.map((type, k) => ({ type, price: price + k * 50, stock: k * 3 })))
          : '',
      };
    }),
    { header: true },
  );
}

async function importFile(base: string, token: string, csv: string, pid: number) {
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'items.csv');
  const before = await memoryOf(pid);
  const peak = sampleRss(pid);
  const began = performance.now();
  const answer = JSON.parse(
    await call(base, '/vendor/item/bulk-import', { method: 'POST', body: form, token }),
  );
  const took = ms(began);
  return { ms: took, answer, rss_before_mib: before.rss_mib, rss_peak_mib: await peak() };
}

/** The product answer's and the product page's price after each of ROUNDS price changes. */
async function priceChanges(base: string, token: string, id: number, slug: string) {
  const details = async () => JSON.parse(await call(base, `/items/details/${id}`)).price as number;
  const page = async () => {
    const html = await (await fetch(`${base}/product/${slug}`)).text();
    const shown = /data-testid="product-price"[^>]*>([^<]*)</.exec(html)?.[1] ?? '';
    return Number(shown.replace(/\D/g, ''));
  };
  const until = async (read: () => Promise<number>, price: number, since: number) => {
    while ((await read()) !== price) if (performance.now() - since > 10_000) return Number.NaN;
    return ms(since);
  };
  const put: number[] = [];
  const api: number[] = [];
  const ssr: number[] = [];
  let price = await details();
  for (let round = 0; round < ROUNDS; round++) {
    await Promise.all([details(), details(), page(), page()]); // both kept in the caches
    price += 1;
    const began = performance.now();
    await call(base, `/vendor/item/update/${id}`, {
      method: 'PUT',
      token,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ price }),
    });
    put.push(ms(began));
    api.push(await until(details, price, began));
    ssr.push(await until(page, price, began));
  }
  const sum = (xs: number[]) => ({ median_ms: median(xs), max_ms: Math.max(...xs) });
  return { rounds: ROUNDS, put: sum(put), product_answer: sum(api), product_page: sum(ssr) };
}

async function benchOne(name: 'pglite' | 'postgres', rows: number) {
  const dataDir = await mkdtemp(path.join(tmpdir(), `bazaar-bench-import-${name}-`));
  const env: Record<string, string> = { LOG_LEVEL: 'warn' };
  if (name === 'postgres') {
    const url =
      process.env.BENCH_IMPORT_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/bazaar_bench_import';
    const db = new URL(url).pathname.slice(1);
    try {
      await onServer(url, [`drop database if exists "${db}" with (force)`, `create database "${db}"`]);
    } catch (err) {
      console.log(`postgres: skipped (${(err as Error).message})`);
      return null;
    }
    env.DATABASE_URL = url;
  }
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  console.log(`${name}: a fresh demo market (${env.DATABASE_URL ?? dataDir}), port ${port}…`);
  const server = await start(port, dataDir, env);
  try {
    const pid = server.child.pid!;
    const seller = DEMO_SELLERS[0]!;
    const { token } = JSON.parse(
      await call(base, '/staff/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: seller.email, password: DEMO_SELLER_PASSWORD }),
      }),
    );
    const tree = JSON.parse(await call(base, '/vendor/categories', { token })).categories as VendorCategory[];
    const word = `Bench${Date.now().toString(36)}`;
    const csv = generatedCsv(rows, leavesOf(tree), word);

    const created = await importFile(base, token, csv, pid);
    console.log(
      `  import of ${rows} new items: ${created.ms} ms (${Math.round(rows / (created.ms / 1000))} rows/s), ` +
        `server RSS ${created.rss_before_mib} → peak ${created.rss_peak_mib} MiB; ${created.answer.message}`,
    );
    const began = performance.now();
    const exported = await call(base, '/vendor/item/bulk-export', { token });
    const exportMs = ms(began);
    const exportedRows = exported.split('\n').length - 2;
    console.log(
      `  export of the store's ${exportedRows} items: ${exportMs} ms, ${Math.round(exported.length / 1024)} KiB`,
    );
    const reimported = await importFile(base, token, exported, pid);
    console.log(
      `  the export imported back (every row an update): ${reimported.ms} ms, peak ${reimported.rss_peak_mib} MiB; ${reimported.answer.message}`,
    );

    const list = JSON.parse(
      await call(
        base,
        `/vendor/item/list?search=${encodeURIComponent(`${word} item 2`)}&limit=1&sort=name&order=asc`,
        { token },
      ),
    );
    const id = list.items[0].id as number;
    const slug = JSON.parse(await call(base, `/items/details/${id}`)).slug as string;
    const latency = await priceChanges(base, token, id, slug);
    console.log(
      `  price change → guest (${ROUNDS} rounds, median / max): PUT ${latency.put.median_ms} / ${latency.put.max_ms} ms; ` +
        `product answer ${latency.product_answer.median_ms} / ${latency.product_answer.max_ms} ms; ` +
        `product page ${latency.product_page.median_ms} / ${latency.product_page.max_ms} ms`,
    );
    const result = {
      rows,
      import: { ms: created.ms, rss_before_mib: created.rss_before_mib, rss_peak_mib: created.rss_peak_mib },
      export: { ms: exportMs, rows: exportedRows, kib: Math.round(exported.length / 1024) },
      reimport: { ms: reimported.ms, rss_peak_mib: reimported.rss_peak_mib },
      price_change: latency,
    };
    await saveResult('item-import', name, result);
    return result;
  } finally {
    await stop(server.child);
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function main(args: Args) {
  if (!args['no-build']) {
    const built = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
    if (built.status !== 0) process.exit(built.status ?? 1);
  }
  const rows = Number(args.rows);
  for (const name of ['pglite', 'postgres'] as const)
    if (!args.only || args.only === name) await benchOne(name, rows);
}

if (isEntry(import.meta.filename)) {
  const { values } = parseArgs({
    options: {
      rows: { type: 'string', default: '10000' },
      'no-build': { type: 'boolean', default: false },
      only: { type: 'string' },
    },
  });
  await main(values as Args);
}
