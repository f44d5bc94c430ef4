import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { items } from '../../src/db/schema';
import { quickCustomer } from '../support/checkout';
import { countQueries } from '../support/query-counter';
import { createTestApp, type TestApp } from '../support/test-app';
import { activeItems, add } from './fixtures';

type Flagged = { id: number; is_favorite: boolean };
type Body = { is_favorite: boolean; products: Flagged[]; stores: Flagged[] };
type Who = { headers: Record<string, string> };

let t: TestApp;
let item: Awaited<ReturnType<typeof activeItems>>[number];
let slug: { item: string; store: string; category: number };
let a: Who;
let b: Who;
const guest: Who = { headers: {} };

beforeAll(async () => {
  // The response cache on, as a busy deployment runs it: personalised answers must stay out of it.
  t = await createTestApp({ seed: true });
  item = (await activeItems(t.db, 1))[0]!;
  const [row] = await t.db
    .select({ slug: items.slug, categoryId: items.categoryId })
    .from(items)
    .where(eq(items.id, item!.id));
  const store = await t.app.inject({ url: `/api/v1/stores/details/${item!.storeId}` });
  slug = { item: row!.slug, store: store.json().slug, category: row!.categoryId! };
  a = await quickCustomer(t.db);
  b = await quickCustomer(t.db);
  expect((await add(t, a.headers, `item_id=${item!.id}`)).statusCode).toBe(200);
  expect((await add(t, a.headers, `store_id=${item!.storeId}`)).statusCode).toBe(200);
});
afterAll(() => t.close());

const get = async (who: Who, url: string) => {
  const res = await t.app.inject({ url: `/api/v1${url}`, headers: who.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res;
};

/** The is_favorite flag of `id` in a list answer (undefined when the list does not hold it). */
const flagIn = (list: Flagged[], id: number) => list.find((x) => x.id === id)?.is_favorite;

/** Each catalogue answer that holds the favourite item or store, and where in the answer it is. */
const answers: [string, () => string, (body: Body) => boolean | undefined][] = [
  ['items/details', () => `/items/details/${item.id}`, (body) => body.is_favorite],
  ['items/details by slug', () => `/items/details/${slug.item}`, (body) => body.is_favorite],
  [
    'items/latest',
    () => `/items/latest?store_id=${item.storeId}&limit=100`,
    (body) => flagIn(body.products, item.id),
  ],
  [
    'categories/items with deals',
    () => `/categories/items/${slug.category}?limit=100&with_deal_items=1&store_id=${item.storeId}`,
    (body) => flagIn(body.products, item.id),
  ],
  [
    'items/search',
    () => `/items/search?name=${encodeURIComponent(item.name)}&limit=100`,
    (body) => flagIn(body.products, item.id),
  ],
  ['stores/details', () => `/stores/details/${slug.store}`, (body) => body.is_favorite],
  [
    'stores/get-stores/all',
    () => '/stores/get-stores/all?limit=100',
    (body) => flagIn(body.stores, item.storeId),
  ],
  [
    'stores/search',
    () => `/stores/search?name=${encodeURIComponent(item.storeName)}&limit=100`,
    (body) => flagIn(body.stores, item.storeId),
  ],
];

describe('is_favorite in catalogue answers (decision 501)', () => {
  it.each(
    answers,
  )('%s: true for the customer who keeps it, false for another and for a guest', async (_, url, flag) => {
    // Guest first, so the guest's answer is the one the cache holds when the others ask.
    expect(flag((await get(guest, url())).json())).toBe(false);
    expect(flag((await get(a, url())).json())).toBe(true);
    expect(flag((await get(b, url())).json())).toBe(false);
    const again = await get(guest, url());
    expect(again.headers['x-cache']).toBe('hit');
    expect(flag(again.json())).toBe(false);
    // A's answer is never served from the cache, nor stored in it.
    const mine = await get(a, url());
    expect(mine.headers['x-cache']).toBeUndefined();
    expect(flag(mine.json())).toBe(true);
  });

  it('reads a stale or malformed bearer as a guest, never as 401', async () => {
    for (const authorization of [
      'Bearer aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
      'Bearer x',
      'Basic Zm9vOmJhcg==',
    ]) {
      const res = await get({ headers: { authorization } }, `/items/details/${item.id}`);
      expect(res.json().is_favorite).toBe(false);
    }
  });

  it('drops the flag the moment the customer removes the favourite', async () => {
    const c = await quickCustomer(t.db);
    await add(t, c.headers, `item_id=${item.id}`);
    expect((await get(c, `/items/details/${item.id}`)).json().is_favorite).toBe(true);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/customer/wish-list/remove?item_id=${item.id}`,
      headers: c.headers,
    });
    expect((await get(c, `/items/details/${item.id}`)).json().is_favorite).toBe(false);
  });

  it('costs a guest nothing, and a signed-in customer two statements (session, favourites)', async () => {
    const url = `/items/latest?store_id=${item.storeId}&limit=100&in_stock=0`;
    await get(guest, `${url}&warm=1`); // the list's total, cached per process
    const counter = countQueries(t.db);
    try {
      const asGuest = await counter.during(() => get(guest, `${url}&warm=2`));
      const asCustomer = await counter.during(() => get(a, `${url}&warm=3`));
      expect(asCustomer - asGuest).toBe(2);
    } finally {
      counter.restore();
    }
  });
});
