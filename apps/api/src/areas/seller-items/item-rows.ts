import type { VendorItem } from '@bazaar/contract';
import { type DiscountOffer, discountOn, type ItemInput, type StoredVariation } from '@bazaar/domain';
import { and, asc, eq, getTableColumns, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../commerce/tx';
import { addOns, items } from '../../db/schema';

/**
 * A seller's items as stored (issue 36, decision 409): the row, its live combinations and its
 * discount plan, read in one query; turned into the editor's whole item (`inputOf`) and answer.
 */

const { searchVector: _v, searchExtra: _e, categoryPath: _p, ...itemColumns } = getTableColumns(items);

type StoredPlan = {
  discount: number;
  discount_type: 'percent' | 'amount';
  starts_on: string | null;
  ends_on: string | null;
};
export type StoredItemVariation = StoredVariation & { price: number; stock: number };

// The subqueries name the outer row as "items".… explicitly, as catalogue/items/item-shape.ts does.
const sellerItemSelection = {
  item: itemColumns,
  variations: sql<StoredItemVariation[]>`coalesce((
    select json_agg(json_build_object('id', v.id, 'type', v.type, 'price', v.price, 'stock', v.stock, 'retired', v.retired) order by v.id)
    from item_variations v where v.item_id = "items"."id"), '[]'::json)`,
  plan: sql<StoredPlan | null>`(
    select json_build_object('discount', p.discount, 'discount_type', p.discount_type, 'starts_on', p.starts_on, 'ends_on', p.ends_on)
    from item_discount_plans p where p.item_id = "items"."id")`,
};

export type SellerItemRow = {
  item: typeof items.$inferSelect;
  variations: StoredItemVariation[];
  plan: StoredPlan | null;
};

const mine = (storeId: number) => and(eq(items.storeId, storeId), isNull(items.deletedAt));

/**
 * The store's items among `ids` (another store's, or a deleted one, are simply not there); with
 * `lock`, their rows are held until the transaction ends (the order every item change takes).
 */
export async function sellerItemsByIds(
  db: Db,
  storeId: number,
  ids: readonly number[],
  lock = false,
): Promise<SellerItemRow[]> {
  if (ids.length === 0) return [];
  const query = db
    .select(sellerItemSelection)
    .from(items)
    .where(and(mine(storeId), inArray(items.id, [...ids])));
  return (lock ? await query.for('update', { of: items }) : await query) as SellerItemRow[];
}

export async function sellerItem(
  db: Db,
  storeId: number,
  id: number,
  lock = false,
): Promise<SellerItemRow | null> {
  return (await sellerItemsByIds(db, storeId, [id], lock))[0] ?? null;
}

/** The store's items `limit` at a time in id order, for the export (keyset: each batch an index range). */
export async function* sellerItemBatches(
  db: Db,
  storeId: number,
  limit = 500,
): AsyncGenerator<SellerItemRow[]> {
  let after = 0;
  for (;;) {
    const rows = (await db
      .select(sellerItemSelection)
      .from(items)
      .where(and(mine(storeId), gt(items.id, after)))
      .orderBy(asc(items.id))
      .limit(limit)) as SellerItemRow[];
    if (rows.length === 0) return;
    yield rows;
    after = rows[rows.length - 1]!.item.id;
    if (rows.length < limit) return;
  }
}

const NO_OFFER: DiscountOffer = {
  discount: 0,
  discount_type: 'percent',
  discount_start: null,
  discount_end: null,
};

/**
 * The seller's discount: the plan's offer while it holds (its last day not past), else what applies
 * now. A plan past its last day is none, even before the midnight sweep has removed it.
 */
export function offerOf(row: SellerItemRow, today: string): DiscountOffer {
  const { plan, item } = row;
  if (!plan)
    return {
      discount: Number(item.discount),
      discount_type: discountTypeOf(item.discountType),
      discount_start: null,
      discount_end: null,
    };
  if (plan.ends_on !== null && plan.ends_on < today) return NO_OFFER;
  return {
    discount: Number(plan.discount),
    discount_type: plan.discount_type,
    discount_start: plan.starts_on,
    discount_end: plan.ends_on,
  };
}

const discountTypeOf = (t: string) => (t === 'amount' ? 'amount' : 'percent') as 'percent' | 'amount';

/** The item as its editor holds it: what a form shows, an export writes and an edit is laid over. */
export function inputOf(row: SellerItemRow, today: string): ItemInput {
  const { item } = row;
  const live = row.variations.filter((v) => !v.retired);
  return {
    ...offerOf(row, today),
    name: item.name,
    description: item.description,
    translations: item.translations ?? {},
    category_id: item.categoryId ?? 0,
    price: item.price,
    tax: Number(item.tax),
    tax_type: discountTypeOf(item.taxType),
    // With combinations, their sum: what the seller can sell (orders take from the combinations).
    stock: live.length ? live.reduce((sum, v) => sum + v.stock, 0) : item.stock,
    maximum_cart_quantity: item.maximumCartQuantity,
    unit_type: item.unitType,
    veg: item.veg,
    weight: Number(item.weight),
    length: Number(item.length),
    width: Number(item.width),
    height: Number(item.height),
    tags: item.tags ?? [],
    add_on_ids: item.addOnIds ?? [],
    choice_options: (item.choiceOptions ?? []).map((g) => ({ title: g.title, options: g.options })),
    variations: live.map((v) => ({ type: v.type, price: v.price, stock: v.stock })),
    active: item.active,
  };
}

/** The item's pictures in order: the main image first. */
export const picturesOf = (item: { image: string | null; images: string[] | null }) =>
  [item.image, ...(item.images ?? [])].filter((p): p is string => Boolean(p));

/** The answer of vendor/item/details and of every write. */
export async function toVendorItem(db: Db, row: SellerItemRow, today: string): Promise<VendorItem> {
  const input = inputOf(row, today);
  const { item } = row;
  const offered = input.add_on_ids.length
    ? await db
        .select({ id: addOns.id, name: addOns.name, price: addOns.price })
        .from(addOns)
        .where(and(eq(addOns.storeId, item.storeId), inArray(addOns.id, input.add_on_ids)))
        .orderBy(asc(addOns.id))
    : [];
  return {
    ...input,
    variations: input.variations.map((v) => ({ type: v.type, price: v.price, stock: v.stock ?? 0 })),
    choice_options: item.choiceOptions ?? [],
    id: item.id,
    slug: item.slug,
    category_id: item.categoryId,
    category_ids: item.categoryIds ?? [],
    discount_now: discountOn(input, today),
    add_ons: offered,
    image: item.image,
    images: item.images ?? [],
    order_count: item.orderCount,
    avg_rating: Number(item.avgRating),
    rating_count: item.ratingCount,
    created_at: new Date(item.createdAt).toISOString(),
    updated_at: new Date(item.updatedAt).toISOString(),
  };
}
