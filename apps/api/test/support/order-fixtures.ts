import { and, asc, eq, gte, inArray, notExists } from 'drizzle-orm';
import { takeStock } from '../../src/commerce/stock';
import { writeLedger } from '../../src/commerce/wallet';
import type { Database } from '../../src/db/client';
import {
  checkouts,
  items,
  itemVariations,
  orderDetails,
  orderStatusHistory,
  orders,
  stores,
} from '../../src/db/schema';

export type FixtureLine = {
  itemId: number;
  variationId?: number | null;
  quantity: number;
  /** Unit price in whole rupees; defaults to the variation's price, else the item's. */
  price?: number;
  /** Marks the line as bought from an item campaign (campaign items can not be reordered). */
  itemCampaignId?: number | null;
};

export type FixtureOrder = {
  userId: number;
  /** Defaults to the store of the first line's item. */
  storeId?: number;
  status?: string;
  paymentMethod?: string;
  paymentStatus?: string;
  lines?: FixtureLine[];
};

/**
 * Inserts an order as a real placement leaves it: a checkout, its order, the order's lines, a 'pending'
 * history row (plus one for `status` when it is not pending), and the stock taken from the items (or
 * their variations). A wallet-paid order also debits the ledger ('order_place', `checkout:<id>`), as
 * placement does. Without lines, one unit of a seeded item with stock is used.
 */
export async function insertOrder(db: Database, input: FixtureOrder) {
  const lines = input.lines?.length
    ? input.lines
    : [{ itemId: (await itemWithStock(db, 1)).id, quantity: 1 }];
  const itemIds = [...new Set(lines.map((l) => l.itemId))];
  const itemRows = await db.select().from(items).where(inArray(items.id, itemIds));
  const byId = new Map(itemRows.map((row) => [row.id, row]));
  const variationIds = lines.flatMap((l) => (l.variationId ? [l.variationId] : []));
  const variationRows = variationIds.length
    ? await db.select().from(itemVariations).where(inArray(itemVariations.id, variationIds))
    : [];
  const variationById = new Map(variationRows.map((row) => [row.id, row]));

  const priced = lines.map((line) => {
    const item = byId.get(line.itemId);
    if (!item) throw new Error(`insertOrder: no item ${line.itemId}`);
    const variation = line.variationId ? variationById.get(line.variationId) : undefined;
    if (line.variationId && !variation) throw new Error(`insertOrder: no variation ${line.variationId}`);
    return { line, item, variation, price: line.price ?? variation?.price ?? item.price };
  });
  const orderAmount = priced.reduce((sum, p) => sum + p.price * p.line.quantity, 0);
  const status = input.status ?? 'pending';
  const paymentMethod = input.paymentMethod ?? 'cash_on_delivery';
  const paymentStatus = input.paymentStatus ?? 'unpaid';
  const storeId = input.storeId ?? priced[0]!.item.storeId;

  return db.transaction(async (tx) => {
    const [checkout] = await tx
      .insert(checkouts)
      .values({ userId: input.userId, paymentMethod, totalAmount: orderAmount })
      .returning({ id: checkouts.id });
    const checkoutId = checkout!.id;
    const [order] = await tx
      .insert(orders)
      .values({
        checkoutId,
        userId: input.userId,
        storeId,
        orderAmount,
        paymentMethod,
        paymentStatus,
        orderStatus: status,
        deliveryAddress: { contact_person_name: 'Ayesha Khan', address: 'House 1, Street 2, Lahore' },
      })
      .returning({ id: orders.id });
    const orderId = order!.id;
    await tx.insert(orderDetails).values(
      priced.map(({ line, item, variation, price }) => ({
        orderId,
        itemId: item.id,
        variationId: variation?.id ?? null,
        itemCampaignId: line.itemCampaignId ?? null,
        price,
        quantity: line.quantity,
        itemDetails: { id: item.id, name: item.name, slug: item.slug, image: item.image, price: item.price },
        variation: variation ? [{ type: variation.type, price: variation.price }] : [],
        variant: variation?.type ?? null,
      })),
    );
    const shortage = await takeStock(
      tx,
      priced.map(({ line }) => ({
        itemId: line.itemId,
        variationId: line.variationId ?? null,
        quantity: line.quantity,
      })),
    );
    if (shortage) throw new Error(`insertOrder: not enough stock for item ${shortage.itemId}`);
    await tx.insert(orderStatusHistory).values({ orderId, status: 'pending', actor: 'customer' });
    if (status !== 'pending') {
      await tx.insert(orderStatusHistory).values({ orderId, status, actor: 'system' });
    }
    if (paymentMethod === 'wallet' && paymentStatus === 'paid') {
      await writeLedger(tx, {
        userId: input.userId,
        type: 'order_place',
        reference: `checkout:${checkoutId}`,
        debit: orderAmount,
      });
    }
    return { checkoutId, orderId };
  });
}

/** An active seeded item (of an active store) without variations that has at least `minStock` units (lowest id first). */
export async function itemWithStock(db: Database, minStock: number) {
  const [item] = await itemsWithStock(db, minStock, 1);
  if (!item) throw new Error(`itemWithStock: no active item with ${minStock} in stock`);
  return item;
}

/** `count` different active seeded items without variations, each with at least `minStock` units. */
export async function itemsWithStock(db: Database, minStock: number, count: number) {
  const rows = await db
    .select()
    .from(items)
    .where(
      and(
        eq(items.active, true),
        gte(items.stock, minStock),
        inArray(items.storeId, db.select({ id: stores.id }).from(stores).where(eq(stores.active, true))),
        notExists(
          db
            .select({ id: itemVariations.id })
            .from(itemVariations)
            .where(eq(itemVariations.itemId, items.id)),
        ),
      ),
    )
    .orderBy(asc(items.id))
    .limit(count);
  if (rows.length < count)
    throw new Error(`itemsWithStock: fewer than ${count} items with ${minStock} in stock`);
  return rows;
}
