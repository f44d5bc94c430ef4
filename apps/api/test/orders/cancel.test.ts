import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { walletBalance } from '../../src/commerce/wallet';
import { notifications, orderStatusHistory, orders, outbox, walletTransactions } from '../../src/db/schema';
import { bearer } from '../support/accounts';
import { insertOrder, itemWithStock } from '../support/order-fixtures';
import type { TestApp } from '../support/test-app';
import { ordersTestApp, put, shopper, statusOf, stockOf } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await ordersTestApp();
});
afterAll(() => t.close());

const cancel = (token: string, orderId: number, reason = 'Ordered by mistake') =>
  put(t, token, '/customer/order/cancel', { order_id: orderId, reason });

const refunds = (orderId: number) =>
  t.db
    .select()
    .from(walletTransactions)
    .where(
      and(
        eq(walletTransactions.transactionType, 'order_refund'),
        eq(walletTransactions.reference, `order:${orderId}`),
      ),
    );

describe('customer/order/cancel', () => {
  it('cancels a pending order: stock back exactly, history, notice; a second cancel is refused', async () => {
    const a = await shopper(t);
    const item = await itemWithStock(t.db, 10);
    const before = await stockOf(t, item.id);
    const { orderId } = await insertOrder(t.db, {
      userId: a.userId,
      lines: [{ itemId: item.id, quantity: 3 }],
    });
    expect(await stockOf(t, item.id)).toBe(before - 3);

    const res = await cancel(a.token, orderId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Order canceled successfully');
    expect(res.json().order).toMatchObject({
      id: orderId,
      order_status: 'canceled',
      payment_status: 'unpaid',
    });
    expect(Date.parse(res.json().order.canceled)).not.toBeNaN();
    expect(await stockOf(t, item.id)).toBe(before);
    const history = await t.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, orderId));
    expect(history.filter((h) => h.status === 'canceled')).toEqual([
      expect.objectContaining({ actor: 'customer', note: 'Ordered by mistake' }),
    ]);
    const notices = await t.db.select().from(notifications).where(eq(notifications.orderId, orderId));
    expect(notices).toEqual([
      expect.objectContaining({ userId: a.userId, type: 'order_status', title: `Order #${orderId}` }),
    ]);
    const pushes = (await t.db.select().from(outbox)).filter((row) => row.payload.order_id === orderId);
    expect(pushes).toHaveLength(1);

    const again = await cancel(a.token, orderId);
    expect(again.statusCode).toBe(403);
    expect(again.json().errors).toEqual([
      { code: 'order_status', message: 'This order can no longer be canceled' },
    ]);
    expect(await stockOf(t, item.id)).toBe(before);
    expect(await t.db.select().from(notifications).where(eq(notifications.orderId, orderId))).toHaveLength(1);
  });

  it('cancels a confirmed wallet-paid order and credits the wallet once, through the ledger', async () => {
    const a = await shopper(t);
    const item = await itemWithStock(t.db, 5);
    const { orderId } = await insertOrder(t.db, {
      userId: a.userId,
      status: 'confirmed',
      paymentMethod: 'wallet',
      paymentStatus: 'paid',
      lines: [{ itemId: item.id, quantity: 2, price: 450 }],
    });
    expect(await walletBalance(t.db, a.userId)).toBe(-900);
    const res = await cancel(a.token, orderId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().order).toMatchObject({ order_status: 'canceled', payment_status: 'paid' });
    expect(await walletBalance(t.db, a.userId)).toBe(0);
    expect(await refunds(orderId)).toEqual([
      expect.objectContaining({ credit: 900, debit: 0, userId: a.userId }),
    ]);

    expect((await cancel(a.token, orderId)).statusCode).toBe(403);
    expect(await refunds(orderId)).toHaveLength(1);
    expect(await walletBalance(t.db, a.userId)).toBe(0);
  });

  it('does not credit an unpaid cash order', async () => {
    const a = await shopper(t);
    const { orderId } = await insertOrder(t.db, { userId: a.userId });
    expect((await cancel(a.token, orderId)).statusCode).toBe(200);
    expect(await refunds(orderId)).toEqual([]);
    expect(await walletBalance(t.db, a.userId)).toBe(0);
  });

  it.each([
    'processing',
    'picked_up',
    'delivered',
  ])('refuses a %s order with the domain message', async (status) => {
    const a = await shopper(t);
    const item = await itemWithStock(t.db, 5);
    const { orderId } = await insertOrder(t.db, {
      userId: a.userId,
      status,
      lines: [{ itemId: item.id, quantity: 1 }],
    });
    const stock = await stockOf(t, item.id);
    const res = await cancel(a.token, orderId);
    expect(res.statusCode).toBe(403);
    expect(res.json().errors).toEqual([
      { code: 'order_status', message: 'This order can no longer be canceled' },
    ]);
    expect(await statusOf(t, orderId)).toBe(status);
    expect(await stockOf(t, item.id)).toBe(stock);
  });

  it('needs a reason: blank or missing is a 403 field error and nothing changes', async () => {
    const a = await shopper(t);
    const { orderId } = await insertOrder(t.db, { userId: a.userId });
    for (const payload of [{ order_id: orderId, reason: '   ' }, { order_id: orderId }]) {
      const res = await put(t, a.token, '/customer/order/cancel', payload);
      expect(res.statusCode).toBe(403);
      expect(res.json().errors).toEqual([
        { code: 'reason', message: 'A reason is required to cancel an order' },
      ]);
    }
    const missingId = await put(t, a.token, '/customer/order/cancel', { reason: 'x' });
    expect(missingId.statusCode).toBe(403);
    expect(missingId.json().errors[0].code).toBe('order_id');
    expect(await statusOf(t, orderId)).toBe('pending');
  });

  it('of 10 cancels sent together exactly one succeeds and the stock comes back once', async () => {
    const a = await shopper(t);
    const item = await itemWithStock(t.db, 10);
    const before = await stockOf(t, item.id);
    const { orderId } = await insertOrder(t.db, {
      userId: a.userId,
      paymentMethod: 'wallet',
      paymentStatus: 'paid',
      lines: [{ itemId: item.id, quantity: 4, price: 100 }],
    });
    const answers = await Promise.all(Array.from({ length: 10 }, () => cancel(a.token, orderId)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, ...Array(9).fill(403)]);
    expect(await stockOf(t, item.id)).toBe(before);
    expect(await refunds(orderId)).toHaveLength(1);
    expect(await walletBalance(t.db, a.userId)).toBe(0);
    const history = await t.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, orderId));
    expect(history.filter((h) => h.status === 'canceled')).toHaveLength(1);
  });
});

