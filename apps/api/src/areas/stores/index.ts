import { endpoints } from '@bazaar/contract';
import type { FastifyInstance } from 'fastify';
import { localizeCategoryNames } from '../../catalogue/category-tree';
import { markFavouriteStores } from '../../catalogue/favourites';
import { totalKey } from '../../catalogue/items/item-filters';
import { sendTrustedJson } from '../../catalogue/items/trusted-json';
import { bindStoreFilter, countStores } from '../../catalogue/stores/repository';
import {
  findStorePage,
  selectStoreRows,
  storePageTexts,
  toStore,
  toStores,
} from '../../catalogue/stores/store-shape';
import { clockOf } from '../../platform/answer-clock';
import { registerEndpoint } from '../../platform/endpoint';
import { AppError } from '../../platform/errors';
import { readMarketScope } from '../../platform/headers';
import { cachedOr, clearOnChange, loadingCache } from '../../platform/loading-cache';
import { requestLocale } from '../../platform/locale';
import type { AppDeps } from '../area';

/** Store lists and one store. A store's items come through any item list with `store_id`. */
export function storeRoutes(app: FastifyInstance, { db, changes }: AppDeps) {
  const totals = loadingCache<number>(30_000);
  // Store counts follow every committed change of which stores are listed (decision 209).
  clearOnChange(totals, changes, 'members');

  registerEndpoint(app, endpoints.stores, async ({ params, query, req, reply }) => {
    sendTrustedJson(reply);
    const bound = bindStoreFilter(readMarketScope(req), {
      cityId: query.city_id,
      featured: params.filter === 'featured',
    });
    const [page, total] = await Promise.all([
      selectStoreRows(db, bound, params.filter, {
        limit: query.limit,
        skip: (query.offset - 1) * query.limit,
      }),
      cachedOr(totals, totalKey('stores', bound), () => countStores(db, bound)),
    ]);
    const list = await markFavouriteStores(db, req, toStores(page.rows, clockOf(req), requestLocale(req)));
    return { total_size: total, limit: query.limit, offset: query.offset, stores: list };
  });

  registerEndpoint(app, endpoints.storeDetails, async ({ params, req, reply }) => {
    sendTrustedJson(reply);
    // The store and its categories in one statement.
    const row = await findStorePage(db, params.id);
    if (!row) throw AppError.notFound('store', 'catalogue.store_not_found');
    const locale = requestLocale(req);
    const clock = clockOf(req);
    const [store] = await markFavouriteStores(db, req, [toStore(row, clock, locale)]);
    return {
      ...store!,
      ...storePageTexts(row.store, clock, locale),
      categories: await localizeCategoryNames(db, row.categories, locale),
    };
  });
}
