import { endpoints } from '@bazaar/contract';
import type { FastifyInstance } from 'fastify';
import { markFavouriteItems, markFavouriteStores } from '../../catalogue/favourites';
import { bindItemFilter, chooseOrder } from '../../catalogue/items/item-filters';
import { pageOfItems, toItems } from '../../catalogue/items/item-shape';
import { countItems } from '../../catalogue/items/repository';
import { bindStoreFilter, countStores } from '../../catalogue/stores/repository';
import { selectStoreRows, toStores } from '../../catalogue/stores/store-shape';
import { registerEndpoint } from '../../platform/endpoint';
import { readMarketScope } from '../../platform/headers';
import type { AppDeps } from '../area';
import { suggestCategories, suggestItems, suggestStores } from './repository';
import { readWords, toTsquery } from './terms';

/** Search (decision 201): items, stores, and suggestions as the shopper types. */
export function searchRoutes(app: FastifyInstance, { db }: AppDeps) {
  registerEndpoint(app, endpoints.searchItems, async ({ query, req }) => {
    const scope = readMarketScope(req);
    const read = toTsquery(await readWords(db, query.name));
    const page = { total_size: 0, limit: query.limit, offset: query.offset, terms: read.terms, products: [] };
    if (!read.tsquery) return page;
    const bound = bindItemFilter(query, scope, { tsquery: read.tsquery });
    const skip = (query.offset - 1) * query.limit;
    const order = chooseOrder(query.sort, 'search_rank');
    const { rows, total } = await pageOfItems(db, bound, order, {
      limit: query.limit,
      skip,
      withTotal: true,
    });
    return {
      ...page,
      total_size: total ?? (skip > 0 ? await countItems(db, bound) : 0),
      products: await markFavouriteItems(db, req, toItems(rows)),
    };
  });

  registerEndpoint(app, endpoints.searchStores, async ({ query, req }) => {
    const read = toTsquery(await readWords(db, query.name));
    const page = { total_size: 0, limit: query.limit, offset: query.offset, terms: read.terms, stores: [] };
    if (!read.tsquery) return page;
    const bound = bindStoreFilter(readMarketScope(req), { cityId: query.city_id, tsquery: read.tsquery });
    const skip = (query.offset - 1) * query.limit;
    const { rows, total } = await selectStoreRows(db, bound, 'search_rank', {
      limit: query.limit,
      skip,
      withTotal: true,
    });
    return {
      ...page,
      total_size: total ?? (skip > 0 ? await countStores(db, bound) : 0),
      stores: await markFavouriteStores(db, req, toStores(rows)),
    };
  });

  registerEndpoint(app, endpoints.searchSuggestions, async ({ query, req }) => {
    const scope = readMarketScope(req);
    // Items, stores and categories whose names (or, for items, category and store names) match.
    const read = toTsquery(await readWords(db, query.name));
    if (!read.tsquery) return { terms: [], items: [], stores: [], categories: [] };
    const [items, stores, categories] = await Promise.all([
      suggestItems(db, read.tsquery, scope),
      suggestStores(db, read.tsquery, scope),
      suggestCategories(db, read.tsquery, scope),
    ]);
    return { terms: read.terms, items, stores, categories };
  });
}
