import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { SESSION_COOKIE, XSRF_COOKIE } from '@bazaar/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApi } from '../../src/app/build';
import { mountStorefront } from '../../src/app/storefront/mount';
import { PageCache, PLACEHOLDERS } from '../../src/app/storefront/page-cache';
import { items } from '../../src/db/schema';
import { cacheLookups } from '../../src/platform/metrics';
import { registerCustomer } from '../support/accounts';
import { closingSoon, until } from '../support/closing-soon';
import { PAGE_CACHE_SERVER_BUILD } from '../support/page-cache-build';
import { createTestApp, type TestApp } from '../support/test-app';

type Page = Awaited<ReturnType<FastifyInstance['inject']>>;

/** The page's CSP nonce (header and HTML), its XSRF token and the cookie that came with it. */
function partsOf(res: Page) {
  const csp = String(res.headers['content-security-policy'] ?? '');
  const setCookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  return {
    cache: res.headers['x-cache'],
    headerNonce: /'nonce-([^']+)'/.exec(csp)?.[1],
    htmlNonce: /<script nonce="([^"]+)"/.exec(res.body)?.[1],
    token: /name="_xsrf" value="([^"]+)"/.exec(res.body)?.[1],
    cookie: setCookie.map((c) => new RegExp(`^${XSRF_COOKIE}=([^;]+)`).exec(c)?.[1]).find(Boolean),
    data: JSON.parse((/<pre id="data">(.*?)<\/pre>/.exec(res.body)?.[1] ?? '{}').replace(/&lt;/g, '<')),
  };
}

/** The page's text, whatever encoding it came in. */
function decoded(res: Page) {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'gzip') return gunzipSync(res.rawPayload).toString('utf8');
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload).toString('utf8');
  return res.body;
}

const hits = async () =>
  (await cacheLookups.get()).values.find((v) => v.labels.cache === 'page' && v.labels.result === 'hit')
    ?.value ?? 0;

