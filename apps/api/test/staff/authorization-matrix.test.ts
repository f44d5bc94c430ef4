import { buildPath, type Endpoint, endpoints } from '@bazaar/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaffSession } from '../../src/auth/staff';
import { addOns, coupons, items, orders, payoutRequests, reviews, storeSchedules } from '../../src/db/schema';
import { bearer, registerCustomer } from '../support/accounts';
import { insertOrder } from '../support/order-fixtures';
import { createTestApp, type TestApp } from '../support/test-app';
import { createCourier } from './courier-support';
import { ADMIN, COURIER, OTHER_SELLER, SELLER, staffToken, storeIdOf, storeItem } from './staff-support';

/**
 * The authorization matrix (issue 36), generated from the contract's endpoint table, so a route added
 * later is in it without anyone remembering: every vendor/*, delivery-man/* and admin/* route is tried
 * with no token, a customer's token and each staff role that is not its own. A guarded route must
 * refuse them all (401 without a staff token, 403 for a staff token of another role): a 2xx, or any
 * answer other than those, is a leak.
 */
type Named = [name: string, endpoint: Endpoint];
const guarded: Named[] = Object.entries(endpoints as Record<string, Endpoint>).filter(([, e]) =>
  ['seller', 'courier', 'admin'].includes(e.auth ?? ''),
);

/** A path whose `{params}` hold a plausible id: the guard answers before the path is looked at. */
const pathOf = (endpoint: Endpoint) =>
  `/api/v1${buildPath(endpoint.path, new Proxy({}, { get: () => '1' }) as Record<string, unknown>)}`;

describe('authorization matrix: every staff route refuses every other caller', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    tokens.customer = (await registerCustomer(t)).token;
    tokens.seller = await staffToken(t, SELLER);
    tokens.admin = await staffToken(t, ADMIN);
    tokens.courier = await createStaffSession(t.db, (await createCourier(t.db)).id);
  });
  afterAll(() => t.close());

  it('knows the staff routes it guards (the table is generated, not listed)', () => {
    const byRole = (role: string) => guarded.filter(([, e]) => e.auth === role).length;
    expect(byRole('seller')).toBeGreaterThan(0);
    expect(byRole('admin')).toBeGreaterThan(0);
  });

  it('answers 401 without a token or with a customer token, 403 with another role: 0 leaks', async () => {
    const leaks: string[] = [];
    let tried = 0;
    for (const [name, endpoint] of guarded) {
      const callers: [string, string | null, number][] = [
        ['no token', null, 401],
        ['customer', tokens.customer!, 401],
        ...(['seller', 'courier', 'admin'] as const)
          .filter((role) => role !== endpoint.auth)
          .map((role): [string, string, number] => [role, tokens[role]!, 403]),
      ];
      for (const [caller, token, expected] of callers) {
        tried++;
        const res = await t.app.inject({
          method: endpoint.method,
          url: pathOf(endpoint),
          headers: token ? bearer(token) : {},
          ...(endpoint.body && endpoint.bodyType !== 'multipart' && { payload: {} }),
        });
        if (res.statusCode !== expected) leaks.push(`${name} as ${caller}: ${res.statusCode}`);
        else expect(res.json().errors?.[0]?.code, `${name} as ${caller}`).toBeTruthy();
      }
    }
    console.info(`authorization matrix: ${guarded.length} routes, ${tried} calls, ${leaks.length} leaks`);
    expect(leaks).toEqual([]);
  });
});

/**
 * Ownership (issue 36): a seller's and a courier's routes that name a thing by id, tried with the id of
 * another store's (or courier's) thing. Each must answer 404, as a missing id does, and change nothing.
 * A route added later that takes an id fails the coverage check until a probe here says how to try it.
 */
