import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addresses,
  checkouts,
  orderDetails,
  orders,
  payments,
  stores,
  walletTransactions,
} from '../../src/db/schema';
import { alwaysOpen, orderBody, place, plainItems, quickCustomer, stockOf } from '../support/checkout';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let a: { id: number; storeId: number; price: number };
let _b: { id: number; storeId: number; price: number };
let _c: { id: number; storeId: number; price: number };

const countOf = async (table: typeof orders | typeof checkouts | typeof orderDetails | typeof payments) =>
  (await t.db.select({ n: count() }).from(table))[0]?.n ?? 0;

/** Nothing was written: no checkout, order, line, payment or ledger debit, stock as it was. */
async function expectNothingWritten(stockBefore: Record<number, number>) {
  expect(await countOf(checkouts)).toBe(0);
  expect(await countOf(orders)).toBe(0);
  expect(await countOf(orderDetails)).toBe(0);
  expect(await countOf(payments)).toBe(0);
  const debits = await t.db
    .select()
    .from(walletTransactions)
    .where(eq(walletTransactions.transactionType, 'order_place'));
  expect(debits).toHaveLength(0);
  for (const [id, stock] of Object.entries(stockBefore)) expect(await stockOf(t.db, Number(id))).toBe(stock);
}

beforeAll(async () => {
  t = await createTestApp({ seed: true });
  const [x, y, z] = await plainItems(t.db, 3, 50);
  if (!x || !y || !z) throw new Error('three plain items expected');
  [a, _b, _c] = [x, y, z];
});
afterAll(() => t.close());

