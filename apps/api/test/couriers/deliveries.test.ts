import { isOfferedTo, isOrderStatus } from '@bazaar/domain';
import { DEMO_COURIER_PASSWORD, DEMO_COURIERS } from '@bazaar/seed';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findCourier, reachOf } from '../../src/commerce/couriers';
import { auditLog, orderStatusHistory, orders } from '../../src/db/schema';
import { get, OTHER_SELLER, put, SELLER, staffToken, storeIdOf } from '../staff/staff-support';
import { bearer, registerCustomer } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/test-app';
import { courierWithToken, orderIn, orderRow, storeOfAnotherZone, storeWithZone } from './delivery-support';

// Issue 36, item 8 (decision 407): couriers sign in, go online, see what is offered and theirs, accept
// (one winner), pick up, deliver only with the customer's code, record cash collected.

type Courier = Awaited<ReturnType<typeof courierWithToken>>;
const ids = (res: { json: () => { orders: { id: number }[] } }) => res.json().orders.map((o) => o.id);

describe('couriers on delivery-man/*', () => {
  let t: TestApp;
  let userId: number;
  let seller: string;
  let home: { id: number; zoneId: number | null };
  let away: { id: number; zoneId: number | null };
  let alice: Courier;
  let bob: Courier;
  const order = (
    storeId: number,
    status: string,
    more: { courierId?: number; paymentMethod?: string } = {},
  ) => orderIn(t.db, { userId, storeId, status, ...more });
  const move = (c: Courier, orderId: number, status: string, otp?: string) =>
    put(t, '/api/v1/delivery-man/update-order-status', c.token, { order_id: orderId, status, otp });
  const accept = (c: Courier, orderId: number) =>
    put(t, '/api/v1/delivery-man/accept-order', c.token, { order_id: orderId });
  const sellerMove = (orderId: number, status: string) =>
    put(t, '/api/v1/vendor/order/status', seller, { order_id: orderId, status });

  beforeAll(async () => {
    t = await createTestApp({
      seed: true,
      rateLimits: { deliveryCodeFailuresPerOrder: { limit: 3, windowMs: 3_600_000 } },
    });
    const customer = await registerCustomer(t);
    userId = (await get(t, '/api/v1/customer/info', customer.token)).json().id;
    seller = await staffToken(t, SELLER);
    home = await storeWithZone(t.db, await storeIdOf(t.db, SELLER.slug));
    away = await storeOfAnotherZone(t.db, home.zoneId!);
    alice = await courierWithToken(t.db, { zoneId: home.zoneId! });
    bob = await courierWithToken(t.db, { zoneId: home.zoneId! });
  });
  afterAll(() => t.close());

  it('signs couriers in at auth/delivery-man/login and sellers at auth/vendor/login, each its own role only', async () => {
    const login = (url: string, email: string, password: string) =>
      t.app.inject({ method: 'POST', url: `/api/v1/auth/${url}/login`, payload: { email, password } });
    const courier = DEMO_COURIERS[0]!;
    const asCourier = await login('delivery-man', courier.email, DEMO_COURIER_PASSWORD);
    expect(asCourier.statusCode, asCourier.body).toBe(200);
    expect(asCourier.json()).toMatchObject({ role: 'courier', token: expect.any(String) });
    const asSeller = await login('vendor', SELLER.email, SELLER.password);
    expect(asSeller.json()).toMatchObject({ role: 'seller', store_id: home.id });
    for (const [url, email, password] of [
      ['vendor', courier.email, DEMO_COURIER_PASSWORD],
      ['delivery-man', SELLER.email, SELLER.password],
    ] as const) {
      const refused = await login(url, email, password);
      expect(refused.statusCode).toBe(401);
      expect(refused.json().errors[0].code).toBe('auth-001');
    }
    const token = asCourier.json().token as string;
    expect((await get(t, '/api/v1/delivery-man/profile', token)).statusCode).toBe(200);
    expect((await get(t, '/api/v1/vendor/orders', token)).statusCode).toBe(403);
    expect((await get(t, '/api/v1/delivery-man/profile', seller)).statusCode).toBe(403);
    const customer = await registerCustomer(t);
    expect((await get(t, '/api/v1/delivery-man/profile', customer.token)).statusCode).toBe(401);
  });

  it('answers the profile and goes offline and online again, audited', async () => {
    const profile = await get(t, '/api/v1/delivery-man/profile', alice.token);
    expect(profile.json()).toMatchObject({
      id: alice.id,
      zone_id: home.zoneId,
      store_id: null,
      type: 'freelancer',
      identity_type: 'nid',
      online: true,
      current_orders: 0,
      delivered_orders: 0,
    });
    const off = await put(t, '/api/v1/delivery-man/update-active-status', alice.token, { status: 'offline' });
    expect(off.json()).toEqual({
      message: 'You are offline: no new orders will be offered to you',
      online: false,
    });
    const offered = await order(home.id, 'confirmed');
    expect(ids(await get(t, '/api/v1/delivery-man/latest-orders', alice.token))).not.toContain(offered);
    expect(await accept(alice, offered).then((r) => r.json().errors)).toEqual([
      { code: 'active_status', message: 'Go online to accept orders' },
    ]);
    const on = await put(t, '/api/v1/delivery-man/update-active-status', alice.token, { status: 'online' });
    expect(on.json().online).toBe(true);
    expect(ids(await get(t, '/api/v1/delivery-man/latest-orders?limit=100', alice.token))).toContain(offered);
    const trail = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'courier'), eq(auditLog.actorId, alice.id)));
    expect(trail.map((a) => a.after)).toEqual([{ online: false }, { online: true }]);
  });

  it('offers each courier exactly the orders the domain rule offers them (zone, own store, online)', async () => {
    const own = await courierWithToken(t.db, { storeId: home.id });
    const faraway = await courierWithToken(t.db, { zoneId: away.zoneId! });
    const sleeping = await courierWithToken(t.db, { zoneId: home.zoneId!, online: false });
    const fixture = [
      await order(home.id, 'confirmed'),
      await order(home.id, 'processing'),
      await order(home.id, 'pending'),
      await order(home.id, 'handover'),
      await order(home.id, 'canceled'),
      await order(home.id, 'confirmed', { courierId: bob.id }),
      await order(away.id, 'confirmed'),
      await order(away.id, 'processing'),
    ];
    const offeredIn = async (c: Courier) => {
      const res = await get(t, '/api/v1/delivery-man/latest-orders?limit=100', c.token);
      expect(res.statusCode, res.body).toBe(200);
      return ids(res).filter((id: number) => fixture.includes(id));
    };
    const expected = async (c: Courier) => {
      const reach = reachOf((await findCourier(t.db, c.id))!);
      const wanted: number[] = [];
      for (const id of fixture) {
        const row = await orderRow(t.db, id);
        const zone = row.storeId === home.id ? home.zoneId : away.zoneId;
        const status = isOrderStatus(row.orderStatus) ? row.orderStatus : 'pending';
        const candidate = { ...row, status, storeZoneId: zone };
        if (isOfferedTo(candidate, reach)) wanted.push(id);
      }
      return wanted.sort((a, b) => b - a);
    };
    for (const c of [alice, own, faraway, sleeping]) expect(await offeredIn(c)).toEqual(await expected(c));
    // Not vacuous: the zone's couriers and the store's own see its two open orders, the other zone's its own.
    expect(await offeredIn(alice)).toEqual([fixture[1], fixture[0]]);
    expect(await offeredIn(own)).toEqual([fixture[1], fixture[0]]);
    expect(await offeredIn(faraway)).toEqual([fixture[7], fixture[6]]);
    expect(await offeredIn(sleeping)).toEqual([]);
  });

  it('shows an order offered to the courier or theirs, never its code; any other is 404', async () => {
    const offered = await order(home.id, 'confirmed');
    const bobs = await order(home.id, 'processing', { courierId: bob.id });
    const elsewhere = await order(away.id, 'confirmed');
    const details = await get(t, `/api/v1/delivery-man/order-details?order_id=${offered}`, alice.token);
    expect(details.statusCode, details.body).toBe(200);
    const [store] = [await storeWithZone(t.db, home.id)];
    expect(details.json().order).toMatchObject({ id: offered, store_id: store!.id, delivery_man: null });
    expect(details.json().order.store_address).toEqual(expect.any(String));
    expect(details.json().details).toHaveLength(1);
    const code = (await orderRow(t.db, offered)).deliveryVerificationCode;
    expect(details.body).not.toContain('delivery_verification_code');
    expect(details.body).not.toContain(`"${code}"`);
    for (const id of [bobs, elsewhere, 999_999]) {
      const res = await get(t, `/api/v1/delivery-man/order-details?order_id=${id}`, alice.token);
      expect(res.statusCode).toBe(404);
    }
    expect((await get(t, `/api/v1/delivery-man/order-details?order_id=${bobs}`, bob.token)).statusCode).toBe(
      200,
    );
  });

  it('of two couriers accepting at once exactly one wins; the other is told 409', async () => {
    const id = await order(home.id, 'confirmed');
    const answers = await Promise.all([accept(alice, id), accept(bob, id)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const lost = answers.find((a) => a.statusCode === 409)!;
    expect(lost.json().errors).toEqual([
      { code: 'conflict', message: 'Another courier has already accepted this order' },
    ]);
    const won = answers.find((a) => a.statusCode === 200)!.json();
    expect(won.message).toBe('Order accepted successfully');
    const winner = won.order.delivery_man.id === alice.id ? alice : bob;
    expect(won.order).toMatchObject({ order_status: 'accepted', delivery_man: { id: winner.id } });
    const row = await orderRow(t.db, id);
    expect(row).toMatchObject({ deliveryManId: winner.id, orderStatus: 'accepted' });
    const history = await t.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, id));
    expect(history.filter((h) => h.status === 'accepted')).toEqual([
      expect.objectContaining({ actor: 'delivery_man' }),
    ]);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(id)), eq(auditLog.action, 'order.accept')));
    expect(audit).toMatchObject({ actorRole: 'courier', actorId: winner.id, storeId: home.id });
    // Accepting one's own again changes nothing; another zone's courier never sees it.
    expect((await accept(winner, id)).statusCode).toBe(200);
    const faraway = await courierWithToken(t.db, { zoneId: away.zoneId! });
    expect((await accept(faraway, id)).statusCode).toBe(404);
  });

  it('accepting an order the store is already preparing keeps its status', async () => {
    const id = await order(home.id, 'processing');
    const res = await accept(alice, id);
    expect(res.json().order).toMatchObject({ order_status: 'processing', delivery_man: { id: alice.id } });
  });

  it('picks up once handed over, and delivers only with the customer’s code', async () => {
    const id = await order(home.id, 'confirmed');
    expect((await accept(alice, id)).statusCode).toBe(200);
    const early = await move(alice, id, 'picked_up');
    expect(early.statusCode).toBe(403);
    expect(early.json().errors[0].code).toBe('order_status');
    expect((await sellerMove(id, 'processing')).statusCode).toBe(200);
    expect((await sellerMove(id, 'handover')).statusCode).toBe(200);
    // The courier picks it up, not the seller.
    const sellerPick = await sellerMove(id, 'picked_up');
    expect(sellerPick.json().errors).toEqual([
      {
        code: 'order_status',
        message: 'A courier is assigned to this order: the courier picks it up and delivers it',
      },
    ]);
    expect((await move(bob, id, 'picked_up')).statusCode).toBe(404);
    expect((await move(alice, id, 'picked_up')).json().order.order_status).toBe('picked_up');
    expect(
      (await get(t, '/api/v1/delivery-man/current-orders?limit=100', alice.token)).json().orders,
    ).toEqual(expect.arrayContaining([expect.objectContaining({ id, order_status: 'picked_up' })]));

    const code = (await orderRow(t.db, id)).deliveryVerificationCode;
    const wrong = code === '0000' ? '1111' : '0000';
    expect((await move(alice, id, 'delivered')).json().errors).toEqual([
      { code: 'otp', message: 'Enter the delivery verification code' },
    ]);
    const refused = await move(alice, id, 'delivered', wrong);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors).toEqual([
      { code: 'otp', message: 'The delivery verification code is not correct' },
    ]);
    expect((await orderRow(t.db, id)).orderStatus).toBe('picked_up');
    const done = await move(alice, id, 'delivered', code);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().order).toMatchObject({ order_status: 'delivered', payment_status: 'paid' });
    const current = await get(t, '/api/v1/delivery-man/current-orders?limit=100', alice.token);
    expect(ids(current)).not.toContain(id);
    expect(ids(await get(t, '/api/v1/delivery-man/all-orders?limit=100', alice.token))).toContain(id);
    expect((await get(t, '/api/v1/delivery-man/profile', alice.token)).json().delivered_orders).toBe(1);
  });

  it('limits wrong codes per order: past the limit even the right code waits (429)', async () => {
    const id = await order(home.id, 'handover', { courierId: alice.id });
    expect((await move(alice, id, 'picked_up')).statusCode).toBe(200);
    const code = (await orderRow(t.db, id)).deliveryVerificationCode;
    const wrong = code === '9999' ? '8888' : '9999';
    for (let i = 0; i < 3; i++) expect((await move(alice, id, 'delivered', wrong)).statusCode).toBe(403);
    const limited = await move(alice, id, 'delivered', code);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await orderRow(t.db, id)).orderStatus).toBe('picked_up');
  });

  it('records cash collected on the courier’s own cash-on-delivery order once it is picked up', async () => {
    const cash = await order(home.id, 'handover', { courierId: alice.id });
    const pay = (c: Courier, orderId: number) =>
      put(t, '/api/v1/delivery-man/update-payment-status', c.token, { order_id: orderId, status: 'paid' });
    expect((await pay(alice, cash)).json().errors).toEqual([
      { code: 'order_status', message: 'Cash can be collected once the order is picked up' },
    ]);
    await move(alice, cash, 'picked_up');
    expect((await pay(bob, cash)).statusCode).toBe(404);
    const paid = await pay(alice, cash);
    expect(paid.json()).toMatchObject({
      message: 'Payment status updated successfully',
      order: { payment_status: 'paid', order_status: 'picked_up' },
    });
    expect((await pay(alice, cash)).statusCode).toBe(200);
    const wallet = await order(home.id, 'handover', { courierId: alice.id, paymentMethod: 'wallet' });
    await move(alice, wallet, 'picked_up');
    expect((await pay(alice, wallet)).json().errors).toEqual([
      { code: 'payment_method', message: 'This order is not paid by cash on delivery' },
    ]);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(cash)), eq(auditLog.action, 'order.cash_collected')));
    expect(audits).toHaveLength(1);
  });

  it('another store’s seller cannot see or touch the courier’s orders', async () => {
    const other = await staffToken(t, OTHER_SELLER);
    const id = await order(home.id, 'confirmed', { courierId: alice.id });
    expect((await get(t, `/api/v1/vendor/order-details?order_id=${id}`, other)).statusCode).toBe(404);
    expect((await get(t, '/api/v1/delivery-man/latest-orders', other)).statusCode).toBe(403);
    const row = await t.db.select({ id: orders.id }).from(orders).where(eq(orders.id, id));
    expect(row).toHaveLength(1);
    expect(
      (await t.app.inject({ url: '/api/v1/delivery-man/current-orders', headers: bearer('nope') }))
        .statusCode,
    ).toBe(401);
  });
});
