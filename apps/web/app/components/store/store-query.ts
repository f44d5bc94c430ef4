import { ITEM_SORTS, type ItemSort } from '@bazaar/contract/catalogue-constants';
import { pageParam } from './paging';

/** The API's search text limit; longer text is cut rather than refused. */
const MAX_QUERY = 100;

export type StoreItemsRequest = {
  /** The words searched for inside the store ('' lists every item). */
  q: string;
  /** The chosen category of the store (its slug in `?category=`), when it sells in it. */
  category: { id: number; slug: string } | null;
  sort: ItemSort;
  page: number;
};

/** The sorts offered: best match only means something while searching. */
export const storeSorts = (searching: boolean): readonly ItemSort[] =>
  searching ? ITEM_SORTS : ITEM_SORTS.filter((s) => s !== 'relevance');

/**
 * Reads the store page's address (`?q=&category=&sort=&page=`) into what the item list asks the API
 * for. Unknown categories and sorts fall back to all items and the default order.
 */
export function storeItemsRequest(
  search: URLSearchParams,
  categories: readonly { id: number; slug: string }[],
): StoreItemsRequest {
  const q = (search.get('q') ?? '').trim().slice(0, MAX_QUERY).trim();
  const slug = search.get('category');
  const found = categories.find((c) => c.slug === slug);
  const asked = search.get('sort');
  const sorts = storeSorts(q !== '');
  const sort = sorts.find((s) => s === asked) ?? (q ? 'relevance' : 'newest');
  return {
    q,
    category: found ? { id: found.id, slug: found.slug } : null,
    sort,
    page: pageParam(search),
  };
}

/** The store page's address with some of its list parameters changed (and back to page 1). */
export function storeListHref(
  pathname: string,
  search: URLSearchParams,
  change: Record<string, string | null>,
) {
  const next = new URLSearchParams(search);
  next.delete('page');
  for (const [k, v] of Object.entries(change)) {
    if (v === null || v === '') next.delete(k);
    else next.set(k, v);
  }
  const query = next.toString();
  return query ? `${pathname}?${query}` : pathname;
}
