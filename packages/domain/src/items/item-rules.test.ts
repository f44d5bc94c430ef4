import { describe, expect, it } from 'vitest';
import {
  discountDatesProblem,
  discountProblem,
  type ItemInput,
  itemProblems,
  maxPerOrderProblem,
  NEW_ITEM,
  priceProblem,
  stockProblem,
} from './item-rules';

const key = (m: { key: string } | null) => m?.key ?? null;

describe('price: whole rupees, 0 or more', () => {
  it.each([
    [0, null],
    [1500, null],
    [10_000_000, null],
    [-1, 'items.price_invalid'],
    [12.5, 'items.price_invalid'],
    [10_000_001, 'items.price_invalid'],
    [Number.NaN, 'items.price_invalid'],
  ])('%s → %s', (price, expected) => expect(key(priceProblem(price))).toBe(expected));
});

describe('discount: ≤ 100 % as a percent, ≤ the lowest price as an amount', () => {
  it.each([
    [0, 'percent', [100], null],
    [100, 'percent', [100], null],
    [100.5, 'percent', [100], 'items.discount_over_100'],
    [-1, 'percent', [100], 'items.discount_invalid'],
    [100, 'amount', [100], null],
    [101, 'amount', [100], 'items.discount_over_price'],
    [90, 'amount', [100, 80], 'items.discount_over_price'],
    [80, 'amount', [100, 80], null],
  ] as const)('%s %s of %j → %s', (discount, type, prices, expected) =>
    expect(key(discountProblem(discount, type, prices))).toBe(expected));

  it('says the price it may not exceed', () => {
    expect(discountProblem(90, 'amount', [100, 80])).toEqual({
      key: 'items.discount_over_price',
      params: { price: 80 },
    });
  });
});

describe('discount days: ordered, and the last one not past (Pakistan dates)', () => {
  const today = '2026-11-29';
  it.each([
    [null, null, null],
    ['2026-12-01', '2026-12-10', null],
    ['2026-12-01', '2026-12-01', null],
    ['2026-11-01', null, null],
    [null, '2026-11-29', null],
    ['2026-12-10', '2026-12-01', 'items.discount_dates_order'],
    [null, '2026-11-28', 'items.discount_ended'],
  ])('%s to %s → %s', (start, end, expected) =>
    expect(key(discountDatesProblem(start, end, today))).toBe(expected));
});

describe('maximum per order and stock', () => {
  it.each([
    [null, null],
    [1, null],
    [0, 'items.max_per_order_min'],
    [2.5, 'items.max_per_order_min'],
  ])('max per order %s → %s', (max, expected) => expect(key(maxPerOrderProblem(max))).toBe(expected));
  it.each([
    [0, null],
    [5, null],
    [-1, 'items.stock_invalid'],
    [1.5, 'items.stock_invalid'],
  ])('stock %s → %s', (stock, expected) => expect(key(stockProblem(stock))).toBe(expected));
});

describe('a whole item', () => {
  const today = '2026-11-29';
  const shirt: ItemInput = {
    ...NEW_ITEM,
    name: 'Lawn shirt',
    category_id: 4,
    price: 2000,
    choice_options: [
      { title: 'Size', options: ['S', 'M'] },
      { title: 'Colour', options: ['Red', 'Blue'] },
    ],
    variations: [
      { type: 'S-Red', price: 2000, stock: 3 },
      { type: 'S-Blue', price: 2000 },
      { type: 'M-Red', price: 2100, stock: 1 },
      { type: 'M-Blue', price: 1500, stock: 0 },
    ],
  };
  const fields = (item: ItemInput) => itemProblems(item, today).map((p) => [p.field, p.message.key]);

  it('a good one has no problems', () => expect(fields(shirt)).toEqual([]));

  it('an amount discount is judged against the cheapest combination', () => {
    expect(fields({ ...shirt, discount: 1600, discount_type: 'amount' })).toEqual([
      ['discount', 'items.discount_over_price'],
    ]);
  });

  it('each problem under its own field, several at once', () => {
    const bad = {
      ...shirt,
      price: -5,
      maximum_cart_quantity: 0,
      discount_start: '2026-12-10',
      discount_end: '2026-12-01',
      variations: [...shirt.variations.slice(1), { type: 'M-Blue', price: -1 }],
    };
    expect(fields(bad)).toEqual([
      ['price', 'items.price_invalid'],
      ['maximum_cart_quantity', 'items.max_per_order_min'],
      ['variations', 'items.variation_repeated'],
      ['variations.3.price', 'items.price_invalid'],
      ['discount_end', 'items.discount_dates_order'],
    ]);
  });

  it('combinations are not judged against options that are themselves wrong', () => {
    expect(fields({ ...shirt, choice_options: [{ title: 'Size', options: ['S', 'S'] }] })).toEqual([
      ['choice_options', 'items.option_value_repeated'],
    ]);
  });
});
