import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderStatusHistory, orders, refundRequests } from '../../src/db/schema';
import { bearer, registerCustomer } from '../support/accounts';
import { insertOrder } from '../support/order-fixtures';
import { createTestApp, type TestApp } from '../support/test-app';
import {
  ADMIN,
  balanceOf,
  get,
  ledgerOf,
  put,
  SELLER,
  staffToken,
  stockOf,
  storeIdOf,
  storeItem,
} from './staff-support';

describe('an admin settles refund requests', () => {
  let t: TestApp;
  let admin: string;
  let storeId: number;
  let userId: number;

  /** A delivered order the customer asked a refund for: status refund_requested and a pending request. */
  const refundRequested = async (paymentMethod: 'cash_on_delivery' | 'wallet', quantity = 2) => {
    const item = await storeItem(t.db, storeId);
    const { orderId } = await insertOrder(t.db, {
      userId,
      storeId,
      status: 'refund_requested',
      paymentMethod,
      paymentStatus: 'paid',
      lines: [{ itemId: item.id, quantity }],
    });
    await t.db
      .insert(refundRequests)
      .values({ orderId, reason: 'Arrived broken', note: 'Box crushed', images: ['a.webp'] });
    return { orderId, item, amount: item.price * quantity };
  };
  const settle = (payload: unknown, token = admin) =>
    put(t, '/api/v1/admin/refund-request/settle', token, payload);
  const requestRow = async (orderId: number) =>
    (await t.db.select().from(refundRequests).where(eq(refundRequests.orderId, orderId)))[0]!;

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    admin = await staffToken(t, ADMIN);
    storeId = await storeIdOf(t.db, SELLER.slug);
    const customer = await registerCustomer(t);
    userId = (await get(t, '/api/v1/customer/info', customer.token)).json().id;
  });
  afterAll(() => t.close());

  it('lists pending requests with their order', async () => {
    const { orderId, amount } = await refundRequested('cash_on_delivery');
    const res = await get(t, '/api/v1/admin/refund-requests', admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ total_size: 1, limit: 20, offset: 1 });
    expect(res.json().refund_requests[0]).toMatchObject({
      order_id: orderId,
      user_id: userId,
      store_id: storeId,
      order_amount: amount,
      order_status: 'refund_requested',
      reason: 'Arrived broken',
      note: 'Box crushed',
      images: ['a.webp'],
      status: 'pending',
      admin_note: null,
    });
    const approved = await get(t, '/api/v1/admin/refund-requests?status=approved', admin);
    expect(approved.json()).toMatchObject({ total_size: 0, refund_requests: [] });
    const seller = await staffToken(t, SELLER);
    expect((await get(t, '/api/v1/admin/refund-requests', seller)).statusCode).toBe(403);
  });

  it('approves: refunded, stock back, the wallet credited once; a second approval is refused', async () => {
    const { orderId, item, amount } = await refundRequested('cash_on_delivery', 3);
    expect(await stockOf(t.db, item.id)).toBe(item.stock - 3);
    const before = await balanceOf(t.db, userId);
    const res = await settle({ order_id: orderId, action: 'approve', admin_note: 'Courier damage' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Refund approved successfully',
      order: { id: orderId, order_status: 'refunded', payment_status: 'paid' },
      refund_request: { order_id: orderId, status: 'approved', admin_note: 'Courier damage' },
    });
    expect(await balanceOf(t.db, userId)).toBe(before + amount);
    expect(await stockOf(t.db, item.id)).toBe(item.stock);
    const refunds = (await ledgerOf(t.db, userId)).filter((l) => l.transactionType === 'order_refund');
    expect(refunds.filter((l) => l.reference === `order:${orderId}`)).toHaveLength(1);

    const again = await settle({ order_id: orderId, action: 'approve' });
    expect(again.statusCode).toBe(403);
    expect(again.json()).toEqual({
      errors: [{ code: 'order_id', message: 'This order has no pending refund request' }],
    });
    expect(await balanceOf(t.db, userId)).toBe(before + amount);
    expect(await stockOf(t.db, item.id)).toBe(item.stock);
  });

  it('approves a wallet-paid order: the customer gets back exactly what was paid', async () => {
    const start = await balanceOf(t.db, userId);
    const { orderId, amount } = await refundRequested('wallet', 1);
    expect(await balanceOf(t.db, userId)).toBe(start - amount);
    expect((await settle({ order_id: orderId, action: 'approve' })).statusCode).toBe(200);
    expect(await balanceOf(t.db, userId)).toBe(start);
  });

  it('settles one request once under parallel approvals', async () => {
    const { orderId, item, amount } = await refundRequested('cash_on_delivery', 2);
    const before = await balanceOf(t.db, userId);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => settle({ order_id: orderId, action: 'approve' })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 403, 403, 403, 403]);
    expect(await balanceOf(t.db, userId)).toBe(before + amount);
    expect(await stockOf(t.db, item.id)).toBe(item.stock);
  });

  it('rejects: back to delivered with the note, no money and no stock move', async () => {
    const { orderId, item } = await refundRequested('cash_on_delivery', 1);
    const before = await balanceOf(t.db, userId);
    const noNote = await settle({ order_id: orderId, action: 'reject' });
    expect(noNote.statusCode).toBe(403);
    expect(noNote.json().errors).toEqual([
      { code: 'admin_note', message: 'A note is required to reject a refund request' },
    ]);
    expect((await requestRow(orderId)).status).toBe('pending');

    const res = await settle({ order_id: orderId, action: 'reject', admin_note: 'Photos show no damage' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Refund rejected successfully',
      order: { order_status: 'delivered' },
      refund_request: { status: 'rejected', admin_note: 'Photos show no damage' },
    });
    expect(await requestRow(orderId)).toMatchObject({
      status: 'rejected',
      adminNote: 'Photos show no damage',
    });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row).toMatchObject({ orderStatus: 'delivered', stockReleasedAt: null });
    expect(await balanceOf(t.db, userId)).toBe(before);
    expect(await stockOf(t.db, item.id)).toBe(item.stock - 1);
    const last = await t.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, orderId))
      .orderBy(asc(orderStatusHistory.id));
    expect(last.at(-1)).toMatchObject({ status: 'delivered', actor: 'admin', note: 'Photos show no damage' });
  });

  it('refuses an order without a request (403), a missing order (404) and a bad action (403)', async () => {
    const item = await storeItem(t.db, storeId);
    const { orderId } = await insertOrder(t.db, {
      userId,
      storeId,
      status: 'delivered',
      lines: [{ itemId: item.id, quantity: 1 }],
    });
    expect((await settle({ order_id: orderId, action: 'approve' })).statusCode).toBe(403);
    const missing = await settle({ order_id: 2_000_000_000, action: 'approve' });
    expect(missing.statusCode).toBe(404);
    const bad = await settle({ order_id: orderId, action: 'refund' });
    expect(bad.statusCode).toBe(403);
    expect(bad.json().errors).toEqual([{ code: 'action', message: 'Select a valid option' }]);
    const asCustomer = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/refund-request/settle',
      headers: bearer('x'.repeat(43)),
      payload: { order_id: orderId, action: 'approve' },
    });
    expect(asCustomer.statusCode).toBe(401);
  });
});
