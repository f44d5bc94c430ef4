import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Coupon } from '../coupons/types';
import { coupon, product, unwrap } from '../testing/fixtures';
import { applyCouponToCart, applyPromoCode, clearCoupon, couponDiscountForGroup } from './apply-coupon';
import { buildCart } from './cart';
import { cartTotals } from './totals';
import type { Cart } from './types';

describe('coupon discount of one store group (spec §5, clarification 6)', () => {
  // coupon, order_price → discount
  it.each([
    ['10 %, capped at max_discount 300', { discount: 10, max_discount: 300, min_purchase: 1000 }, 5000, 300],
    ['10 % below the cap', { discount: 10, max_discount: 300, min_purchase: 1000 }, 2000, 200],
    ['exactly min_purchase applies', { discount: 10, max_discount: 300, min_purchase: 1000 }, 1000, 100],
    [
      'one rupee under min_purchase: nothing',
      { discount: 10, max_discount: 300, min_purchase: 1000 },
      999,
      0,
    ],
    ['15 % of 1999 = 299.85 → 300, no cap', { discount: 15, max_discount: null, min_purchase: 0 }, 1999, 300],
    ['a percent above 100 is 100', { discount: 150, max_discount: null, min_purchase: 0 }, 400, 400],
    ['Rs 200 off', { discount_type: 'amount', discount: 200, min_purchase: 0 }, 500, 200],
    [
      'Rs 800 off a Rs 500 group: never more than the price',
      { discount_type: 'amount', discount: 800, min_purchase: 500 },
      500,
      500,
    ],
    [
      'max_discount does not cap an amount coupon',
      { discount_type: 'amount', discount: 400, max_discount: 100, min_purchase: 0 },
      1000,
      400,
    ],
    ['an empty group', { discount_type: 'amount', discount: 100, min_purchase: 0 }, 0, 0],
  ] as [string, Partial<Coupon>, number, number][])('%s', (_, c, order_price, expected) => {
    expect(couponDiscountForGroup(coupon(c), { store_id: 1, order_price })).toBe(expected);
  });

  it('a store-wise coupon reaches only its stores (clarification 7)', () => {
    const storeWise = coupon({ coupon_type: 'store_wise', store_ids: [2], min_purchase: 0 });
    expect(couponDiscountForGroup(storeWise, { store_id: 1, order_price: 2000 })).toBe(0);
    expect(couponDiscountForGroup(storeWise, { store_id: 2, order_price: 2000 })).toBe(200);
    const restaurantWise = { ...storeWise, coupon_type: 'restaurant_wise' as const };
    expect(couponDiscountForGroup(restaurantWise, { store_id: 2, order_price: 2000 })).toBe(200);
  });
});

// Store 1: 3 × Rs 400 = 1200 (qualifies for min_purchase 1000). Store 2: 2 × Rs 300 = 600 (does not).
const twoStores = (): Cart =>
  unwrap(
    buildCart([
      { product: product(), request: { quantity: 3 } },
      {
        product: product({ id: 2, price: 300, store_id: 2, store_name: 'Multan Mangoes' }),
        request: { quantity: 2 },
      },
    ]),
  );

describe('applying to the cart, group by group', () => {
  it('a group under min_purchase keeps no coupon and no discount', () => {
    const [first, second] = applyCouponToCart(twoStores(), coupon());
    expect(first).toMatchObject({ coupon: { code: 'EID10' }, coupon_discount_amount: 120 });
    expect(second).toMatchObject({ coupon: null, coupon_discount_amount: 0 });
    expect(first?.order_amount).toBe(1200 - 120 + (first?.delivery_charges ?? 0));
  });

  it('clearing takes it off every group and restores each order_amount', () => {
    const cart = twoStores();
    expect(clearCoupon(applyCouponToCart(cart, coupon()))).toEqual(cart);
  });
});

describe('applyPromoCode (spec §4, §5)', () => {
  const ctx = { now: new Date('2026-11-22T08:00:00Z') };
  const applied = applyCouponToCart(twoStores(), coupon());

  it.each([
    ['', coupon(), 'coupon.invalid_code'],
    ['   ', coupon(), 'coupon.invalid_code'],
    ['NOPE', null, 'coupon.invalid_or_failed'],
    ['OTHER', coupon(), 'coupon.invalid_or_failed'],
    ['EID10', coupon({ expire_date: '2026-01-01' }), 'coupon.expired'],
  ] as const)('%j is refused with %s, and the coupon is cleared everywhere', (code, found, key) => {
    const outcome = applyPromoCode(applied, code, found, ctx);
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.error.key).toBe(key);
    expect(outcome.cart.every((g) => g.coupon === null && g.coupon_discount_amount === 0)).toBe(true);
    expect(cartTotals(outcome.cart).order_amount).toBe(cartTotals(twoStores()).order_amount);
  });

  it("'Invalid code' is the spec's text for an empty code", async () => {
    const { t } = await import('../messages/translate');
    const outcome = applyPromoCode(applied, '', coupon(), ctx);
    expect(outcome.ok ? '' : t(outcome.error.key)).toBe('Invalid code');
  });

  it('a good code applies where it qualifies (the code is not case-sensitive)', () => {
    const outcome = applyPromoCode(twoStores(), ' eid10 ', coupon(), ctx);
    expect(outcome).toMatchObject({ ok: true, discount: 120, coupon: { code: 'EID10' } });
  });
});

describe('property: coupon discount ≤ min(max_discount, price), never negative', () => {
  it('percent coupons', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 200, noNaN: true }),
        fc.option(fc.integer({ min: 0, max: 100_000 }), { nil: null }),
        fc.integer({ min: 0, max: 50_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (discount, max_discount, min_purchase, order_price) => {
          const d = couponDiscountForGroup(coupon({ discount, max_discount, min_purchase }), {
            store_id: 1,
            order_price,
          });
          const cap = Math.min(max_discount ?? Number.POSITIVE_INFINITY, order_price);
          return Number.isInteger(d) && d >= 0 && d <= cap && (order_price >= min_purchase || d === 0);
        },
      ),
    );
  });

  it('amount coupons', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -100, max: 100_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        (discount, order_price) => {
          const d = couponDiscountForGroup(coupon({ discount_type: 'amount', discount, min_purchase: 0 }), {
            store_id: 1,
            order_price,
          });
          return Number.isInteger(d) && d >= 0 && d <= order_price;
        },
      ),
    );
  });
});
