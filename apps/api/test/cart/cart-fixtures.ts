import { and, asc, desc, eq, exists, gt, notExists, notInArray } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../../src/db/client';
import { carts, coupons, couponUses, items, itemVariations, stores, users } from '../../src/db/schema';
import { bearer, registerCustomer } from '../support/accounts';
import { insertOrder } from '../support/order-fixtures';
import { createTestApp, type TestApp } from '../support/test-app';

/** A seeded app that lets one address register as many customers as a test file needs. */
export const cartTestApp = () =>
  createTestApp({ seed: true, rateLimits: { signUpPerAddress: { limit: 1000, windowMs: 3_600_000 } } });

/** A registered customer: their bearer headers and user id. */
export async function customer(t: TestApp) {
  const form = await registerCustomer(t);
  const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, form.email));
  return { id: user!.id, email: form.email, password: form.password, headers: bearer(form.token) };
}

const taken = new Set<number>([0]);

export type ItemSetup = {
  price: number;
  stock: number;
  /** The store to take the item from; else any active store except `notStoreId`. */
  storeId?: number;
  notStoreId?: number;
  withVariations?: boolean;
};

/**
 * An active seeded item in an active store, not used before in this test file, set to known figures:
 * no discount, no tax, no choices or add-ons, 1 kg and small, with `price` and `stock`.
 */
export async function knownItem(db: Database, setup: ItemSetup) {
  const hasVariations = exists(
    db.select({ id: itemVariations.id }).from(itemVariations).where(eq(itemVariations.itemId, items.id)),
  );
  const [row] = await db
    .select({ id: items.id, storeId: items.storeId, name: items.name })
    .from(items)
    .innerJoin(stores, eq(stores.id, items.storeId))
    .where(
      and(
        eq(items.active, true),
        eq(stores.active, true),
        notInArray(items.id, [...taken]),
        setup.storeId === undefined ? undefined : eq(items.storeId, setup.storeId),
        setup.notStoreId === undefined ? undefined : notInArray(items.storeId, [setup.notStoreId]),
        setup.withVariations
          ? hasVariations
          : notExists(
              db
                .select({ id: itemVariations.id })
                .from(itemVariations)
                .where(eq(itemVariations.itemId, items.id)),
            ),
      ),
    )
    .orderBy(asc(items.id))
    .limit(1);
  if (!row) throw new Error(`knownItem: no item for ${JSON.stringify(setup)}`);
  taken.add(row.id);
  await db
    .update(items)
    .set({
      price: setup.price,
      stock: setup.stock,
      discount: 0,
      tax: 0,
      weight: 1,
      length: 10,
      width: 10,
      height: 10,
      foodVariations: [],
      addOnIds: [],
      maximumCartQuantity: null,
    })
    .where(eq(items.id, row.id));
  return row;
}

/**
 * `count` active items in active stores, without variations and with stock, not used before in this
 * test file; left as seeded.
 */
export async function availableItems(db: Database, count: number) {
  const rows = await db
    .select({ id: items.id, storeId: items.storeId, stock: items.stock })
    .from(items)
    .innerJoin(stores, eq(stores.id, items.storeId))
    .where(
      and(
        eq(items.active, true),
        eq(stores.active, true),
        gt(items.stock, 0),
        notInArray(items.id, [...taken]),
        notExists(
          db
            .select({ id: itemVariations.id })
            .from(itemVariations)
            .where(eq(itemVariations.itemId, items.id)),
        ),
      ),
    )
    .orderBy(desc(items.id))
    .limit(count);
  if (rows.length < count) throw new Error(`availableItems: only ${rows.length} of ${count}`);
  for (const row of rows) taken.add(row.id);
  return rows;
}

export async function storeByName(db: Database, name: string) {
  const [row] = await db.select({ id: stores.id }).from(stores).where(eq(stores.name, name));
  if (!row) throw new Error(`no store ${name}`);
  return row.id;
}

export async function couponByCode(db: Database, code: string) {
  const [row] = await db.select().from(coupons).where(eq(coupons.code, code));
  if (!row) throw new Error(`no coupon ${code}`);
  return row;
}

/** A coupon of the test's own, running from yesterday for a year unless told otherwise. */
export async function insertCoupon(
  db: Database,
  values: Partial<typeof coupons.$inferInsert> & { code: string },
) {
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const [row] = await db
    .insert(coupons)
    .values({
      title: `Test ${values.code}`,
      startDate: day(-1),
      expireDate: day(365),
      discount: 10,
      discountType: 'amount',
      ...values,
    })
    .returning();
  return row!;
}

/** Records that `userId` used the coupon on an order of theirs (as order placement does). */
export async function recordCouponUse(db: Database, couponId: number, userId: number) {
  const item = await knownItem(db, { price: 100, stock: 1000 });
  const { orderId } = await insertOrder(db, { userId, lines: [{ itemId: item.id, quantity: 1 }] });
  await db.insert(couponUses).values({ couponId, userId, orderId });
  return orderId;
}

type Headers = Record<string, string>;
export type Line = { item_id: number; quantity: number; [k: string]: unknown };
/** The parts of a cart answer the tests read. */
export type CartBody = {
  cart: {
    store_id: number;
    order_price: number;
    minimum_order: number;
    coupon_discount_amount: number;
    order_amount: number;
    delivery_charges: number;
    coupon: { code: string } | null;
    cart: { item_id: number; price: number; quantity: number; total_price: number; variant: string }[];
  }[];
  lines: Line[];
  coupon_code: string | null;
  notices: { item_id: number | null; code: string; message: string }[];
};

/** The cart calls of one test app, and a look at what the database stores. */
export function cartCalls(t: TestApp) {
  const getCart = (headers: Headers) => t.app.inject({ url: '/api/v1/customer/cart', headers });
  return {
    getCart,
    putCart: (headers: Headers, payload: unknown) =>
      t.app.inject({ method: 'PUT', url: '/api/v1/customer/cart', headers, payload: payload as object }),
    mergeCart: (headers: Headers, cart: unknown) =>
      t.app.inject({ method: 'POST', url: '/api/v1/customer/cart/merge', headers, payload: { cart } }),
    async ok(res: Awaited<ReturnType<typeof getCart>>): Promise<CartBody> {
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    },
    async storedRow(userId: number) {
      const [row] = await t.db.select().from(carts).where(eq(carts.userId, userId));
      return row ? { lines: row.lines, couponCode: row.couponCode } : null;
    },
  };
}
