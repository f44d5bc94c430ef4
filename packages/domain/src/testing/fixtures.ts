import type { Cart, CartProduct } from '../cart/types';
import type { Coupon } from '../coupons/types';
import type { RateTable } from '../delivery/rate-table';
import type { Result } from '../result';

/**
 * Test data for this package and for the API's and storefront's tests
 * (`import { product } from '@bazaar/domain/testing/fixtures'`).
 */

/** A Leopards-style table: 150 up to 1 kg, 220 up to 2 kg, 400 up to 5 kg (and above, as the largest). */
export const leopardRates: RateTable = {
  courier: 'Leopards',
  rates: [
    { kg: 1, rate: 150 },
    { kg: 2, rate: 220 },
    { kg: 5, rate: 400 },
  ],
};

/** A plain 1 kg grocery item of store 1 at Rs 400, 10 in stock, no discount or tax. */
export function product(overrides: Partial<CartProduct> = {}): CartProduct {
  return {
    id: 1,
    name: 'Basmati Rice 1kg',
    image: 'basmati.webp',
    price: 400,
    stock: 10,
    store_id: 1,
    store_name: 'Lahore Grocers',
    store_slug: 'lahore-grocers',
    weight: 1,
    length: 10,
    width: 10,
    height: 10,
    ...overrides,
  };
}

/** A lawn suit of store 2 sold in sizes: S (5 in stock), M (none), L (2, dearer). */
export function lawnSuit(overrides: Partial<CartProduct> = {}): CartProduct {
  return product({
    id: 20,
    name: 'Lawn Suit',
    price: 3500,
    stock: 10,
    store_id: 2,
    store_name: 'Faisalabad Textiles',
    store_slug: 'faisalabad-textiles',
    weight: 0.4,
    length: 30,
    width: 25,
    height: 4,
    variations: [
      { type: 'S', price: 3500, stock: 5 },
      { type: 'M', price: 3500, stock: 0 },
      { type: 'L', price: 3800, stock: 2 },
    ],
    ...overrides,
  });
}

export function coupon(overrides: Partial<Coupon> = {}): Coupon {
  return {
    code: 'EID10',
    discount_type: 'percent',
    discount: 10,
    max_discount: 300,
    min_purchase: 1000,
    coupon_type: 'default',
    ...overrides,
  };
}

/** The value of a result that must have succeeded. */
export function unwrap<T>(result: Result<T>): T {
  if (!result.ok) throw new Error(`Expected success, got ${JSON.stringify(result.error)}`);
  return result.value;
}

export const quantities = (cart: Cart) => cart.flatMap((g) => g.cart.map((l) => [l.id, l.quantity] as const));
