import { and, asc, desc, eq, isNull, or, sql } from 'drizzle-orm';
import { bindItemFilter } from '../../catalogue/items/item-filters';
import { bindStoreFilter } from '../../catalogue/stores/repository';
import type { Database } from '../../db/client';
import { prepared } from '../../db/prepared';
import { categories, items, stores } from '../../db/schema';
import type { MarketScope } from '../../platform/headers';

/** Suggestions per kind: a few lines under the search box. */
const SUGGESTED_ITEMS = 5;
const SUGGESTED_STORES = 3;
const SUGGESTED_CATEGORIES = 3;
/** Items read to find SUGGESTED_ITEMS distinct names (many stores sell the same product). */
const ITEM_CANDIDATES = 40;

const p = (name: string) => sql.placeholder(name);
const matches = (
  vector: typeof items.searchVector | typeof stores.searchVector | typeof categories.searchVector,
) => sql`${vector} @@ to_tsquery('simple', ${p('tsq')})`;

/** The most popular matching items, one per distinct name. */
export async function suggestItems(db: Database, tsquery: string, scope: MarketScope) {
  const bound = bindItemFilter({ type: 'all' }, scope, { tsquery });
  const query = prepared(
    db,
    `suggest-items|${bound.shape}`,
    (name) =>
      db
        .select({ id: items.id, name: items.name, slug: items.slug, image: items.image })
        .from(items)
        .innerJoin(stores, eq(stores.id, items.storeId))
        .where(bound.where())
        .orderBy(desc(items.popularity), desc(items.id))
        .limit(ITEM_CANDIDATES)
        .prepare(name),
    bound.plan,
  );
  const rows = await query.execute(bound.params);
  const seen = new Set<string>();
  return rows
    .filter((r) => {
      const key = r.name.toLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, SUGGESTED_ITEMS);
}

/** The most ordered stores whose name (or address) matches. */
export function suggestStores(db: Database, tsquery: string, scope: MarketScope) {
  const bound = bindStoreFilter(scope, { tsquery });
  const query = prepared(
    db,
    `suggest-stores|${bound.shape}`,
    (name) =>
      db
        .select({ id: stores.id, name: stores.name, slug: stores.slug, logo: stores.logo })
        .from(stores)
        .where(bound.where())
        .orderBy(desc(stores.orderCount), desc(stores.id))
        .limit(SUGGESTED_STORES)
        .prepare(name),
    bound.plan,
  );
  return query.execute(bound.params);
}

/** Categories whose name matches, top-level first. */
export function suggestCategories(db: Database, tsquery: string, scope: MarketScope) {
  const byModule = scope.moduleId !== null;
  const query = prepared(
    db,
    `suggest-categories|${byModule}`,
    (name) =>
      db
        .select({ id: categories.id, name: categories.name, slug: categories.slug, image: categories.image })
        .from(categories)
        .where(
          and(
            eq(categories.active, true),
            matches(categories.searchVector),
            byModule ? or(isNull(categories.moduleId), eq(categories.moduleId, p('module'))) : undefined,
          ),
        )
        .orderBy(asc(sql`${categories.parentId} is not null`), asc(categories.position), asc(categories.id))
        .limit(SUGGESTED_CATEGORIES)
        .prepare(name),
    'per-call',
  );
  return query.execute(byModule ? { tsq: tsquery, module: scope.moduleId } : { tsq: tsquery });
}
