import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, orderStatusHistory, orders, stores } from '../../src/db/schema';
import { registerCustomer } from '../support/accounts';
import { insertOrder } from '../support/order-fixtures';
import { createTestApp, type TestApp } from '../support/test-app';
import {
  ADMIN,
  get,
  OTHER_SELLER,
  put,
  SELLER,
  staffToken,
  stockOf,
  storeIdOf,
  storeItem,
} from './staff-support';

describe('a seller moves their own store orders, an admin any store (decision 404)', () => {
  let t: TestApp;
  let seller: string;
  let admin: string;
  let storeId: number;
  let otherStoreId: number;
  let userId: number;

  const orderOf = async (store: number, quantity = 1, status?: string) => {
    const item = await storeItem(t.db, store);
    const lines = [{ itemId: item.id, quantity }];
    return {
      item,
      ...(await insertOrder(t.db, { userId, storeId: store, lines, ...(status && { status }) })),
    };
  };
  const deliveredCount = async () => {
    const [row] = await t.db.select({ n: stores.orderCount }).from(stores).where(eq(stores.id, storeId));
    return row!.n;
  };
  const move = (token: string, orderId: number, status: string, note?: string) =>
    put(t, '/api/v1/vendor/order/status', token, { order_id: orderId, status, ...(note && { note }) });

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    seller = await staffToken(t, SELLER);
    admin = await staffToken(t, ADMIN);
    storeId = await storeIdOf(t.db, SELLER.slug);
    otherStoreId = await storeIdOf(t.db, OTHER_SELLER.slug);
    const customer = await registerCustomer(t);
    userId = (await get(t, '/api/v1/customer/info', customer.token)).json().id;
  });
  afterAll(() => t.close());

  it("lists only the seller's store orders, newest first, with the Order shape", async () => {
    const mine1 = await orderOf(storeId, 2);
    const mine2 = await orderOf(storeId);
    const theirs = await orderOf(otherStoreId);
    const res = await get(t, '/api/v1/vendor/orders?limit=50', seller);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    const ids = body.orders.map((o: { id: number }) => o.id);
    expect(ids).toEqual([mine2.orderId, mine1.orderId]);
    expect(ids).not.toContain(theirs.orderId);
    expect(body).toMatchObject({ total_size: 2, limit: 50, offset: 1 });
    const [store] = await t.db.select().from(stores).where(eq(stores.id, storeId));
    expect(body.orders[1]).toMatchObject({
      id: mine1.orderId,
      store_id: storeId,
      store_name: store!.name,
      store_slug: SELLER.slug,
      user_id: userId,
      order_amount: mine1.item.price * 2,
      order_status: 'pending',
      payment_status: 'unpaid',
      payment_method: 'cash_on_delivery',
      details_count: 1,
      confirmed: null,
    });
    expect(body.orders[1].pending).toEqual(expect.any(String));

    const all = await get(t, '/api/v1/admin/orders?limit=50', admin);
    expect(all.json().total_size).toBe(3);
    const other = await get(t, `/api/v1/admin/orders?store_id=${otherStoreId}`, admin);
    expect(other.json().orders.map((o: { id: number }) => o.id)).toEqual([theirs.orderId]);
  });

  it('pages and filters by status', async () => {
    const page2 = await get(t, '/api/v1/vendor/orders?limit=1&offset=2', seller);
    expect(page2.json()).toMatchObject({ total_size: 2, limit: 1, offset: 2 });
    expect(page2.json().orders).toHaveLength(1);
    const none = await get(t, '/api/v1/vendor/orders?status=delivered', seller);
    expect(none.json()).toMatchObject({ total_size: 0, orders: [] });
    const bad = await get(t, '/api/v1/vendor/orders?status=lost&limit=0', seller);
    expect(bad.statusCode).toBe(403);
    expect(
      bad
        .json()
        .errors.map((e: { code: string }) => e.code)
        .sort(),
    ).toEqual(['limit', 'status']);
  });

  it('moves pending → confirmed → processing → handover → picked_up → delivered; cash is paid at delivery', async () => {
    const { orderId, item } = await orderOf(storeId, 1);
    const storeCountBefore = await deliveredCount();
    const steps = ['confirmed', 'processing', 'handover', 'picked_up', 'delivered'];
    for (const status of steps) {
      const res = await move(seller, orderId, status, `to ${status}`);
      expect(res.statusCode, `${status}: ${res.body}`).toBe(200);
      expect(res.json()).toMatchObject({
        message: 'Order status updated successfully',
        order: {
          id: orderId,
          order_status: status,
          payment_status: status === 'delivered' ? 'paid' : 'unpaid',
        },
      });
    }
    const history = await t.db
      .select({
        status: orderStatusHistory.status,
        actor: orderStatusHistory.actor,
        note: orderStatusHistory.note,
      })
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, orderId))
      .orderBy(asc(orderStatusHistory.id));
    expect(history.slice(1)).toEqual([
      { status: 'confirmed', actor: 'store', note: 'to confirmed' },
      { status: 'processing', actor: 'store', note: 'to processing' },
      { status: 'handover', actor: 'store', note: 'to handover' },
      { status: 'picked_up', actor: 'delivery_man', note: 'to picked_up' },
      { status: 'delivered', actor: 'delivery_man', note: 'to delivered' },
    ]);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row).toMatchObject({ orderStatus: 'delivered', paymentStatus: 'paid', stockReleasedAt: null });
    expect(await deliveredCount()).toBe(storeCountBefore + 1);
    const notices = await t.db.select().from(notifications).where(eq(notifications.orderId, orderId));
    expect(notices).toHaveLength(steps.length);
    // The order's details come through in the answer's timestamps too.
    const listed = (await get(t, '/api/v1/vendor/orders?status=delivered', seller)).json().orders[0];
    for (const status of ['pending', ...steps]) expect(listed[status], status).toEqual(expect.any(String));
    expect(listed.canceled).toBeNull();
    expect(await stockOf(t.db, item.id)).toBe(item.stock - 1);
  });

  it('lets a seller accept (as its delivery man), fail a delivery, and cancel: stock comes back once', async () => {
    const accepted = await orderOf(storeId);
    expect((await move(seller, accepted.orderId, 'accepted')).json().order.order_status).toBe('accepted');

    const failed = await orderOf(storeId, 1, 'picked_up');
    const fail = await move(seller, failed.orderId, 'failed');
    expect(fail.statusCode).toBe(200);
    expect(await stockOf(t.db, failed.item.id)).toBe(failed.item.stock);

    const canceled = await orderOf(storeId, 3, 'processing');
    expect((await move(seller, canceled.orderId, 'canceled')).statusCode).toBe(200);
    expect(await stockOf(t.db, canceled.item.id)).toBe(canceled.item.stock);
    const again = await move(seller, canceled.orderId, 'canceled');
    expect(again.statusCode).toBe(403);
    expect(await stockOf(t.db, canceled.item.id)).toBe(canceled.item.stock);
  });

  it("answers 404 for another store's order, and changes nothing", async () => {
    const theirs = await orderOf(otherStoreId);
    const res = await move(seller, theirs.orderId, 'confirmed');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ errors: [{ code: 'order', message: 'Not found' }] });
    expect((await move(seller, 2_000_000_000, 'confirmed')).statusCode).toBe(404);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, theirs.orderId));
    expect(row!.orderStatus).toBe('pending');
    const history = await t.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, theirs.orderId));
    expect(history).toHaveLength(1);
  });

  it('refuses a move the table does not allow with 403 and its message', async () => {
    const { orderId } = await orderOf(storeId, 1, 'delivered');
    const res = await move(seller, orderId, 'processing');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      errors: [
        { code: 'order_status', message: 'Order status can not be changed from Delivered to Processing' },
      ],
    });
    const refund = await move(seller, orderId, 'refunded');
    expect(refund.statusCode).toBe(403);
    const pendingRefund = await orderOf(storeId, 1, 'refund_requested');
    const sellerRefund = await move(seller, pendingRefund.orderId, 'refunded');
    expect(sellerRefund.json().errors[0].message).toBe(
      'You are not allowed to change this order to Refunded',
    );
    const [row] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row!.orderStatus).toBe('delivered');
  });

  it('refuses a bad body per field with 403', async () => {
    const res = await put(t, '/api/v1/vendor/order/status', seller, { order_id: 'x', status: 'shipped' });
    expect(res.statusCode).toBe(403);
    expect(
      res
        .json()
        .errors.map((e: { code: string }) => e.code)
        .sort(),
    ).toEqual(['order_id', 'status']);
  });

  it("lets an admin move any store's order, as admin (e.g. straight from handover to canceled)", async () => {
    const theirs = await orderOf(otherStoreId, 2, 'handover');
    const res = await put(t, '/api/v1/admin/order/status', admin, {
      order_id: theirs.orderId,
      status: 'canceled',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().order).toMatchObject({ id: theirs.orderId, order_status: 'canceled' });
    expect(await stockOf(t.db, theirs.item.id)).toBe(theirs.item.stock);
    const [last] = await t.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, theirs.orderId))
      .orderBy(asc(orderStatusHistory.id))
      .offset(2);
    expect(last).toMatchObject({ status: 'canceled', actor: 'admin' });
    const seller2 = await move(seller, theirs.orderId, 'confirmed');
    expect(seller2.statusCode).toBe(404);
  });

  it('moves one order once under concurrent requests', async () => {
    const { orderId, item } = await orderOf(storeId, 2);
    const answers = await Promise.all(Array.from({ length: 6 }, () => move(seller, orderId, 'canceled')));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 403, 403, 403, 403, 403]);
    expect(await stockOf(t.db, item.id)).toBe(item.stock);
    const history = await t.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, orderId));
    expect(history.map((h) => h.status)).toEqual(['pending', 'canceled']);
  });
});
