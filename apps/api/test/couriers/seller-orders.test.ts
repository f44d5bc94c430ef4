import { isAvailableToStore } from '@bazaar/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findCourier, reachOf } from '../../src/commerce/couriers';
import { auditLog, orders } from '../../src/db/schema';
import {
  get,
  OTHER_SELLER,
  put,
  SELLER,
  staffToken,
  stockOf,
  storeIdOf,
  storeItem,
} from '../staff/staff-support';
import { registerCustomer } from '../support/accounts';
import { insertOrder } from '../support/order-fixtures';
import { createTestApp, type TestApp } from '../support/test-app';
import { courierWithToken, orderIn, orderRow, storeOfAnotherZone, storeWithZone } from './delivery-support';

// Issue 36, item 5 (decision 407): the seller's order in full, cancel with a reason, couriers to assign
// and assigning one; the delivery verification code is the customer's alone.

type Courier = Awaited<ReturnType<typeof courierWithToken>>;

describe('a seller’s orders and couriers (vendor/*)', () => {
  let t: TestApp;
  let seller: string;
  let otherSeller: string;
  let customer: { token: string; id: number; f_name: string; l_name: string };
  let home: { id: number; zoneId: number | null };
  let away: { id: number; zoneId: number | null };
  let market: Courier;
  let own: Courier;
  let faraway: Courier;
  let sleeping: Courier;
  const order = (storeId: number, status: string, courierId?: number) =>
    orderIn(t.db, { userId: customer.id, storeId, status, courierId });
  const details = (token: string, id: number) => get(t, `/api/v1/vendor/order-details?order_id=${id}`, token);
  const cancel = (token: string, id: number, reason?: string) =>
    put(t, '/api/v1/vendor/order/cancel', token, { order_id: id, reason });
  const assign = (id: number, courierId: number, token = seller) =>
    put(t, '/api/v1/vendor/order/assign-courier', token, { order_id: id, delivery_man_id: courierId });

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    seller = await staffToken(t, SELLER);
    otherSeller = await staffToken(t, OTHER_SELLER);
    const registered = await registerCustomer(t);
    const info = (await get(t, '/api/v1/customer/info', registered.token)).json();
    customer = { token: registered.token, id: info.id, f_name: info.f_name, l_name: info.l_name };
    home = await storeWithZone(t.db, await storeIdOf(t.db, SELLER.slug));
    away = await storeOfAnotherZone(t.db, home.zoneId!);
    market = await courierWithToken(t.db, { zoneId: home.zoneId! });
    own = await courierWithToken(t.db, { storeId: home.id, online: false });
    faraway = await courierWithToken(t.db, { zoneId: away.zoneId! });
    sleeping = await courierWithToken(t.db, { zoneId: home.zoneId!, online: false });
  });
  afterAll(() => t.close());

  it('answers one of its orders in full for the invoice, never with the delivery code; another store’s is 404', async () => {
    const item = await storeItem(t.db, home.id);
    const { orderId } = await insertOrder(t.db, {
      userId: customer.id,
      storeId: home.id,
      status: 'confirmed',
      lines: [{ itemId: item.id, quantity: 2 }],
    });
    const res = await details(seller, orderId);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.order).toMatchObject({
      id: orderId,
      order_amount: item.price * 2,
      order_status: 'confirmed',
    });
    expect(body.details).toEqual([
      expect.objectContaining({
        item_id: item.id,
        quantity: 2,
        price: item.price,
        variation: [],
        add_ons: [],
      }),
    ]);
    expect(body.customer).toMatchObject({
      id: customer.id,
      f_name: customer.f_name,
      l_name: customer.l_name,
    });
    expect(body.store).toMatchObject({ id: home.id, name: expect.any(String) });
    expect(body.delivery_man).toBeNull();
    expect(body.history.map((h: { status: string }) => h.status)).toEqual(['pending', 'confirmed']);
    const code = (await orderRow(t.db, orderId)).deliveryVerificationCode;
    expect(res.body).not.toContain('delivery_verification_code');
    expect(res.body).not.toContain(`"${code}"`);
    expect((await details(otherSeller, orderId)).statusCode).toBe(404);
    expect((await details(seller, 999_999)).statusCode).toBe(404);
  });

  it('cancels with a reason: stock back exactly once, reason kept, audited; refused once handed over', async () => {
    const item = await storeItem(t.db, home.id, 10);
    const before = await stockOf(t.db, item.id);
    const { orderId } = await insertOrder(t.db, {
      userId: customer.id,
      storeId: home.id,
      status: 'confirmed',
      lines: [{ itemId: item.id, quantity: 3 }],
    });
    expect(await stockOf(t.db, item.id)).toBe(before - 3);
    const shown = () => t.app.inject({ url: `/api/v1/items/details/${item.id}` });
    expect((await shown()).json().stock).toBe(before - 3);
    const blank = await cancel(seller, orderId, ' ');
    expect(blank.statusCode).toBe(403);
    expect(blank.json().errors[0].code).toBe('reason');
    expect((await cancel(otherSeller, orderId, 'Out of stock')).statusCode).toBe(404);
    const done = await cancel(seller, orderId, 'The last units were damaged');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({
      message: 'Order canceled successfully',
      order: { order_status: 'canceled', cancellation_reason: 'The last units were damaged' },
    });
    expect(await stockOf(t.db, item.id)).toBe(before);
    // Shoppers see the stock back on the next read of the item (the commit's change notice).
    await t.app.changes.fence();
    expect((await shown()).json().stock).toBe(before);
    expect((await cancel(seller, orderId, 'Again')).statusCode).toBe(403);
    expect(await stockOf(t.db, item.id)).toBe(before);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(orderId)), eq(auditLog.action, 'order.cancel')));
    expect(audit).toMatchObject({ actorRole: 'seller', storeId: home.id });
    expect(audit!.after).toMatchObject({
      order_status: 'canceled',
      cancellation_reason: 'The last units were damaged',
    });

    for (const status of ['handover', 'picked_up', 'delivered']) {
      const late = await order(home.id, status);
      const refused = await cancel(seller, late, 'Too late');
      expect(refused.statusCode, status).toBe(403);
      expect(refused.json().errors[0].code).toBe('order_status');
    }
  });

  it('lists the couriers it may assign: its own, and the market’s online in its zone (the domain rule)', async () => {
    const res = await get(t, '/api/v1/vendor/delivery-man/list?limit=100', seller);
    expect(res.statusCode, res.body).toBe(200);
    const listed: number[] = res.json().delivery_men.map((c: { id: number }) => c.id);
    for (const c of [market, own, faraway, sleeping]) {
      const row = (await findCourier(t.db, c.id))!;
      expect(listed.includes(c.id), `courier ${c.id}`).toBe(isAvailableToStore(reachOf(row), home));
    }
    expect(listed).toEqual(expect.arrayContaining([market.id, own.id]));
    expect(listed[0]).toBe(own.id); // its own first
    expect(res.json().delivery_men.find((c: { id: number }) => c.id === own.id)).toMatchObject({
      own: true,
      online: false,
      current_orders: 0,
    });
    const theirs = await get(t, '/api/v1/vendor/delivery-man/list?limit=100', otherSeller);
    expect(theirs.json().delivery_men.map((c: { id: number }) => c.id)).not.toContain(own.id);
  });

  it('assigns and swaps a courier until picked up; a courier not available to it, or another store’s order, is 404', async () => {
    const id = await order(home.id, 'confirmed');
    const first = await assign(id, market.id);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      message: 'Courier assigned successfully',
      order: { order_status: 'confirmed', delivery_man: { id: market.id, name: market.name } },
    });
    expect((await assign(id, own.id)).json().order.delivery_man.id).toBe(own.id);
    for (const unavailable of [faraway.id, sleeping.id, 999_999]) {
      const res = await assign(id, unavailable);
      expect(res.statusCode).toBe(404);
      expect(res.json().errors[0]).toEqual({ code: 'delivery_man_id', message: 'Courier not found' });
    }
    expect((await assign(id, market.id, otherSeller)).statusCode).toBe(404);
    expect((await orderRow(t.db, id)).deliveryManId).toBe(own.id);
    const current = await get(t, '/api/v1/delivery-man/current-orders?limit=100', own.token);
    expect(current.json().orders.map((o: { id: number }) => o.id)).toContain(id);

    const gone = await order(home.id, 'picked_up', market.id);
    expect((await assign(gone, own.id)).json().errors).toEqual([
      { code: 'order_status', message: 'A courier can be assigned only until the order is picked up' },
    ]);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(id)), eq(auditLog.action, 'order.assign_courier')));
    expect(audits.map((a) => (a.after as { delivery_man_id: number }).delivery_man_id)).toEqual([
      market.id,
      own.id,
    ]);
  });

  it('the customer sees their delivery code and courier on their own order; nobody else sees it', async () => {
    const id = await order(home.id, 'confirmed', market.id);
    const code = (await orderRow(t.db, id)).deliveryVerificationCode;
    expect(code).toMatch(/^\d{4}$/);
    const own = await get(t, `/api/v1/customer/order/details?order_id=${id}`, customer.token);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().order).toMatchObject({
      delivery_verification_code: code,
      delivery_man: { id: market.id, name: market.name },
    });
    const stranger = await registerCustomer(t);
    expect((await get(t, `/api/v1/customer/order/details?order_id=${id}`, stranger.token)).statusCode).toBe(
      404,
    );
    for (const [token, url] of [
      [customer.token, '/api/v1/customer/order/list?limit=100'],
      [seller, '/api/v1/vendor/orders?limit=100'],
      [market.token, '/api/v1/delivery-man/current-orders?limit=100'],
    ] as const) {
      const res = await get(t, url, token);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toContain('delivery_verification_code');
    }
    const rows = await t.db.select({ id: orders.id }).from(orders).where(eq(orders.id, id));
    expect(rows).toHaveLength(1);
  });
});