type Others = {
  order: number;
  /** Another courier's order (assigned to them, on its way), and an order not offered to ours. */
  theirDelivery: number;
  notOffered: number;
  item: number;
  addOn: number;
  schedule: number;
  coupon: number;
  review: number;
  payout: number;
  courierPayout: number;
};
type Probe = { params?: object; query?: object; body?: object };
const PROBES: Record<string, (o: Others) => Probe> = {
  vendorOrderStatus: (o) => ({ body: { order_id: o.order, status: 'confirmed' } }),
  vendorWithdrawDetails: (o) => ({ params: { id: o.payout } }),
  courierWithdrawDetails: (o) => ({ params: { id: o.courierPayout } }),
  vendorItemDetails: (o) => ({ params: { id: o.item } }),
  vendorItemUpdate: (o) => ({ params: { id: o.item }, body: { price: 1 } }),
  vendorItemStatus: (o) => ({ body: { id: o.item, status: 0 } }),
  vendorItemDelete: (o) => ({ params: { id: o.item } }),
  vendorItemStock: (o) => ({ body: { id: o.item, stock: 1 } }),
  vendorAddOnUpdate: (o) => ({ params: { id: o.addOn }, body: { name: 'Taken', price: 1 } }),
  vendorAddOnDelete: (o) => ({ params: { id: o.addOn } }),
  vendorScheduleDelete: (o) => ({ params: { id: o.schedule } }),
  vendorCoupon: (o) => ({ params: { id: o.coupon } }),
  vendorCouponUpdate: (o) => ({ params: { id: o.coupon }, body: { title: 'Taken' } }),
  vendorCouponStatus: (o) => ({ params: { id: o.coupon }, body: { status: 0 } }),
  vendorCouponDelete: (o) => ({ params: { id: o.coupon } }),
  vendorReviewReply: (o) => ({ body: { review_id: o.review, reply: 'Thank you' } }),
  vendorReviews: (o) => ({ query: { item_id: o.item } }),
  vendorOrderDetails: (o) => ({ query: { order_id: o.order } }),
  vendorOrderCancel: (o) => ({ body: { order_id: o.order, reason: 'Out of stock' } }),
  vendorAssignCourier: (o) => ({ body: { order_id: o.order, delivery_man_id: 1 } }),
  courierOrderDetails: (o) => ({ query: { order_id: o.theirDelivery } }),
  courierAcceptOrder: (o) => ({ body: { order_id: o.notOffered } }),
  courierOrderStatus: (o) => ({ body: { order_id: o.theirDelivery, status: 'delivered', otp: '0000' } }),
  courierPaymentStatus: (o) => ({ body: { order_id: o.theirDelivery, status: 'paid' } }),
};
/** Ids that name shared things (a category, a zone), or the caller's own choices: nothing to own. */
const SHARED_IDS = new Set(['category_id', 'zone_id', 'add_on_ids']);

const idInputs = (e: Endpoint) =>
  [e.params, e.query, e.body as { shape?: object } | undefined]
    .flatMap((schema) => Object.keys((schema as { shape?: object } | undefined)?.shape ?? {}))
    .filter((key) => (key === 'id' || key.endsWith('_id') || key.endsWith('_ids')) && !SHARED_IDS.has(key));

