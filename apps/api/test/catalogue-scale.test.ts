import { endpoints, ItemListSchema } from '@bazaar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countQueries } from './support/query-counter';
import { createTestApp, type TestApp } from './support/test-app';

describe('catalogue at scale: bounded queries, bad input, the OpenAPI document', () => {
  let t: TestApp;
  let counter: ReturnType<typeof countQueries>;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    counter = countQueries(t.db);
  });
  afterAll(async () => {
    counter.restore();
    await t.close();
  });

  const statements = (url: string, headers: Record<string, string> = {}) =>
    counter.during(async () => {
      const res = await t.app.inject({ url: `/api/v1${url}`, headers });
      expect(res.statusCode, res.body).toBe(200);
    });

  it('a page of items is one statement once its total is known, whatever the page size', async () => {
    // First page of a filter: the page and its bounded count.
    expect(await statements('/items/popular?limit=5&in_stock=1')).toBe(2);
    // Another page size, the same filter: the cached total, one statement for 5 or 100 items.
    expect(await statements('/items/popular?limit=5&in_stock=1&offset=2')).toBe(1);
    expect(await statements('/items/popular?limit=100&in_stock=1')).toBe(1);
    const page = ItemListSchema.parse(
      (await t.app.inject({ url: '/api/v1/items/popular?limit=100' })).json(),
    );
    expect(page.products.length).toBe(100);
    expect(page.products.some((p) => p.variations.length > 0)).toBe(true);
  });

  it.each([
    ['/items/details/1', 1],
    ['/items/reviews/2?limit=100', 2],
    ['/items/related-items/1?limit=40', 2],
    ['/stores/details/1', 2],
    ['/stores/get-stores/popular?limit=100', 2],
    ['/categories/items/1?limit=100&with_deal_items=1', 6],
    ['/items/search?name=samsng%20galaxy&limit=100', 2],
    ['/items/search-suggestion?name=sam', 4],
    ['/banners', 3],
    ['/campaigns/item', 1],
  ])('%s takes at most %i statements (no N+1)', async (url, most) => {
    expect(await statements(url)).toBeLessThanOrEqual(most);
  });

  it.each([
    ['/items/latest?offset=-1', 'offset'],
    ['/items/latest?offset=0', 'offset'],
    ['/items/latest?limit=1000000000', 'limit'],
    ['/items/latest?limit=100&offset=101', 'offset'],
    ['/items/latest?offset=1e9', 'offset'],
    ['/items/latest?min_price=-5', 'min_price'],
    ['/items/latest?min_price=900&max_price=100', 'max_price'],
    ['/items/latest?rating=6', 'rating'],
    ['/items/latest?sort=cheapest', 'sort'],
    ['/items/latest?discounted=yes', 'discounted'],
    ['/items/sponsered?category_id=1%20or%201=1', 'category_id'],
    ['/categories/items/1?with_deal_items=2', 'with_deal_items'],
    ['/blogs?offset=-3', 'offset'],
    ['/items/reviews/1?limit=101', 'limit'],
    ['/items/related-items/1?limit=41', 'limit'],
  ])('%s answers 403 naming %s, never a 500', async (url, field) => {
    const res = await t.app.inject({ url: `/api/v1${url}` });
    expect(res.statusCode).toBe(403);
    expect(res.json().errors.map((e: { code: string }) => e.code)).toContain(field);
  });

  it('a 10 kB query string or path is refused with a 4xx', async () => {
    const long = 'x'.repeat(10_240);
    for (const url of [
      `/api/v1/items/latest?sort=${long}`,
      `/api/v1/items/details/${long}`,
      `/api/v1/stores/details/${long}`,
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url.slice(0, 40)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json().errors[0].code).toEqual(expect.any(String));
    }
  });

  it('an unknown image width is refused and a missing image is a 404', async () => {
    expect((await t.app.inject({ url: '/storage/item/x.svg?w=333' })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/storage/item/no-such.svg?w=320' })).statusCode).toBe(404);
  });

  it('the OpenAPI document lists every catalogue call', async () => {
    const doc = (await t.app.inject({ url: '/api/v1/openapi.json' })).json() as {
      paths: Record<string, unknown>;
    };
    const names = [
      'categoryItems',
      'latestItems',
      'popularItems',
      'mostReviewedItems',
      'bestSellingItems',
      'discountedItems',
      'sponsoredItems',
      'itemDetails',
      'itemReviews',
      'relatedItems',
      'stores',
      'storeDetails',
      'banners',
      'basicCampaigns',
      'basicCampaignDetails',
      'itemCampaigns',
      'blogs',
      'blog',
      'searchItems',
      'searchStores',
      'searchSuggestions',
    ] as const;
    for (const name of names)
      expect(Object.keys(doc.paths), name).toContain(`/api/v1${endpoints[name].path}`);
  });
});
