import type { ItemFilters, ItemList } from '@bazaar/contract';
import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchIndexOf } from '../../src/areas/search';
import type { ItemOrder, ListRule } from '../../src/catalogue/items/item-filters';
import { type ListRequest, listItems } from '../../src/catalogue/items/repository';
import type { LiveSearchIndex } from '../../src/catalogue/search-index/live-index';
import { categories, items, stores } from '../../src/db/schema';
import type { MarketScope } from '../../src/platform/headers';
import { loadingCache } from '../../src/platform/loading-cache';
import { createTestApp, type TestApp } from '../support/test-app';

const ORDERS: ItemOrder[] = ['popularity', 'newest', 'price_asc', 'price_desc', 'rating', 'reviews', 'sales'];
const ANYWHERE: MarketScope = { zoneIds: null, moduleId: null, latitude: null, longitude: null };
const FILTERS: { name: string; filters: Partial<ItemFilters>; rule?: ListRule }[] = [
  { name: 'no filter', filters: {} },
  { name: 'deals (the list rule)', filters: {}, rule: { discounted: true } },
  { name: 'veg, in stock', filters: { type: 'veg', in_stock: true } },
  { name: 'non-veg, rated 4+', filters: { type: 'non_veg', rating: 4 } },
  { name: 'price 200–2,000', filters: { min_price: 200, max_price: 2000 } },
];

/**
 * Category and store lists answered from the in-memory catalogue (decision 214) must be exactly what
 * the database path answers (bindItemFilter, ORDER_KEYS, the bounded count) for every order, filter,
 * page and scope, and stay so after each kind of write.
 */
