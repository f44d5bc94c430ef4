import { type Category, endpoints } from '@bazaar/contract';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeCategories } from '../../src/catalogue/stores/repository';
import { addOns, items } from '../../src/db/schema';
import { countQueries } from '../support/query-counter';
import { createTestApp, type TestApp } from '../support/test-app';

// The catalogue's database path (decision 202, 2026-11-23): answers sent without the zod encoder,
// a parent category counted by its categories' ids, a store page in one statement.
describe('catalogue database path', () => {
  let t: TestApp;
  let counter: ReturnType<typeof countQueries>;
  let parent: Category;
  beforeAll(async () => {
    // The answer cache off: every call here must reach the database.
    t = await createTestApp({ seed: true, env: { CATALOGUE_CACHE: 'off' } });
    counter = countQueries(t.db);
    const tops = (await t.app.inject({ url: '/api/v1/categories' })).json() as Category[];
    parent = tops.find((c) => c.childes.length > 0)!;
  });
  afterAll(async () => {
    counter.restore();
    await t.close();
  });

  const get = async (url: string) => {
    const res = await t.app.inject({ url: `/api/v1${url}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as unknown;
  };

  it.each([
    ['latestItems', '/items/latest?limit=100'],
    ['popularItems', '/items/popular?limit=20&in_stock=1'],
    ['discountedItems', '/items/discounted?limit=20'],
    ['itemDetails', '/items/details/1'],
    ['relatedItems', '/items/related-items/1?limit=40'],
    ['stores', '/stores/get-stores/all?limit=100'],
    ['storeDetails', '/stores/details/1'],
  ] as const)('%s (%s) is exactly what its contract schema encodes: nothing extra, nothing changed', async (name, url) => {
    const body = await get(url);
    expect(endpoints[name].response.parse(body)).toEqual(body);
  });

  it('categories/items of a parent with deals is exactly what its contract schema encodes', async () => {
    const body = await get(`/categories/items/${parent.id}?limit=100&with_deal_items=1`);
    expect(endpoints.categoryItems.response.parse(body)).toEqual(body);
    expect((body as { products: unknown[] }).products.length).toBeGreaterThan(0);
  });

  it('a parent category counts the same items through its categories as through category_path', async () => {
    const truth = async (deals: boolean) => {
      const result = await t.db.execute<{ n: number }>(sql`
        select count(*)::int as n from items i join stores s on s.id = i.store_id
        where i.active and s.active and i.category_path @> array[${parent.id}]::integer[]
        ${deals ? sql`and i.discount > 0` : sql``}`);
      return Number((result as unknown as { rows: { n: number }[] }).rows[0]!.n);
    };
    const all = (await get(`/categories/items/${parent.id}?limit=5`)) as { total_size: number };
    const deals = (await get(`/items/discounted?limit=5&category_id=${parent.id}`)) as { total_size: number };
    expect(all.total_size).toBe(await truth(false));
    expect(deals.total_size).toBe(await truth(true));
    expect(all.total_size).toBeGreaterThan(deals.total_size);
  });

  it('a store page is one statement, its categories what storeCategories counts', async () => {
    let body: { id: number; categories: unknown[] } | undefined;
    const statements = await counter.during(async () => {
      body = (await get('/stores/details/1')) as typeof body;
    });
    expect(statements).toBe(1);
    expect(body!.categories.length).toBeGreaterThan(0);
    expect(body!.categories).toEqual(await storeCategories(t.db, body!.id));
  });

  it('a store unknown by id or slug is still a 404 in the envelope', async () => {
    for (const key of ['999999', 'no-such-store']) {
      const res = await t.app.inject({ url: `/api/v1/stores/details/${key}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ errors: [{ code: 'store', message: expect.any(String) }] });
    }
  });

  it("an item's add-ons: its active ones by id, looked up by key; none is an empty list", async () => {
    const [item] = await t.db
      .select({ id: items.id, storeId: items.storeId })
      .from(items)
      .where(eq(items.active, true))
      .orderBy(asc(items.id))
      .limit(1);
    const made = await t.db
      .insert(addOns)
      .values([
        { storeId: item!.storeId, name: 'Gift wrap', price: 150, active: true },
        { storeId: item!.storeId, name: 'Old extra', price: 99, active: false },
        { storeId: item!.storeId, name: 'Warranty', price: 900, active: true },
      ])
      .returning({ id: addOns.id });
    const [wrap, old, warranty] = made.map((a) => a.id);
    // Listed out of order and with an inactive one: answered active only, by id.
    await t.db
      .update(items)
      .set({ addOnIds: [warranty!, old!, wrap!] })
      .where(eq(items.id, item!.id));
    const expected = [
      { id: wrap, name: 'Gift wrap', price: 150 },
      { id: warranty, name: 'Warranty', price: 900 },
    ];
    const details = (await get(`/items/details/${item!.id}`)) as { add_ons: unknown[] };
    expect(details.add_ons).toEqual(expected);
    const list = (await get(`/items/latest?limit=100&store_id=${item!.storeId}`)) as {
      products: { id: number; add_ons: unknown[] }[];
    };
    expect(list.products.find((p) => p.id === item!.id)?.add_ons).toEqual(expected);
    expect(list.products.filter((p) => p.id !== item!.id).every((p) => p.add_ons.length === 0)).toBe(true);
  });
});
