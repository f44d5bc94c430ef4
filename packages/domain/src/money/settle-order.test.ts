import { describe, expect, it } from 'vitest';
import { type OrderMoney, settleOrder } from './settle-order';

const STORE = 7;
const COURIER = 4;

/** A cash order of Rs 1,000 of items delivered by the store itself, 10 % commission. */
const order = (o: Partial<OrderMoney> = {}): OrderMoney => ({
  storeId: STORE,
  orderAmount: 1000,
  couponDiscount: 0,
  couponFundedBy: 'store',
  tax: 0,
  deliveryCharge: 0,
  originalDeliveryCharge: 0,
  tips: 0,
  paymentMethod: 'cash_on_delivery',
  deliverer: { by: 'store' },
  commissionPercent: 10,
  ...o,
});
/** Items 1,000, a coupon of 100, tax 45, delivery 120 and tips 20: the customer paid 1,085. */
const couponed = {
  orderAmount: 1085,
  couponDiscount: 100,
  tax: 45,
  deliveryCharge: 120,
  originalDeliveryCharge: 120,
  tips: 20,
} as const;
const freelancer = { by: 'courier', courierId: COURIER, paidPerDelivery: true } as const;
const salaried = { by: 'courier', courierId: COURIER, paidPerDelivery: false } as const;

/** The entries as account → amount, which reads like the decision's table. */
const byAccount = (o: OrderMoney) =>
  Object.fromEntries(settleOrder(o).entries.map((e) => [e.account, e.amount]));

describe('settleOrder: who gets what of a delivered order (decision 410)', () => {
  it.each<[string, Partial<OrderMoney>, Record<string, number>]>([
    [
      'the store delivers, cash: it holds the cash and earns all but the commission, delivery included',
      { orderAmount: 1120, deliveryCharge: 120, originalDeliveryCharge: 120 },
      { 'cash:store:7': -1120, 'store:7': 1020, 'platform:commission': 100 },
    ],
    [
      'wallet, a store coupon and tax: commission on the items after the coupon, tax and tips to the store',
      { ...couponed, paymentMethod: 'wallet' },
      { 'platform:bank': -1085, 'store:7': 995, 'platform:commission': 90 },
    ],
    [
      'a market coupon: the store earns as without it, the market carries the coupon',
      { ...couponed, couponFundedBy: 'market', paymentMethod: 'digital_payment' },
      { 'platform:bank': -1085, 'store:7': 1085, 'platform:commission': 100, 'platform:coupon': -100 },
    ],
    [
      'a freelance courier: the full rate and the tips; the store pays its delivery contribution',
      {
        orderAmount: 1126,
        deliveryCharge: 96,
        originalDeliveryCharge: 120,
        tips: 30,
        paymentMethod: 'digital_payment',
        deliverer: freelancer,
      },
      { 'platform:bank': -1126, 'store:7': 876, 'platform:commission': 100, 'courier:4': 150 },
    ],
    [
      'a salaried courier on cash: the courier holds the cash and earns the tips, the market the fee',
      {
        orderAmount: 1126,
        deliveryCharge: 96,
        originalDeliveryCharge: 120,
        tips: 30,
        deliverer: salaried,
      },
      {
        'cash:courier:4': -1126,
        'store:7': 876,
        'platform:commission': 100,
        'courier:4': 30,
        'platform:delivery': 120,
      },
    ],
    [
      'a store that delivers keeps its own contribution: nothing is owed for it',
      { orderAmount: 1096, deliveryCharge: 96, originalDeliveryCharge: 120 },
      { 'cash:store:7': -1096, 'store:7': 996, 'platform:commission': 100 },
    ],
    [
      'no commission set for the store at 0 %: the store earns everything',
      { commissionPercent: 0 },
      { 'cash:store:7': -1000, 'store:7': 1000 },
    ],
    [
      'commission over 100 % counts as 100 %',
      { commissionPercent: 150 },
      { 'cash:store:7': -1000, 'platform:commission': 1000, 'store:7': 0 },
    ],
    [
      'a market coupon of the whole price: the customer paid only delivery, the store still earns',
      {
        orderAmount: 120,
        couponDiscount: 1000,
        couponFundedBy: 'market',
        deliveryCharge: 120,
        originalDeliveryCharge: 120,
        paymentMethod: 'wallet',
      },
      { 'platform:bank': -120, 'store:7': 1020, 'platform:commission': 100, 'platform:coupon': -1000 },
    ],
  ])('%s', (_, o, expected) => {
    expect(byAccount(order(o))).toEqual(expected);
  });

  it.each([
    [1005, 12.5, 126], // 125.625
    [1004, 12.5, 126], // 125.5: half away from zero (decision 101)
    [1003, 12.5, 125], // 125.375
    [999, 10, 100], // 99.9
  ])('commission of Rs %i at %f %% is Rs %i (whole rupees, the one rounding rule)', (items, percent, commission) => {
    const settled = settleOrder(order({ orderAmount: items, commissionPercent: percent }));
    expect(settled.commission).toBe(commission);
    expect(settled.storeEarning).toBe(items - commission);
  });

  it('keeps the store entry at 0 (the order shows on its statement) and drops other zeros', () => {
    const settled = settleOrder(order({ commissionPercent: 100 }));
    expect(settled.entries.map((e) => e.account)).toEqual(['cash:store:7', 'store:7', 'platform:commission']);
  });

  it('writes nothing for an order of nothing', () => {
    expect(settleOrder(order({ orderAmount: 0 })).entries).toEqual([]);
  });

  it('gives a store its earning as a negative amount when its delivery contribution exceeds it', () => {
    const settled = settleOrder(
      order({ orderAmount: 50, deliveryCharge: 0, originalDeliveryCharge: 200, deliverer: freelancer }),
    );
    expect(byAccount(order({ orderAmount: 50, originalDeliveryCharge: 200, deliverer: freelancer }))).toEqual(
      {
        'cash:courier:4': -50,
        'store:7': -155,
        'platform:commission': 5,
        'courier:4': 200,
      },
    );
    expect(settled.storeDeliveryContribution).toBe(200);
  });

  it('refuses amounts that do not add up, or that are not whole rupees', () => {
    expect(() => settleOrder(order({ orderAmount: 100, couponDiscount: 50, deliveryCharge: 120 }))).toThrow(
      RangeError,
    );
    expect(() => settleOrder(order({ tips: 1.5 }))).toThrow(RangeError);
    expect(() => settleOrder(order({ tax: -1 }))).toThrow(RangeError);
  });

  it('reports the figures a refund is later split by', () => {
    const settled = settleOrder(order({ ...couponed, couponFundedBy: 'market', deliverer: freelancer }));
    expect(settled.basis).toEqual({
      storeId: STORE,
      paid: 1085,
      deliveryPaid: 140,
      commission: 100,
      marketCoupon: 100,
      deliveredBy: 'platform',
    });
    expect(settled).toMatchObject({ itemsSubtotal: 1000, commissionBase: 1000 });
  });
});
