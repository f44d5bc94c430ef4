import { describe, expect, it } from 'vitest';
import { t } from '../messages/translate';
import type { Result } from '../result';
import { coupon, lawnSuit, leopardRates, product, quantities, unwrap } from '../testing/fixtures';
import {
  addToCart,
  buildCart,
  changeVariation,
  findLine,
  recalculateCart,
  removeLine,
  setLineQuantity,
} from './cart';
import { cartTotals } from './totals';
import type { Cart } from './types';

const refusal = (result: Result<unknown>) => (result.ok ? null : t(result.error.key, result.error.params));
const rice = product();
const lentils = product({ id: 3, name: 'Masoor Daal 1kg', price: 350 });
const mangoes = product({
  id: 4,
  name: 'Chaunsa Mangoes 5kg',
  price: 2200,
  store_id: 3,
  store_name: 'Multan Mangoes',
});

describe('adding items (spec §4, §5)', () => {
  it('quantity defaults to 1 and a first item opens its store group', () => {
    const cart = unwrap(addToCart([], rice));
    expect(cart).toHaveLength(1);
    expect(cart[0]).toMatchObject({
      store_id: 1,
      store_name: 'Lahore Grocers',
      store_slug: 'lahore-grocers',
    });
    expect(cart[0]?.cart[0]).toMatchObject({ item_id: 1, quantity: 1, price: 400, total_price: 400 });
  });

  it('an item of a store already in the cart merges into its group', () => {
    const cart = unwrap(buildCart([{ product: rice }, { product: lentils }]));
    expect(cart).toHaveLength(1);
    expect(cart[0]?.cart.map((l) => l.name)).toEqual(['Basmati Rice 1kg', 'Masoor Daal 1kg']);
  });

  it('an item of another store opens its own group', () => {
    const cart = unwrap(buildCart([{ product: rice }, { product: mangoes }]));
    expect(cart.map((g) => g.store_id)).toEqual([1, 3]);
  });

  it('the same item raises the quantity instead of adding a line', () => {
    const cart = unwrap(
      buildCart([
        { product: rice, request: { quantity: 2 } },
        { product: rice, request: { quantity: 3 } },
      ]),
    );
    expect(quantities(cart)).toEqual([['1', 5]]);
  });

  it('a different variation type of the same item is its own line; the same type merges', () => {
    const suit = lawnSuit();
    const cart = unwrap(
      buildCart([
        { product: suit, request: { variant: 'S' } },
        { product: suit, request: { variant: 'L' } },
        { product: suit, request: { variant: 'S', quantity: 2 } },
      ]),
    );
    expect(quantities(cart)).toEqual([
      ['20|S', 3],
      ['20|L', 1],
    ]);
    expect(cart[0]?.cart.map((l) => [l.variant, l.price])).toEqual([
      ['S', 3500],
      ['L', 3800],
    ]);
  });

  it.each([
    [0, 'Quantity must be a whole number of at least 1'],
    [-2, 'Quantity must be a whole number of at least 1'],
    [1.5, 'Quantity must be a whole number of at least 1'],
    [11, '10 quantity available in stock.'],
  ])('quantity %s is refused: %s', (quantity, message) => {
    expect(refusal(addToCart([], rice, { quantity }))).toBe(message);
  });

  it('merging may not pass the stock either, and a refusal leaves the cart as it was', () => {
    const cart = unwrap(addToCart([], rice, { quantity: 8 }));
    expect(refusal(addToCart(cart, rice, { quantity: 3 }))).toBe('10 quantity available in stock.');
    expect(quantities(cart)).toEqual([['1', 8]]);
  });

  it.each([
    ['S', 5, 6, '5 quantity available in stock.'],
    ['L', 2, 3, '2 quantity available in stock.'],
    ['M', 0, 1, '0 quantity available in stock.'], // variation stock 0, though the item has 10
  ])("variation %s: its stock (%s) counts, not the item's 10", (variant, stock, quantity, message) => {
    if (stock > 0) expect(addToCart([], lawnSuit(), { variant, quantity: stock }).ok).toBe(true);
    expect(refusal(addToCart([], lawnSuit(), { variant, quantity }))).toBe(message);
  });

  it('add-ons with their quantities: not discounted, not multiplied by the item quantity', () => {
    const biryani = product({
      id: 7,
      name: 'Chicken Biryani',
      price: 650,
      discount: 10,
      discount_type: 'percent',
      add_ons: [
        { id: 1, name: 'Raita', price: 80 },
        { id: 2, name: 'Salad', price: 60 },
      ],
    });
    const cart = unwrap(addToCart([], biryani, { quantity: 2, add_on_ids: [1, 2], add_on_qtys: [2] }));
    const line = cart[0]?.cart[0];
    expect(line).toMatchObject({
      add_on_ids: [1, 2],
      add_on_qtys: [2, 1],
      new_price: 585,
      total_price: 1390,
    });
    expect(refusal(addToCart([], biryani, { add_on_ids: [9] }))).toBe('The selected add-on is not available');
    expect(refusal(addToCart([], biryani, { add_on_ids: [1], add_on_qtys: [0] }))).toBe(
      'Quantity must be a whole number of at least 1',
    );
    // Adding the same item again adds the add-on quantities too.
    const again = unwrap(addToCart(cart, biryani, { add_on_ids: [1] }));
    expect(again[0]?.cart[0]).toMatchObject({ quantity: 3, add_on_ids: [1, 2], add_on_qtys: [3, 1] });
  });

  it('choice groups must be valid, and different choices make different lines', () => {
    const pizza = product({
      id: 8,
      name: 'Tikka Pizza',
      price: 1200,
      food_variations: [
        {
          name: 'Size',
          type: 'single',
          required: true,
          values: [
            { label: 'Medium', optionPrice: 0 },
            { label: 'Large', optionPrice: 400 },
          ],
        },
      ],
    });
    expect(refusal(addToCart([], pizza))).toBe('Size is required');
    const cart = unwrap(
      buildCart([
        { product: pizza, request: { choices: [{ name: 'Size', values: ['Medium'] }] } },
        { product: pizza, request: { choices: [{ name: 'Size', values: ['Large'] }] } },
      ]),
    );
    expect(cart[0]?.cart.map((l) => [l.id, l.price])).toEqual([
      ['8|Size=Medium', 1200],
      ['8|Size=Large', 1600],
    ]);
  });
});

