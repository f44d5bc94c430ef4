import { applyCouponToCart, buildCart, type Cart, type CartProduct, recalculateCart } from '@bazaar/domain';
import { describe, expect, it } from 'vitest';
import { cartDeliveryState, cartFigures, deliveryState, groupFigures } from './cart-figures';

const product = (over: Partial<CartProduct>): CartProduct =>
  ({
    id: 1,
    name: 'Kettle',
    image: null,
    price: 1000,
    stock: 50,
    store_id: 1,
    store_name: 'Store',
    tax: 0,
    tax_type: 'percent',
    discount: 0,
    discount_type: 'percent',
    weight: 1,
    length: 10,
    height: 10,
    width: 10,
    delivery_charges_contribution: 0,
    variations: [],
    add_ons: [],
    ...over,
  }) as CartProduct;

describe('groupFigures', () => {
  it('rows add up to the group total the domain computed, for discounts, taxes, coupons and delivery', () => {
    const cases: Cart[] = [];
    for (const [discount, tax, taxType, contribution] of [
      [0, 0, 'percent', 0],
      [10, 17, 'percent', 0],
      [150, 50, 'amount', 50],
      [25, 5, 'percent', 100],
    ] as const) {
      const built = buildCart([
        {
          product: product({
            id: 1,
            discount,
            tax,
            tax_type: taxType,
            delivery_charges_contribution: contribution,
          }),
          request: { quantity: 3 },
        },
        { product: product({ id: 2, price: 2499, weight: 2.5 }), request: { quantity: 1 } },
      ]);
      if (!built.ok) throw new Error('fixture');
      cases.push(recalculateCart(built.value));
    }
    for (const cart of cases) {
      const withCoupon = applyCouponToCart(cart, {
        code: 'X',
        discount_type: 'percent',
        discount: 10,
        max_discount: 100,
        min_purchase: 0,
      });
      for (const group of [...cart, ...withCoupon]) {
        const f = groupFigures(group);
        expect(f.subtotal - f.itemDiscount - f.couponDiscount + f.addedTax + f.delivery + f.tips).toBe(
          f.total,
        );
        expect(f.total).toBe(group.order_amount);
        expect(f.addedTax).toBeGreaterThanOrEqual(0);
      }
      const all = cartFigures(withCoupon);
      expect(all.total).toBe(withCoupon.reduce((s, g) => s + g.order_amount, 0));
    }
  });
});

describe('deliveryState', () => {
  it.each([
    [
      { delivery_charges: 120, delivery_charges_contribution: 0 },
      { kind: 'amount', amount: 120 },
    ],
    [{ delivery_charges: 0, delivery_charges_contribution: 100 }, { kind: 'free' }],
    [{ delivery_charges: 0, delivery_charges_contribution: 20 }, { kind: 'not_set' }],
  ])('%o reads as %o', (group, want) => {
    expect(deliveryState(group)).toEqual(want);
  });
});

describe('cartDeliveryState: the summary reads as the groups do', () => {
  const free = { delivery_charges: 0, delivery_charges_contribution: 100 };
  const notSet = { delivery_charges: 0, delivery_charges_contribution: 20 };
  const charged = (n: number) => ({ delivery_charges: n, delivery_charges_contribution: 0 });
  it.each([
    { name: 'every group free', groups: [free, free], want: { kind: 'free' } },
    { name: 'one group not set yet', groups: [free, notSet], want: { kind: 'not_set' } },
    {
      name: 'charges summed, free groups add nothing',
      groups: [charged(120), free, charged(80)],
      want: { kind: 'amount', amount: 200 },
    },
    {
      name: 'a charge beside a group not set yet',
      groups: [charged(150), notSet],
      want: { kind: 'amount', amount: 150 },
    },
    { name: 'no group', groups: [], want: { kind: 'not_set' } },
  ])('$name', ({ groups, want }) => {
    expect(cartDeliveryState(groups)).toEqual(want);
  });
});

describe('groupFigures counts items', () => {
  it('as the sum of quantities', () => {
    expect(groupFigures({ ...emptyGroup(), cart: [{ quantity: 2 }, { quantity: 5 }] }).items).toBe(7);
  });
});

function emptyGroup() {
  return {
    actual_amount: 0,
    discount_amount: 0,
    order_price: 0,
    coupon_discount_amount: 0,
    delivery_charges: 0,
    delivery_charges_contribution: 0,
    dm_tips: 0,
    order_amount: 0,
    cart: [],
  };
}
