import { describe, expect, it } from 'vitest';
import { itemsSubtotal, lineBeforeDiscount, lineCharged } from './order-figures';

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
