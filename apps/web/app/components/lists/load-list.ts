import type { ApiCall, endpoints } from '@bazaar/contract';
import { listApiQuery, readListFilters } from './list-query';
import { canonicalUrl } from './page-meta';

/** The item lists a list page can show (each takes the same filters). */
export type ItemListEndpoint =
  | typeof endpoints.bestSellingItems
  | typeof endpoints.latestItems
  | typeof endpoints.popularItems
  | typeof endpoints.sponsoredItems
  | typeof endpoints.discountedItems;

/** One page of an item list as the address asks for it, with the page's canonical address. */
export async function loadItemList(
  api: ApiCall,
  request: Request,
  endpoint: ItemListEndpoint,
  limit: number,
) {
  const filters = readListFilters(new URL(request.url).searchParams, limit);
  const list = await api(endpoint, { query: listApiQuery(filters, limit) });
  return { list, filters, canonical: canonicalUrl(request, ['page'], filters.page) };
}