describe('refusals change nothing (run first, on an empty order book)', () => {
  it.each([
    ['quantity 0', 0],
    ['quantity -1', -1],
    ['quantity 1.5', 1.5],
    ['quantity 1e9', 1e9],
    ['quantity "1" (text)', '1'],
    ['quantity null', null],
  ])('%s is a 403 field error', async (_, quantity) => {
    const customer = await quickCustomer(t.db);
    const { body } = await orderBody(t.db, [{ item_id: a.id, quantity: 1 }]);
    (body.Stores[0]!.cart[0] as { quantity: unknown }).quantity = quantity;
    const res = await place(t, customer.headers, body);
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json().errors[0].code).toBe('Stores.0.cart.0.quantity');
    await expectNothingWritten({ [a.id]: 50 });
  });

  it('a tampered total answers 200 with status false and the server total', async () => {
    const customer = await quickCustomer(t.db);
    const { body, total } = await orderBody(t.db, [{ item_id: a.id, quantity: 2 }]);
    const res = await place(t, customer.headers, { ...body, totalOrderAmount: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: false,
      message: `Prices in your cart have changed. The new total is ${total}. Please review your cart and place the order again`,
    });
    await expectNothingWritten({ [a.id]: 50 });
  });

  it("a tampered store group's order_amount is refused the same way", async () => {
    const customer = await quickCustomer(t.db);
    const { body } = await orderBody(t.db, [{ item_id: a.id, quantity: 2 }]);
    body.Stores[0]!.order_amount = 5;
    const res = await place(t, customer.headers, body);
    expect(res.json().status).toBe(false);
    await expectNothingWritten({ [a.id]: 50 });
  });

  it('300 store groups are refused before any work', async () => {
    const customer = await quickCustomer(t.db);
    const { body } = await orderBody(t.db, [{ item_id: a.id, quantity: 1 }]);
    const res = await place(t, customer.headers, { ...body, Stores: Array(300).fill(body.Stores[0]) });
    expect(res.statusCode).toBe(403);
    expect(res.json().errors[0]).toEqual({
      code: 'Stores',
      message: 'This field may not be greater than 20 characters',
    });
    await expectNothingWritten({ [a.id]: 50 });
  });

  it("another customer's saved address is refused", async () => {
    const owner = await quickCustomer(t.db);
    const [saved] = await t.db
      .insert(addresses)
      .values({
        userId: owner.id,
        contactPersonName: 'Owner',
        contactPersonNumber: '03001112222',
        address: 'Owner street',
        latitude: 31.52,
        longitude: 74.35,
      })
      .returning();
    const thief = await quickCustomer(t.db);
    const { body } = await orderBody(t.db, [{ item_id: a.id, quantity: 1 }], { address_id: saved!.id });
    const res = await place(t, thief.headers, body);
    expect(res.statusCode).toBe(403);
    expect(res.json().errors).toEqual([{ code: 'address_id', message: 'Select a valid delivery address' }]);
    await expectNothingWritten({ [a.id]: 50 });
  });

  it('an address outside every zone is refused', async () => {
    const customer = await quickCustomer(t.db);
    const { body } = await orderBody(t.db, [{ item_id: a.id, quantity: 1 }], { latitude: 10, longitude: 10 });
    const res = await place(t, customer.headers, body);
    expect(res.statusCode).toBe(403);
    expect(res.json().errors[0].code).toBe('address');
    await expectNothingWritten({ [a.id]: 50 });
  });

  it('an item that no longer exists: the spec message, nothing written', async () => {
    const customer = await quickCustomer(t.db);
    const { body } = await orderBody(t.db, [{ item_id: a.id, quantity: 1 }]);
    body.Stores[0]!.cart.push({ item_id: 999_999, quantity: 1, variant: undefined });
    const res = await place(t, customer.headers, body);
    expect(res.statusCode).toBe(403);
    expect(res.json().errors[0].message).toBe(
      'One or more products in your cart are not available at this time',
    );
    await expectNothingWritten({ [a.id]: 50 });
  });

  it('more than the stock: the spec message with the stock, in Urdu when asked', async () => {
    const customer = await quickCustomer(t.db);
    const { body } = await orderBody(t.db, [{ item_id: a.id, quantity: 1 }]);
    body.Stores[0]!.cart[0]!.quantity = 51;
    const en = await place(t, customer.headers, body);
    expect(en.statusCode).toBe(403);
    expect(en.json().errors[0]).toEqual({ code: 'stock', message: '50 quantity available in stock.' });
    const ur = await place(t, { ...customer.headers, 'x-localization': 'ur' }, body);
    expect(ur.json().errors[0].message).not.toBe('50 quantity available in stock.');
    expect(ur.json().errors[0].message).toContain('50');
    await expectNothingWritten({ [a.id]: 50 });
  });

  it('a closed store is 406; one under its minimum order is 406 with the amount', async () => {
    const customer = await quickCustomer(t.db);
    const { body } = await orderBody(t.db, [{ item_id: a.id, quantity: 1 }]);
    await t.db.update(stores).set({ active: false }).where(eq(stores.id, a.storeId));
    const closed = await place(t, customer.headers, body);
    await alwaysOpen(t.db, a.storeId, 1_000_000);
    const under = await place(t, customer.headers, body);
    await alwaysOpen(t.db, a.storeId, 0);
    expect(closed.statusCode, closed.body).toBe(403); // an inactive store's items are not for sale at all
    expect(under.statusCode).toBe(406);
    expect(under.json().errors[0].message).toBe('Minimum order amount is 1000000');
    await expectNothingWritten({ [a.id]: 50 });
  });

  it('an expired coupon is 407, an unknown one 404, and nothing is written', async () => {
    const customer = await quickCustomer(t.db);
    const { body } = await orderBody(t.db, [{ item_id: a.id, quantity: 1 }]);
    const expired = await place(t, customer.headers, { ...body, coupon_code: 'SUMMER50' });
    const unknown = await place(t, customer.headers, { ...body, coupon_code: 'NO-SUCH-CODE' });
    expect(expired.statusCode).toBe(407);
    expect(unknown.statusCode).toBe(404);
    await expectNothingWritten({ [a.id]: 50 });
  });

  it('insufficient wallet balance is 203 with the message', async () => {
    const customer = await quickCustomer(t.db, { wallet: 10 });
    const { body } = await orderBody(t.db, [{ item_id: a.id, quantity: 1 }], { payment_method: 'wallet' });
    const res = await place(t, customer.headers, body);
    expect(res.statusCode).toBe(203);
    expect(res.json().errors[0]).toEqual({ code: 'wallet', message: 'Insufficient wallet balance' });
    await expectNothingWritten({ [a.id]: 50 });
  });

  it('without a token: 401', async () => {
    const { body } = await orderBody(t.db, [{ item_id: a.id, quantity: 1 }]);
    const res = await place(t, {}, body);
    expect(res.statusCode).toBe(401);
    await expectNothingWritten({ [a.id]: 50 });
  });
});
