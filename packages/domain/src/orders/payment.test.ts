import { describe, expect, it } from 'vitest';
import { t } from '../messages/translate';
import {
  checkMinimumOrder,
  checkWalletBalance,
  DEFAULT_PAYMENT_METHOD,
  initialPaymentStatus,
  paymentStatusAfter,
  shortOfMinimum,
} from './payment';

describe('payment status: paid / unpaid', () => {
  it('cash on delivery is the default method', () => {
    expect(DEFAULT_PAYMENT_METHOD).toBe('cash_on_delivery');
  });

  it.each([
    ['cash_on_delivery', 'unpaid'],
    ['wallet', 'paid'],
    ['digital_payment', 'unpaid'],
  ] as const)('%s starts %s', (method, status) => {
    expect(initialPaymentStatus(method)).toBe(status);
  });

  it.each([
    ['cash_on_delivery', 'unpaid', 'picked_up', 'unpaid'],
    ['cash_on_delivery', 'unpaid', 'delivered', 'paid'],
    ['digital_payment', 'unpaid', 'delivered', 'unpaid'], // only the provider's callback pays it
    ['wallet', 'paid', 'canceled', 'paid'],
  ] as const)('%s, %s, order %s → %s', (method, current, status, next) => {
    expect(paymentStatusAfter(method, current, status)).toBe(next);
  });
});

describe('checkout checks', () => {
  it("wallet: 'Insufficient wallet balance'", () => {
    expect(checkWalletBalance(5000, 4680)).toEqual({ ok: true, value: 320 });
    expect(checkWalletBalance(5000, 5000)).toEqual({ ok: true, value: 0 });
    const short = checkWalletBalance(4679, 4680);
    expect(short.ok ? '' : t(short.error.key)).toBe('Insufficient wallet balance');
  });

  it.each([
    { price: 440, minimum: 500, short: 60 },
    { price: 500, minimum: 500, short: 0 },
    { price: 501, minimum: 500, short: 0 },
    { price: 0, minimum: 0, short: 0 },
    { price: 120, minimum: null, short: 0 },
    { price: 0, minimum: 250, short: 250 },
  ])('short of the minimum: $price against $minimum is $short', ({ price, minimum, short }) => {
    expect(shortOfMinimum(price, minimum)).toBe(short);
    expect(checkMinimumOrder(price, minimum).ok).toBe(short === 0);
  });

  it("a store's minimum order: 'Minimum order amount is'", () => {
    expect(checkMinimumOrder(500, 500).ok).toBe(true);
    expect(checkMinimumOrder(0, null).ok).toBe(true);
    const under = checkMinimumOrder(499, 500);
    expect(under.ok ? '' : t(under.error.key, under.error.params)).toBe('Minimum order amount is 500');
  });
});
