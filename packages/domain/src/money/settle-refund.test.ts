import { describe, expect, it } from 'vitest';
import { type LedgerEntry, sumEntries } from './ledger';
import { type OrderMoney, settleOrder } from './settle-order';
import { refundBasisOf, settleRefund } from './settle-refund';

const freelancer = { by: 'courier', courierId: 4, paidPerDelivery: true } as const;
/** Items 1,000, market coupon 100, tax 45, delivery 96 of a 120 rate, tips 30: the customer paid 1,071. */
const courierOrder: OrderMoney = {
  storeId: 7,
  orderAmount: 1071,
  couponDiscount: 100,
  couponFundedBy: 'market',
  tax: 45,
  deliveryCharge: 96,
  originalDeliveryCharge: 120,
  tips: 30,
  paymentMethod: 'cash_on_delivery',
  deliverer: freelancer,
  commissionPercent: 10,
};
const storeOrder: OrderMoney = { ...courierOrder, deliverer: { by: 'store' } };

const byAccount = (entries: readonly LedgerEntry[]) =>
  Object.fromEntries(entries.map((e) => [e.account, e.amount]));

/** Each account's total over several transactions. */
function net(...transactions: (readonly LedgerEntry[])[]) {
  const totals: Record<string, number> = {};
  for (const e of transactions.flat()) totals[e.account] = (totals[e.account] ?? 0) + e.amount;
  return totals;
}

describe('settleRefund: who gives back what (decision 410)', () => {
  it('a whole refund undoes the goods exactly; the courier keeps the delivery it made, the market pays it', () => {
    const settled = settleOrder(courierOrder);
    expect(byAccount(settled.entries)).toEqual({
      'cash:courier:4': -1071,
      'store:7': 921, // 1000 + 45 − 100 commission − 24 contribution
      'platform:commission': 100,
      'courier:4': 150,
      'platform:coupon': -100,
    });
    const refund = settleRefund(settled.basis, 0, 1071);
    expect(byAccount(refund)).toEqual({
      refund: 1071,
      'store:7': -945,
      'platform:commission': -100,
      'platform:coupon': 100,
      'platform:delivery': -126,
    });
    expect(refund.every((e) => e.kind === 'refund')).toBe(true);
    // After it: the store is out only its delivery contribution, the market the courier's fee less it.
    expect(net(settled.entries, refund)).toEqual({
      'cash:courier:4': -1071,
      'store:7': -24,
      'platform:commission': 0,
      'courier:4': 150,
      'platform:coupon': 0,
      refund: 1071,
      'platform:delivery': -126,
    });
  });

  it('when the store delivered, a whole refund takes back all it earned', () => {
    const settled = settleOrder(storeOrder);
    const refund = settleRefund(settled.basis, 0, 1071);
    expect(net(settled.entries, refund)).toMatchObject({
      'store:7': 0,
      'platform:commission': 0,
      refund: 1071,
    });
  });

  it('a partial refund is goods first, shared in proportion: commission and market coupon give back their part', () => {
    const settled = settleOrder(courierOrder);
    // The goods the customer paid for: 1000 − 100 + 45 = 945, of which commission 100 and coupon −100.
    expect(byAccount(settleRefund(settled.basis, 0, 189))).toEqual({
      refund: 189,
      'store:7': -189, // 189 − 20 commission + 20 coupon
      'platform:commission': -20,
      'platform:coupon': 20,
    });
  });

  it('partial refunds that add up to the whole leave the books as one whole refund does', () => {
    const settled = settleOrder(courierOrder);
    const parts = [1, 333, 500, 111, 126];
    let before = 0;
    const refunds = parts.map((amount) => {
      const entries = settleRefund(settled.basis, before, amount);
      before += amount;
      expect(sumEntries(entries)).toBe(0);
      return entries;
    });
    expect(before).toBe(1071);
    expect(net(settled.entries, ...refunds)).toEqual(
      net(settled.entries, settleRefund(settled.basis, 0, 1071)),
    );
  });

  it('a whole refund undoes the goods even when a market coupon paid for all of them', () => {
    // Items 100, all of it a market coupon: the customer paid the delivery charge of 350 only.
    const settled = settleOrder({
      ...storeOrder,
      orderAmount: 350,
      couponDiscount: 100,
      tax: 0,
      deliveryCharge: 350,
      originalDeliveryCharge: 350,
      tips: 0,
    });
    expect(byAccount(settled.entries)).toEqual({
      'cash:store:7': -350,
      'store:7': 440, // items 100 + delivery 350 − commission 10
      'platform:commission': 10,
      'platform:coupon': -100,
    });
    const refund = settleRefund(settled.basis, 0, 350);
    expect(net(settled.entries, refund)).toMatchObject({
      'store:7': 0,
      'platform:commission': 0,
      'platform:coupon': 0,
      refund: 350,
    });
  });

  it('refuses a refund of nothing, of fractions, or of more than is left', () => {
    const { basis } = settleOrder(courierOrder);
    expect(() => settleRefund(basis, 0, 0)).toThrow(RangeError);
    expect(() => settleRefund(basis, 0, 2.5)).toThrow(RangeError);
    expect(() => settleRefund(basis, 1000, 72)).toThrow(RangeError);
    expect(() => settleRefund(basis, 1072, 1)).toThrow(RangeError);
  });

  it('reads the refund basis back from the settled entries, as the API does later', () => {
    for (const o of [courierOrder, storeOrder, { ...courierOrder, paymentMethod: 'wallet' as const }]) {
      const settled = settleOrder(o);
      expect(refundBasisOf(settled.entries, o.deliveryCharge + o.tips)).toEqual(settled.basis);
    }
    expect(refundBasisOf([], 0)).toBeNull();
  });
});
