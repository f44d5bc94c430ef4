import type { Result } from '../result';
import { fail, ok } from '../result';
import type { OrderStatus } from './status';

/** Spec §9 payment methods; cash on delivery is the default. */
export const PAYMENT_METHODS = ['cash_on_delivery', 'wallet', 'digital_payment'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const DEFAULT_PAYMENT_METHOD: PaymentMethod = 'cash_on_delivery';
export const isPaymentMethod = (value: unknown): value is PaymentMethod =>
  (PAYMENT_METHODS as readonly unknown[]).includes(value);

export const PAYMENT_STATUSES = ['paid', 'unpaid'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** A wallet order is paid when placed; cash and digital orders start unpaid. */
export function initialPaymentStatus(method: PaymentMethod): PaymentStatus {
  return method === 'wallet' ? 'paid' : 'unpaid';
}

/**
 * The payment status after the order reaches `status`: cash is collected on delivery. A digital
 * payment becomes paid only through the provider's signed callback, never by an order status.
 */
export function paymentStatusAfter(
  method: PaymentMethod,
  current: PaymentStatus,
  status: OrderStatus,
): PaymentStatus {
  if (method === 'cash_on_delivery' && status === 'delivered') return 'paid';
  return current;
}

/** A wallet order needs a balance that covers it ('Insufficient wallet balance'). */
export function checkWalletBalance(balance: number, orderAmount: number): Result<number> {
  return balance >= orderAmount ? ok(balance - orderAmount) : fail('wallet.insufficient_balance');
}

/** How much more a store's group must cost to reach the store's minimum order (0: reached or none). */
export const shortOfMinimum = (orderPrice: number, minimumOrder: number | null | undefined): number =>
  Math.max(0, (minimumOrder ?? 0) - orderPrice);

/** A store's minimum order, judged against the group's order_price ('Minimum order amount is {amount}'). */
export function checkMinimumOrder(
  orderPrice: number,
  minimumOrder: number | null | undefined,
): Result<number> {
  return shortOfMinimum(orderPrice, minimumOrder) === 0
    ? ok(orderPrice)
    : fail('order.minimum_amount_value', { amount: minimumOrder ?? 0 });
}
