import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { items } from '../../src/db/schema';
import { quickCustomer } from '../support/checkout';
import { createTestApp, type TestApp } from '../support/test-app';

/** The catalogue answer cache as a client sees it (decision 209). */
describe('catalogue answers cached until a write changes them', () => {
  let t: TestApp;
  let itemId: number;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    const [row] = await t.db.select({ id: items.id }).from(items).where(eq(items.active, true)).limit(1);
    itemId = row!.id;
  });
  afterAll(() => t?.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('answers a repeated public read from the cache, the same bytes as the first', async () => {
    const first = await get('/api/v1/items/latest?limit=20&offset=1');
    const second = await get('/api/v1/items/latest?limit=20&offset=1');
    expect(first.headers['x-cache']).toBeUndefined();
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.json()).toEqual(first.json());
  });

  it('keys answers by the zone, module and language headers too', async () => {
    await get('/api/v1/items/popular?limit=5');
    const other = await get('/api/v1/items/popular?limit=5', { zoneId: '[1]' });
    expect(other.headers['x-cache']).toBeUndefined();
  });

  it('caches config, which every page asks for', async () => {
    await get('/api/v1/config');
    expect((await get('/api/v1/config')).headers['x-cache']).toBe('hit');
  });

  it('never serves nor keeps a signed-in read', async () => {
    const customer = await quickCustomer(t.db);
    await get('/api/v1/items/discounted?limit=5');
    const signedIn = await get('/api/v1/items/discounted?limit=5', customer.headers);
    expect(signedIn.headers['x-cache']).toBeUndefined();
    const again = await get('/api/v1/items/discounted?limit=5', customer.headers);
    expect(again.headers['x-cache']).toBeUndefined();
  });

  it('drops the answers showing an item when its price changes, at once', async () => {
    const url = `/api/v1/items/details/${itemId}`;
    await get(url);
    expect((await get(url)).headers['x-cache']).toBe('hit');
    await t.db
      .update(items)
      .set({ price: sql`${items.price} + 7` })
      .where(eq(items.id, itemId));
    // A write made outside the API (here: SQL) reaches a server's cache as a notice; wait for it.
    await t.app.changes.fence();
    const [row] = await t.db.select({ price: items.price }).from(items).where(eq(items.id, itemId));
    const after = await get(url);
    expect(after.headers['x-cache']).toBeUndefined();
    expect(after.json().price).toBe(row!.price);
  });

  it('sends a cached answer compressed as the client accepts (brotli, gzip), the same JSON', async () => {
    const url = '/api/v1/items/latest?limit=30';
    const plain = (await get(url)).json();
    const br = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain);
    const gzip = await get(url, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain);
  });

  it('tells an in-process caller that asks the tags of the answer', async () => {
    const res = await get(`/api/v1/items/details/${itemId}`, { 'x-want-tags': '1' });
    expect(String(res.headers['x-answer-tags']).split(' ')).toContain(`item:${itemId}`);
  });

  it('is off with CATALOGUE_CACHE=off', async () => {
    const off = await createTestApp({ env: { CATALOGUE_CACHE: 'off' } });
    try {
      await off.app.inject({ method: 'GET', url: '/api/v1/categories' });
      const again = await off.app.inject({ method: 'GET', url: '/api/v1/categories' });
      expect(again.headers['x-cache']).toBeUndefined();
    } finally {
      await off.close();
    }
  });
});
