import type { PaymentMethod } from '../orders/payment';
import {
  assertBalanced,
  cashAccount,
  courierAccount,
  type LedgerEntry,
  PLATFORM_BANK,
  PLATFORM_COMMISSION,
  PLATFORM_COUPON,
  PLATFORM_DELIVERY,
  storeAccount,
  withoutZeros,
} from './ledger';
import { percentOf, roundRupees } from './round';

/** Who took the order to the customer: the store (itself or its own courier), or a market courier. */
export type Deliverer =
  | { by: 'store' }
  /** `paidPerDelivery`: a freelancer earns each delivery's fee; a salaried courier only the tips. */
  | { by: 'courier'; courierId: number; paidPerDelivery: boolean };

/** One delivered order's money, as the order row keeps it (whole rupees). */
export type OrderMoney = {
  storeId: number;
  /** What the customer paid, everything included. */
  orderAmount: number;
  couponDiscount: number;
  /** A store's own coupon is the store's cost; any other coupon is the market's. */
  couponFundedBy: 'store' | 'market';
  /** Tax added on top of the prices (decision 101: per item, before the coupon). */
  tax: number;
  /** The delivery charge the customer paid. */
  deliveryCharge: number;
  /** The courier rate before the store's contribution took its part off (decision 103). */
  originalDeliveryCharge: number;
  tips: number;
  paymentMethod: PaymentMethod;
  deliverer: Deliverer;
  /** The operator's commission on this store, percent (0–100). */
  commissionPercent: number;
};

/** The figures a later refund of the order is split by (see settle-refund.ts). */
export type RefundBasis = {
  storeId: number;
  /** What the customer paid. */
  paid: number;
  /** Of which delivery charge and tips. */
  deliveryPaid: number;
  commission: number;
  /** The market's coupon on this order: a cost the market carried for the customer. */
  marketCoupon: number;
  /** Who keeps the delivery money: the store when it delivered, else the market's delivery side. */
  deliveredBy: 'store' | 'platform';
};

export type Settlement = {
  entries: readonly LedgerEntry[];
  /** The order's items after item discounts, before coupon, tax and delivery (order_price). */
  itemsSubtotal: number;
  /** What the commission is taken of: the items after the store's own discounts and coupon. */
  commissionBase: number;
  commission: number;
  /** The store's entry: what the order earned it. */
  storeEarning: number;
  /** The store's part of a market courier's fee (its delivery contribution); 0 when it delivers. */
  storeDeliveryContribution: number;
  basis: RefundBasis;
};

const wholeRupees = (name: string, value: number) => {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new RangeError(`${name} must be a whole number of rupees, not ${value}`);
  return value;
};

/**
 * The transaction that settles a delivered order (decision 410):
 * - the customer's payment is debited where it went: the market's bank (wallet, digital payment) or,
 *   on cash on delivery, the hand of whoever delivered (`cash:courier:<id>`, `cash:store:<id>`);
 * - the market's commission is its percent of the items after the store's own discounts and coupon;
 *   tax, delivery and tips are never commissioned, and a market coupon does not lower it;
 * - the store earns its items (after its own discounts and coupon) plus tax, less the commission; when
 *   it delivers, also the delivery charge and tips; when a market courier delivers, it pays its
 *   delivery contribution (the part of the rate it took off the customer's charge);
 * - a market courier's fee is the full rate (customer's charge + store's contribution): a freelancer
 *   earns it, the market keeps it for a salaried courier; tips always go to whoever delivered;
 * - a market coupon is the market's cost (`platform:coupon`): the store earns as if there were none.
 */
export function settleOrder(order: OrderMoney): Settlement {
  const paid = wholeRupees('orderAmount', order.orderAmount);
  const coupon = wholeRupees('couponDiscount', order.couponDiscount);
  const tax = wholeRupees('tax', order.tax);
  const charge = wholeRupees('deliveryCharge', order.deliveryCharge);
  const rate = Math.max(charge, wholeRupees('originalDeliveryCharge', order.originalDeliveryCharge));
  const tips = wholeRupees('tips', order.tips);
  const itemsSubtotal = paid + coupon - tax - charge - tips;
  if (itemsSubtotal < coupon)
    throw new RangeError(`The order's amounts do not add up: ${JSON.stringify(order)}`);
  const storeCoupon = order.couponFundedBy === 'store' ? coupon : 0;
  const marketCoupon = coupon - storeCoupon;
  const commissionBase = itemsSubtotal - storeCoupon;
  const percent = Math.min(100, Math.max(0, order.commissionPercent));
  const commission = roundRupees(percentOf(commissionBase, percent));
  const goods = commissionBase + tax - commission;
  const store = storeAccount(order.storeId);
  const { deliverer } = order;

  const delivery: LedgerEntry[] = [];
  let storeEarning = goods + charge + tips;
  let contribution = 0;
  if (deliverer.by === 'courier') {
    contribution = rate - charge;
    storeEarning = goods - contribution;
    const courier = courierAccount(deliverer.courierId);
    const fee = deliverer.paidPerDelivery ? rate : 0;
    delivery.push(
      { account: courier, amount: fee + tips, kind: 'delivery' },
      { account: PLATFORM_DELIVERY, amount: rate - fee, kind: 'delivery' },
    );
  }
  const entries = withoutZeros(
    [
      { account: receivedBy(order), amount: -paid, kind: 'payment' },
      { account: store, amount: storeEarning, kind: 'earning' },
      { account: PLATFORM_COMMISSION, amount: commission, kind: 'commission' },
      ...delivery,
      { account: PLATFORM_COUPON, amount: -marketCoupon, kind: 'coupon' },
    ],
    [store],
  );
  return {
    entries: assertBalanced(entries),
    itemsSubtotal,
    commissionBase,
    commission,
    storeEarning,
    storeDeliveryContribution: contribution,
    basis: {
      storeId: order.storeId,
      paid,
      deliveryPaid: charge + tips,
      commission,
      marketCoupon,
      deliveredBy: deliverer.by === 'store' ? 'store' : 'platform',
    },
  };
}

/** Where the customer's money went: the market's bank, or on cash on delivery the deliverer's hand. */
function receivedBy({ paymentMethod, deliverer, storeId }: OrderMoney): string {
  if (paymentMethod !== 'cash_on_delivery') return PLATFORM_BANK;
  return deliverer.by === 'courier'
    ? cashAccount({ courier: deliverer.courierId })
    : cashAccount({ store: storeId });
}
