import type { Category, VendorCategory } from '@bazaar/contract';
import { endpoints } from '@bazaar/contract';
import { pakistanDate } from '@bazaar/domain';
import type { FastifyInstance } from 'fastify';
import { currentStaff } from '../../auth/staff';
import { localizedCategoryTree } from '../../catalogue/category-tree';
import { registerEndpoint } from '../../platform/endpoint';
import { requestLocale } from '../../platform/locale';
import type { AppDeps } from '../area';
import { listSellerItems, lowStockItems } from './item-list';
import { itemNotFound } from './item-routes';
import { sellerItem, toVendorItem } from './item-rows';
import { lowStockThreshold } from './write-context';

/** The category tree, the items grid, one item, and the low-stock list: reads of the seller's own store. */
export function itemReadRoutes(app: FastifyInstance, { db }: AppDeps) {
  registerEndpoint(app, endpoints.vendorCategories, async ({ req }) => {
    const tree = await localizedCategoryTree(db, requestLocale(req));
    const node = (c: Category): VendorCategory => ({
      id: c.id,
      name: c.name,
      parent_id: c.parent_id,
      position: c.position,
      leaf: c.childes.length === 0,
      childes: c.childes.map(node),
    });
    // A category whose parent is switched off is not in the tree: it is no top either.
    return { categories: [...tree.values()].filter((c) => c.parent_id === null).map(node) };
  });

  registerEndpoint(app, endpoints.vendorItemList, async ({ query, req }) => {
    const threshold = await lowStockThreshold(db);
    const page = await listSellerItems(db, currentStaff(req).storeId!, query, threshold);
    return pageAnswer(query, threshold, page);
  });

  registerEndpoint(app, endpoints.vendorItemDetails, async ({ params, req }) => {
    const row = await sellerItem(db, currentStaff(req).storeId!, params.id);
    if (!row) throw itemNotFound();
    return toVendorItem(db, row, pakistanDate(new Date()));
  });

  registerEndpoint(app, endpoints.vendorLowStock, async ({ query, req }) => {
    const threshold = await lowStockThreshold(db);
    const page = await lowStockItems(db, currentStaff(req).storeId!, query, threshold);
    return pageAnswer(query, threshold, page);
  });
}

/** A page of the seller's items, with the threshold its low-stock marks were judged by. */
const pageAnswer = <T>(
  query: { limit: number; offset: number },
  threshold: number,
  page: { total: number; rows: T[] },
) => ({
  total_size: page.total,
  limit: query.limit,
  offset: query.offset,
  low_stock_threshold: threshold,
  items: page.rows,
});
