import { pakistanDate } from '@bazaar/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../src/db/schema';
import { OTHER_SELLER, SELLER, staffToken, storeIdOf, storeItem } from '../staff/staff-support';
import { quickCustomer } from '../support/checkout';
import { insertOrder } from '../support/order-fixtures';
import { createTestApp, type TestApp } from '../support/test-app';

describe("the seller's dashboard (GET vendor/dashboard)", () => {
  let t: TestApp;
  let seller: string;
  let storeId: number;
  let otherStoreId: number;

  const dashboard = async (token: string) => {
    const res = await t.app.inject({
      url: '/api/v1/vendor/dashboard',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const orderAt = async (store: number, status?: string) => {
    const customer = await quickCustomer(t.db);
    const item = await storeItem(t.db, store);
    const lines = [{ itemId: item.id, quantity: 1 }];
    const { orderId } = await insertOrder(t.db, {
      userId: customer.id,
      storeId: store,
      lines,
      ...(status && { status }),
    });
    const [row] = await t.db
      .select({ amount: orders.orderAmount })
      .from(orders)
      .where(eq(orders.id, orderId));
    return { id: orderId, amount: row!.amount };
  };

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    seller = await staffToken(t, SELLER);
    storeId = await storeIdOf(t.db, SELLER.slug);
    otherStoreId = await storeIdOf(t.db, OTHER_SELLER.slug);
  });
  afterAll(() => t.close());

  it("counts today's orders and sales of the seller's store only; canceled orders are not sales", async () => {
    const before = await dashboard(seller);
    expect(before.store).toMatchObject({ id: storeId, active: true });
    expect(before.days).toHaveLength(7);
    expect(before.days.at(-1).date).toBe(pakistanDate(Date.now()));
    expect(before.today).toEqual(before.days.at(-1));

    const sold = await orderAt(storeId);
    const canceled = await orderAt(storeId, 'canceled');
    const theirs = await orderAt(otherStoreId);
    const after = await dashboard(seller);
    expect(after.today.orders).toBe(before.today.orders + 2);
    expect(after.today.sales).toBe(before.today.sales + sold.amount);
    expect(after.waiting).toBe(before.waiting + 1);
    const recent = after.recent_orders.map((o: { id: number }) => o.id);
    expect(recent.slice(0, 2)).toEqual([canceled.id, sold.id]);
    expect(recent).not.toContain(theirs.id);
  });

  it('is for sellers only: a customer token is 401', async () => {
    const customer = await quickCustomer(t.db);
    const res = await t.app.inject({ url: '/api/v1/vendor/dashboard', headers: customer.headers });
    expect(res.statusCode).toBe(401);
  });
});