describe('the guest page cache (issue 15)', () => {
  let t: TestApp;
  let site: FastifyInstance;
  let buildDir: string;
  let item: { id: number; price: number; storeId: number };

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    buildDir = await mkdtemp(path.join(tmpdir(), 'bazaar-page-cache-'));
    await mkdir(path.join(buildDir, 'server'));
    await mkdir(path.join(buildDir, 'client'));
    await writeFile(path.join(buildDir, 'server', 'index.js'), PAGE_CACHE_SERVER_BUILD);
    site = await buildApi({
      db: t.db,
      env: { GOOGLE_CLIENT_ID: undefined, PUBLIC_URL: undefined, SELLER_HOST: 'https://admin.example.test' },
      dataDir: t.dataDir,
      mailer: { send: async () => {} },
    });
    await mountStorefront(site, buildDir);
    await site.ready();
    for (let i = 0; i < 200 && !site.changes.live; i++) await new Promise((r) => setTimeout(r, 10));
    const [row] = await t.db
      .select({ id: items.id, price: items.price, storeId: items.storeId })
      .from(items)
      .orderBy(items.id)
      .limit(1);
    item = { id: row!.id, price: Number(row!.price), storeId: row!.storeId };
  });
  afterAll(async () => {
    await site?.close();
    await t?.close();
    if (buildDir) await rm(buildDir, { recursive: true, force: true });
  });

  const page = (url: string, cookie?: string) =>
    site.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  it('serves the second guest GET of / from the cache, each visitor with their own nonce and token', async () => {
    const before = await hits();
    const first = partsOf(await page('/'));
    const second = partsOf(await page('/'));
    expect(first.cache).toBe('miss');
    expect(second.cache).toBe('hit');
    expect(await hits()).toBe(before + 1);
    expect(second.data).toEqual(first.data);
    expect(first.data['routes/home'].again).toBe(first.data['routes/home'].categories);
    for (const visitor of [first, second]) {
      expect(visitor.htmlNonce).toBe(visitor.headerNonce);
      expect(visitor.token).toBe(visitor.cookie);
      expect(visitor.token).toMatch(/^[\w-]{43}$/);
    }
    expect(second.htmlNonce).not.toBe(first.htmlNonce);
    expect(second.token).not.toBe(first.token);
    const body = (await page('/')).body;
    expect(body).not.toContain(PLACEHOLDERS.nonce);
    expect(body).not.toContain(PLACEHOLDERS.xsrf);

    // A visitor who already has a token keeps it, on a cached page too.
    const returning = partsOf(await page('/', `${XSRF_COOKIE}=${first.token}; viewport=desktop`));
    expect(returning.cache).toBe('hit');
    expect(returning.token).toBe(first.token);
    expect(returning.cookie).toBeUndefined();
  });

  it('sends a cached page as gzip compressed once, with the visitor’s own nonce and token', async () => {
    await page('/');
    const gzip: Record<string, string> = { 'accept-encoding': 'gzip, deflate, br, zstd' };
    for (const headers of [gzip, { ...gzip, cookie: `${XSRF_COOKIE}=${'k'.repeat(43)}` }]) {
      const res = await site.inject({ method: 'GET', url: '/', headers });
      expect(res.headers['x-cache']).toBe('hit');
      expect(res.headers['content-encoding']).toBe('gzip');
      const parts = partsOf({ ...res, body: gunzipSync(res.rawPayload).toString('utf8') } as Page);
      expect(parts.htmlNonce).toBe(parts.headerNonce);
      expect(parts.token).toBe(headers.cookie ? 'k'.repeat(43) : parts.cookie);
      expect(parts.data['routes/home'].business).toEqual(expect.any(String));
    }
    // A token of another length cannot take the place of the placeholder in the compressed page.
    const odd = await site.inject({
      method: 'GET',
      url: '/',
      headers: { ...gzip, cookie: `${XSRF_COOKIE}=${'k'.repeat(40)}` },
    });
    expect(odd.headers['x-cache']).toBe('hit');
    const html = decoded(odd);
    expect(partsOf({ ...odd, body: html } as Page).token).toBe('k'.repeat(40));
  });

  it('streams a fresh page as brotli with a 256 KiB window, not the 4 MiB one each answer would allocate', async () => {
    const res = await site.inject({
      method: 'GET',
      url: '/?fresh=brotli',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.headers['x-cache']).toBe('miss');
    expect(res.headers['content-encoding']).toBe('br');
    expect(partsOf({ ...res, body: decoded(res) } as Page).data['routes/home'].business).toEqual(
      expect.any(String),
    );
    // A brotli stream opens with its window (RFC 7932 §9.1): bit 0 set, then 3 bits n for 2^(17+n) bytes.
    const first = res.rawPayload[0]!;
    expect({ large: first & 1, n: (first >> 1) & 7 }).toEqual({ large: 1, n: 1 });
  });

  it("each visitor's form post from a cached page passes the XSRF check; another's token does not", async () => {
    await page('/');
    const a = partsOf(await page('/'));
    const b = partsOf(await page('/'));
    expect([a.cache, b.cache]).toEqual(['hit', 'hit']);
    const post = (cookie: string, token: string) =>
      site.inject({
        method: 'POST',
        url: '/cart',
        headers: { cookie: `${XSRF_COOKIE}=${cookie}`, 'content-type': 'application/x-www-form-urlencoded' },
        payload: `_xsrf=${encodeURIComponent(token)}`,
      });
    for (const visitor of [a, b]) {
      const res = await post(visitor.cookie!, visitor.token!);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.body).toContain('<pre id="action">{"routes/cart":{"added":true}}</pre>');
      expect(res.headers['x-cache']).toBeUndefined();
    }
    expect((await post(a.cookie!, b.token!)).statusCode).toBe(403);
  });

  it('shows a price changed through SQL on the next read of the product page', async () => {
    const url = `/product/${item.id}`;
    await page(url);
    const cached = partsOf(await page(url));
    expect(cached.cache).toBe('hit');
    const shown = cached.data['routes/product'].price;
    await t.db
      .update(items)
      .set({ price: sql`${items.price} + 7` })
      .where(eq(items.id, item.id));
    await site.changes.fence();
    const after = partsOf(await page(url));
    expect(after.cache).toBe('miss');
    expect(after.data['routes/product'].price).toBe(shown + 7);
    expect(partsOf(await page(url)).cache).toBe('hit');
  });

  it('serves a product page until its store closes, then shows it closed, with no write (decision 218)', async () => {
    const url = `/product/${item.id}`;
    const closes = await closingSoon(t.db, item.storeId, 2_500);
    await site.changes.fence();
    const first = partsOf(await page(url));
    const cached = partsOf(await page(url));
    expect([first.cache, cached.cache]).toEqual(['miss', 'hit']);
    expect(cached.data['routes/product'].open).toBe(1);
    await until(closes);
    const after = partsOf(await page(url));
    expect(after.cache).toBe('miss');
    expect(after.data['routes/product'].open).toBe(0);
    expect(partsOf(await page(url)).cache).toBe('hit');
  });

  it('gives a resource route the visitor’s own token, of any length, stored or not', async () => {
    for (const length of [43, 40, 64]) {
      const token = 't'.repeat(length);
      for (let i = 0; i < 2; i++) {
        const res = await page('/token.txt', `${XSRF_COOKIE}=${token}`);
        expect(res.body).toBe(`token=${token}`);
        expect(Number(res.headers['content-length'] ?? Buffer.byteLength(res.body))).toBe(
          res.rawPayload.length,
        );
      }
    }
    expect((await page('/token.txt')).headers['x-cache']).toBe('hit');
  });

  it('renders a page asked for by several guests at once only once', async () => {
    const url = `/product/${item.id}?together=${Date.now()}`;
    const answers = await Promise.all([page(url), page(url), page(url)]);
    expect(answers.map((res) => res.headers['x-cache']).sort()).toEqual(['hit', 'hit', 'miss']);
    const tokens = answers.map((res) => partsOf(res).token);
    expect(new Set(tokens).size).toBe(3);
  });

  it('never serves nor stores a signed-in page', async () => {
    const customer = await registerCustomer(t);
    const cookie = `${SESSION_COOKIE}=${customer.token}`;
    await page('/');
    expect(partsOf(await page('/')).cache).toBe('hit');
    for (let i = 0; i < 2; i++) {
      const res = await page('/', cookie);
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-cache']).toBe('miss');
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(partsOf(res).htmlNonce).toBe(partsOf(res).headerNonce);
    }
    // A page rendered for the signed-in shopper is not what the next guest gets either.
    const url = `/product/${item.id}?signed=${customer.token.slice(0, 8)}`;
    await page(url, cookie);
    expect((await page(url)).headers['x-cache']).toBe('miss');
  });

  it('never stores a page whose loader made a call the answer cache does not cover', async () => {
    for (let i = 0; i < 3; i++) {
      const res = await page('/uncached');
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-cache']).toBe('miss');
      const parts = partsOf(res);
      expect(parts.data['routes/uncached'].openapi).toMatch(/^3\./);
      expect(parts.htmlNonce).toBe(parts.headerNonce);
      expect(parts.token).toBe(parts.cookie);
    }
  });

  it('keeps a page once, as bytes: a page of Urdu text costs its UTF-8 length, not two bytes a character twice', () => {
    const pages = new PageCache(site.changes, 1_000_000);
    // 200,000 characters, 360,000 bytes of UTF-8: two such pages fit in 1 MB (they did not before).
    const html = (n: number) => `<p>${n}${'چاول '.repeat(40_000)}</p>`;
    for (const n of [1, 2, 3])
      pages.set(
        `/p${n}`,
        { 'content-type': 'text/html' },
        Buffer.from(html(n)),
        { tags: ['list:all'], until: Number.POSITIVE_INFINITY },
        pages.mark(),
      );
    expect(pages.get('/p1')).toBeUndefined();
    for (const n of [2, 3]) {
      const stored = pages.get(`/p${n}`)!;
      expect(Buffer.concat(stored.texts).toString('utf8')).toBe(html(n));
      expect(stored.headers).toEqual({ 'content-type': 'text/html' });
    }
  });

  it('keeps apart what a page depends on: language, and a cookie a page may read', async () => {
    await page('/');
    expect((await page('/')).headers['x-cache']).toBe('hit');
    expect((await page('/', 'bazaar_locale=ur')).headers['x-cache']).toBe('miss');
    expect((await page('/', 'bazaar_reset=abc')).headers['x-cache']).toBe('miss');
    expect((await page('/', 'bazaar_reset=abc')).headers['x-cache']).toBe('miss');
  });
});
