import { endpoints, type ItemListQuery } from '@bazaar/contract';
import { localTexts } from '@bazaar/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { markFavouriteItems } from '../../catalogue/favourites';
import {
  bindItemFilter,
  chooseOrder,
  type ItemOrder,
  type ListRule,
} from '../../catalogue/items/item-filters';
import { pageOfItems, toItem, toItems } from '../../catalogue/items/item-shape';
import {
  countReviews,
  findItemDetails,
  findItemRef,
  listItems,
  reviewPage,
} from '../../catalogue/items/repository';
import { reviewImageRoot, toReview } from '../../catalogue/items/review-shape';
import { sendTrustedJson } from '../../catalogue/items/trusted-json';
import { storeOpenNow } from '../../catalogue/open-now';
import { clockOf } from '../../platform/answer-clock';
import { registerEndpoint } from '../../platform/endpoint';
import { AppError } from '../../platform/errors';
import { readMarketScope } from '../../platform/headers';
import { clearOnChange, loadingCache } from '../../platform/loading-cache';
import { requestLocale } from '../../platform/locale';
import type { AppDeps } from '../area';

export function itemRoutes(app: FastifyInstance, { db, env, changes, catalogue }: AppDeps) {
  const imageRoot = reviewImageRoot(env.PUBLIC_URL);
  const totals = loadingCache<number>(30_000);
  // Totals follow every committed list change (decision 209); 30 s is only their upper bound.
  clearOnChange(totals, changes, 'lists');
  // Every list is the shared filters and sorts, plus its own order (and rule).
  const list =
    (own: ItemOrder, rule: ListRule = {}) =>
    async ({ query, req, reply }: { query: ItemListQuery; req: FastifyRequest; reply: FastifyReply }) => {
      sendTrustedJson(reply);
      const page = await listItems(
        db,
        totals,
        {
          filters: query,
          scope: readMarketScope(req),
          order: chooseOrder(query.sort, own),
          rule,
          limit: query.limit,
          offset: query.offset,
        },
        catalogue,
      );
      return { ...page, products: await markFavouriteItems(db, req, page.products) };
    };
  registerEndpoint(app, endpoints.latestItems, list('newest'));
  registerEndpoint(app, endpoints.popularItems, list('popularity'));
  registerEndpoint(app, endpoints.mostReviewedItems, list('reviews'));
  registerEndpoint(app, endpoints.bestSellingItems, list('sales'));
  registerEndpoint(app, endpoints.discountedItems, list('popularity', { discounted: true }));
  registerEndpoint(app, endpoints.sponsoredItems, list('popularity', { sponsored: true }));

  registerEndpoint(app, endpoints.itemDetails, async ({ params, req, reply }) => {
    sendTrustedJson(reply);
    const row = await findItemDetails(db, params.id);
    if (!row) throw AppError.notFound('item', 'catalogue.item_not_found');
    const locale = requestLocale(req);
    const store = {
      id: row.item.storeId,
      // As the store page names it (decision 408); the item's own store_name stays as written.
      name: localTexts({ name: row.storeName }, row.storeTranslations, locale).name,
      slug: row.storeSlug,
      logo: row.storeLogo,
      avg_rating: Number(row.storeAvgRating),
      rating_count: row.storeRatingCount,
      delivery_time: row.storeDeliveryTime,
      minimum_order: row.storeMinimumOrder,
      // The query found the store active.
      open: storeOpenNow(
        { active: true, closed_until: row.storeClosedUntil, schedules: row.schedules },
        clockOf(req),
      )
        ? 1
        : 0,
    };
    // The description in the shopper's language where the item has it (decision 216).
    const { description } = localTexts({ description: row.item.description }, row.translations, locale);
    const [item] = await markFavouriteItems(db, req, [{ ...toItem(row), description }]);
    return { ...item!, store };
  });

  registerEndpoint(app, endpoints.itemReviews, async ({ params, query }) => {
    const item = await findItemRef(db, params.id);
    if (!item) throw AppError.notFound('item', 'catalogue.item_not_found');
    const skip = (query.offset - 1) * query.limit;
    const rows = await reviewPage(db, item.id, query.limit, skip);
    const total = rows[0]?.total ?? (skip > 0 ? await countReviews(db, item.id) : 0);
    return {
      total_size: total,
      limit: query.limit,
      offset: query.offset,
      avg_rating: Number(item.avgRating),
      rating_count: item.ratingCount,
      reviews: rows.map(({ total: _t, ...row }) => toReview(row, imageRoot)),
    };
  });

  registerEndpoint(app, endpoints.relatedItems, async ({ params, query, req, reply }) => {
    sendTrustedJson(reply);
    const item = await findItemRef(db, params.id);
    if (!item) throw AppError.notFound('item', 'catalogue.item_not_found');
    if (item.categoryId === null) return [];
    // The same leaf category, most popular first: items_category_popularity_idx, read backwards.
    const bound = bindItemFilter({ type: 'all' }, readMarketScope(req), {
      leafCategoryId: item.categoryId,
      excludeId: item.id,
    });
    const { rows } = await pageOfItems(db, bound, 'popularity', { limit: query.limit, skip: 0 });
    return markFavouriteItems(db, req, toItems(rows));
  });
}
