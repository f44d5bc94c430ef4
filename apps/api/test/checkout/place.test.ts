import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moveOrder } from '../../src/commerce/order-status';
import {
  coupons,
  couponUses,
  items,
  notifications,
  orderStatusHistory,
  orders,
  outbox,
  payments,
  walletTransactions,
} from '../../src/db/schema';
import { multipart } from '../support/accounts';
import { ADDRESS, orderBody, place, plainItems, quickCustomer, stockOf } from '../support/checkout';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let a: { id: number; storeId: number; price: number };
let b: { id: number; storeId: number; price: number };
let c: { id: number; storeId: number; price: number };

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  const [x, y, z] = await plainItems(t.db, 3, 50);
  if (!x || !y || !z) throw new Error('three plain items expected');
  [a, b, c] = [x, y, z];
});
afterAll(() => t.close());

describe('placing', () => {
  it('cash on delivery over two stores: one checkout, one order per store, exact figures and stock', async () => {
    const customer = await quickCustomer(t.db);
    const { body, cart, total } = await orderBody(t.db, [
      { item_id: a.id, quantity: 2 },
      { item_id: b.id, quantity: 1 },
      { item_id: c.id, quantity: 3 },
    ]);
    // Fields the server owns are ignored, never applied.
    const res = await place(t, customer.headers, {
      ...body,
      payment_status: 'paid',
      order_status: 'delivered',
      user_id: 1,
    });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(answer).toMatchObject({
      status: true,
      message: 'Order placed successfully',
      total_amount: total,
      order_payment: { payment_method: 'cash_on_delivery', payment_status: 'unpaid', redirect_url: null },
    });
    expect(answer.order_ids).toHaveLength(3);
    const placed = await t.db.select().from(orders).where(eq(orders.checkoutId, answer.checkout_id));
    expect(placed).toHaveLength(3);
    for (const group of cart) {
      const order = placed.find((o) => o.storeId === group.store_id)!;
      expect(order).toMatchObject({
        userId: customer.id,
        orderAmount: group.order_amount,
        deliveryCharge: group.delivery_charges,
        totalTaxAmount: group.tax_amount,
        storeDiscountAmount: group.discount_amount,
        orderStatus: 'pending',
        paymentStatus: 'unpaid',
        deliveryAddress: expect.objectContaining({ address: ADDRESS.address }),
      });
    }
    expect(placed.reduce((s, o) => s + o.orderAmount, 0)).toBe(total);
    expect([await stockOf(t.db, a.id), await stockOf(t.db, b.id), await stockOf(t.db, c.id)]).toEqual([
      48, 49, 47,
    ]);
    const history = await t.db
      .select()
      .from(orderStatusHistory)
      .where(sql`${orderStatusHistory.orderId} in ${answer.order_ids}`);
    expect(history.map((h) => h.status)).toEqual(['pending', 'pending', 'pending']);
    const notices = await t.db.select().from(notifications).where(eq(notifications.userId, customer.id));
    expect(notices).toHaveLength(3);
    const queued = await t.db.select({ n: count() }).from(outbox).where(eq(outbox.kind, 'push'));
    expect(queued[0]!.n).toBeGreaterThanOrEqual(3);
  });

  it('as form data, with Stores as JSON text (the spec’s multipart call)', async () => {
    const customer = await quickCustomer(t.db);
    const { body, total } = await orderBody(t.db, [{ item_id: a.id, quantity: 1 }]);
    const fields = Object.fromEntries(
      Object.entries(body).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
    );
    const form = await multipart(fields);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/customer/order/place',
      headers: { ...customer.headers, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().total_amount).toBe(total);
  });

  it('from the wallet: paid at once, one ledger debit of the total', async () => {
    const customer = await quickCustomer(t.db, { wallet: 5_000_000 });
    const { body, total } = await orderBody(t.db, [{ item_id: b.id, quantity: 1 }], {
      payment_method: 'wallet',
    });
    const res = await place(t, customer.headers, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().order_payment.payment_status).toBe('paid');
    const ledger = await t.db
      .select()
      .from(walletTransactions)
      .where(eq(walletTransactions.userId, customer.id));
    expect(ledger.map((l) => [l.transactionType, l.debit])).toEqual([
      ['add_fund_by_admin', 0],
      ['order_place', total],
    ]);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, res.json().order_id));
    expect(order?.paymentStatus).toBe('paid');
  });

  it('digital payment: unpaid orders, a pending payment of the total, and the provider page', async () => {
    const customer = await quickCustomer(t.db);
    const { body, total } = await orderBody(t.db, [{ item_id: c.id, quantity: 1 }], {
      payment_method: 'digital_payment',
    });
    const res = await place(t, customer.headers, body);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(answer.order_payment.redirect_url).toMatch(/\/payments\/sandbox\/[0-9a-f]{32}$/);
    const [payment] = await t.db.select().from(payments).where(eq(payments.checkoutId, answer.checkout_id));
    expect(payment).toMatchObject({ amount: total, status: 'pending' });
    expect(payment!.expiresAt.getTime()).toBeGreaterThan(Date.now());
    // Until it is paid, the store cannot take the order on; it can still be canceled.
    const confirm = t.db.transaction((tx) =>
      moveOrder(tx, { orderId: answer.order_id, to: 'confirmed', actor: 'store' }),
    );
    await expect(confirm).rejects.toThrow('This order is waiting for its digital payment');
    const [still] = await t.db.select().from(orders).where(eq(orders.id, answer.order_id));
    expect(still?.orderStatus).toBe('pending');
  });

  it('a coupon discounts the groups it qualifies for and counts one use', async () => {
    const customer = await quickCustomer(t.db);
    const [welcome] = await t.db.select().from(coupons).where(eq(coupons.code, 'WELCOME100'));
    const coupon = {
      code: 'WELCOME100',
      discount: 100,
      discount_type: 'amount' as const,
      min_purchase: welcome!.minPurchase,
    };
    const { body, total, cart } = await orderBody(
      t.db,
      [{ item_id: a.id, quantity: 10 }],
      { coupon_code: 'welcome100' },
      coupon,
    );
    expect(cart[0]!.coupon_discount_amount).toBe(100);
    const res = await place(t, customer.headers, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().total_amount).toBe(total);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, res.json().order_id));
    expect(order).toMatchObject({ couponCode: 'WELCOME100', couponDiscountAmount: 100 });
    const uses = await t.db
      .select()
      .from(couponUses)
      .where(and(eq(couponUses.couponId, welcome!.id), eq(couponUses.userId, customer.id)));
    expect(uses).toHaveLength(1);
    // WELCOME100 is once per customer: the second time it is refused (406) and nothing more is written.
    const again = await place(t, customer.headers, body);
    expect(again.statusCode).toBe(406);
    expect(again.json().errors[0].message).toBe('You have reached the usage limit of this coupon');
  });
});

