import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { prepared } from '../../db/prepared';
import { categories, items, stores } from '../../db/schema';
import { categoryRowSelection } from '../category-tree';
import { type ItemRow, itemSelection } from '../items/item-shape';
import { type StoreRow, storeSelection } from '../stores/store-shape';
import type { CategoryDoc, StoreDoc } from './catalogue-index';
import type { ItemDoc } from './item-docs';

/** Items read per batch while the index is built: bounded memory, and the event loop breathes between batches. */
export const BUILD_BATCH = 250;

const p = (name: string) => sql.placeholder(name);

/** The fields of an item the index keeps (what search, filters and sorts read). */
const itemDocSelection = {
  id: items.id,
  name: items.name,
  slug: items.slug,
  image: items.image,
  extra: items.searchExtra,
  storeId: items.storeId,
  zoneId: stores.zoneId,
  moduleId: items.moduleId,
  categoryId: items.categoryId,
  categoryPath: items.categoryPath,
  veg: items.veg,
  salePrice: items.salePrice,
  avgRating: items.avgRating,
  ratingCount: items.ratingCount,
  orderCount: items.orderCount,
  popularity: items.popularity,
  discount: items.discount,
  stock: items.stock,
  // Microseconds, as the database orders `newest` (milliseconds would tie items it tells apart).
  createdAt: sql<string>`extract(epoch from ${items.createdAt}) * 1000000`,
};

/** What the database path shows: active items of active stores (bindItemFilter). */
const visible = () => sql`${items.active} and ${stores.active}`;

type DocRow = {
  [K in keyof typeof itemDocSelection]: unknown;
};

function toItemDoc(r: DocRow): ItemDoc {
  return {
    id: Number(r.id),
    name: String(r.name),
    slug: String(r.slug),
    image: (r.image as string | null) ?? null,
    extra: String(r.extra ?? ''),
    storeId: Number(r.storeId),
    zoneId: r.zoneId === null ? null : Number(r.zoneId),
    moduleId: r.moduleId === null ? null : Number(r.moduleId),
    categoryId: r.categoryId === null ? null : Number(r.categoryId),
    categoryPath: ((r.categoryPath as number[] | null) ?? []).map(Number),
    veg: (r.veg as boolean | null) ?? null,
    salePrice: Number(r.salePrice),
    avgRating: Number(r.avgRating),
    ratingCount: Number(r.ratingCount),
    orderCount: Number(r.orderCount),
    popularity: Number(r.popularity),
    discount: Number(r.discount),
    stock: Number(r.stock),
    createdAt: Number(r.createdAt),
  };
}

/** Every visible item, BUILD_BATCH at a time in id order (keyset, so each batch is an index range). */
export async function* allItemDocs(db: Database): AsyncGenerator<ItemDoc[]> {
  const query = prepared(db, 'search-index-items', (name) =>
    db
      .select(itemDocSelection)
      .from(items)
      .innerJoin(stores, eq(stores.id, items.storeId))
      .where(and(visible(), gt(items.id, p('after'))))
      .orderBy(asc(items.id))
      .limit(BUILD_BATCH)
      .prepare(name),
  );
  let after = 0;
  for (;;) {
    const rows = await query.execute({ after });
    if (rows.length === 0) return;
    yield rows.map(toItemDoc);
    after = rows[rows.length - 1]!.id;
    if (rows.length < BUILD_BATCH) return;
  }
}

/** The visible ones of these items, and of these stores' items: primary-key and store-index reads. */
export async function itemDocsOf(
  db: Database,
  ids: { items: number[]; stores: number[] },
): Promise<ItemDoc[]> {
  const by = (key: 'ids' | 'stores') =>
    prepared(db, `search-index-items-by-${key}`, (name) =>
      db
        .select(itemDocSelection)
        .from(items)
        .innerJoin(stores, eq(stores.id, items.storeId))
        .where(
          and(
            visible(),
            key === 'ids'
              ? sql`${items.id} = any(${p('ids')}::integer[])`
              : sql`${items.storeId} = any(${p('ids')}::integer[])`,
          ),
        )
        .prepare(name),
    );
  const [a, b] = await Promise.all([
    ids.items.length ? by('ids').execute({ ids: ids.items }) : [],
    ids.stores.length ? by('stores').execute({ ids: ids.stores }) : [],
  ]);
  return [...a, ...b].map(toItemDoc);
}

const storeDocSelection = {
  id: stores.id,
  name: stores.name,
  slug: stores.slug,
  logo: stores.logo,
  address: stores.address,
  zoneId: stores.zoneId,
  moduleId: stores.moduleId,
  cityId: stores.cityId,
  orderCount: stores.orderCount,
};

/** Active stores: all of them, or the given ones. */
export async function storeDocs(db: Database, ids?: number[]): Promise<StoreDoc[]> {
  const query = prepared(db, `search-index-stores|${ids ? 'some' : 'all'}`, (name) =>
    db
      .select(storeDocSelection)
      .from(stores)
      .where(and(eq(stores.active, true), ids ? sql`${stores.id} = any(${p('ids')}::integer[])` : undefined))
      .prepare(name),
  );
  return query.execute(ids ? { ids } : {});
}

export async function categoryDocs(db: Database): Promise<CategoryDoc[]> {
  const query = prepared(db, 'search-index-categories', (name) =>
    db.select(categoryRowSelection).from(categories).where(eq(categories.active, true)).prepare(name),
  );
  return query.execute({});
}

/** A page's items shaped exactly like the list path shapes them (item-shape.ts): one primary-key query. */
export async function itemRowsByIds(db: Database, ids: number[]): Promise<ItemRow[]> {
  const query = prepared(db, 'search-index-item-rows', (name) =>
    db
      .select(itemSelection)
      .from(items)
      .innerJoin(stores, eq(stores.id, items.storeId))
      .where(and(visible(), sql`${items.id} = any(${p('ids')}::integer[])`))
      .prepare(name),
  );
  return query.execute({ ids });
}

/** A page of stores (store-shape.ts's row), by id. */
export async function storeRowsByIds(db: Database, ids: number[]): Promise<StoreRow[]> {
  const query = prepared(db, 'search-index-store-rows', (name) =>
    db
      .select(storeSelection)
      .from(stores)
      .where(and(eq(stores.active, true), sql`${stores.id} = any(${p('ids')}::integer[])`))
      .prepare(name),
  );
  return query.execute({ ids });
}
