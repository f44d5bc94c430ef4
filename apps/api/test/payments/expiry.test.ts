import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expireUnpaidPayments } from '../../src/areas/payments/expiry';
import { moveOrder } from '../../src/commerce/order-status';
import { createTestApp, type TestApp } from '../support/test-app';
import { digitalCheckout, newCustomer, report, SECRET, sendReport, snapshot, twoItems } from './fixture';

let t: TestApp;
let items: Awaited<ReturnType<typeof twoItems>>;
let itemIds: number[];
let userId: number;

beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { PAYMENT_SECRET: SECRET } });
  items = await twoItems(t.db, 20);
  itemIds = items.map((i) => i.id).sort((a, b) => a - b);
  userId = await newCustomer(t);
});
afterAll(async () => t.close());

const MINUTE = 60_000;
const checkout = (expiresAt: Date) =>
  digitalCheckout(t.db, {
    userId,
    lines: [
      { itemId: items[0].id, quantity: 3, price: 300 },
      { itemId: items[1].id, quantity: 1, price: 700 },
    ],
    expiresAt,
  });
const given = (before: Awaited<ReturnType<typeof snapshot>>) =>
  before.stock.map((s) => ({ id: s.id, stock: s.stock + (s.id === items[0].id ? 3 : 1) }));

describe('expiry of unpaid digital orders', () => {
  it('fails the orders and gives stock and coupon use back, exactly once', async () => {
    const now = new Date();
    const c = await checkout(new Date(now.getTime() + 30 * MINUTE));
    const waiting = await checkout(new Date(now.getTime() + 60 * MINUTE));
    const before = await snapshot(t.db, c, itemIds);

    const later = new Date(now.getTime() + 31 * MINUTE);
    const first = await expireUnpaidPayments(t.db, later);
    expect(first.expired).toContain(c.paymentId);
    expect(first.expired).not.toContain(waiting.paymentId);
    expect(first.failedOrders).toEqual(expect.arrayContaining(c.orderIds));

    const after = await snapshot(t.db, c, itemIds);
    expect(after.payment).toEqual({ status: 'expired', paidAt: null });
    expect(after.orders.map((o) => [o.orderStatus, o.paymentStatus, o.released, o.refundDue])).toEqual([
      ['failed', 'unpaid', true, 0],
      ['failed', 'unpaid', true, 0],
    ]);
    expect(after.stock).toEqual(given(before));
    expect([after.couponUses, after.couponUseRows]).toEqual([0, 0]);
    expect(after.notes.map((n) => n.type)).toEqual(['order_status', 'order_status']);

    const second = await expireUnpaidPayments(t.db, later);
    expect(second.expired).toEqual([]);
    expect(await snapshot(t.db, c, itemIds)).toEqual(after);
    expect((await snapshot(t.db, waiting, itemIds)).payment.status).toBe('pending');
  });

  it('a payment that arrives after expiry flags a refund and never takes stock twice', async () => {
    const now = new Date();
    const c = await checkout(new Date(now.getTime() - MINUTE));
    await expireUnpaidPayments(t.db, now);
    const expired = await snapshot(t.db, c, itemIds);
    expect(expired.payment.status).toBe('expired');

    const res = await sendReport(t, report(c));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      result: 'settled',
      payment_status: 'paid',
      checkout_id: c.checkoutId,
      refund_due_order_ids: c.orderIds,
    });
    const after = await snapshot(t.db, c, itemIds);
    expect(after.payment.status).toBe('paid');
    expect(after.payment.paidAt).not.toBeNull();
    expect(after.orders.map((o) => [o.orderStatus, o.paymentStatus, o.refundDue])).toEqual([
      ['failed', 'unpaid', 900],
      ['failed', 'unpaid', 700],
    ]);
    expect(after.stock).toEqual(expired.stock);
    expect(after.couponUses).toBe(0);
    expect(after.notes.slice(-2)).toEqual([
      {
        type: 'refund_due',
        orderId: c.orderIds[0],
        description: `Your payment for order #${c.orderIds[0]} arrived after the order was closed. Rs 900 will be refunded to you.`,
      },
      {
        type: 'refund_due',
        orderId: c.orderIds[1],
        description: `Your payment for order #${c.orderIds[1]} arrived after the order was closed. Rs 700 will be refunded to you.`,
      },
    ]);
    // The same news again: nothing more is flagged or sent.
    const again = await sendReport(t, report(c));
    expect(again.json()).toMatchObject({ result: 'duplicate', refund_due_order_ids: [] });
    expect(await snapshot(t.db, c, itemIds)).toMatchObject({ ...after, events: expect.any(Array) });
    expect((await snapshot(t.db, c, itemIds)).notes).toHaveLength(after.notes.length);
  });

  it('paid while one order was canceled meanwhile: that one is flagged, the other paid', async () => {
    const c = await checkout(new Date(Date.now() + 30 * MINUTE));
    await t.db.transaction((tx) =>
      moveOrder(tx, { orderId: c.orderIds[1]!, to: 'canceled', actor: 'customer', scope: { userId } }),
    );
    const canceled = await snapshot(t.db, c, itemIds);
    const res = await sendReport(t, report(c));
    expect(res.json()).toMatchObject({ result: 'settled', refund_due_order_ids: [c.orderIds[1]] });
    const after = await snapshot(t.db, c, itemIds);
    expect(after.orders.map((o) => [o.orderStatus, o.paymentStatus, o.refundDue])).toEqual([
      ['pending', 'paid', 0],
      ['canceled', 'unpaid', 700],
    ]);
    expect(after.stock).toEqual(canceled.stock);
  });

  it('a payment settled before the sweep is not expired; a failed one neither', async () => {
    const now = new Date();
    const paid = await checkout(new Date(now.getTime() - MINUTE));
    expect((await sendReport(t, report(paid))).statusCode).toBe(200);
    const before = await snapshot(t.db, paid, itemIds);
    const swept = await expireUnpaidPayments(t.db, now);
    expect(swept.expired).not.toContain(paid.paymentId);
    expect(await snapshot(t.db, paid, itemIds)).toEqual(before);
    expect(before.orders.every((o) => o.orderStatus === 'pending' && o.paymentStatus === 'paid')).toBe(true);
  });

  it('parallel sweeps expire a payment once and give its stock back once', async () => {
    const now = new Date();
    const c = await checkout(new Date(now.getTime() - MINUTE));
    const before = await snapshot(t.db, c, itemIds);
    const runs = await Promise.all([1, 2, 3].map(() => expireUnpaidPayments(t.db, now)));
    expect(runs.filter((r) => r.expired.includes(c.paymentId))).toHaveLength(1);
    const after = await snapshot(t.db, c, itemIds);
    expect(after.stock).toEqual(given(before));
    expect(after.couponUses).toBe(0);
  });
});