describe('changing and removing lines', () => {
  const cart = unwrap(buildCart([{ product: rice, request: { quantity: 2 } }, { product: mangoes }]));

  it('sets a quantity within stock', () => {
    expect(quantities(unwrap(setLineQuantity(cart, '1', 7)))).toEqual([
      ['1', 7],
      ['4', 1],
    ]);
    expect(refusal(setLineQuantity(cart, '1', 11))).toBe('10 quantity available in stock.');
    expect(refusal(setLineQuantity(cart, '1', 0))).toBe('Quantity must be a whole number of at least 1');
    expect(refusal(setLineQuantity(cart, 'nope', 1))).toBe('This item is not in your cart');
  });

  it('removing the last line of a group removes the group', () => {
    const after = removeLine(cart, '4');
    expect(after.map((g) => g.store_id)).toEqual([1]);
    expect(removeLine(after, '1')).toEqual([]);
  });

  it('changes the variation, keeping quantity, and merges into a line of that type', () => {
    const suit = lawnSuit();
    const start = unwrap(buildCart([{ product: suit, request: { variant: 'S', quantity: 1 } }]));
    const changed = unwrap(changeVariation(start, '20|S', suit, 'L'));
    expect(quantities(changed)).toEqual([['20|L', 1]]);
    expect(findLine(changed, '20|L')?.price).toBe(3800);

    const both = unwrap(
      buildCart([
        { product: suit, request: { variant: 'S', quantity: 2 } },
        { product: suit, request: { variant: 'L' } },
      ]),
    );
    expect(refusal(changeVariation(both, '20|S', suit, 'L'))).toBe('2 quantity available in stock.');
    expect(refusal(changeVariation(both, '20|S', suit, 'M'))).toBe('0 quantity available in stock.');
    expect(refusal(changeVariation(both, '20|X', suit, 'L'))).toBe('This item is not in your cart');
  });
});

