import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons, couponUses, items, orderDetails, orders, stores } from '../../src/db/schema';
import {
  ledgerBalances,
  oneUseCoupon,
  orderBody,
  place,
  plainItems,
  quickCustomer,
  stockOf,
} from '../support/checkout';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let item: { id: number; storeId: number };
let other: { id: number; storeId: number };

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  const [first, second] = await plainItems(t.db, 2, 1);
  if (!first || !second) throw new Error('two plain items expected');
  item = first;
  other = second;
});
afterAll(() => t.close());

/** Prepares every request first, then releases them together: the barrier. */
async function race(requests: { headers: Record<string, string>; body: unknown }[]) {
  const ready = requests.map((r) => () => place(t, r.headers, r.body));
  return Promise.all(ready.map((go) => go()));
}

/** Units of an item in orders, whatever their status. */
const ordersOf = async (itemId: number) =>
  (
    await t.db
      .select({ n: sql<string>`coalesce(sum(${orderDetails.quantity}), 0)` })
      .from(orderDetails)
      .where(eq(orderDetails.itemId, itemId))
  )[0]?.n;

describe('stock under a rush', () => {
  it('50 customers, the last unit, 20 times over: exactly one order each time', async () => {
    const customers = await Promise.all(Array.from({ length: 50 }, () => quickCustomer(t.db)));
    const { body } = await orderBody(t.db, [{ item_id: item.id, quantity: 1 }]);
    for (let round = 0; round < 20; round++) {
      await t.db.update(items).set({ stock: 1 }).where(eq(items.id, item.id));
      const answers = await race(customers.map((c) => ({ headers: c.headers, body })));
      const placed = answers.filter((r) => r.statusCode === 200);
      const refused = answers.filter((r) => r.statusCode === 403);
      expect(placed, `round ${round}`).toHaveLength(1);
      expect(refused).toHaveLength(49);
      for (const r of refused)
        expect(r.json().errors[0]).toEqual({ code: 'stock', message: '0 quantity available in stock.' });
      expect(await stockOf(t.db, item.id)).toBe(0);
    }
    // Stock + sold = what was there: 20 rounds of one unit each.
    expect(Number(await ordersOf(item.id))).toBe(20);
  });

  it('100 customers for 10 units: exactly 10 orders, stock 0', async () => {
    await t.db.update(items).set({ stock: 10 }).where(eq(items.id, other.id));
    const soldBefore = Number(await ordersOf(other.id));
    const customers = await Promise.all(Array.from({ length: 100 }, () => quickCustomer(t.db)));
    const { body } = await orderBody(t.db, [{ item_id: other.id, quantity: 1 }]);
    const answers = await race(customers.map((c) => ({ headers: c.headers, body })));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(10);
    expect(answers.filter((r) => r.statusCode === 403)).toHaveLength(90);
    expect(answers.some((r) => r.statusCode >= 500)).toBe(false);
    expect(await stockOf(t.db, other.id)).toBe(0);
    expect(Number(await ordersOf(other.id)) - soldBefore).toBe(10);
  });
});

describe('coupon and wallet under a rush', () => {
  it('a coupon with one use in total, 30 parallel orders: exactly one discounted', async () => {
    await t.db.update(items).set({ stock: 1000 }).where(eq(items.id, item.id));
    const race1 = await oneUseCoupon(t.db, 'RACE1', 'Race');
    const coupon = { code: 'RACE1', discount: 50, discount_type: 'amount' as const };
    const { body } = await orderBody(
      t.db,
      [{ item_id: item.id, quantity: 1 }],
      { coupon_code: 'RACE1' },
      coupon,
    );
    const customers = await Promise.all(Array.from({ length: 30 }, () => quickCustomer(t.db)));
    const answers = await race(customers.map((c) => ({ headers: c.headers, body })));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode === 406)).toHaveLength(29);
    const discounted = await t.db.select({ n: count() }).from(orders).where(eq(orders.couponCode, 'RACE1'));
    expect(discounted[0]!.n).toBe(1);
    const [after] = await t.db.select().from(coupons).where(eq(coupons.id, race1!.id));
    expect(after!.totalUses).toBe(1);
    expect(await t.db.select().from(couponUses).where(eq(couponUses.couponId, race1!.id))).toHaveLength(1);
  });

  it('a wallet of 100, 20 parallel orders of 60: exactly one, balance 40 = its ledger, never negative', async () => {
    // A Rs 60 order: price 60, no tax or discount, and the store pays the whole delivery charge.
    await t.db
      .update(items)
      .set({ price: 60, tax: 0, discount: 0, stock: 100 })
      .where(eq(items.id, other.id));
    await t.db.update(stores).set({ deliveryChargesContribution: 100 }).where(eq(stores.id, other.storeId));
    const customer = await quickCustomer(t.db, { wallet: 100 });
    const { body, total } = await orderBody(t.db, [{ item_id: other.id, quantity: 1 }], {
      payment_method: 'wallet',
    });
    expect(total).toBe(60);
    const answers = await race(Array.from({ length: 20 }, () => ({ headers: customer.headers, body })));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode === 203)).toHaveLength(19);
    const balances = await ledgerBalances(t.db);
    expect(balances.find((b) => b.userId === customer.id)?.balance).toBe(40);
    expect(balances.every((b) => b.balance >= 0)).toBe(true);
  });
});