describe('category and store lists from memory', () => {
  let t: TestApp;
  let live: LiveSearchIndex;
  let categoryIds: number[];
  let storeIds: number[];
  let zoneIds: number[];
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    live = searchIndexOf(t.app)!;
    categoryIds = (await t.db.select({ id: categories.id }).from(categories)).map((c) => c.id);
    const storeRows = await t.db.select({ id: stores.id, zoneId: stores.zoneId }).from(stores);
    storeIds = storeRows.map((s) => s.id);
    zoneIds = [...new Set(storeRows.flatMap((s) => (s.zoneId === null ? [] : [s.zoneId])))];
  });
  afterAll(() => t.close());

  const request = (
    filters: Partial<ItemFilters>,
    order: ItemOrder,
    offset = 1,
    more: Partial<ListRequest> = {},
  ) =>
    ({
      filters: { type: 'all', ...filters } as ItemFilters,
      scope: ANYWHERE,
      order,
      limit: 6,
      offset,
      ...more,
    }) satisfies ListRequest;

  /** The database's answer (no memory given), and memory's, which must be there and the same. */
  async function expectSame(r: ListRequest, what: string): Promise<ItemList> {
    const fromDatabase = await listItems(t.db, loadingCache<number>(30_000), r);
    const fromMemory = await live.list(r);
    expect(fromMemory, `${what}: memory answers`).not.toBeNull();
    expect(fromMemory, what).toEqual(fromDatabase);
    return fromMemory!;
  }

  it('every category, order, filter and page: the same items in the same order, the same total', async () => {
    let nonEmpty = 0;
    for (const category_id of categoryIds)
      for (const order of ORDERS)
        for (const f of FILTERS)
          for (const offset of [1, 2]) {
            const r = request({ ...f.filters, category_id }, order, offset, { rule: f.rule });
            const answer = await expectSame(r, `category ${category_id} ${order} ${f.name} page ${offset}`);
            if (answer.products.length > 0) nonEmpty++;
          }
    // The comparison saw real lists, not only empty ones.
    expect(nonEmpty).toBeGreaterThan(categoryIds.length * ORDERS.length);
    // Thousands of list reads, each against the database too: a guard against a hang, not a speed limit
    // (it needed over a minute on a loaded 2-core machine).
  }, 180_000);

  it('every store, order and page, and lists narrowed to zones', async () => {
    for (const store_id of storeIds)
      for (const order of ORDERS)
        for (const offset of [1, 3])
          await expectSame(request({ store_id }, order, offset), `store ${store_id} ${order}`);
    const [zone] = zoneIds;
    for (const category_id of categoryIds.slice(0, 10)) {
      const scope = { ...ANYWHERE, zoneIds: [zone!] };
      await expectSame(
        request({ category_id }, 'newest', 1, { scope }),
        `category ${category_id} in zone ${zone}`,
      );
      await expectSame(
        request({ category_id }, 'popularity', 1, { scope: { ...ANYWHERE, zoneIds: [999_999] } }),
        'no zone',
      );
    }
  });

  it('lists without a category or a store, sponsored and search lists stay with the database', async () => {
    expect(await live.list(request({}, 'newest'))).toBeNull();
    expect(
      await live.list(
        request({ category_id: categoryIds[0] }, 'popularity', 1, { rule: { sponsored: true } }),
      ),
    ).toBeNull();
  });

  /** The busiest category with items in stock, and its list by price as memory and the database see it. */
  async function busiestCategory() {
    let best = { category_id: 0, total: 0 };
    for (const category_id of categoryIds) {
      const { total_size } = await listItems(
        t.db,
        loadingCache<number>(30_000),
        request({ category_id }, 'price_asc'),
      );
      if (total_size > best.total) best = { category_id, total: total_size };
    }
    return best.category_id;
  }

  it('paging deep into the busiest category, every order: each page as the database has it', async () => {
    const category_id = await busiestCategory();
    for (const order of ORDERS) {
      const pages = Math.ceil(
        (await expectSame(request({ category_id }, order, 1, { limit: 25 }), order)).total_size / 25,
      );
      // Beyond the first ordering's depth (LIST_DEPTH), memory orders deeper and must still agree.
      for (let offset = 2; offset <= pages + 1; offset++)
        await expectSame(request({ category_id }, order, offset, { limit: 25 }), `${order} page ${offset}`);
    }
  });

  it('after a price change, a stock change, a store closing and a category move: memory follows', async () => {
    const category_id = await busiestCategory();
    const byPrice = (filters: Partial<ItemFilters> = {}) =>
      request({ category_id, ...filters }, 'price_asc', 1, { limit: 100 });
    const before = await expectSame(byPrice(), 'before');
    const last = before.products[before.products.length - 1]!;

    // The dearest item becomes the cheapest: first on the next read.
    await t.db.update(items).set({ price: 1, discount: 0 }).where(eq(items.id, last.id));
    await live.settled();
    const repriced = await expectSame(byPrice(), 'after the price change');
    expect(repriced.products[0]!.id).toBe(last.id);

    // Out of stock: gone from the in-stock list, still in the full one.
    await t.db.update(items).set({ stock: 0 }).where(eq(items.id, last.id));
    await live.settled();
    const inStock = await expectSame(byPrice({ in_stock: true }), 'after the stock change');
    expect(inStock.products.map((p) => p.id)).not.toContain(last.id);

    // Its store closes for good: none of the store's items are listed.
    const storeId = repriced.products[0]!.store_id;
    await t.db.update(stores).set({ active: false }).where(eq(stores.id, storeId));
    await live.settled();
    const closed = await expectSame(byPrice(), 'after the store was deactivated');
    expect(closed.products.some((p) => p.store_id === storeId)).toBe(false);
    await t.db.update(stores).set({ active: true }).where(eq(stores.id, storeId));

    // An item moved to another category leaves this list and joins the other.
    const moved = closed.products[0]!;
    // Another top category: outside this list's category and every category above it.
    const [{ path }] = (await t.db
      .select({ path: items.categoryPath })
      .from(items)
      .where(eq(items.id, moved.id))) as [{ path: number[] }];
    const tops = await t.db.select({ id: categories.id }).from(categories).where(isNull(categories.parentId));
    const other = tops.map((c) => c.id).find((id) => !path.includes(id) && id !== category_id)!;
    // As an edit moves it: its category and its category chain together (category_path follows both).
    await t.db
      .update(items)
      .set({ categoryId: other, categoryIds: [{ id: other, position: 1 }] })
      .where(eq(items.id, moved.id));
    await live.settled();
    expect((await expectSame(byPrice(), 'after the move')).products.map((p) => p.id)).not.toContain(moved.id);
    const there = await expectSame(
      request({ category_id: other }, 'price_asc', 1, { limit: 100 }),
      'the new category',
    );
    expect(there.products.map((p) => p.id)).toContain(moved.id);
  });
});