describe("another customer's order is 404 everywhere", () => {
  it('B gets 404 for every call with A’s order id and A’s order is untouched', async () => {
    const a = await shopper(t);
    const b = await shopper(t);
    const item = await itemWithStock(t.db, 5);
    const { orderId } = await insertOrder(t.db, {
      userId: a.userId,
      lines: [{ itemId: item.id, quantity: 1 }],
    });
    const { orderId: delivered } = await insertOrder(t.db, { userId: a.userId, status: 'delivered' });
    const stock = await stockOf(t, item.id);
    const calls = [
      { method: 'GET' as const, url: `/customer/order/details?order_id=${orderId}` },
      { method: 'GET' as const, url: `/customer/order/track?order_id=${orderId}` },
      {
        method: 'PUT' as const,
        url: '/customer/order/cancel',
        payload: { order_id: orderId, reason: 'mine now' },
      },
      { method: 'POST' as const, url: '/customer/order/reorder', payload: { order_id: orderId } },
      {
        method: 'POST' as const,
        url: '/customer/order/refund-request',
        payload: { order_id: delivered, reason: 'x' },
      },
      {
        method: 'PUT' as const,
        url: '/customer/order/refund-request/cancel',
        payload: { order_id: delivered },
      },
    ];
    for (const call of calls) {
      const res = await t.app.inject({ ...call, url: `/api/v1${call.url}`, headers: bearer(b.token) });
      expect(res.statusCode, `${call.method} ${call.url}: ${res.body}`).toBe(404);
      expect(res.json().errors).toEqual([{ code: 'order', message: 'Not found' }]);
    }
    const list = await t.app.inject({ url: '/api/v1/customer/order/list', headers: bearer(b.token) });
    expect(list.json()).toMatchObject({ total_size: 0, orders: [] });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row).toMatchObject({ orderStatus: 'pending', stockReleasedAt: null });
    expect(await statusOf(t, delivered)).toBe('delivered');
    expect(await stockOf(t, item.id)).toBe(stock);
  });
});
