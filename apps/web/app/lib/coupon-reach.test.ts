import { describe, expect, it } from 'vitest';
import { couponReach, missedMinimum } from './coupon-reach';

const WELCOME = { code: 'WELCOME100', min_purchase: 1_000 };
const EID = { code: 'EID20', min_purchase: 0 };
const group = (order_price: number, coupon: { min_purchase: number } | null = null) => ({
  order_price,
  coupon,
});

describe('couponReach', () => {
  it.each([
    {
      name: 'a group took it',
      code: 'WELCOME100',
      groups: [group(1_200, WELCOME), group(300)],
      want: { kind: 'applied' },
    },
    {
      name: 'every group below the minimum purchase',
      code: 'welcome100 ',
      groups: [group(598), group(455)],
      want: { kind: 'below_minimum', minPurchase: 1_000 },
    },
    {
      name: 'a group reaches the minimum yet none took it',
      code: 'WELCOME100',
      groups: [group(1_500), group(455)],
      want: { kind: 'not_for_cart' },
    },
    {
      name: 'no minimum, not taken (other stores)',
      code: 'EID20',
      groups: [group(598)],
      want: { kind: 'not_for_cart' },
    },
    {
      name: 'a code not among the coupons',
      code: 'NOPE',
      groups: [group(598)],
      want: { kind: 'not_for_cart' },
    },
  ])('$name', ({ code, groups, want }) => {
    expect(couponReach(code, groups, [WELCOME, EID])).toEqual(want);
  });
});

describe('missedMinimum', () => {
  it.each([
    { name: 'no code', code: null, groups: [group(100)], want: null },
    {
      name: 'from the group that took it',
      code: 'WELCOME100',
      groups: [group(1_200, { min_purchase: 900 }), group(300)],
      want: 900,
    },
    { name: 'from the coupons when none took it', code: 'WELCOME100', groups: [group(300)], want: 1_000 },
    { name: 'unknown when the reason is another', code: 'EID20', groups: [group(300)], want: null },
  ])('$name', ({ code, groups, want }) => {
    expect(missedMinimum(code, groups, [WELCOME, EID])).toBe(want);
  });
});
