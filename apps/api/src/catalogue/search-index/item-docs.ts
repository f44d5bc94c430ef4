import type { ItemFilters } from '@bazaar/contract';
import type { MarketScope } from '../../platform/headers';
import type { ItemOrder } from '../items/item-filters';

/** What search needs of an active item of an active store: its words and every field a filter or sort reads. */
export type ItemDoc = {
  id: number;
  name: string;
  slug: string;
  image: string | null;
  /** The item's category and store names (items.search_extra). */
  extra: string;
  storeId: number;
  zoneId: number | null;
  moduleId: number | null;
  categoryId: number | null;
  categoryPath: readonly number[];
  veg: boolean | null;
  salePrice: number;
  avgRating: number;
  ratingCount: number;
  orderCount: number;
  popularity: number;
  discount: number;
  stock: number;
  createdAt: number;
};

/** The items of `docs` in the shopper's zones and module that pass the filters (bindItemFilter's conditions). */
export function filterDocs<T extends ItemDoc>(docs: Iterable<T>, scope: MarketScope, f: ItemFilters): T[] {
  const zones = scope.zoneIds ? new Set(scope.zoneIds) : null;
  const out: T[] = [];
  for (const d of docs)
    if (
      !(zones && (d.zoneId === null || !zones.has(d.zoneId))) &&
      !(scope.moduleId !== null && d.moduleId !== scope.moduleId) &&
      !(f.store_id && d.storeId !== f.store_id) &&
      !(f.category_id && d.categoryId !== f.category_id && !d.categoryPath.includes(f.category_id)) &&
      !(f.type === 'veg' && d.veg === false) &&
      !(f.type === 'non_veg' && d.veg === true) &&
      !(f.min_price !== undefined && d.salePrice < f.min_price) &&
      !(f.max_price !== undefined && d.salePrice > f.max_price) &&
      !(f.rating && d.avgRating < f.rating) &&
      !(f.discounted && !(d.discount > 0)) &&
      !(f.in_stock && !(d.stock > 0))
    )
      out.push(d);
  return out;
}

/** An item's category and every category above it: the lists it appears in. */
export const categoriesOf = (d: ItemDoc): readonly number[] =>
  d.categoryPath.length ? d.categoryPath : d.categoryId ? [d.categoryId] : [];

export const byPopularity = (a: ItemDoc, b: ItemDoc) => b.popularity - a.popularity || b.id - a.id;

/** The item orders but relevance, each ending on the id like ORDER_KEYS (item-filters.ts). */
export const ITEM_ORDERS: Record<Exclude<ItemOrder, 'search_rank'>, (a: ItemDoc, b: ItemDoc) => number> = {
  newest: (a, b) => b.createdAt - a.createdAt || b.id - a.id,
  price_asc: (a, b) => a.salePrice - b.salePrice || a.id - b.id,
  price_desc: (a, b) => b.salePrice - a.salePrice || b.id - a.id,
  rating: (a, b) => b.avgRating - a.avgRating || b.ratingCount - a.ratingCount || b.id - a.id,
  popularity: byPopularity,
  reviews: (a, b) => b.ratingCount - a.ratingCount || b.id - a.id,
  sales: (a, b) => b.orderCount - a.orderCount || b.id - a.id,
};
