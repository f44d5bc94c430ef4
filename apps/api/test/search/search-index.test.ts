import { ItemSearchResultSchema, SearchSuggestionsSchema, StoreSearchResultSchema } from '@bazaar/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchIndexOf } from '../../src/areas/search';
import { categories, items, stores } from '../../src/db/schema';
import type { ChangeFeed } from '../../src/platform/change-feed';
import { createTestApp, type TestApp } from '../support/test-app';

/** Search answered from the in-memory index (decision 207), kept in step with writes by the change feed. */
describe('search index: answers from memory, fresh after every write', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
  });
  afterAll(() => t.close());

  const index = () => searchIndexOf(t.app)!;
  /** Every committed write applied to the index (on PostgreSQL the feed is asynchronous). */
  const synced = () => index().settled();
  const search = async (name: string, more = '') => {
    const res = await t.app.inject({ url: `/api/v1/items/search?name=${encodeURIComponent(name)}${more}` });
    expect(res.statusCode, res.body).toBe(200);
    return ItemSearchResultSchema.parse(res.json());
  };
  const itemNamed = async (name: string) => (await t.db.select().from(items).where(eq(items.name, name)))[0]!;

  it('answers from the index once built (the database path has no synonyms)', async () => {
    expect(index().usable).toBe(true);
    expect(index().stats.items).toBeGreaterThan(100);
    const found = await search('chawal', '&limit=100');
    const names = found.products.map((p) => p.name);
    expect(names).toContain('Super Kernel Basmati Chawal');
    expect(names).toContain('Sella Basmati Rice');
    expect((await search('چاول', '&limit=100')).products.map((p) => p.name)).toContain('Sella Basmati Rice');
  });

  it('a page is shaped like an item list: same item, same fields', async () => {
    const [found] = (await search('Sella Basmati Rice')).products;
    const res = await t.app.inject({ url: `/api/v1/items/details/${found!.id}` });
    const details = res.json();
    for (const key of [
      'name',
      'price',
      'discount',
      'stock',
      'store_name',
      'avg_rating',
      'variations',
      'add_ons',
    ])
      expect(found![key as keyof typeof found], key).toEqual(details[key]);
  });

  it('a renamed item is found by its new name, typos included, and no longer by the old one', async () => {
    const item = await itemNamed('Tapal Danedar 950g');
    await t.db.update(items).set({ name: 'Tapal Mezbaan Blend 950g' }).where(eq(items.id, item.id));
    await synced();
    expect((await search('mezban blend')).products.map((p) => p.id)).toEqual([item.id]);
    expect((await search('tapal dane')).products.map((p) => p.id)).not.toContain(item.id);
  });

  it('a price change shows in the page, the price filter and the price sort at once', async () => {
    const item = await itemNamed('Sella Basmati Rice');
    const before = (await search('sella basmati')).products.find((p) => p.id === item.id)!;
    await t.db.update(items).set({ price: 7, discount: 0 }).where(eq(items.id, item.id));
    await synced();
    const after = (await search('sella basmati')).products.find((p) => p.id === item.id)!;
    expect(after.price).toBe(7);
    expect(before.price).not.toBe(7);
    expect((await search('basmati', '&max_price=7')).products.map((p) => p.id)).toEqual([item.id]);
    expect((await search('basmati', '&sort=price_asc')).products[0]!.id).toBe(item.id);
  });

  it('an inactive item, and every item of an inactive store, are hidden; active again, found again', async () => {
    const item = await itemNamed('Super Kernel Basmati Chawal');
    await t.db.update(items).set({ active: false }).where(eq(items.id, item.id));
    await synced();
    const hidden = await search('super kernel', '&limit=100');
    expect(hidden.products.map((p) => p.id)).not.toContain(item.id);
    await t.db.update(items).set({ active: true }).where(eq(items.id, item.id));
    await synced();
    const shown = await search('super kernel', '&limit=100');
    expect(shown.products.map((p) => p.id)).toContain(item.id);
    expect(shown.total_size).toBe(hidden.total_size + 1);

    const [store] = await t.db.select().from(stores).where(eq(stores.name, 'Hafeez Centre Mobiles'));
    expect((await search('hafeez')).total_size).toBeGreaterThan(0);
    await t.db.update(stores).set({ active: false }).where(eq(stores.id, store!.id));
    await synced();
    // ('hafeez' has left the vocabulary with the store, so it is read as the closest word left)
    const left = await search('hafeez', '&limit=100');
    expect(left.products.filter((p) => p.store_id === store!.id)).toEqual([]);
    const shops = StoreSearchResultSchema.parse(
      (await t.app.inject({ url: '/api/v1/stores/search?name=hafeez' })).json(),
    );
    expect(shops.stores).toEqual([]);
    await t.db.update(stores).set({ active: true }).where(eq(stores.id, store!.id));
    await synced();
    const back = await search('hafeez', '&limit=100');
    expect(back.total_size).toBeGreaterThan(0);
    expect(back.products.every((p) => p.store_id === store!.id)).toBe(true);
  });

  it('a renamed store finds its items by the new name; a new category is suggested', async () => {
    const [store] = await t.db.select().from(stores).where(eq(stores.name, 'Qissa Khwani Jutti Ghar'));
    const storeSearch = async (name: string) =>
      StoreSearchResultSchema.parse(
        (await t.app.inject({ url: `/api/v1/stores/search?name=${encodeURIComponent(name)}` })).json(),
      ).stores;
    expect((await storeSearch('jutti')).map((s) => s.name)).toEqual(['Qissa Khwani Jutti Ghar']);
    await t.db.update(stores).set({ name: 'Peshawar Chappal House' }).where(eq(stores.id, store!.id));
    await synced();
    const found = await search('peshawar chappal', '&limit=100');
    expect(found.products.length).toBeGreaterThan(0);
    expect(found.products.every((p) => p.store_id === store!.id)).toBe(true);
    expect((await storeSearch('peshawar chappal')).map((s) => [s.id, s.name])).toEqual([
      [store!.id, 'Peshawar Chappal House'],
    ]);
    await t.db.insert(categories).values({ name: 'Zarda Specials', slug: 'zarda-specials' });
    await synced();
    const s = SearchSuggestionsSchema.parse(
      (await t.app.inject({ url: '/api/v1/items/search-suggestion?name=zard' })).json(),
    );
    expect(s.categories.map((c) => c.name)).toEqual(['Zarda Specials']);
  });

  it('suggestions understand Roman Urdu: chaw offers rice', async () => {
    const s = SearchSuggestionsSchema.parse(
      (await t.app.inject({ url: '/api/v1/items/search-suggestion?name=chaw' })).json(),
    );
    expect(s.items.length).toBeGreaterThan(0);
    expect(s.categories.map((c) => c.name.toLowerCase()).some((n) => n.includes('rice'))).toBe(true);
  });
});

describe('search index: while the feed is not live, the database answers', () => {
  let t: TestApp;
  const down: ChangeFeed = {
    subscribe: () => () => {},
    live: false,
    fence: async () => {},
    close: async () => {},
  };
  beforeAll(async () => {
    t = await createTestApp({ seed: true, changes: down });
  });
  afterAll(() => t.close());

  it('answers search, typos included, without the index', async () => {
    expect(searchIndexOf(t.app)!.usable).toBe(false);
    const res = await t.app.inject({ url: '/api/v1/items/search?name=samsng%20galaxy' });
    const found = ItemSearchResultSchema.parse(res.json());
    expect(found.terms).toEqual(['samsung', 'galaxy']);
    expect(found.products[0]!.name).toMatch(/^Samsung Galaxy/);
  });
});
