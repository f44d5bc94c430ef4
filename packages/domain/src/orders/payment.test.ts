import { describe, expect, it } from 'vitest';
import { t } from '../messages/translate';
import {
  checkMinimumOrder,
  checkWalletBalance,
  DEFAULT_PAYMENT_METHOD,
  initialPaymentStatus,
  paymentStatusAfter,
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

  it("a store's minimum order: 'Minimum order amount is'", () => {
    expect(checkMinimumOrder(500, 500).ok).toBe(true);
    expect(checkMinimumOrder(0, null).ok).toBe(true);
    const under = checkMinimumOrder(499, 500);
    expect(under.ok ? '' : t(under.error.key, under.error.params)).toBe('Minimum order amount is 500');
  });
});
