import { type Item, ItemListSchema } from '@bazaar/contract';
import { priceUnit } from '@bazaar/domain';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { items, stores } from '../src/db/schema';
import { createTestApp, type TestApp } from './support/test-app';

const newPrice = (p: Item) =>
  priceUnit({ price: p.price, discount: p.discount, discount_type: p.discount_type }).new_price;
const nonIncreasing = (xs: number[]) => xs.every((x, i) => i === 0 || xs[i - 1]! >= x);
const nonDecreasing = (xs: number[]) => xs.every((x, i) => i === 0 || xs[i - 1]! <= x);

describe('item lists: latest, popular, most-reviewed, best-selling, discounted, sponsered', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
  });
  afterAll(() => t.close());

  const list = async (url: string, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ url: `/api/v1${url}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return ItemListSchema.parse(res.json());
  };

  it('each list has its own order', async () => {
    const popular = (await list('/items/popular?limit=100')).products;
    expect(nonIncreasing(popular.map((p) => p.order_count + 3 * p.rating_count))).toBe(true);
    const reviewed = (await list('/items/most-reviewed?limit=100')).products;
    expect(nonIncreasing(reviewed.map((p) => p.rating_count))).toBe(true);
    expect(reviewed[0]!.rating_count).toBeGreaterThan(200);
    const selling = (await list('/items/best-selling?limit=100')).products;
    expect(nonIncreasing(selling.map((p) => p.order_count))).toBe(true);
    expect(selling[0]!.order_count).toBeGreaterThan(500);
    const latest = (await list('/items/latest?limit=100')).products;
    expect(latest.map((p) => p.created_at)).toEqual(
      latest
        .map((p) => p.created_at)
        .sort()
        .reverse(),
    );
  });

  it('deals are the items with a discount of their own', async () => {
    const deals = await list('/items/discounted?limit=100');
    expect(deals.products.length).toBeGreaterThan(20);
    expect(deals.products.every((p) => p.discount > 0 && newPrice(p) < p.price)).toBe(true);
    const all = await list('/items/latest?limit=1');
    expect(deals.total_size).toBeLessThan(all.total_size);
  });

  it('sponsered pages 40 at a time and holds only sponsored items', async () => {
    const page = await list('/items/sponsered?type=all&offset=1');
    expect(page.limit).toBe(40);
    expect(page.products.length).toBeGreaterThan(0);
    const ids = page.products.map((p) => p.id);
    const rows = await t.db.select({ sponsored: items.sponsored }).from(items).where(inArray(items.id, ids));
    expect(rows.every((r) => r.sponsored)).toBe(true);
    const sponsored = await t.db.select({ id: items.id }).from(items).where(eq(items.sponsored, true));
    expect(page.total_size).toBe(sponsored.length);
  });

  it.each([
    ['min_price=1000&max_price=5000', (p: Item) => newPrice(p) >= 1000 && newPrice(p) <= 5000],
    ['rating=4', (p: Item) => p.avg_rating >= 4],
    ['discounted=1', (p: Item) => p.discount > 0],
    ['in_stock=true', (p: Item) => p.stock > 0],
    ['type=veg', (p: Item) => p.veg !== 0],
    ['type=non_veg', (p: Item) => p.veg !== 1],
  ])('the filter %s keeps only matching items', async (qs, keep) => {
    const all = await list('/items/latest?limit=100');
    const filtered = await list(`/items/latest?limit=100&${qs}`);
    expect(filtered.products.length).toBeGreaterThan(0);
    expect(filtered.products.every(keep)).toBe(true);
    if (qs !== 'type=veg' && qs !== 'type=non_veg') expect(filtered.total_size).toBeLessThan(all.total_size);
  });

  it('in_stock hides the sold-out items that the unfiltered list shows', async () => {
    const all = await list('/items/popular?limit=100&offset=1');
    const soldOut = await t.db.select({ id: items.id }).from(items).where(eq(items.stock, 0));
    expect(soldOut.length).toBeGreaterThan(0);
    const filtered = await list('/items/popular?in_stock=1&limit=100');
    expect(filtered.total_size).toBe(all.total_size - soldOut.length);
  });

  it.each([
    ['price_asc', (ps: Item[]) => nonDecreasing(ps.map(newPrice))],
    ['price_desc', (ps: Item[]) => nonIncreasing(ps.map(newPrice))],
    ['rating', (ps: Item[]) => nonIncreasing(ps.map((p) => p.avg_rating))],
    ['popularity', (ps: Item[]) => nonIncreasing(ps.map((p) => p.order_count + 3 * p.rating_count))],
    ['newest', (ps: Item[]) => nonIncreasing(ps.map((p) => Date.parse(p.created_at)))],
  ])('sort=%s orders any list', async (sort, ordered) => {
    for (const path of ['/items/latest', '/items/discounted', '/items/best-selling']) {
      const page = await list(`${path}?limit=50&sort=${sort}`);
      expect(ordered(page.products), `${path} ${sort}`).toBe(true);
    }
  });

  it('pages follow each other without overlap under any sort', async () => {
    const one = await list('/items/latest?limit=10&offset=1&sort=price_asc');
    const two = await list('/items/latest?limit=10&offset=2&sort=price_asc');
    const ids = new Set(one.products.map((p) => p.id));
    expect(two.products.some((p) => ids.has(p.id))).toBe(false);
    expect(newPrice(two.products[0]!)).toBeGreaterThanOrEqual(newPrice(one.products.at(-1)!));
  });

  it('store_id lists one store’s items (the generic {path} with store_id)', async () => {
    const [store] = await t.db.select({ id: stores.id }).from(stores).limit(1);
    const page = await list(`/items/latest?store_id=${store!.id}&limit=100`);
    expect(page.products.length).toBeGreaterThan(5);
    expect(page.products.every((p) => p.store_id === store!.id)).toBe(true);
  });

  it('zoneId and moduleId headers narrow every list; without them the whole market answers', async () => {
    const all = await list('/items/latest?limit=100');
    const [lahore] = await t.db
      .select({ zone: stores.zoneId })
      .from(stores)
      .where(inArray(stores.name, ['Liberty Fashion House']));
    const zoned = await list('/items/latest?limit=100', { zoneId: `[${lahore!.zone}]` });
    expect(zoned.total_size).toBeGreaterThan(0);
    expect(zoned.total_size).toBeLessThan(all.total_size);
    const zoneOf = new Map(
      (await t.db.select({ id: stores.id, zone: stores.zoneId }).from(stores)).map((s) => [s.id, s.zone]),
    );
    expect(zoned.products.every((p) => zoneOf.get(p.store_id) === lahore!.zone)).toBe(true);

    const grocery = await list('/items/popular?limit=100', { ModuleId: '1' });
    const moduleOf = new Map(
      (await t.db.select({ id: items.id, m: items.moduleId }).from(items)).map((i) => [i.id, i.m]),
    );
    expect(grocery.products.length).toBeGreaterThan(0);
    expect(grocery.products.every((p) => moduleOf.get(p.id) === 1)).toBe(true);
  });

  it.each([
    [{ zoneId: '[1,' }, 'zoneId'],
    [{ zoneid: '["a"]' }, 'zoneId'],
    [{ zoneId: '[]' }, 'zoneId'],
    [{ moduleId: 'shop' }, 'moduleId'],
    [{ latitude: '123' }, 'latitude'],
    [{ longitude: 'east' }, 'longitude'],
  ])('a malformed header %j answers 403 naming it', async (headers, code) => {
    const res = await t.app.inject({ url: '/api/v1/items/popular', headers });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ errors: [{ code, message: expect.any(String) }] });
  });
});
