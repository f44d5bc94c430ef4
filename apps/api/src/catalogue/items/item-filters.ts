import type { ItemFilters, ItemSort } from '@bazaar/contract';
import { and, asc, desc, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { items, stores } from '../../db/schema';
import type { MarketScope } from '../../platform/headers';

/** The filters every item list shares (spec's "filters"): the contract's type, parsed. */
export type { ItemFilters };

/** Orders a list can have: the public sorts plus the lists' own (most ratings, most sold). */
export type ItemOrder = Exclude<ItemSort, 'relevance'> | 'reviews' | 'sales' | 'search_rank';

/** What narrows a list beyond the shopper's filters: the list's own rule, a leaf category, a search. */
export type ListRule = {
  sponsored?: boolean;
  discounted?: boolean;
  excludeId?: number;
  leafCategoryId?: number;
  /** category_id names a category without children. */
  categoryIsLeaf?: boolean;
  /** category_id names a parent: it and its descendants, each read on its own index (see pageOfItems). */
  categoryBranches?: number[];
  /** tsquery text (see search/terms.ts), bound as a parameter. */
  tsquery?: string;
};

/**
 * A list's WHERE as a shape plus values: the shape names which conditions apply (it keys the
 * prepared statement, decision 202), the values are bound parameters, and the SQL is built only
 * when a shape is first prepared.
 */
export type BoundFilter = {
  shape: string;
  params: Record<string, unknown>;
  where: () => SQL;
  /** Whether the best plan depends on the values (search, ranges, category_path): plan per call. */
  plan: 'cached' | 'per-call';
  /** For a parent category: its branch ids (params b0…) and the WHERE without the category. */
  branches?: {
    count: number;
    where: () => SQL;
    plan: 'cached' | 'per-call';
    /**
     * The full WHERE with the category as `category_id in (b0…)` instead of `category_path @> …`:
     * what the bounded count reads, from items_active_category_store_idx alone (an index-only
     * scan) rather than the GIN index plus every matching heap page (decision 202, 2026-11-23).
     */
    countWhere: () => SQL;
  };
};

const p = (name: string) => sql.placeholder(name);
/** The search query as SQL, from the bound `tsq` parameter. */
export const boundTsquery = () => sql`to_tsquery('simple', ${p('tsq')})`;

/** Conditions whose selectivity swings with the value: their statements are planned per call. */
const VALUE_DEPENDENT = new Set(['tsq', 'min', 'max', 'rating', 'category']);

/**
 * The one filter builder of every item list: active items of active stores, in the shopper's zones
 * and module, narrowed by the filters. Each condition is one an index or the join can serve.
 */
export function bindItemFilter(filters: ItemFilters, scope: MarketScope, rule: ListRule = {}): BoundFilter {
  const shape: string[] = [];
  const params: Record<string, unknown> = {};
  const conditions: (() => SQL)[] = [() => sql`${items.active} and ${stores.active}`];
  // Each condition names its value's placeholder after itself, so shape, SQL and values agree.
  const when = (name: string, cond: (value: Placeholder) => SQL, value?: unknown) => {
    shape.push(name);
    if (value !== undefined) params[name] = value;
    conditions.push(() => cond(p(name)));
  };
  const f = filters;
  if (scope.zoneIds) when('zones', (v) => sql`${stores.zoneId} = any(${v}::integer[])`, scope.zoneIds);
  if (scope.moduleId !== null) when('module', (v) => sql`${items.moduleId} = ${v}`, scope.moduleId);
  if (f.store_id) when('store', (v) => sql`${items.storeId} = ${v}`, f.store_id);
  // A leaf category by its own column (and its composite indexes); a parent through category_path.
  if (f.category_id && rule.categoryIsLeaf)
    when('leafcat', (v) => sql`${items.categoryId} = ${v}`, f.category_id);
  else if (f.category_id)
    when('category', (v) => sql`${items.categoryPath} @> array[${v}]::integer[]`, f.category_id);
  const categoryCondition = f.category_id && !rule.categoryIsLeaf ? conditions.length - 1 : -1;
  if (rule.leafCategoryId) when('leaf', (v) => sql`${items.categoryId} = ${v}`, rule.leafCategoryId);
  // A veg filter hides the other kind of food only: items without a veg mark (not food) stay.
  if (f.type === 'veg') when('veg', () => sql`${items.veg} is distinct from false`);
  if (f.type === 'non_veg') when('nonveg', () => sql`${items.veg} is distinct from true`);
  if (f.min_price !== undefined) when('min', (v) => sql`${items.salePrice} >= ${v}`, f.min_price);
  if (f.max_price !== undefined) when('max', (v) => sql`${items.salePrice} <= ${v}`, f.max_price);
  if (f.rating) when('rating', (v) => sql`${items.avgRating} >= ${v}`, f.rating);
  if (f.discounted || rule.discounted) when('deal', () => sql`${items.discount} > 0`);
  if (f.in_stock) when('stock', () => sql`${items.stock} > 0`);
  if (rule.sponsored) when('sponsored', () => sql`${items.sponsored}`);
  if (rule.excludeId) when('not', (v) => sql`${items.id} <> ${v}`, rule.excludeId);
  if (rule.tsquery) when('tsq', () => sql`${items.searchVector} @@ ${boundTsquery()}`, rule.tsquery);
  const bound: BoundFilter = {
    shape: shape.join(','),
    params,
    where: () => and(...conditions.map((c) => c()))!,
    plan: shape.some((name) => VALUE_DEPENDENT.has(name)) ? 'per-call' : 'cached',
  };
  const ids = rule.categoryBranches;
  if (ids?.length && f.category_id && !rule.categoryIsLeaf) {
    ids.forEach((id, i) => {
      params[`b${i}`] = id;
    });
    const others = conditions.filter((_, i) => i !== categoryCondition);
    bound.shape += `|branches${ids.length}`;
    const volatile = shape.some((name) => name !== 'category' && VALUE_DEPENDENT.has(name));
    const inSubtree = () =>
      sql`${items.categoryId} in (${sql.join(
        ids.map((_, i) => p(`b${i}`)),
        sql`, `,
      )})`;
    bound.branches = {
      count: ids.length,
      where: () => and(...others.map((c) => c()))!,
      plan: volatile ? 'per-call' : 'cached',
      countWhere: () => and(...others.map((c) => c()), inSubtree())!,
    };
  }
  return bound;
}

/** A cache key for a list's total: the same filters, values and scope share one count (decision 202). */
export const totalKey = (list: string, bound: BoundFilter) =>
  `${list}|${bound.shape}|${JSON.stringify(bound.params)}`;

type Key = [PgColumn, 'asc' | 'desc'];
/** The columns of each order but relevance, always ending on the id so pages never overlap. */
export const ORDER_KEYS: Record<Exclude<ItemOrder, 'search_rank'>, Key[]> = {
  newest: [
    [items.createdAt, 'desc'],
    [items.id, 'desc'],
  ],
  price_asc: [
    [items.salePrice, 'asc'],
    [items.id, 'asc'],
  ],
  price_desc: [
    [items.salePrice, 'desc'],
    [items.id, 'desc'],
  ],
  rating: [
    [items.avgRating, 'desc'],
    [items.ratingCount, 'desc'],
    [items.id, 'desc'],
  ],
  popularity: [
    [items.popularity, 'desc'],
    [items.id, 'desc'],
  ],
  reviews: [
    [items.ratingCount, 'desc'],
    [items.id, 'desc'],
  ],
  sales: [
    [items.orderCount, 'desc'],
    [items.id, 'desc'],
  ],
};

/**
 * The ORDER BY of each order. Each has an index read backwards or forwards (items_*_idx, and
 * items_category_*_idx within a category); relevance ranks search matches, then popularity.
 */
export function itemOrderBy(order: ItemOrder): SQL[] {
  if (order === 'search_rank') return [desc(searchRank()), desc(items.popularity), desc(items.id)];
  return ORDER_KEYS[order].map(([column, dir]) => (dir === 'desc' ? desc(column) : asc(column)));
}

/**
 * Relevance: a name match (weight A) outranks a category or store name match (B); rounded so that
 * near-equal matches fall back to popularity.
 */
const searchRank = () =>
  sql`round(ts_rank('{0.05, 0.1, 0.4, 1.0}', ${items.searchVector}, ${boundTsquery()})::numeric, 2)`;

/** The order a list answers in: the shopper's sort, or the list's own when none (or relevance) is asked. */
export const chooseOrder = (sort: ItemSort | undefined, own: ItemOrder): ItemOrder =>
  sort === undefined || sort === 'relevance' ? own : sort;
