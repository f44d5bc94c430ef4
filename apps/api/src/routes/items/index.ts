import { endpoints, type ItemListQuery } from '@bazaar/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isOpenAt, pakistanTime } from '../../catalogue/open-now';
import type { AppDeps } from '../../http/deps';
import { registerEndpoint } from '../../http/endpoint';
import { AppError } from '../../http/errors';
import { readMarketScope } from '../../http/headers';
import { TtlCache } from '../../lib/ttl-cache';
import { bindItemFilter, chooseOrder, type ItemOrder, type ListRule } from './item-filters';
import { pageOfItems, toItem, toItems } from './item-shape';
import { countReviews, findItemDetails, findItemRef, listItems, reviewPage } from './repository';

export function itemRoutes(app: FastifyInstance, { db }: AppDeps) {
  const totals = new TtlCache<number>(30_000);
  // Every list is the shared filters and sorts, plus its own order (and rule).
  const list =
    (own: ItemOrder, rule: ListRule = {}) =>
    ({ query, req }: { query: ItemListQuery; req: FastifyRequest }) =>
      listItems(db, totals, {
        filters: query,
        scope: readMarketScope(req),
        order: chooseOrder(query.sort, own),
        rule,
        limit: query.limit,
        offset: query.offset,
      });
  registerEndpoint(app, endpoints.latestItems, list('newest'));
  registerEndpoint(app, endpoints.popularItems, list('popularity'));
  registerEndpoint(app, endpoints.mostReviewedItems, list('reviews'));
  registerEndpoint(app, endpoints.bestSellingItems, list('sales'));
  registerEndpoint(app, endpoints.discountedItems, list('popularity', { discounted: true }));
  registerEndpoint(app, endpoints.sponsoredItems, list('popularity', { sponsored: true }));

  registerEndpoint(app, endpoints.itemDetails, async ({ params }) => {
    const row = await findItemDetails(db, params.id);
    if (!row) throw AppError.notFound('item', 'Item not found');
    const store = {
      id: row.item.storeId,
      name: row.storeName,
      slug: row.storeSlug,
      logo: row.storeLogo,
      avg_rating: Number(row.storeAvgRating),
      rating_count: row.storeRatingCount,
      delivery_time: row.storeDeliveryTime,
      minimum_order: row.storeMinimumOrder,
      open: isOpenAt(row.schedules, pakistanTime()) ? 1 : 0,
    };
    return { ...toItem(row), store };
  });

  registerEndpoint(app, endpoints.itemReviews, async ({ params, query }) => {
    const item = await findItemRef(db, params.id);
    if (!item) throw AppError.notFound('item', 'Item not found');
    const skip = (query.offset - 1) * query.limit;
    const rows = await reviewPage(db, item.id, query.limit, skip);
    const total = rows[0]?.total ?? (skip > 0 ? await countReviews(db, item.id) : 0);
    return {
      total_size: total,
      limit: query.limit,
      offset: query.offset,
      avg_rating: Number(item.avgRating),
      rating_count: item.ratingCount,
      reviews: rows.map(({ f_name, l_name, image, total: _t, ...r }) => ({
        ...r,
        created_at: new Date(r.created_at).toISOString(),
        customer: f_name === null || l_name === null ? null : { f_name, l_name, image },
      })),
    };
  });

  registerEndpoint(app, endpoints.relatedItems, async ({ params, query, req }) => {
    const item = await findItemRef(db, params.id);
    if (!item) throw AppError.notFound('item', 'Item not found');
    if (item.categoryId === null) return [];
    // The same leaf category, most popular first: items_category_popularity_idx, read backwards.
    const bound = bindItemFilter({ type: 'all' }, readMarketScope(req), {
      leafCategoryId: item.categoryId,
      excludeId: item.id,
    });
    const { rows } = await pageOfItems(db, bound, 'popularity', { limit: query.limit, skip: 0 });
    return toItems(rows);
  });
}
