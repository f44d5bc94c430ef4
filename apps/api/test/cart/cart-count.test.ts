import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { items } from '../../src/db/schema';
import type { TestApp } from '../support/test-app';
import { cartCalls, cartTestApp, customer, knownItem } from './cart-fixtures';

let t: TestApp;
let c: ReturnType<typeof cartCalls>;
beforeAll(async () => {
  t = await cartTestApp();
  c = cartCalls(t);
});
afterAll(async () => t.close());

const count = (headers: Record<string, string>) =>
  t.app.inject({ url: '/api/v1/customer/cart/count', headers });

describe('GET customer/cart/count: the header badge', () => {
  it('is the sum of quantities, 0 before the first save, and needs a signed-in customer', async () => {
    const who = await customer(t);
    expect((await count(who.headers)).json()).toEqual({ count: 0 });
    const phone = await knownItem(t.db, { price: 1200, stock: 40 });
    const kettle = await knownItem(t.db, { price: 500, stock: 40, notStoreId: phone.storeId });
    await c.ok(
      await c.putCart(who.headers, {
        cart: [
          { item_id: phone.id, quantity: 2 },
          { item_id: kettle.id, quantity: 3 },
        ],
      }),
    );
    const answer = await count(who.headers);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ count: 5 });
    expect((await count({})).statusCode).toBe(401);
    const other = await customer(t);
    expect((await count(other.headers)).json()).toEqual({ count: 0 });
  });

  it('changes nothing: a price change noticed after counting is still told by the cart itself', async () => {
    const who = await customer(t);
    const item = await knownItem(t.db, { price: 1000, stock: 40 });
    await c.ok(await c.putCart(who.headers, { cart: [{ item_id: item.id, quantity: 1 }] }));
    await t.db.update(items).set({ price: 1100 }).where(eq(items.id, item.id));
    const stored = await c.storedRow(who.id);
    expect((await count(who.headers)).json()).toEqual({ count: 1 });
    expect((await count(who.headers)).json()).toEqual({ count: 1 });
    expect(await c.storedRow(who.id)).toEqual(stored);
    const cart = await c.ok(await c.getCart(who.headers));
    expect(cart.notices.map((n) => n.code)).toEqual(['price_changed']);
  });
});
