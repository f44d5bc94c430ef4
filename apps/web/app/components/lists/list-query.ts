import { ITEM_SORTS, type ItemSort, MAX_LIST_WINDOW } from '@bazaar/contract/catalogue-constants';

/** What a list page's address asks for: `?page=2&sort=price_asc&min_price=…` (all optional). */
export type ListFilters = {
  page: number;
  sort?: ItemSort;
  min_price?: number;
  max_price?: number;
  rating?: number;
  in_stock?: boolean;
};

const whole = (raw: string | null, max: number) => {
  if (raw === null || !/^\d{1,9}$/.test(raw.trim())) return undefined;
  const n = Number(raw.trim());
  return n <= max ? n : undefined;
};

/**
 * Reads a list page's filters leniently: a value the API would refuse is dropped (never a 4xx for a
 * hand-edited address), an inverted price range is swapped, and the page stays inside the list window.
 */
export function readListFilters(search: URLSearchParams, limit: number): ListFilters {
  const maxPage = Math.floor(MAX_LIST_WINDOW / limit);
  const page = Math.min(Math.max(whole(search.get('page'), 1_000_000) ?? 1, 1), maxPage);
  const sortRaw = search.get('sort');
  const sort = ITEM_SORTS.find((s) => s === sortRaw);
  let min_price = whole(search.get('min_price'), 100_000_000);
  let max_price = whole(search.get('max_price'), 100_000_000);
  if (min_price !== undefined && max_price !== undefined && min_price > max_price) {
    [min_price, max_price] = [max_price, min_price];
  }
  const ratingNumber = whole(search.get('rating'), 5);
  const rating = ratingNumber && ratingNumber > 0 ? ratingNumber : undefined;
  const in_stock = search.get('in_stock') === '1' ? true : undefined;
  return { page, sort, min_price, max_price, rating, in_stock };
}

/** The API query for a page of filters (offset counts pages from 1). */
export function listApiQuery(f: ListFilters, limit: number) {
  return {
    limit,
    offset: f.page,
    ...(f.sort && { sort: f.sort }),
    ...(f.min_price !== undefined && { min_price: f.min_price }),
    ...(f.max_price !== undefined && { max_price: f.max_price }),
    ...(f.rating !== undefined && { rating: f.rating }),
    ...(f.in_stock && { in_stock: '1' as const }),
  };
}

/** How many pages a list has (at least one), never past the list window. */
export function pageCount(total: number, limit: number) {
  return Math.max(1, Math.ceil(Math.min(total, MAX_LIST_WINDOW) / limit));
}

/** The same address on another page, other parameters kept; page 1 drops `page`. */
export function pageHref(pathname: string, search: URLSearchParams, page: number) {
  const next = new URLSearchParams(search);
  if (page <= 1) next.delete('page');
  else next.set('page', String(page));
  const qs = next.toString();
  return qs ? `${pathname}?${qs}` : pathname;
}

/** True when the address narrows the list (so the empty state offers to clear the filters). */
export const hasFilters = (f: ListFilters) =>
  f.min_price !== undefined || f.max_price !== undefined || f.rating !== undefined || f.in_stock === true;
