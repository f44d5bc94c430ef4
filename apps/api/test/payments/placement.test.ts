import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expireUnpaidPayments } from '../../src/areas/payments/expiry';
import { coupons, couponUses, orders, payments } from '../../src/db/schema';
import { orderBody, place, plainItems, quickCustomer, stockOf } from '../support/checkout';
import { createTestApp, type TestApp } from '../support/test-app';
import { SECRET } from './fixture';

let t: TestApp;
let a: { id: number; storeId: number; price: number };
let b: { id: number; storeId: number; price: number };

beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { PAYMENT_SECRET: SECRET } });
  const [x, y] = await plainItems(t.db, 2, 40);
  if (!x || !y) throw new Error('two plain items expected');
  [a, b] = [x, y];
});
afterAll(async () => t.close());

const WELCOME = { code: 'WELCOME100', discount: 100, discount_type: 'amount' as const, min_purchase: 1000 };

/** A placed digital order of two stores, paying with WELCOME100, through the real placement call. */
async function placeDigital() {
  const customer = await quickCustomer(t.db);
  const { body, total } = await orderBody(
    t.db,
    [
      { item_id: a.id, quantity: 10 },
      { item_id: b.id, quantity: 3 },
    ],
    { payment_method: 'digital_payment', coupon_code: 'WELCOME100' },
    WELCOME,
  );
  const res = await place(t, customer.headers, body);
  expect(res.statusCode, res.body).toBe(200);
  const answer = res.json();
  return { customer, total, answer, path: new URL(answer.order_payment.redirect_url).pathname };
}

const welcomeUses = async () =>
  (await t.db.select({ n: coupons.totalUses }).from(coupons).where(eq(coupons.code, 'WELCOME100')))[0]!.n;

describe('digital payment from placement to settlement', () => {
  it('placed, shown on the hosted page, paid there: the orders are paid', async () => {
    const { total, answer, path } = await placeDigital();
    expect(answer.order_payment).toMatchObject({
      payment_method: 'digital_payment',
      payment_status: 'unpaid',
    });
    const page = await t.app.inject({ url: path });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`Rs ${total.toLocaleString('en-US')}`);
    for (const id of answer.order_ids) expect(page.body).toContain(`#${id}`);

    const paid = await t.app.inject({ method: 'POST', url: `${path}/pay` });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(
      `/payment-success?order_id=${answer.order_ids[0]}&checkout_id=${answer.checkout_id}`,
    );
    const [payment] = await t.db.select().from(payments).where(eq(payments.checkoutId, answer.checkout_id));
    expect(payment).toMatchObject({ status: 'paid', amount: total });
    const rows = await t.db
      .select({ paymentStatus: orders.paymentStatus, orderStatus: orders.orderStatus })
      .from(orders)
      .where(eq(orders.checkoutId, answer.checkout_id))
      .orderBy(asc(orders.id));
    expect(rows).toEqual([
      { paymentStatus: 'paid', orderStatus: 'pending' },
      { paymentStatus: 'paid', orderStatus: 'pending' },
    ]);
  });

  it('placed and never paid: on expiry its stock and coupon use come back', async () => {
    const stockBefore = [await stockOf(t.db, a.id), await stockOf(t.db, b.id)];
    const usesBefore = await welcomeUses();
    const { customer, answer } = await placeDigital();
    expect([await stockOf(t.db, a.id), await stockOf(t.db, b.id)]).toEqual([
      stockBefore[0]! - 10,
      stockBefore[1]! - 3,
    ]);
    expect(await welcomeUses()).toBe(usesBefore + 1);

    const [payment] = await t.db.select().from(payments).where(eq(payments.checkoutId, answer.checkout_id));
    const swept = await expireUnpaidPayments(t.db, new Date(payment!.expiresAt.getTime() + 1000));
    expect(swept.expired).toEqual([payment!.id]);
    expect([await stockOf(t.db, a.id), await stockOf(t.db, b.id)]).toEqual(stockBefore);
    expect(await welcomeUses()).toBe(usesBefore);
    const uses = await t.db.select().from(couponUses).where(eq(couponUses.userId, customer.id));
    expect(uses).toEqual([]);
    const statuses = await t.db
      .select({ s: orders.orderStatus })
      .from(orders)
      .where(eq(orders.checkoutId, answer.checkout_id));
    expect(statuses.map((r) => r.s)).toEqual(['failed', 'failed']);
    expect(
      (await t.app.inject({ url: new URL(answer.order_payment.redirect_url).pathname })).statusCode,
    ).toBe(410);
  });
});
