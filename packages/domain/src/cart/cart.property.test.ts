import fc from 'fast-check';
import { describe, it } from 'vitest';
import type { Coupon } from '../coupons/types';
import { lawnSuit, product } from '../testing/fixtures';
import { addToCart, removeLine, setLineQuantity } from './cart';
import { cartTotals } from './totals';
import type { AddToCartRequest, Cart, CartProduct } from './types';

// A small catalogue over two stores, with variations and add-ons, so that adds collide and merge.
const catalogue: CartProduct[] = [
  product({ add_ons: [{ id: 1, name: 'Gift wrap', price: 100 }] }),
  product({ id: 2, name: 'Desi Ghee 1kg', price: 1900, discount: 5, discount_type: 'percent', tax: 17 }),
  lawnSuit({ variations: ['S', 'M', 'L'].map((type) => ({ type, price: 3500, stock: 1_000 })) }),
];
const request = fc.record({
  item: fc.integer({ min: 0, max: catalogue.length - 1 }),
  quantity: fc.integer({ min: 1, max: 5 }),
  variant: fc.constantFrom('S', 'M', 'L'),
  wrap: fc.boolean(),
});
const toRequest = (r: {
  item: number;
  quantity: number;
  variant: string;
  wrap: boolean;
}): AddToCartRequest => ({
  quantity: r.quantity,
  ...(r.item === 2 ? { variant: r.variant } : {}),
  ...(r.item === 0 && r.wrap ? { add_on_ids: [1] } : {}),
});
const totalQuantity = (cart: Cart) => cartTotals(cart).item_count;

describe('cart properties', () => {
  it('merging never loses quantity: the cart holds exactly what was added', () => {
    fc.assert(
      fc.property(fc.array(request, { maxLength: 40 }), fc.integer({ min: 0, max: 60 }), (adds, stock) => {
        let cart: Cart = [];
        let added = 0;
        for (const r of adds) {
          const item = { ...(catalogue[r.item] as CartProduct), stock };
          const next = addToCart(cart, item, toRequest(r));
          if (next.ok) {
            cart = next.value;
            added += r.quantity;
          } else if (totalQuantity(cart) !== added) return false;
        }
        const lineIds = cart.flatMap((g) => g.cart.map((l) => l.id));
        return totalQuantity(cart) === added && new Set(lineIds).size === lineIds.length;
      }),
    );
  });

  const pricedProduct = fc.record({
    price: fc.integer({ min: 0, max: 200_000 }),
    discount: fc.integer({ min: 0, max: 300_000 }),
    discount_type: fc.constantFrom('percent' as const, 'amount' as const),
    tax: fc.integer({ min: 0, max: 100 }),
    tax_type: fc.constantFrom('percent' as const, 'amount' as const),
    tax_included: fc.boolean(),
    weight: fc.double({ min: 0, max: 40, noNaN: true }),
    store_id: fc.integer({ min: 1, max: 3 }),
    delivery_charges_contribution: fc.integer({ min: 0, max: 100 }),
  });
  const anyCoupon: fc.Arbitrary<Coupon | null> = fc.option(
    fc.record({
      code: fc.constant('ANY'),
      discount_type: fc.constantFrom('percent' as const, 'amount' as const),
      discount: fc.integer({ min: 0, max: 500_000 }),
      max_discount: fc.option(fc.integer({ min: 0, max: 100_000 }), { nil: null }),
      min_purchase: fc.integer({ min: 0, max: 100_000 }),
    }),
    { nil: null },
  );

  it('totals are never negative and always whole rupees, whatever the prices, discounts and coupon', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(pricedProduct, fc.integer({ min: 1, max: 20 })), { minLength: 1, maxLength: 12 }),
        anyCoupon,
        (items, coupon) => {
          let cart: Cart = [];
          items.forEach(([p, quantity], i) => {
            const item = product({ ...p, id: i + 1, stock: 100, store_name: `Store ${p.store_id}` });
            const next = addToCart(cart, item, { quantity }, { coupon });
            if (next.ok) cart = next.value;
          });
          const amounts = cart.flatMap((g) => [
            g.actual_amount,
            g.discount_amount,
            g.order_price,
            g.tax_amount,
            g.coupon_discount_amount,
            g.delivery_charges,
            g.order_amount,
            ...g.cart.flatMap((l) => [l.new_price, l.total_price, l.tax_amount, l.discount_amount]),
          ]);
          const couponWithinPrice = cart.every((g) => g.coupon_discount_amount <= g.order_price);
          return couponWithinPrice && amounts.every((a) => Number.isInteger(a) && a >= 0);
        },
      ),
    );
  });

  it('removing every line empties the cart; quantities can be set back and forth', () => {
    fc.assert(
      fc.property(
        fc.array(request, { minLength: 1, maxLength: 15 }),
        fc.integer({ min: 1, max: 5 }),
        (adds, q) => {
          let cart: Cart = [];
          for (const r of adds) {
            const next = addToCart(cart, catalogue[r.item] as CartProduct, toRequest(r));
            if (next.ok) cart = next.value;
          }
          const ids = cart.flatMap((g) => g.cart.map((l) => l.id));
          for (const id of ids) {
            const set = setLineQuantity(cart, id, q);
            if (set.ok) cart = set.value;
          }
          const allSet = cart.every((g) => g.cart.every((l) => l.quantity === q));
          const emptied = ids.reduce((c, id) => removeLine(c, id), cart);
          return allSet && emptied.length === 0;
        },
      ),
    );
  });
});
