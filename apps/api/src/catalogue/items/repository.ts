import { type ItemList, MAX_LIST_WINDOW } from '@bazaar/contract';
import { type ScheduleSlot, storedIdIn } from '@bazaar/domain';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { prepared } from '../../db/prepared';
import { items, reviews, stores, users } from '../../db/schema';
import type { MarketScope } from '../../platform/headers';
import { cachedOr, type LoadingCache } from '../../platform/loading-cache';
import { categorySubtree } from '../category-tree';
import {
  type BoundFilter,
  bindItemFilter,
  type ItemFilters,
  type ItemOrder,
  type ListRule,
  totalKey,
} from './item-filters';
import { itemSelection, pageOfItems, toItems } from './item-shape';
import { reviewColumns } from './review-shape';

const p = (name: string) => sql.placeholder(name);

/**
 * How many rows match, counted no further than the deepest reachable row: an index-backed scan
 * that stops after MAX_LIST_WINDOW rows however large the market (decision 202).
 */
export async function countItems(db: Database, bound: BoundFilter): Promise<number> {
  // A parent category with branches is counted by its categories' ids (an index-only scan).
  const where = bound.branches ? bound.branches.countWhere : bound.where;
  const query = prepared(
    db,
    `items-count|${bound.shape}`,
    (name) => {
      const capped = db
        .select({ one: sql`1` })
        .from(items)
        .innerJoin(stores, eq(stores.id, items.storeId))
        .where(where())
        .limit(MAX_LIST_WINDOW)
        .as('capped');
      return db.select({ n: count() }).from(capped).prepare(name);
    },
    bound.branches ? bound.branches.plan : bound.plan,
  );
  const [row] = await query.execute(bound.params);
  return row?.n ?? 0;
}

export type ListRequest = {
  filters: ItemFilters;
  scope: MarketScope;
  order: ItemOrder;
  rule?: ListRule;
  limit: number;
  offset: number;
};

/** What answers a list from memory when it can (the search index: LiveSearchIndex.list, decision 214). */
export type ListMemory = { list(r: ListRequest): Promise<ItemList | null> };

/**
 * Any item list: from memory when `memory` can answer it (a category's or a store's items), else one
 * query for the page and the total from the cache or one bounded count.
 */
export async function listItems(
  db: Database,
  totals: LoadingCache<number>,
  r: ListRequest,
  memory?: ListMemory,
): Promise<ItemList> {
  const remembered = await memory?.list(r);
  if (remembered) return remembered;
  const subtree = r.filters.category_id ? await categorySubtree(db, r.filters.category_id) : [];
  const categoryIsLeaf = subtree.length === 1;
  const bound = bindItemFilter(r.filters, r.scope, { ...r.rule, categoryIsLeaf, categoryBranches: subtree });
  const [page, total] = await Promise.all([
    pageOfItems(db, bound, r.order, { limit: r.limit, skip: (r.offset - 1) * r.limit }),
    // Lists with the same conditions (latest, popular, … of one category) share one total.
    cachedOr(totals, totalKey('items', bound), () => countItems(db, bound)),
  ]);
  return { total_size: total, limit: r.limit, offset: r.offset, products: toItems(page.rows) };
}

/** `items/{id or slug}` lookups: digits may be an id or a slug made of digits. */
const idOrSlug = (key: string) =>
  key === 'id'
    ? sql`(${items.id} = ${p('id')} or ${items.slug} = ${p('slug')})`
    : sql`${items.slug} = ${p('slug')}`;
const lookupParams = (value: string) => {
  const text = value.toLowerCase();
  const id = storedIdIn(text);
  return id !== null ? { key: 'id', params: { id, slug: text } } : { key: 'slug', params: { slug: text } };
};

/** One active item of an active store by id or slug, with its store's page fields and schedule. */
export async function findItemDetails(db: Database, value: string) {
  const { key, params } = lookupParams(value);
  const query = prepared(db, `item-details|${key}`, (name) =>
    db
      .select({
        ...itemSelection,
        storeLogo: stores.logo,
        storeAvgRating: stores.avgRating,
        storeRatingCount: stores.ratingCount,
        storeDeliveryTime: stores.deliveryTime,
        storeMinimumOrder: stores.minimumOrder,
        storeClosedUntil: stores.closedUntil,
        storeTranslations: stores.translations,
        translations: items.translations,
        schedules: sql<ScheduleSlot[]>`coalesce((
          select json_agg(json_build_object('day', ss.day, 'opening_time', ss.opening_time, 'closing_time', ss.closing_time))
          from store_schedules ss where ss.store_id = "stores"."id"), '[]'::json)`,
      })
      .from(items)
      .innerJoin(stores, eq(stores.id, items.storeId))
      .where(and(idOrSlug(key), eq(items.active, true), eq(stores.active, true)))
      .limit(1)
      .prepare(name),
  );
  const [row] = await query.execute(params);
  return row;
}

/** The id, category and rating counters of an active item, by id or slug. */
export async function findItemRef(db: Database, value: string) {
  const { key, params } = lookupParams(value);
  const query = prepared(db, `item-ref|${key}`, (name) =>
    db
      .select({
        id: items.id,
        categoryId: items.categoryId,
        avgRating: items.avgRating,
        ratingCount: items.ratingCount,
      })
      .from(items)
      .innerJoin(stores, eq(stores.id, items.storeId))
      .where(and(idOrSlug(key), eq(items.active, true), eq(stores.active, true)))
      .limit(1)
      .prepare(name),
  );
  const [row] = await query.execute(params);
  return row;
}

const publishedReviews = () => and(eq(reviews.itemId, p('item')), eq(reviews.status, 'active'));

/** A page of an item's published reviews, newest first, with the reviewer's first name and the pictures, in one query. */
export function reviewPage(db: Database, itemId: number, limit: number, skip: number) {
  const query = prepared(db, 'item-reviews', (name) =>
    db
      .select({
        ...reviewColumns,
        f_name: users.fName,
        total: sql<number>`count(*) over ()`.mapWith(Number),
      })
      .from(reviews)
      .leftJoin(users, eq(users.id, reviews.userId))
      .where(publishedReviews())
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(p('limit'))
      .offset(p('skip'))
      .prepare(name),
  );
  return query.execute({ item: itemId, limit, skip });
}

export async function countReviews(db: Database, itemId: number): Promise<number> {
  const query = prepared(db, 'item-reviews-count', (name) =>
    db.select({ n: count() }).from(reviews).where(publishedReviews()).prepare(name),
  );
  const [row] = await query.execute({ item: itemId });
  return row?.n ?? 0;
}
