import { and, asc, count, desc, eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { prepared } from '../../db/prepared';
import { campaignStores, categories, items, stores } from '../../db/schema';
import type { MarketScope } from '../../platform/headers';
import type { BoundFilter } from '../items/item-filters';

export type StoreFilter = 'all' | 'popular' | 'latest' | 'top_rated' | 'featured';
export type StoreOrder = StoreFilter | 'search_rank';

const p = (name: string) => sql.placeholder(name);
const boundTsquery = () => sql`to_tsquery('simple', ${p('tsq')})`;

/**
 * Active stores in the shopper's zones and module, narrowed to a city, the featured ones, a
 * campaign's or a search's — as a shape plus bound values, like the item lists (decision 202).
 */
export function bindStoreFilter(
  scope: MarketScope,
  only: { cityId?: number | undefined; featured?: boolean; campaignId?: number; tsquery?: string } = {},
): BoundFilter {
  const shape: string[] = [];
  const params: Record<string, unknown> = {};
  const conditions: (() => SQL)[] = [() => sql`${stores.active}`];
  // Each condition names its value's placeholder after itself, so shape, SQL and values agree.
  const when = (name: string, cond: (value: Placeholder) => SQL, value?: unknown) => {
    shape.push(name);
    if (value !== undefined) params[name] = value;
    conditions.push(() => cond(p(name)));
  };
  if (scope.zoneIds) when('zones', (v) => sql`${stores.zoneId} = any(${v}::integer[])`, scope.zoneIds);
  if (scope.moduleId !== null) when('module', (v) => sql`${stores.moduleId} = ${v}`, scope.moduleId);
  if (only.cityId) when('city', (v) => sql`${stores.cityId} = ${v}`, only.cityId);
  if (only.featured) when('featured', () => sql`${stores.featured}`);
  if (only.campaignId) {
    when(
      'campaign',
      (v) => sql`${stores.id} in (select cs.store_id from ${campaignStores} cs where cs.campaign_id = ${v})`,
      only.campaignId,
    );
  }
  if (only.tsquery) when('tsq', () => sql`${stores.searchVector} @@ ${boundTsquery()}`, only.tsquery);
  return {
    shape: shape.join(','),
    params,
    where: () => and(...conditions.map((c) => c()))!,
    plan: only.tsquery ? 'per-call' : 'cached',
  };
}

/** Each list's order, ending on the id; each has an index (stores_*_idx). */
export function storeOrderBy(order: StoreOrder): SQL[] {
  switch (order) {
    case 'all':
      return [asc(stores.name), asc(stores.id)];
    case 'popular':
    case 'featured':
      return [desc(stores.orderCount), desc(stores.id)];
    case 'latest':
      return [desc(stores.createdAt), desc(stores.id)];
    case 'top_rated':
      return [desc(stores.avgRating), desc(stores.ratingCount), desc(stores.id)];
    case 'search_rank':
      // Best match first (a name match outranks an address match), then the most ordered.
      return [
        desc(
          sql`round(ts_rank('{0.05, 0.1, 0.4, 1.0}', ${stores.searchVector}, ${boundTsquery()})::numeric, 2)`,
        ),
        desc(stores.orderCount),
        desc(stores.id),
      ];
  }
}

export async function countStores(db: Database, bound: BoundFilter): Promise<number> {
  const query = prepared(
    db,
    `stores-count|${bound.shape}`,
    (name) => db.select({ n: count() }).from(stores).where(bound.where()).prepare(name),
    bound.plan,
  );
  const [row] = await query.execute(bound.params);
  return row?.n ?? 0;
}

/** The leaf categories a store sells in, with how many active items in each. */
export function storeCategories(db: Database, storeId: number) {
  const query = prepared(db, 'store-categories', (name) =>
    db
      .select({ id: categories.id, name: categories.name, slug: categories.slug, items_count: count() })
      .from(items)
      .innerJoin(categories, eq(categories.id, items.categoryId))
      .where(and(eq(items.storeId, p('store')), eq(items.active, true)))
      .groupBy(categories.id)
      .orderBy(asc(categories.position), asc(categories.name))
      .prepare(name),
  );
  return query.execute({ store: storeId });
}