describe('Idempotency-Key', () => {
  it('a retry answers the first answer; the same key with another body is 422', async () => {
    const customer = await quickCustomer(t.db);
    const { body } = await orderBody(t.db, [{ item_id: b.id, quantity: 1 }]);
    const headers = { ...customer.headers, 'idempotency-key': 'retry-1' };
    const first = await place(t, headers, body);
    const second = await place(t, headers, body);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    const other = await place(t, headers, { ...body, order_note: 'ring twice' });
    expect(other.statusCode).toBe(422);
    const mine = await t.db.select().from(orders).where(eq(orders.userId, customer.id));
    expect(mine).toHaveLength(1);
  });

  it('10 parallel requests with one key: 1 order, 10 identical answers', async () => {
    const customer = await quickCustomer(t.db);
    const { body } = await orderBody(t.db, [{ item_id: c.id, quantity: 1 }]);
    const before = await stockOf(t.db, c.id);
    const headers = { ...customer.headers, 'idempotency-key': 'parallel-1' };
    const answers = await Promise.all(Array.from({ length: 10 }, () => place(t, headers, body)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((r) => r.body)).size).toBe(1);
    expect(await t.db.select().from(orders).where(eq(orders.userId, customer.id))).toHaveLength(1);
    expect(await stockOf(t.db, c.id)).toBe(before - 1);
  });

  it('a refused placement does not burn its key: the corrected retry is judged afresh', async () => {
    const customer = await quickCustomer(t.db);
    const { body } = await orderBody(t.db, [{ item_id: a.id, quantity: 1 }]);
    await t.db.update(items).set({ stock: 0 }).where(eq(items.id, a.id));
    const headers = { ...customer.headers, 'idempotency-key': 'after-restock' };
    expect((await place(t, headers, body)).statusCode).toBe(403);
    await t.db.update(items).set({ stock: 5 }).where(eq(items.id, a.id));
    expect((await place(t, headers, body)).statusCode).toBe(200);
  });
});
