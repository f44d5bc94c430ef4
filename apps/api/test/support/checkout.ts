import { randomBytes } from 'node:crypto';
import { applyCouponToCart, buildCart, type Coupon, cartTotals } from '@bazaar/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { createSession } from '../../src/auth/sessions';
import { loadCartProducts, loadDefaultRateTable } from '../../src/catalogue/cart-products';
import type { Database } from '../../src/db/client';
import {
  coupons,
  items,
  itemVariations,
  storeSchedules,
  stores,
  users,
  walletTransactions,
} from '../../src/db/schema';
import type { TestApp } from './test-app';

/** A point inside the seeded Lahore zone (decision 007's demo polygons). */
export const LAHORE = { latitude: 31.52, longitude: 74.35 };

export const ADDRESS = {
  contact_person_name: 'Ayesha Khan',
  contact_person_number: '03001234567',
  address_type: 'home',
  address: 'House 12, Street 4, Gulberg III',
  ...LAHORE,
};

/** A customer made directly in the database with a live token: fast enough for a hundred at once. */
export async function quickCustomer(db: Database, opts: { wallet?: number } = {}) {
  const [user] = await db
    .insert(users)
    .values({
      fName: 'Test',
      lName: 'Shopper',
      email: `q.${randomBytes(6).toString('hex')}@example.pk`,
      phone: '03001234567',
    })
    .returning({ id: users.id });
  if (!user) throw new Error('no user');
  const token = await createSession(db, user.id, { ttlDays: 1 });
  if (opts.wallet) {
    await db.insert(walletTransactions).values({
      userId: user.id,
      credit: opts.wallet,
      transactionType: 'add_fund_by_admin',
      reference: `test-fund:${randomBytes(6).toString('hex')}`,
    });
  }
  return { id: user.id, token, headers: { authorization: `Bearer ${token}` } };
}

/** Opens a store all day, every day, with no minimum order: tests must not depend on the clock. */
export async function alwaysOpen(db: Database, storeId: number, minimumOrder = 0) {
  await db.delete(storeSchedules).where(eq(storeSchedules.storeId, storeId));
  await db
    .insert(storeSchedules)
    .values(
      [0, 1, 2, 3, 4, 5, 6].map((day) => ({ storeId, day, openingTime: '00:00', closingTime: '00:00' })),
    );
  await db.update(stores).set({ minimumOrder, active: true }).where(eq(stores.id, storeId));
}

/** Active items without variations, required choices or a cart maximum, per store (stores in id order). */
export async function plainItemsByStore(db: Database) {
  const rows = await db
    .select({ id: items.id, storeId: items.storeId, price: items.price })
    .from(items)
    .innerJoin(stores, eq(stores.id, items.storeId))
    .where(
      and(
        eq(items.active, true),
        eq(stores.active, true),
        sql`${items.foodVariations} = '[]'::jsonb`,
        sql`${items.maximumCartQuantity} is null`,
        sql`not exists (select 1 from item_variations v where v.item_id = ${items.id})`,
      ),
    )
    .orderBy(items.storeId, items.id);
  const byStore = new Map<number, typeof rows>();
  for (const row of rows) byStore.set(row.storeId, [...(byStore.get(row.storeId) ?? []), row]);
  return byStore;
}

/** Sets stock and opens the stores all day (tests must not depend on the clock). */
export async function stockUp(
  db: Database,
  picked: readonly { id: number; storeId: number }[],
  stock: number,
) {
  for (const storeId of new Set(picked.map((p) => p.storeId))) await alwaysOpen(db, storeId);
  await db
    .update(items)
    .set({ stock })
    .where(
      inArray(
        items.id,
        picked.map((p) => p.id),
      ),
    );
}

/** One plain item from each of `count` different stores, each given `stock` units. */
export async function plainItems(db: Database, count: number, stock: number) {
  const picked = [...(await plainItemsByStore(db)).values()].slice(0, count).map((list) => list[0]!);
  if (picked.length < count) throw new Error(`only ${picked.length} stores with plain items`);
  await stockUp(db, picked, stock);
  return picked;
}

export type Line = { item_id: number; quantity: number; variant?: string; item_campaign_id?: number | null };

/**
 * An order body as the storefront builds it: lines grouped per store, and the totals the client works
 * out with the same domain rules from what the catalogue answered.
 */
export async function orderBody(
  db: Database,
  lines: Line[],
  extra: Record<string, unknown> = {},
  coupon?: Coupon,
) {
  const products = await loadCartProducts(
    db,
    lines.map((l) => l.item_id),
  );
  const built = buildCart(
    lines.map((l) => ({
      product: products.get(l.item_id)!,
      request: { quantity: l.quantity, variant: l.variant },
    })),
    { default_rate_table: await loadDefaultRateTable(db) },
  );
  if (!built.ok) throw new Error(`client cart refused: ${built.error.key}`);
  const cart = applyCouponToCart(built.value, coupon ?? null);
  const Stores = cart.map((group) => ({
    store_id: group.store_id,
    order_amount: group.order_amount,
    cart: group.cart.map((line) => ({
      item_id: line.item_id,
      quantity: line.quantity,
      variant: line.variant || undefined,
    })),
  }));
  return {
    body: {
      Stores,
      payment_method: 'cash_on_delivery',
      totalOrderAmount: cartTotals(cart).order_amount,
      ...ADDRESS,
      ...extra,
    },
    total: cartTotals(cart).order_amount,
    cart,
  };
}

export const place = (t: TestApp, headers: Record<string, string>, body: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/v1/customer/order/place', headers, payload: body as object });

export async function stockOf(db: Database, itemId: number) {
  const [row] = await db.select({ stock: items.stock }).from(items).where(eq(items.id, itemId));
  return row?.stock ?? -1;
}

export async function variationStock(db: Database, variationId: number) {
  const [row] = await db
    .select({ stock: itemVariations.stock })
    .from(itemVariations)
    .where(eq(itemVariations.id, variationId));
  return row?.stock ?? -1;
}

/** Every customer's balance, as the sum of their ledger rows. */
export async function ledgerBalances(db: Database) {
  const rows = await db
    .select({
      userId: walletTransactions.userId,
      balance: sql<string>`sum(${walletTransactions.credit} - ${walletTransactions.debit})`,
    })
    .from(walletTransactions)
    .groupBy(walletTransactions.userId);
  return rows.map((r) => ({ userId: r.userId, balance: Number(r.balance) }));
}

/** A Rs 50 coupon with one use in total, valid from 2020 to 2099: the row a race for its last use needs. */
export async function oneUseCoupon(db: Database, code: string, title: string) {
  const [row] = await db
    .insert(coupons)
    .values({
      title,
      code,
      startDate: '2020-01-01',
      expireDate: '2099-12-31',
      discount: 50,
      discountType: 'amount',
      totalLimit: 1,
    })
    .returning();
  return row!;
}
