import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carts, items } from '../../src/db/schema';
import type { TestApp } from '../support/test-app';
import { cartCalls, cartTestApp, customer, knownItem } from './cart-fixtures';

let t: TestApp;
let c: ReturnType<typeof cartCalls>;
beforeAll(async () => {
  t = await cartTestApp();
  c = cartCalls(t);
});
afterAll(async () => t.close());

const quote = (cart: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/v1/cart/quote', headers, payload: { cart } });
const storedCarts = async () => (await t.db.select({ n: count() }).from(carts))[0]!.n;

describe("POST cart/quote: a guest's cart priced like a stored one", () => {
  it('gives the same groups and totals a signed-in customer gets for the same lines, and stores nothing', async () => {
    const phone = await knownItem(t.db, { price: 1200, stock: 40 });
    const kettle = await knownItem(t.db, { price: 500, stock: 40, notStoreId: phone.storeId });
    const lines = [
      { item_id: phone.id, quantity: 2 },
      { item_id: kettle.id, quantity: 3 },
    ];
    const before = await storedCarts();
    const guest = await c.ok(await quote(lines));
    expect(await storedCarts()).toBe(before);
    expect(guest.cart.map((g) => g.store_id).sort()).toEqual([phone.storeId, kettle.storeId].sort());
    expect(guest.cart.find((g) => g.store_id === phone.storeId)?.order_price).toBe(2400);
    expect(guest.coupon_code).toBeNull();

    const who = await customer(t);
    const stored = await c.ok(await c.putCart(who.headers, { cart: lines }));
    expect(guest.cart).toEqual(stored.cart);
    expect(guest.lines).toEqual(stored.lines);
  });

  it('tells what changed: quantity lowered to the stock, a vanished item dropped, a new price', async () => {
    const few = await knownItem(t.db, { price: 300, stock: 2 });
    const gone = await knownItem(t.db, { price: 400, stock: 10 });
    const dearer = await knownItem(t.db, { price: 700, stock: 10 });
    await t.db.update(items).set({ active: false }).where(eq(items.id, gone.id));
    const answer = await c.ok(
      await quote([
        { item_id: few.id, quantity: 5 },
        { item_id: gone.id, quantity: 1 },
        { item_id: dearer.id, quantity: 1, price: 650 },
      ]),
    );
    const codes = Object.fromEntries(answer.notices.map((n) => [n.item_id, n.code]));
    expect(codes).toEqual({ [few.id]: 'stock', [gone.id]: 'unavailable', [dearer.id]: 'price_changed' });
    expect(answer.notices.find((n) => n.item_id === few.id)?.message).toBe('2 quantity available in stock.');
    expect(answer.lines.map((l) => [l.item_id, l.quantity])).toEqual([
      [few.id, 2],
      [dearer.id, 1],
    ]);
    expect(answer.lines.find((l) => l.item_id === dearer.id)?.price).toBe(700);
  });

  it('an empty cart is an empty answer; a malformed one is refused in the envelope', async () => {
    expect((await c.ok(await quote([]))).cart).toEqual([]);
    const bad = await quote([{ item_id: 'one', quantity: 0 }]);
    expect(bad.statusCode).toBe(403);
    expect(bad.json().errors.length).toBeGreaterThan(0);
    const tooMany = await quote(Array.from({ length: 101 }, (_, i) => ({ item_id: i + 1, quantity: 1 })));
    expect(tooMany.statusCode).toBe(403);
  });

  it('answers in the language asked for', async () => {
    const few = await knownItem(t.db, { price: 300, stock: 1 });
    const answer = await c.ok(await quote([{ item_id: few.id, quantity: 3 }], { 'x-localization': 'ur' }));
    expect(answer.notices[0]?.message).not.toBe('1 quantity available in stock.');
    expect(answer.notices[0]?.message).toContain('1');
  });
});
