import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { walletBalance } from '../../src/commerce/wallet';
import { items, orderDetails, orders, users } from '../../src/db/schema';
import { registerCustomer } from '../support/accounts';
import { insertOrder, itemWithStock } from '../support/order-fixtures';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(async () => t.close());

describe('order fixtures', () => {
  it('insert an order with its lines and take the stock like a placement', async () => {
    const shopper = await registerCustomer(t);
    const [user] = await t.db.select().from(users).where(eq(users.email, shopper.email));
    const item = await itemWithStock(t.db, 5);
    const { orderId } = await insertOrder(t.db, {
      userId: user!.id,
      paymentMethod: 'wallet',
      paymentStatus: 'paid',
      lines: [{ itemId: item.id, quantity: 3, price: 100 }],
    });
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ orderAmount: 300, storeId: item.storeId, orderStatus: 'pending' });
    expect(await t.db.select().from(orderDetails).where(eq(orderDetails.orderId, orderId))).toHaveLength(1);
    const [after] = await t.db.select({ stock: items.stock }).from(items).where(eq(items.id, item.id));
    expect(after!.stock).toBe(item.stock - 3);
    expect(await walletBalance(t.db, user!.id)).toBe(-300);
  });
});
