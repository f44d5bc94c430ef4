import { CategorySchema, SearchSuggestionsSchema, StoreDetailsSchema } from '@bazaar/contract';
import { CATEGORY_NAMES } from '@bazaar/seed/data/category-names';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from './support/test-app';

/** Decision 216: category names in the language the client asks for (X-localization), English otherwise. */
describe('category names in the shopper’s language', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
  });
  afterAll(() => t.close());

  const get = async (url: string, locale?: string) =>
    (await t.app.inject({ url, headers: locale ? { 'x-localization': locale } : {} })).json();
  const tree = async (locale?: string) =>
    z.array(CategorySchema).parse(await get('/api/v1/categories', locale));
  const named = (list: { slug: string; name: string }[], slug: string) =>
    list.find((c) => c.slug === slug)?.name;

  it.each([
    [undefined, 'Grocery & Staples', 'Rice & Atta'],
    ['en', 'Grocery & Staples', 'Rice & Atta'],
    ['ur', 'گروسری اور راشن', 'چاول اور آٹا'],
    ['ar', 'البقالة والمؤن', 'الأرز والدقيق'],
    ['sp', 'Alimentación básica', 'Arroz y harina'],
  ])('the tree in %s: the top category and its children', async (locale, top, child) => {
    const categories = await tree(locale);
    const grocery = categories.find((c) => c.slug === 'grocery-staples');
    expect(grocery?.name).toBe(top);
    expect(named(grocery?.childes ?? [], 'rice-atta')).toBe(child);
  });

  it('one category and its children, by id, in Urdu; the English tree is unchanged after', async () => {
    const grocery = (await tree()).find((c) => c.slug === 'grocery-staples')!;
    const one = CategorySchema.parse(await get(`/api/v1/categories/${grocery.id}`, 'ur'));
    expect(one.name).toBe('گروسری اور راشن');
    const children = z
      .array(CategorySchema)
      .parse(await get(`/api/v1/categories/childes/${grocery.id}`, 'ur'));
    expect(named(children, 'tea-beverages')).toBe('چائے اور مشروبات');
    expect((await tree('en')).find((c) => c.slug === 'grocery-staples')?.name).toBe('Grocery & Staples');
  });

  it('suggestions name their categories in Urdu', async () => {
    const answer = SearchSuggestionsSchema.parse(
      await get('/api/v1/items/search-suggestion?name=grocery', 'ur'),
    );
    expect(answer.categories.map((c) => c.name)).toContain('گروسری اور راشن');
  });

  it('a translation stored as anything but text is passed over, not a failed answer', async () => {
    await t.db.execute(
      sql`update categories set translations = '{"ur": 5, "ar": ["x"]}'::jsonb where slug = 'fruits'`,
    );
    // The change reaches the caches through the change feed (on PostgreSQL, a notification).
    await t.app.changes.fence();
    try {
      const res = await t.app.inject({ url: '/api/v1/categories', headers: { 'x-localization': 'ur' } });
      expect(res.statusCode).toBe(200);
      const produce = z
        .array(CategorySchema)
        .parse(res.json())
        .find((c) => c.slug === 'fresh-produce');
      expect(named(produce?.childes ?? [], 'fruits')).toBe('Fruits');
    } finally {
      await t.db.execute(
        sql`update categories set translations = ${JSON.stringify(CATEGORY_NAMES.Fruits)}::jsonb where slug = 'fruits'`,
      );
      await t.app.changes.fence();
    }
  });

  it("a store's shelves are named in Urdu", async () => {
    const store = StoreDetailsSchema.parse(await get('/api/v1/stores/details/jinnah-super-grocers', 'ur'));
    expect(store.categories.map((c) => c.name)).toContain('چاول اور آٹا');
    const english = StoreDetailsSchema.parse(await get('/api/v1/stores/details/jinnah-super-grocers'));
    expect(english.categories.map((c) => c.name)).toContain('Rice & Atta');
  });
});