describe('every change recomputes the totals and re-applies the promo code (spec §4)', () => {
  const ctx = { coupon: coupon() }; // 10 %, max 300, min_purchase 1000

  it('the coupon reaches a group once it qualifies and leaves it when it no longer does', () => {
    const two = unwrap(addToCart([], rice, { quantity: 2 }, ctx)); // 800: under 1000
    expect(two[0]).toMatchObject({ order_price: 800, coupon: null, coupon_discount_amount: 0 });
    const three = unwrap(addToCart(two, rice, {}, ctx)); // 1200
    expect(three[0]).toMatchObject({
      order_price: 1200,
      coupon: { code: 'EID10' },
      coupon_discount_amount: 120,
    });
    const back = unwrap(setLineQuantity(three, '1', 2, ctx));
    expect(back[0]).toMatchObject({ coupon: null, coupon_discount_amount: 0 });
  });

  it('a group adds up: prices, item discounts, tax, coupon and delivery (spec §3 fields)', () => {
    const kurta = product({
      id: 30,
      name: 'Khaddar Kurta',
      price: 2500,
      discount: 20,
      discount_type: 'percent',
      tax: 17,
      tax_type: 'percent',
      weight: 0.6,
      length: 30,
      width: 20,
      height: 10,
      store_id: 5,
      store_name: 'Peshawar Weaves',
      leopard_detail: leopardRates,
      delivery_charges_contribution: 25,
    });
    const cart = unwrap(addToCart([], kurta, { quantity: 2 }, ctx));
    expect(cart[0]).toMatchObject({
      actual_amount: 5000,
      discount_amount: 1000,
      order_price: 4000,
      tax_amount: 680, // 17 % of 2000, per unit
      coupon_discount_amount: 300, // 10 % = 400, capped at 300
      actual_delivery_charges: 400, // 2 × 1200 g volumetric = 2400 g → slab 3 → the 5 kg rate
      delivery_charges: 300, // the store pays 25 %
      order_amount: 4000 - 300 + 680 + 300,
    });
    expect(cart[0]?.cart[0]).toMatchObject({
      orderWeight: 2400,
      discount_value: 500,
      new_price: 2000,
      tax_amount: 680,
    });
  });

  it("a store's table may come as the Item answer's JSON text", () => {
    const fromApi = product({ leopard_detail: JSON.stringify(leopardRates) });
    const cart = unwrap(addToCart([], fromApi, { quantity: 2 }));
    expect(cart[0]).toMatchObject({ leopard_detail: leopardRates, delivery_charges: 220 });
  });

  it('without a store table the market default from config applies, then the fallback', () => {
    const withDefault = unwrap(addToCart([], rice, {}, { default_rate_table: leopardRates }));
    expect(withDefault[0]?.delivery_charges).toBe(150);
    const fallback = unwrap(addToCart([], rice, { quantity: 2 }));
    expect(fallback[0]?.delivery_charges).toBe(200); // 2000 g: above 1 kg
  });

  it('the grand total sums the groups', () => {
    const cart = unwrap(buildCart([{ product: rice, request: { quantity: 3 } }, { product: mangoes }], ctx));
    const totals = cartTotals(cart);
    expect(totals).toMatchObject({
      order_price: 1200 + 2200,
      coupon_discount_amount: 120 + 220,
      item_count: 4,
    });
    expect(totals.order_amount).toBe(cart.reduce((sum, g) => sum + g.order_amount, 0));
  });

  it('recalculation is idempotent and keeps tips and address fields', () => {
    const cart: Cart = unwrap(addToCart([], rice, {}, ctx)).map((g) => ({
      ...g,
      dm_tips: 50,
      address_type: 'office',
    }));
    const again = recalculateCart(cart, ctx);
    expect(recalculateCart(again, ctx)).toEqual(again);
    expect(again[0]).toMatchObject({ dm_tips: 50, address_type: 'office', order_amount: 400 + 120 + 50 });
  });
});
