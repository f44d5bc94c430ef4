import { endpoints } from '@bazaar/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../http/deps';
import { registerEndpoint } from '../../http/endpoint';
import { AppError } from '../../http/errors';
import { readMarketScope } from '../../http/headers';
import { TtlCache } from '../../lib/ttl-cache';
import { totalKey } from '../items/item-filters';
import { bindStoreFilter, countStores, storeCategories } from './repository';
import { findStore, selectStoreRows, toStore, toStores } from './store-shape';

/** Store lists and one store. A store's items come through any item list with `store_id`. */
export function storeRoutes(app: FastifyInstance, { db }: AppDeps) {
  const totals = new TtlCache<number>(30_000);

  registerEndpoint(app, endpoints.stores, async ({ params, query, req }) => {
    const bound = bindStoreFilter(readMarketScope(req), {
      cityId: query.city_id,
      featured: params.filter === 'featured',
    });
    const [page, total] = await Promise.all([
      selectStoreRows(db, bound, params.filter, {
        limit: query.limit,
        skip: (query.offset - 1) * query.limit,
      }),
      totals.getOrLoad(totalKey('stores', bound), () => countStores(db, bound)),
    ]);
    return { total_size: total, limit: query.limit, offset: query.offset, stores: toStores(page.rows) };
  });

  registerEndpoint(app, endpoints.storeDetails, async ({ params }) => {
    const row = await findStore(db, params.id);
    if (!row) throw AppError.notFound('store', 'Store not found');
    const categories = await storeCategories(db, row.store.id);
    return { ...toStore(row), categories };
  });
}
