import { describe, expect, it } from 'vitest';
import { answerTags, ROUTE_TAGS, shownTags } from './answer-tags';

const item = (id: number, store: number) => ({ id, store_id: store, price: 100, name: 'x' });
const store = (id: number) => ({ id, logo: null, items_count: 3, schedules: [] });

describe('answerTags: what makes an answer stale', () => {
  it.each([
    ['/api/v1/items/latest', {}, {}, { products: [item(1, 7)] }, ['list:all', 'item:1', 'store:7']],
    ['/api/v1/items/latest', {}, { store_id: '7' }, { products: [] }, ['list:store:7']],
    ['/api/v1/items/popular', {}, { category_id: 4 }, { products: [] }, ['list:cat:4']],
    // Lists that sort, filter or pick by price also follow price-only changes.
    ['/api/v1/items/latest', {}, { sort: 'price_asc' }, { products: [] }, ['list:all', 'list:price:all']],
    [
      '/api/v1/items/popular',
      {},
      { store_id: '3', min_price: '100' },
      { products: [] },
      ['list:store:3', 'list:price:store:3'],
    ],
    ['/api/v1/items/discounted', {}, {}, { products: [] }, ['list:all', 'list:price:all']],
    [
      '/api/v1/categories/items/{id}',
      { id: '5' },
      { with_deal_items: '1' },
      { products: [] },
      ['categories', 'list:cat:5', 'list:price:cat:5'],
    ],
    [
      '/api/v1/categories/items/{id}',
      { id: '12' },
      {},
      { products: [item(2, 8)] },
      ['categories', 'list:cat:12', 'item:2', 'store:8'],
    ],
    // A slug names no id: the answer follows every list change.
    ['/api/v1/categories/items/{id}', { id: 'rice' }, {}, { products: [] }, ['categories', 'list:all']],
    ['/api/v1/items/details/{id}', { id: 'basmati' }, {}, item(3, 9), ['item:3', 'store:9']],
    ['/api/v1/stores/details/{id}', { id: '9' }, {}, store(9), ['store:9', 'list:store:9']],
    [
      '/api/v1/stores/get-stores/{filter}',
      { filter: 'all' },
      {},
      { stores: [store(5)] },
      ['stores', 'store:5', 'list:store:5'],
    ],
    [
      '/api/v1/items/reviews/{id}',
      { id: '3' },
      {},
      { reviews: [{ id: 1, item_id: 3 }] },
      ['reviews', 'item:3'],
    ],
    [
      '/api/v1/items/search',
      {},
      { name: 'chawal' },
      { products: [item(4, 1)] },
      ['list:all', 'item:4', 'store:1'],
    ],
    ['/api/v1/blogs', {}, {}, { blogs: [] }, ['blogs']],
    // A route nobody listed is dropped by every change rather than served stale.
    ['/api/v1/something/new', {}, {}, {}, ['all']],
  ])('%s %o %o', (route, params, query, body, expected) => {
    expect(answerTags(route, { params, query }, body).sort()).toEqual([...expected].sort());
  });

  it('finds items nested anywhere (campaign items, deals beside products)', () => {
    const body = { products: [], deal_products: [item(10, 2)], campaign: { items: [item(11, 3)] } };
    expect([...shownTags(body)].sort()).toEqual(['item:10', 'item:11', 'store:2', 'store:3']);
  });

  it('lists every public catalogue route of the contract', async () => {
    const { catalogueEndpoints } = await import('@bazaar/contract');
    const routes = Object.values(catalogueEndpoints as Record<string, { method: string; path: string }>)
      .filter((e) => e.method === 'GET')
      .map((e) => e.path);
    expect(routes.filter((r) => !(r in ROUTE_TAGS))).toEqual([]);
  });
});
