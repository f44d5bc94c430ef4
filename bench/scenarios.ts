// What the load benchmark asks for: the storefront's public pages as the API calls behind them, with
// requests spread over the market (random categories, items, stores, queries) so caches see a
// realistic mix, not one URL. Deterministic: each scenario draws from its own seeded generator.
import { createRandom } from '@bazaar/seed/random';

export type Market = {
  categoryIds: number[];
  itemSlugs: string[];
  stores: { id: number; slug: string }[];
  summary: string;
};

export type Scenario = { name: string; what: string; paths: (m: Market) => () => string };

const API = '/api/v1';

/** Misspelt, Roman-Urdu and partial queries a shopper types; every one should find something. */
const TYPO_QUERIES = [
  'samsng galaxy',
  'infinx note',
  'basmti chawal',
  'kurtaa',
  'lawn suitt',
  'shampo',
  'pressure coker',
  'teddy bera',
  'dinner sett',
  'panadool',
  'sindhri mangoes',
  'cricket batt',
  'iphone 15',
  'tapal danedr',
  'jutti',
];
/** What the search box sends while typing: two to five letters. */
const PREFIXES = [
  'sa',
  'sam',
  'samsu',
  'bas',
  'kur',
  'law',
  'pan',
  'tap',
  'cri',
  'jut',
  'ch',
  'mob',
  'ted',
  'app',
  'ora',
];
const SORTS = ['', '&sort=price_asc', '&sort=newest', '&sort=rating', '&sort=price_desc'];

export const SCENARIOS: Scenario[] = [
  {
    name: 'home',
    what: 'the calls behind the home page: banners, categories, popular/latest/deal/sponsored items, popular stores, campaigns',
    paths: () => {
      const rnd = createRandom(1);
      const calls = [
        '/banners',
        '/categories',
        '/items/popular?limit=20',
        '/items/latest?limit=20',
        '/items/discounted?limit=20',
        '/items/sponsered?limit=20',
        '/stores/get-stores/popular?limit=12',
        '/campaigns/basic',
        '/campaigns/item',
      ];
      return () => API + rnd.pick(calls);
    },
  },
  {
    name: 'category-page',
    what: 'categories/items/{random of 200} pages 1–3, with deals on page 1, with and without a sort',
    paths: (m) => {
      const rnd = createRandom(2);
      return () => {
        const page = rnd.int(1, 3);
        return `${API}/categories/items/${rnd.pick(m.categoryIds)}?limit=20&offset=${page}${page === 1 ? '&with_deal_items=1' : ''}${rnd.pick(SORTS)}`;
      };
    },
  },
  {
    name: 'item-details',
    what: 'items/details/{random of the sampled items}',
    paths: (m) => {
      const rnd = createRandom(3);
      return () => `${API}/items/details/${rnd.pick(m.itemSlugs)}`;
    },
  },
  {
    name: 'store-page',
    what: 'stores/details/{random store} and its items (items/latest?store_id=…), alternately',
    paths: (m) => {
      const rnd = createRandom(4);
      return () => {
        const store = rnd.pick(m.stores);
        return rnd.chance(0.5)
          ? `${API}/stores/details/${store.slug}`
          : `${API}/items/latest?store_id=${store.id}&limit=20`;
      };
    },
  },
  {
    name: 'search-typo',
    what: 'items/search with misspelt and Roman-Urdu queries',
    paths: () => {
      const rnd = createRandom(5);
      return () => `${API}/items/search?name=${encodeURIComponent(rnd.pick(TYPO_QUERIES))}&limit=20`;
    },
  },
  {
    name: 'suggestions',
    what: 'items/search-suggestion with 2–5 letter prefixes',
    paths: () => {
      const rnd = createRandom(6);
      return () => `${API}/items/search-suggestion?name=${rnd.pick(PREFIXES)}`;
    },
  },
];

/**
 * GET of a JSON answer; anything but 2xx throws. A 503 or 429 (the server shedding load, e.g. still
 * working off the requests a finished load run left in flight) is asked again for up to 30 s.
 * Shared by every benchmark under bench/.
 */
export async function getJson<T>(url: string): Promise<T> {
  const started = Date.now();
  for (;;) {
    const res = await fetch(url, { headers: { accept: 'application/json' } });
    if (res.ok) return (await res.json()) as T;
    if ((res.status !== 503 && res.status !== 429) || Date.now() - started > 30_000)
      throw new Error(`${url} answered ${res.status}`);
    await res.arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/**
 * One of each guest page over real slugs from the API: home, the first top category with items, its
 * first item, the first store (bench:pages measures these, bench:memory warms up on them).
 */
export async function samplePages(base: string): Promise<{ name: string; path: string }[]> {
  const api = `${base}${API}`;
  type Cat = { id: number; slug: string };
  const cats = await getJson<Cat[]>(`${api}/categories`);
  let category: Cat | undefined;
  let product: string | undefined;
  for (const c of cats) {
    const items = await getJson<{ products: { slug: string }[] }>(`${api}/categories/items/${c.id}?limit=1`);
    if (items.products.length > 0) {
      category = c;
      product = items.products[0]!.slug;
      break;
    }
  }
  const stores = await getJson<{ stores: { slug: string }[] }>(`${api}/stores/get-stores/all?limit=1`);
  if (!category || !product || !stores.stores[0])
    throw new Error('The market has no category, item or store');
  return [
    { name: 'home', path: '/' },
    { name: 'category', path: `/categories/products/${category.slug}` },
    { name: 'product', path: `/product/${product}` },
    { name: 'store', path: `/stores/${stores.stores[0].slug}` },
  ];
}

/** Samples the running market through the API itself: categories, 4,000 items, every store. */
export async function discoverMarket(base: string): Promise<Market> {
  type Cat = { id: number; childes: Cat[] };
  const tops = await getJson<Cat[]>(`${base}${API}/categories`);
  const categoryIds = tops.flatMap((c) => [c.id, ...c.childes.map((k) => k.id)]);
  const rnd = createRandom(9);
  const itemSlugs: string[] = [];
  for (let i = 0; i < 40; i++) {
    const page = await getJson<{ products: { slug: string }[] }>(
      `${base}${API}/categories/items/${rnd.pick(categoryIds)}?limit=100&offset=${rnd.int(1, 3)}`,
    );
    itemSlugs.push(...page.products.map((p) => p.slug));
  }
  const stores: Market['stores'] = [];
  for (let offset = 1; offset <= 100; offset++) {
    const page = await getJson<{ stores: { id: number; slug: string }[] }>(
      `${base}${API}/stores/get-stores/all?limit=100&offset=${offset}`,
    );
    stores.push(...page.stores.map((s) => ({ id: s.id, slug: s.slug })));
    if (page.stores.length < 100) break;
  }
  const latest = await getJson<{ total_size: number }>(`${base}${API}/items/latest?limit=1`);
  return {
    categoryIds,
    itemSlugs,
    stores,
    summary: `${categoryIds.length} categories, ${stores.length} stores, ≥${latest.total_size} items (${itemSlugs.length} sampled)`,
  };
}

/** The command-line options every load bench shares (parseArgs): how long, how hard, which scenarios, cache. */
export const LOAD_OPTIONS = {
  duration: { type: 'string', default: '10' },
  warmup: { type: 'string', default: '3' },
  connections: { type: 'string', default: '50' },
  only: { type: 'string' },
  cache: { type: 'string', default: 'on' },
} as const;
