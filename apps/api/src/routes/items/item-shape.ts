import type { Item } from '@bazaar/contract';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { addOns, itemVariations, items, stores } from '../../db/schema';

export const itemColumns = {
  item: items,
  storeName: stores.name,
  storeSlug: stores.slug,
  storeContribution: stores.deliveryChargesContribution,
  storeRates: stores.leopardDetail,
};
type ItemRow = {
  item: typeof items.$inferSelect;
  storeName: string;
  storeSlug: string;
  storeContribution: number;
  storeRates: unknown;
};

/** Base query for public item lists: active items of active stores, with their store's fields. */
export function selectItems(db: Database) {
  return db
    .select(itemColumns)
    .from(items)
    .innerJoin(stores, eq(stores.id, items.storeId))
    .$dynamic();
}

/** Turns item rows into the contract's Item: variations and add-ons in one query each (no N+1). */
export async function toItems(db: Database, rows: ItemRow[]): Promise<Item[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.item.id);
  const addOnIds = [...new Set(rows.flatMap((r) => r.item.addOnIds))];
  const [variations, addOnRows] = await Promise.all([
    db
      .select()
      .from(itemVariations)
      .where(inArray(itemVariations.itemId, ids))
      .orderBy(asc(itemVariations.id)),
    addOnIds.length ? db.select().from(addOns).where(inArray(addOns.id, addOnIds)) : Promise.resolve([]),
  ]);
  const addOnById = new Map(addOnRows.map((a) => [a.id, a]));
  return rows.map(({ item, storeName, storeSlug, storeContribution, storeRates }) => ({
    id: item.id,
    name: item.name,
    slug: item.slug,
    description: item.description,
    image: item.image,
    images: item.images,
    category_id: item.categoryId,
    category_ids: item.categoryIds,
    price: item.price,
    tax: item.tax,
    tax_type: item.taxType === 'amount' ? 'amount' : 'percent',
    discount: item.discount,
    discount_type: item.discountType === 'amount' ? 'amount' : 'percent',
    stock: item.stock,
    unit_type: item.unitType,
    veg: item.veg === null ? null : Number(item.veg),
    store_id: item.storeId,
    store_name: storeName,
    store_slug: storeSlug,
    choice_options: item.choiceOptions,
    variations: variations
      .filter((v) => v.itemId === item.id)
      .map((v) => ({ type: v.type, price: v.price, stock: v.stock })),
    add_ons: item.addOnIds.flatMap((id) => {
      const a = addOnById.get(id);
      return a?.active ? [{ id: a.id, name: a.name, price: a.price }] : [];
    }),
    food_variations: item.foodVariations,
    avg_rating: item.ratingCount ? Math.round((item.ratingSum / item.ratingCount) * 10) / 10 : 0,
    rating_count: item.ratingCount,
    maximum_cart_quantity: item.maximumCartQuantity,
    weight: item.weight,
    length: item.length,
    width: item.width,
    height: item.height,
    delivery_charges_contribution: item.deliveryChargesContribution ?? storeContribution,
    leopard_detail: storeRates ? JSON.stringify(storeRates) : null,
    order_count: item.orderCount,
    created_at: item.createdAt.toISOString(),
  }));
}
