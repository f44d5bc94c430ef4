import type { VendorItemListQuery } from '@bazaar/contract';
import { and, asc, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { items } from '../../db/schema';

// Subqueries name the outer row as "items".… explicitly: Drizzle writes a column of the selected table
// unqualified, which inside `from item_variations v` would be v's own column.

/**
 * The seller's items grid (vendor/item/list) and low-stock list: one store's items, so every filter
 * and sort runs over a few thousand rows at most. An item with combinations counts their stock.
 */

const hasVariations = sql`exists (select 1 from item_variations v where v.item_id = "items"."id" and not v.retired)`;
/** The item's stock, or the sum of its live combinations'. */
const stockNow = sql<number>`coalesce((select sum(v.stock) from item_variations v where v.item_id = "items"."id" and not v.retired), "items"."stock")::int`;
/** The item's stock, or its lowest live combination's: how the low-stock list is ordered. */
const lowestStock = sql`coalesce((select min(v.stock) from item_variations v where v.item_id = "items"."id" and not v.retired), "items"."stock")`;
/** At or under `threshold`: the item, or any of its combinations. */
const lowAt = (threshold: number) =>
  sql`(case when ${hasVariations}
    then exists (select 1 from item_variations v where v.item_id = "items"."id" and not v.retired and v.stock <= ${threshold})
    else "items"."stock" <= ${threshold} end)`;

const SORTS = {
  name: sql`lower(${items.name})`,
  price: sql`${items.price}`,
  stock: stockNow,
  updated: sql`${items.updatedAt}`,
  sales: sql`${items.orderCount}`,
} satisfies Record<VendorItemListQuery['sort'], SQL>;

const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function listWhere(storeId: number, q: VendorItemListQuery, threshold: number): SQL {
  const where: SQL[] = [eq(items.storeId, storeId), isNull(items.deletedAt)];
  if (q.search) {
    const id = /^\d{1,9}$/.test(q.search) ? Number(q.search) : null;
    const byName = sql`${items.name} ilike ${likeText(q.search)}`;
    where.push(id === null ? byName : sql`(${byName} or "items"."id" = ${id})`);
  }
  if (q.category_id) where.push(sql`${items.categoryPath} @> array[${q.category_id}]::integer[]`);
  if (q.status) where.push(eq(items.active, q.status === 'active'));
  if (q.stock === 'low') where.push(lowAt(threshold));
  if (q.stock === 'out') where.push(sql`${stockNow} = 0`);
  return and(...where)!;
}

export async function listSellerItems(
  db: Database,
  storeId: number,
  q: VendorItemListQuery,
  threshold: number,
) {
  const where = listWhere(storeId, q, threshold);
  const direction = q.order === 'asc' ? asc : desc;
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: items.id,
        name: items.name,
        image: items.image,
        categoryId: items.categoryId,
        price: items.price,
        discount: items.discount,
        discountType: items.discountType,
        stock: stockNow,
        variationsCount: sql<number>`(select count(*) from item_variations v where v.item_id = "items"."id" and not v.retired)::int`,
        low: sql<boolean>`${lowAt(threshold)}`,
        active: items.active,
        orderCount: items.orderCount,
        updatedAt: items.updatedAt,
      })
      .from(items)
      .where(where)
      .orderBy(direction(SORTS[q.sort]), direction(items.id))
      .limit(q.limit)
      .offset((q.offset - 1) * q.limit),
    db.select({ n: sql<number>`count(*)::int` }).from(items).where(where),
  ]);
  return {
    total: count?.n ?? 0,
    rows: rows.map((r) => ({
      id: r.id,
      name: r.name,
      image: r.image,
      category_id: r.categoryId,
      price: r.price,
      discount: Number(r.discount),
      discount_type: r.discountType === 'amount' ? ('amount' as const) : ('percent' as const),
      stock: Number(r.stock),
      variations_count: Number(r.variationsCount),
      low_stock: Boolean(r.low),
      active: r.active,
      order_count: r.orderCount,
      updated_at: new Date(r.updatedAt).toISOString(),
    })),
  };
}

/** Items at or under the threshold, lowest stock first, with their combinations that are. */
export async function lowStockItems(
  db: Database,
  storeId: number,
  page: { limit: number; offset: number },
  threshold: number,
) {
  const where = and(eq(items.storeId, storeId), isNull(items.deletedAt), lowAt(threshold));
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: items.id,
        name: items.name,
        image: items.image,
        stock: stockNow,
        active: items.active,
        variations: sql<{ type: string; stock: number }[]>`coalesce((
          select json_agg(json_build_object('type', v.type, 'stock', v.stock) order by v.stock, v.id)
          from item_variations v where v.item_id = "items"."id" and not v.retired and v.stock <= ${threshold}), '[]'::json)`,
      })
      .from(items)
      .where(where)
      .orderBy(asc(lowestStock), asc(items.id))
      .limit(page.limit)
      .offset((page.offset - 1) * page.limit),
    db.select({ n: sql<number>`count(*)::int` }).from(items).where(where),
  ]);
  return { total: count?.n ?? 0, rows: rows.map((r) => ({ ...r, stock: Number(r.stock) })) };
}
