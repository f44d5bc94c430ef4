import { describe, expect, it } from 'vitest';
import { type FigureOrder, itemsSubtotal, lineBeforeDiscount, lineCharged, orderSums } from './order-figures';

const line = (price: number, quantity: number, discount = 0, addOns: [number, number][] = []) => ({
  price,
  quantity,
  discount_on_item: discount,
  add_ons: addOns.map(([p, q], id) => ({ id, name: `a${id}`, price: p, quantity: q })),
});

describe('order line figures (whole rupees)', () => {
  it.each([
    ['plain', line(1299, 1), 1299, 1299],
    ['three units', line(500, 3), 1500, 1500],
    ['discount per unit', line(1000, 2, 150), 2000, 1700],
    [
      'add-ons are not discounted',
      line(800, 2, 100, [
        [50, 2],
        [30, 1],
      ]),
      1730,
      1530,
    ],
  ])('%s', (_, l, before, charged) => {
    expect(lineBeforeDiscount(l)).toBe(before);
    expect(lineCharged(l)).toBe(charged);
  });

  it('the subtotal sums the lines before discounts', () => {
    expect(itemsSubtotal([line(1299, 1), line(1000, 2, 150)])).toBe(3299);
    expect(itemsSubtotal([])).toBe(0);
  });
});

const order = (o: Partial<FigureOrder> = {}): FigureOrder => ({
  store_discount_amount: 0,
  coupon_discount_amount: 0,
  coupon_code: null,
  delivery_charge: 0,
  total_tax_amount: 0,
  order_amount: 0,
  ...o,
});

describe('orderSums: the rows between the lines and the total', () => {
  it.each([
    {
      name: 'plain, free delivery: subtotal and delivery only',
      order: order({ order_amount: 1299 }),
      lines: [line(1299, 1)],
      rows: [
        ['subtotal', 1299],
        ['delivery', 0],
      ],
      total: 1299,
    },
    {
      name: 'discount, coupon, tax and delivery, in that order; taken off is negative',
      order: order({
        store_discount_amount: 300,
        coupon_discount_amount: 100,
        coupon_code: 'EID10',
        total_tax_amount: 85,
        delivery_charge: 120,
        order_amount: 3104,
      }),
      lines: [line(1299, 1), line(1000, 2, 150)],
      rows: [
        ['subtotal', 3299],
        ['discount', -300],
        ['coupon', -100],
        ['tax', 85],
        ['delivery', 120],
      ],
      total: 3104,
    },
    {
      name: "the total is the API's figure, never added up again",
      order: order({ delivery_charge: 50, order_amount: 999 }),
      lines: [line(500, 1)],
      rows: [
        ['subtotal', 500],
        ['delivery', 50],
      ],
      total: 999,
    },
    {
      name: 'no lines (an order whose lines were removed) still says its total',
      order: order({ order_amount: 75, delivery_charge: 75 }),
      lines: [],
      rows: [
        ['subtotal', 0],
        ['delivery', 75],
      ],
      total: 75,
    },
  ])('$name', ({ order: o, lines, rows, total }) => {
    const sums = orderSums(o, lines);
    expect(sums.rows.map((r) => [r.key, r.amount])).toEqual(rows);
    expect(sums.total).toBe(total);
  });

  it('names each row as the cart did; a coupon by its code; free delivery in words', () => {
    const sums = orderSums(order({ coupon_discount_amount: 50, coupon_code: 'EID10' }), [line(100, 1)]);
    expect(sums.rows.map((r) => [r.label, r.words])).toEqual([
      [{ key: 'checkout.subtotal' }, undefined],
      [{ key: 'checkout.coupon_discount', params: { code: 'EID10' } }, undefined],
      [{ key: 'checkout.delivery' }, { key: 'cart.free_delivery' }],
    ]);
    expect(orderSums(order({ coupon_discount_amount: 50 }), []).rows[1]?.label).toEqual({
      key: 'cart.coupon_discount',
    });
  });
});
