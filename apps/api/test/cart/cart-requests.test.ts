import { t as message } from '@bazaar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/test-app';
import { cartCalls, cartTestApp, customer, knownItem } from './cart-fixtures';

let t: TestApp;
let c: ReturnType<typeof cartCalls>;
beforeAll(async () => {
  t = await cartTestApp();
  c = cartCalls(t);
});
afterAll(async () => t.close());

describe('the coupon of the stored cart', () => {
  it('is applied per store group, kept when absent, cleared by null', async () => {
    const who = await customer(t);
    const big = await knownItem(t.db, { price: 1200, stock: 40 });
    const small = await knownItem(t.db, { price: 500, stock: 40, notStoreId: big.storeId });
    const cart = [
      { item_id: big.id, quantity: 2 },
      { item_id: small.id, quantity: 1 },
    ];
    // EID20: 20 %, min purchase 2000, at most 500 per group.
    const saved = await c.ok(await c.putCart(who.headers, { cart, coupon_code: ' eid20 ' }));
    expect(saved.coupon_code).toBe('EID20');
    expect(saved.notices).toEqual([]);
    const [bigGroup, smallGroup] = saved.cart;
    expect(bigGroup).toMatchObject({
      order_price: 2400,
      coupon_discount_amount: 480,
      coupon: { code: 'EID20' },
    });
    expect(bigGroup!.order_amount).toBe(2400 - 480 + bigGroup!.delivery_charges);
    expect(smallGroup).toMatchObject({ order_price: 500, coupon_discount_amount: 0, coupon: null });
    expect((await c.storedRow(who.id))?.couponCode).toBe('EID20');

    const kept = await c.ok(await c.putCart(who.headers, { cart: [{ item_id: big.id, quantity: 3 }] }));
    expect(kept.coupon_code).toBe('EID20');
    expect(kept.cart[0]).toMatchObject({ order_price: 3600, coupon_discount_amount: 500 });
    expect((await c.ok(await c.getCart(who.headers))).cart[0]?.coupon_discount_amount).toBe(500);

    const cleared = await c.ok(await c.putCart(who.headers, { cart, coupon_code: null }));
    expect(cleared.coupon_code).toBeNull();
    expect(cleared.cart.map((g) => g.coupon_discount_amount)).toEqual([0, 0]);
  });

  it('an unusable code is cleared with its message', async () => {
    const who = await customer(t);
    const item = await knownItem(t.db, { price: 800, stock: 40 });
    const cart = [{ item_id: item.id, quantity: 1 }];
    for (const [code, message] of [
      ['SUMMER50', 'This coupon has expired'],
      ['NOPE', 'Invalid code or failed to get discount'],
      ['', 'Invalid code'],
      ['LIBERTY15', 'This coupon is not valid for the stores in your cart'],
    ] as const) {
      const res = await c.ok(await c.putCart(who.headers, { cart, coupon_code: code }));
      expect(res.coupon_code, code).toBeNull();
      expect(res.notices, code).toEqual([{ item_id: null, code: 'coupon', message }]);
      expect((await c.storedRow(who.id))?.couponCode).toBeNull();
    }
  });
});

describe('bad requests', () => {
  it('need a signed-in customer', async () => {
    for (const res of [
      await c.getCart({}),
      await c.putCart({}, { cart: [] }),
      await t.app.inject({ method: 'POST', url: '/api/v1/customer/cart/merge', payload: { cart: [] } }),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().errors[0].code).toBe('auth-001');
    }
  });

  it('a bad body is a 403 naming the field, and the stored cart is unchanged', async () => {
    const who = await customer(t);
    const item = await knownItem(t.db, { price: 150, stock: 40 });
    await c.ok(
      await c.putCart(who.headers, { cart: [{ item_id: item.id, quantity: 2 }], coupon_code: 'WELCOME100' }),
    );
    const before = await c.storedRow(who.id);
    const line = { item_id: item.id, quantity: 1 };
    const cases: [unknown, string, string?][] = [
      [
        { cart: [{ ...line, quantity: 0 }] },
        'cart.0.quantity',
        'Quantity must be a whole number of at least 1',
      ],
      [
        { cart: [{ ...line, quantity: 1.5 }] },
        'cart.0.quantity',
        'Quantity must be a whole number of at least 1',
      ],
      [
        { cart: [{ ...line, quantity: '2' }] },
        'cart.0.quantity',
        'Quantity must be a whole number of at least 1',
      ],
      [{ cart: [{ ...line, quantity: 10_001 }] }, 'cart.0.quantity', 'Quantity may be at most 10000'],
      [{ cart: [line, { ...line, item_id: -4 }] }, 'cart.1.item_id'],
      [{ cart: Array.from({ length: 101 }, () => line) }, 'cart', 'Your cart can hold at most 100 products'],
      [{ cart: [{ ...line, add_on_ids: [1], add_on_qtys: [1, 2] }] }, 'cart.0.add_on_qtys'],
      [{ cart: [{ ...line, variant: 'x'.repeat(101) }] }, 'cart.0.variant'],
      [{ cart: 'everything' }, 'cart'],
      [{}, 'cart'],
      [{ cart: [line], coupon_code: 42 }, 'coupon_code'],
    ];
    for (const [body, field, message] of cases) {
      const res = await c.putCart(who.headers, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(403);
      const error = res.json().errors[0];
      expect(error.code).toBe(field);
      if (message) expect(error.message).toBe(message);
    }
    const merge = await t.app.inject({
      method: 'POST',
      url: '/api/v1/customer/cart/merge',
      headers: who.headers,
      payload: { cart: [{ ...line, quantity: -1 }] },
    });
    expect(merge.statusCode).toBe(403);
    const badZone = await c.putCart({ ...who.headers, zoneId: 'lahore' }, { cart: [line] });
    expect(badZone.statusCode).toBe(403);
    expect(await c.storedRow(who.id)).toEqual(before);
  });

  it('field errors come in the requested locale', async () => {
    const who = await customer(t);
    const res = await c.putCart(
      { ...who.headers, 'x-localization': 'sp' },
      { cart: [{ item_id: 1, quantity: 0 }] },
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().errors[0].message).toBe(message('cart.quantity_invalid', {}, 'sp'));
    expect(res.json().errors[0].message).not.toBe(message('cart.quantity_invalid'));
  });
});
