import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/test-app';
import { availableItems, cartCalls, cartTestApp, customer, knownItem, type Line } from './cart-fixtures';

let t: TestApp;
let c: ReturnType<typeof cartCalls>;
beforeAll(async () => {
  t = await cartTestApp();
  c = cartCalls(t);
});
afterAll(async () => t.close());

const storedLines = async (userId: number) => (await c.storedRow(userId))?.lines ?? null;
const byItem = (lines: Line[]) => [...lines].sort((a, b) => a.item_id - b.item_id);

describe('POST customer/cart/merge: the guest cart joins the stored one on sign-in', () => {
  it('into an empty stored cart: the guest lines, checked against the catalogue', async () => {
    const who = await customer(t);
    const item = await knownItem(t.db, { price: 700, stock: 4 });
    const res = await c.ok(await c.mergeCart(who.headers, [{ item_id: item.id, quantity: 6, price: 650 }]));
    expect(res.lines).toEqual([{ item_id: item.id, quantity: 4, price: 700 }]);
    expect(res.notices.map((n) => n.code).sort()).toEqual(['price_changed', 'stock']);
    expect(await storedLines(who.id)).toEqual(res.lines);
  });

  it('same line: the larger quantity; new guest lines are added; the coupon stays', async () => {
    const who = await customer(t);
    const a = await knownItem(t.db, { price: 100, stock: 50 });
    const b = await knownItem(t.db, { price: 200, stock: 50 });
    const third = await knownItem(t.db, { price: 300, stock: 50 });
    await c.ok(
      await c.putCart(who.headers, {
        cart: [
          { item_id: a.id, quantity: 2 },
          { item_id: b.id, quantity: 6 },
        ],
        coupon_code: 'WELCOME100',
      }),
    );
    const res = await c.ok(
      await c.mergeCart(who.headers, [
        { item_id: a.id, quantity: 5 },
        { item_id: b.id, quantity: 1 },
        { item_id: third.id, quantity: 1 },
      ]),
    );
    expect(byItem(res.lines)).toEqual([
      { item_id: a.id, quantity: 5, price: 100 },
      { item_id: b.id, quantity: 6, price: 200 },
      { item_id: third.id, quantity: 1, price: 300 },
    ]);
    expect(res.coupon_code).toBe('WELCOME100');
    expect(res.notices).toEqual([]);
  });

  it('merging the same guest cart again changes nothing', async () => {
    const who = await customer(t);
    const a = await knownItem(t.db, { price: 100, stock: 50 });
    const b = await knownItem(t.db, { price: 100, stock: 50 });
    await c.ok(await c.putCart(who.headers, { cart: [{ item_id: a.id, quantity: 3 }] }));
    const guest = [
      { item_id: a.id, quantity: 2 },
      { item_id: b.id, quantity: 4 },
    ];
    const first = await c.ok(await c.mergeCart(who.headers, guest));
    const stored = await storedLines(who.id);
    const second = await c.ok(await c.mergeCart(who.headers, guest));
    expect(second.lines).toEqual(first.lines);
    expect(await storedLines(who.id)).toEqual(stored);
    expect(byItem(second.lines).map((l) => l.quantity)).toEqual([3, 4]);
  });

  it('two devices merging at once both land (the stored cart is locked per customer)', async () => {
    const who = await customer(t);
    const guests = [];
    for (let i = 0; i < 4; i++) guests.push(await knownItem(t.db, { price: 100 + i, stock: 50 }));
    const results = await Promise.all(
      guests.map((item, i) => c.mergeCart(who.headers, [{ item_id: item.id, quantity: i + 1 }])),
    );
    for (const res of results) expect(res.statusCode, res.body).toBe(200);
    const lines = byItem((await storedLines(who.id)) as Line[]);
    expect(lines.map((l) => [l.item_id, l.quantity])).toEqual(guests.map((item, i) => [item.id, i + 1]));
  });

  it(`keeps at most 100 lines and says which guest lines did not fit`, async () => {
    const who = await customer(t);
    const hundred = await availableItems(t.db, 100);
    const full = await c.ok(
      await c.putCart(who.headers, { cart: hundred.map((i) => ({ item_id: i.id, quantity: 1 })) }),
    );
    expect(full.lines).toHaveLength(100);
    const extra = await knownItem(t.db, { price: 100, stock: 10 });
    const res = await c.ok(
      await c.mergeCart(who.headers, [
        { item_id: hundred[0]!.id, quantity: 1 },
        { item_id: extra.id, quantity: 1 },
      ]),
    );
    expect(res.lines).toHaveLength(100);
    expect(res.lines.some((l) => l.item_id === extra.id)).toBe(false);
    expect(res.notices).toEqual([
      { item_id: extra.id, code: 'cart_full', message: 'Your cart can hold at most 100 products' },
    ]);
  });

  it('a bad guest cart is a 403 and the stored cart is unchanged', async () => {
    const who = await customer(t);
    const item = await knownItem(t.db, { price: 100, stock: 50 });
    await c.ok(await c.putCart(who.headers, { cart: [{ item_id: item.id, quantity: 2 }] }));
    const before = await storedLines(who.id);
    for (const cart of [
      [{ item_id: item.id, quantity: 0 }],
      [{ item_id: 'x', quantity: 1 }],
      'guest',
      null,
    ]) {
      const res = await c.mergeCart(who.headers, cart);
      expect(res.statusCode, JSON.stringify(cart)).toBe(403);
      expect(res.json().errors[0].code).toMatch(/^cart/);
    }
    expect(await storedLines(who.id)).toEqual(before);
  });

  it('the cart calls are in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ url: '/api/v1/openapi.json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    expect(Object.keys(doc.paths['/api/v1/customer/cart'] ?? {}).sort()).toEqual(['get', 'put']);
    expect(Object.keys(doc.paths['/api/v1/customer/cart/merge'] ?? {})).toEqual(['post']);
  });
});