describe("authorization matrix: another store's or courier's ids answer 404 and change nothing", () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  let others: Others;

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    tokens.seller = await staffToken(t, SELLER);
    tokens.courier = await staffToken(t, COURIER);
    const theirStore = await storeIdOf(t.db, OTHER_SELLER.slug);
    const customer = await registerCustomer(t);
    const userId = (
      await t.app.inject({ url: '/api/v1/customer/info', headers: bearer(customer.token) })
    ).json().id as number;
    const item = await storeItem(t.db, theirStore);
    const order = await insertOrder(t.db, {
      userId,
      storeId: theirStore,
      lines: [{ itemId: item.id, quantity: 1 }],
    });
    const [addOn] = await t.db
      .insert(addOns)
      .values({ storeId: theirStore, name: 'Theirs', price: 10 })
      .returning();
    const [schedule] = await t.db
      .insert(storeSchedules)
      .values({ storeId: theirStore, day: 3, openingTime: '01:00', closingTime: '02:00' })
      .returning();
    const [coupon] = await t.db
      .insert(coupons)
      .values({
        title: 'Theirs',
        code: 'THEIRS-ONLY',
        startDate: '2020-01-01',
        expireDate: '2099-12-31',
        discount: 10,
        discountType: 'percent',
        storeId: theirStore,
      })
      .returning();
    const [review] = await t.db
      .insert(reviews)
      .values({ itemId: item.id, userId, rating: 4, comment: 'Good' })
      .returning();
    const account = { account_title: 'Their Shop', mobile: '03001234567' };
    const [payout] = await t.db
      .insert(payoutRequests)
      .values({ storeId: theirStore, amount: 100, method: 'jazzcash', account })
      .returning();
    const otherCourier = await createCourier(t.db);
    const theirDelivery = await insertOrder(t.db, {
      userId,
      storeId: theirStore,
      lines: [{ itemId: item.id, quantity: 1 }],
      status: 'picked_up',
    });
    await t.db
      .update(orders)
      .set({ deliveryManId: otherCourier.id })
      .where(eq(orders.id, theirDelivery.orderId));
    // A confirmed order of a Lahore store: never offered to the Islamabad courier.
    const notOffered = await insertOrder(t.db, {
      userId,
      storeId: theirStore,
      lines: [{ itemId: item.id, quantity: 1 }],
      status: 'confirmed',
    });
    const [courierPayout] = await t.db
      .insert(payoutRequests)
      .values({ courierId: otherCourier.id, amount: 100, method: 'easypaisa', account })
      .returning();
    others = {
      order: order.orderId,
      theirDelivery: theirDelivery.orderId,
      notOffered: notOffered.orderId,
      item: item.id,
      addOn: addOn!.id,
      schedule: schedule!.id,
      coupon: coupon!.id,
      review: review!.id,
      payout: payout!.id,
      courierPayout: courierPayout!.id,
    };
  });
  afterAll(() => t.close());

  it('has a probe for every seller and courier route that takes an id', () => {
    const unprobed = Object.entries(endpoints as Record<string, Endpoint>)
      .filter(
        ([name, e]) => ['seller', 'courier'].includes(e.auth ?? '') && idInputs(e).length && !PROBES[name],
      )
      .map(([name]) => name);
    expect(unprobed).toEqual([]);
  });

  it('answers 404 to every probe: 0 leaks, and nothing of theirs changed', async () => {
    const before = await theirThings(t, others);
    const leaks: string[] = [];
    for (const [name, probe] of Object.entries(PROBES)) {
      const endpoint = (endpoints as Record<string, Endpoint>)[name]!;
      const { params, query, body } = probe(others);
      const search = query
        ? `?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`
        : '';
      const res = await t.app.inject({
        method: endpoint.method,
        url: `/api/v1${buildPath(endpoint.path, params as Record<string, unknown>)}${search}`,
        headers: bearer(tokens[endpoint.auth!]!),
        ...(body && { payload: body }),
      });
      if (res.statusCode !== 404) leaks.push(`${name}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    }
    console.info(`ownership matrix: ${Object.keys(PROBES).length} routes probed, ${leaks.length} leaks`);
    expect(leaks).toEqual([]);
    expect(await theirThings(t, others)).toEqual(before);
  });
});

/** Everything the probes could have changed, as stored. */
async function theirThings(t: TestApp, o: Others) {
  const one = async <T>(rows: Promise<T[]>) => (await rows)[0];
  return {
    order: await one(t.db.select().from(orders).where(eq(orders.id, o.order))),
    theirDelivery: await one(t.db.select().from(orders).where(eq(orders.id, o.theirDelivery))),
    notOffered: await one(t.db.select().from(orders).where(eq(orders.id, o.notOffered))),
    item: await one(t.db.select().from(items).where(eq(items.id, o.item))),
    addOn: await one(t.db.select().from(addOns).where(eq(addOns.id, o.addOn))),
    schedule: await one(t.db.select().from(storeSchedules).where(eq(storeSchedules.id, o.schedule))),
    coupon: await one(t.db.select().from(coupons).where(eq(coupons.id, o.coupon))),
    review: await one(t.db.select().from(reviews).where(eq(reviews.id, o.review))),
    payout: await one(t.db.select().from(payoutRequests).where(eq(payoutRequests.id, o.payout))),
  };
}
