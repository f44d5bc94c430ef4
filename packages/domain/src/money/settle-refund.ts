import {
  assertBalanced,
  type LedgerEntry,
  PLATFORM_COMMISSION,
  PLATFORM_COUPON,
  PLATFORM_DELIVERY,
  REFUNDS,
  storeAccount,
  withoutZeros,
} from './ledger';
import { roundRupees } from './round';
import type { RefundBasis } from './settle-order';

/**
 * A delivered order's refund basis read back from its settled entries (the ledger is the record of
 * what was agreed then, whatever the commission is now); null when the order was never settled.
 * `deliveryPaid` is the order's delivery charge plus tips.
 */
export function refundBasisOf(delivered: readonly LedgerEntry[], deliveryPaid: number): RefundBasis | null {
  const earning = delivered.find((e) => e.kind === 'earning');
  const storeId = Number(earning?.account.match(/^store:(\d+)$/)?.[1]);
  if (!earning || !Number.isSafeInteger(storeId)) return null;
  const amountOf = (account: string) => delivered.find((e) => e.account === account)?.amount ?? 0;
  const paid = -(delivered.find((e) => e.kind === 'payment')?.amount ?? 0);
  return {
    storeId,
    paid,
    deliveryPaid: Math.min(paid, deliveryPaid),
    commission: amountOf(PLATFORM_COMMISSION),
    marketCoupon: -amountOf(PLATFORM_COUPON),
    deliveredBy: delivered.some((e) => e.kind === 'delivery') ? 'platform' : 'store',
  };
}

/**
 * How much of each share has gone back once `refunded` rupees of the order were refunded in all. The
 * goods' shares go back in the proportion of the goods refunded; refunding everything the customer paid
 * undoes them wholly, even when a market coupon paid for all the goods.
 */
function reversedAt(basis: RefundBasis, refunded: number) {
  const goodsPaid = basis.paid - basis.deliveryPaid;
  const goods = Math.min(refunded, goodsPaid);
  const beyondGoods = refunded - goods;
  const whole = refunded >= basis.paid;
  const share = (part: number) => {
    if (whole) return part;
    return goodsPaid > 0 ? roundRupees((part * goods) / goodsPaid) : 0;
  };
  const commission = share(basis.commission);
  const coupon = share(basis.marketCoupon);
  const byStore = basis.deliveredBy === 'store';
  return {
    refunded,
    commission,
    coupon,
    store: goods - commission + coupon + (byStore ? beyondGoods : 0),
    delivery: byStore ? 0 : beyondGoods,
  };
}

/**
 * The transaction of refunding `amount` more of a delivered order (decision 410), when `before` was
 * refunded already. A refund first gives back the goods, then delivery and tips:
 * - the goods part is borne by the store, the commission and the market's coupon in the proportion
 *   they shared what the customer paid for the goods: the market returns its commission on refunded
 *   goods, and a whole refund undoes the order's goods entries exactly;
 * - delivery and tips given back are borne by whoever kept them: the store when it delivered, else
 *   the market's delivery side (a courier keeps what a delivery made earned);
 * - the customer's side is `refund` (credited to the wallet).
 * Shares are computed on the running total, so several partial refunds add up to the whole one.
 */
export function settleRefund(basis: RefundBasis, before: number, amount: number): readonly LedgerEntry[] {
  if (!Number.isSafeInteger(before) || before < 0 || before > basis.paid)
    throw new RangeError(`Already refunded must be 0 to ${basis.paid}, not ${before}`);
  if (!Number.isSafeInteger(amount) || amount < 1 || before + amount > basis.paid)
    throw new RangeError(`A refund must be 1 to ${basis.paid - before} rupees, not ${amount}`);
  const was = reversedAt(basis, before);
  const now = reversedAt(basis, before + amount);
  const store = storeAccount(basis.storeId);
  return assertBalanced(
    withoutZeros(
      [
        { account: REFUNDS, amount, kind: 'refund' },
        { account: store, amount: was.store - now.store, kind: 'refund' },
        { account: PLATFORM_COMMISSION, amount: was.commission - now.commission, kind: 'refund' },
        { account: PLATFORM_COUPON, amount: now.coupon - was.coupon, kind: 'refund' },
        { account: PLATFORM_DELIVERY, amount: was.delivery - now.delivery, kind: 'refund' },
      ],
      [store],
    ),
  );
}
