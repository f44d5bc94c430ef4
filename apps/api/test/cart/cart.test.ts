import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carts, items, itemVariations, stores } from '../../src/db/schema';
import { bearer, login } from '../support/accounts';
import type { TestApp } from '../support/test-app';
import { cartCalls, cartTestApp, customer, knownItem } from './cart-fixtures';

let t: TestApp;
let c: ReturnType<typeof cartCalls>;
beforeAll(async () => {
  t = await cartTestApp();
  c = cartCalls(t);
});
afterAll(async () => t.close());

describe('GET/PUT customer/cart: the cart follows the customer', () => {
  it('is empty, and stores nothing, before the first save', async () => {
    const who = await customer(t);
    expect(await c.ok(await c.getCart(who.headers))).toEqual({
      cart: [],
      lines: [],
      coupon_code: null,
      notices: [],
    });
    expect(await c.storedRow(who.id)).toBeNull();
  });

  it('saved on one device, read on another (two sessions of the same customer)', async () => {
    const who = await customer(t);
    const phone = await knownItem(t.db, { price: 1200, stock: 40 });
    const kettle = await knownItem(t.db, { price: 500, stock: 40, notStoreId: phone.storeId });
    const saved = await c.ok(
      await c.putCart(who.headers, {
        cart: [
          { item_id: phone.id, quantity: 2 },
          { item_id: kettle.id, quantity: 1 },
        ],
      }),
    );
    const expectedLines = [
      { item_id: phone.id, quantity: 2, price: 1200 },
      { item_id: kettle.id, quantity: 1, price: 500 },
    ];
    expect(saved.lines).toEqual(expectedLines);
    expect(saved.notices).toEqual([]);
    expect(saved.cart.map((g) => [g.store_id, g.order_price])).toEqual([
      [phone.storeId, 2400],
      [kettle.storeId, 500],
    ]);
    for (const group of saved.cart)
      expect(group.order_amount).toBe(group.order_price + group.delivery_charges);
    expect(await c.storedRow(who.id)).toEqual({ lines: expectedLines, couponCode: null });

    const second = await login(t, who.email, who.password);
    expect(second.statusCode).toBe(200);
    const writtenAt = async () =>
      (
        await t.db.select({ at: carts.updatedAt }).from(carts).where(eq(carts.userId, who.id))
      )[0]?.at.getTime();
    const before = await writtenAt();
    const otherDevice = await c.ok(await c.getCart(bearer(second.json().token)));
    expect(otherDevice).toEqual(saved);
    expect(await writtenAt()).toBe(before); // a read that changes nothing writes nothing
  });

  it("each group names its store's minimum order, so a cart can say what is missing before checkout", async () => {
    const who = await customer(t);
    const item = await knownItem(t.db, { price: 440, stock: 40 });
    await t.db.update(stores).set({ minimumOrder: 500 }).where(eq(stores.id, item.storeId));
    const under = await c.ok(await c.putCart(who.headers, { cart: [{ item_id: item.id, quantity: 1 }] }));
    expect(under.cart.map((g) => [g.store_id, g.order_price, g.minimum_order])).toEqual([
      [item.storeId, 440, 500],
    ]);
    await t.db.update(stores).set({ minimumOrder: 0 }).where(eq(stores.id, item.storeId));
    const none = await c.ok(await c.getCart(who.headers));
    expect(none.cart[0]?.minimum_order).toBe(0);
  });

  it('another customer never sees it, and their save leaves it alone', async () => {
    const [owner, stranger] = [await customer(t), await customer(t)];
    const item = await knownItem(t.db, { price: 300, stock: 10 });
    await c.ok(await c.putCart(owner.headers, { cart: [{ item_id: item.id, quantity: 4 }] }));
    expect((await c.ok(await c.getCart(stranger.headers))).lines).toEqual([]);
    await c.ok(await c.putCart(stranger.headers, { cart: [{ item_id: item.id, quantity: 1 }] }));
    expect((await c.storedRow(owner.id))?.lines).toEqual([{ item_id: item.id, quantity: 4, price: 300 }]);
    expect((await c.ok(await c.getCart(owner.headers))).lines).toEqual([
      { item_id: item.id, quantity: 4, price: 300 },
    ]);
  });

  it('drops a line whose item is gone or inactive, or whose store is inactive, once, with a notice', async () => {
    const who = await customer(t);
    const keep = await knownItem(t.db, { price: 100, stock: 10 });
    const retired = await knownItem(t.db, { price: 200, stock: 10 });
    const closed = await knownItem(t.db, { price: 300, stock: 10, notStoreId: keep.storeId });
    await t.db.update(stores).set({ active: false }).where(eq(stores.id, closed.storeId));
    const saved = await c.ok(
      await c.putCart(who.headers, {
        cart: [
          { item_id: keep.id, quantity: 1 },
          { item_id: 2_000_000, quantity: 1 },
          { item_id: closed.id, quantity: 1 },
        ],
      }),
    );
    const unavailable = 'One or more products in your cart are not available at this time';
    expect(saved.notices).toEqual([
      { item_id: 2_000_000, code: 'unavailable', message: unavailable },
      { item_id: closed.id, code: 'unavailable', message: unavailable },
    ]);
    expect(saved.lines.map((l) => l.item_id)).toEqual([keep.id]);
    await t.db.update(stores).set({ active: true }).where(eq(stores.id, closed.storeId));

    await c.ok(
      await c.putCart(who.headers, {
        cart: [
          { item_id: keep.id, quantity: 1 },
          { item_id: retired.id, quantity: 2 },
        ],
      }),
    );
    await t.db.update(items).set({ active: false }).where(eq(items.id, retired.id));
    const read = await c.ok(await c.getCart(who.headers));
    expect(read.notices).toEqual([{ item_id: retired.id, code: 'unavailable', message: unavailable }]);
    expect(read.lines).toEqual([{ item_id: keep.id, quantity: 1, price: 100 }]);
    expect((await c.storedRow(who.id))?.lines).toEqual([{ item_id: keep.id, quantity: 1, price: 100 }]);
    expect((await c.ok(await c.getCart(who.headers))).notices).toEqual([]);
  });

  it('lowers a quantity above the stock to the stock, and drops a line with none left', async () => {
    const who = await customer(t);
    const item = await knownItem(t.db, { price: 250, stock: 3 });
    const saved = await c.ok(await c.putCart(who.headers, { cart: [{ item_id: item.id, quantity: 5 }] }));
    expect(saved.notices).toEqual([
      { item_id: item.id, code: 'stock', message: '3 quantity available in stock.' },
    ]);
    expect(saved.lines).toEqual([{ item_id: item.id, quantity: 3, price: 250 }]);
    expect(saved.cart[0]?.cart[0]).toMatchObject({ quantity: 3, total_price: 750 });

    await t.db.update(items).set({ stock: 1 }).where(eq(items.id, item.id));
    const lowered = await c.ok(await c.getCart(who.headers));
    expect(lowered.notices).toEqual([
      { item_id: item.id, code: 'stock', message: '1 quantity available in stock.' },
    ]);
    expect((await c.storedRow(who.id))?.lines).toEqual([{ item_id: item.id, quantity: 1, price: 250 }]);

    await t.db.update(items).set({ stock: 0 }).where(eq(items.id, item.id));
    const gone = await c.ok(await c.getCart(who.headers));
    expect(gone.notices).toEqual([{ item_id: item.id, code: 'out_of_stock', message: 'Out of stock' }]);
    expect(gone.cart).toEqual([]);
    expect((await c.storedRow(who.id))?.lines).toEqual([]);
  });

  it('lines of the same item share its stock, and the same line twice becomes one', async () => {
    const who = await customer(t);
    const item = await knownItem(t.db, { price: 100, stock: 5 });
    const saved = await c.ok(
      await c.putCart(who.headers, {
        cart: [
          { item_id: item.id, quantity: 3 },
          { item_id: item.id, quantity: 4 },
        ],
      }),
    );
    expect(saved.notices).toEqual([
      { item_id: item.id, code: 'stock', message: '2 quantity available in stock.' },
    ]);
    expect(saved.lines).toEqual([{ item_id: item.id, quantity: 5, price: 100 }]);
  });

  it('reflects a changed price and says so once', async () => {
    const who = await customer(t);
    const item = await knownItem(t.db, { price: 1000, stock: 20 });
    await c.ok(await c.putCart(who.headers, { cart: [{ item_id: item.id, quantity: 2 }] }));
    await t.db.update(items).set({ price: 1100 }).where(eq(items.id, item.id));
    const read = await c.ok(await c.getCart(who.headers));
    expect(read.notices).toEqual([
      { item_id: item.id, code: 'price_changed', message: `The price of ${item.name} is now 1100` },
    ]);
    expect(read.cart[0]?.cart[0]).toMatchObject({ price: 1100, quantity: 2, total_price: 2200 });
    expect(read.cart[0]?.order_price).toBe(2200);
    expect((await c.storedRow(who.id))?.lines).toEqual([{ item_id: item.id, quantity: 2, price: 1100 }]);
    expect((await c.ok(await c.getCart(who.headers))).notices).toEqual([]);

    // A client that still shows an older price is told too; one without a price is not.
    const stale = await c.ok(
      await c.putCart(who.headers, { cart: [{ item_id: item.id, quantity: 1, price: 950 }] }),
    );
    expect(stale.notices.map((n) => n.code)).toEqual(['price_changed']);
    expect(
      (await c.ok(await c.putCart(who.headers, { cart: [{ item_id: item.id, quantity: 1 }] }))).notices,
    ).toEqual([]);
  });

  it('checks the variation type: an unknown or missing one drops the line', async () => {
    const who = await customer(t);
    const item = await knownItem(t.db, { price: 900, stock: 50, withVariations: true });
    const [variation] = await t.db.select().from(itemVariations).where(eq(itemVariations.itemId, item.id));
    await t.db
      .update(itemVariations)
      .set({ price: 950, stock: 2 })
      .where(eq(itemVariations.id, variation!.id));
    const saved = await c.ok(
      await c.putCart(who.headers, {
        cart: [
          { item_id: item.id, quantity: 3, variant: variation!.type },
          { item_id: item.id, quantity: 1, variant: 'No-Such-Type' },
          { item_id: item.id, quantity: 1 },
        ],
      }),
    );
    const unavailable = 'The selected variation is not available';
    expect(saved.notices).toEqual([
      { item_id: item.id, code: 'stock', message: '2 quantity available in stock.' },
      { item_id: item.id, code: 'invalid', message: unavailable },
      { item_id: item.id, code: 'invalid', message: unavailable },
    ]);
    expect(saved.lines).toEqual([{ item_id: item.id, quantity: 2, variant: variation!.type, price: 950 }]);
  });
});
