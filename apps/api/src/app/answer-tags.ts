/**
 * Which committed changes make a catalogue answer stale (decision 209): the tags of the route's scope,
 * plus the items and stores the answer shows. The triggers of migration 0007 notify the same tags, so a
 * write drops exactly the answers that name what it changed. Over-tagging only costs a cache miss;
 * a missing tag would serve a stale answer, so every route is listed here and an unknown one is 'all'.
 */
type Request = { params: Record<string, string>; query: Record<string, unknown> };

const digits = (v: unknown) => (typeof v === 'string' || typeof v === 'number') && /^\d+$/.test(String(v));

/** Whether a list's order, filter or deals depend on prices and discounts. */
const byPrice = (route: string, query: Record<string, unknown>) =>
  route === '/items/discounted' ||
  query.sort === 'price_asc' ||
  query.sort === 'price_desc' ||
  query.min_price !== undefined ||
  query.max_price !== undefined ||
  (query.discounted !== undefined && query.discounted !== 'false' && query.discounted !== '0') ||
  (query.with_deal_items !== undefined && query.with_deal_items !== '0' && query.with_deal_items !== 'false');

/**
 * An item list's scope: its store, its category, or (neither) every list — `list:*`, which any change
 * of what lists hold or order by sends, and `list:price:*` too when the list depends on prices, which a
 * change of price or discount alone sends (migration 0009).
 */
function listScope(route: string, { query }: Request, category?: unknown): string[] {
  const scopes: string[] = [];
  if (digits(query.store_id)) scopes.push(`store:${query.store_id}`);
  const cat = category ?? query.category_id;
  if (digits(cat)) scopes.push(`cat:${cat}`);
  if (!scopes.length) scopes.push('all');
  const price = byPrice(route, query);
  return scopes.flatMap((s) => (price ? [`list:${s}`, `list:price:${s}`] : [`list:${s}`]));
}

const ITEM_LISTS = ['latest', 'popular', 'most-reviewed', 'best-selling', 'discounted', 'sponsered'];

export const ROUTE_TAGS: Record<string, (req: Request) => string[]> = {
  // Category answers count products: any item list change may move them.
  '/categories': () => ['categories', 'list:all'],
  '/categories/childes/{id}': () => ['categories', 'list:all'],
  '/categories/{id}': () => ['categories', 'list:all'],
  // A slug names no id here: such a page follows every list change.
  '/categories/items/{id}': (req) => [
    'categories',
    ...listScope('/categories/items/{id}', req, req.params.id ?? 'slug'),
  ],
  ...Object.fromEntries(
    ITEM_LISTS.map((list) => [`/items/${list}`, (req: Request) => listScope(`/items/${list}`, req)]),
  ),
  '/items/details/{id}': () => [],
  '/items/reviews/{id}': () => ['reviews'],
  '/items/related-items/{id}': () => ['list:all'],
  '/stores/get-stores/{filter}': () => ['stores'],
  '/stores/details/{id}': () => [],
  '/banners': () => ['banners', 'campaigns'],
  '/campaigns/basic': () => ['campaigns', 'stores'],
  '/campaigns/basic-campaign-details': () => ['campaigns', 'stores', 'list:all'],
  '/campaigns/item': () => ['campaigns', 'list:all'],
  '/blogs': () => ['blogs'],
  '/blogs/{slug}': () => ['blogs'],
  '/items/search': (req) => listScope('/items/search', req),
  '/stores/search': () => ['stores'],
  // Names and pictures by popularity, never prices or stock (migration 0009's `names`).
  '/items/search-suggestion': () => ['names', 'stores', 'categories'],
  // Settings, zones, cities and modules change only with 'all' (migration 0007); the config also names
  // the blog's categories, which change with 'blogs'.
  '/config': () => ['config', 'blogs'],
  '/config/get-zone-id': () => ['config'],
  '/config/cities-list': () => ['config'],
};

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
const isId = (v: Json | undefined): v is number => typeof v === 'number' && Number.isInteger(v);

/**
 * The items and stores an answer shows, found by their shape: an item has an id, a store_id and a
 * price; a store has an id, a logo and items_count or schedules (it counts its items: list:store).
 */
export function shownTags(body: unknown, into = new Set<string>()): Set<string> {
  const walk = (node: Json) => {
    if (Array.isArray(node)) {
      for (const child of node) walk(child);
      return;
    }
    if (node === null || typeof node !== 'object') return;
    if (isId(node.id) && isId(node.store_id) && 'price' in node) {
      into.add(`item:${node.id}`);
      into.add(`store:${node.store_id}`);
    } else if (isId(node.id) && 'logo' in node && ('items_count' in node || 'schedules' in node)) {
      into.add(`store:${node.id}`);
      into.add(`list:store:${node.id}`);
    }
    if (isId(node.item_id)) into.add(`item:${node.item_id}`);
    for (const key in node) {
      const child = node[key];
      if (child !== null && typeof child === 'object') walk(child);
    }
  };
  walk(body as Json);
  return into;
}

/** Every tag of one answer: its route's scope and what it shows. */
export function answerTags(route: string, req: Request, body: unknown): string[] {
  const scope = ROUTE_TAGS[route.replace(/^\/api\/v1/, '')];
  if (!scope) return ['all'];
  return [...shownTags(body, new Set(scope(req)))];
}
