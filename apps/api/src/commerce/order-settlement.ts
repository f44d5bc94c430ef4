import {
  type Deliverer,
  isPaymentMethod,
  REFUNDS,
  refundBasisOf,
  settleOrder,
  settleRefund,
  sumEntries,
} from '@bazaar/domain';
import { and, eq } from 'drizzle-orm';
import { coupons, couriers, ledgerEntries, orders, staff } from '../db/schema';
import { commissionOf } from './commission';
import { postTransaction, transactionEntries } from './ledger';
import type { Db, Tx } from './tx';

export const deliveredTxn = (orderId: number) => `order:${orderId}:delivered`;
export const refundedTxn = (orderId: number) => `order:${orderId}:refunded`;

/** A coupon is the store's cost when the store's own (it names the store); any other is the market's. */
async function couponFunder(db: Db, code: string | null, storeId: number): Promise<'store' | 'market'> {
  if (!code) return 'store';
  const [coupon] = await db.select({ storeId: coupons.storeId }).from(coupons).where(eq(coupons.code, code));
  return coupon?.storeId === storeId ? 'store' : 'market';
}

/**
 * Who delivered, read when the order is settled: a market courier (a courier account of no store) is
 * paid per delivery when a freelancer; no courier, or the store's own, means the store delivered.
 */
async function delivererOf(db: Db, deliveryManId: number | null): Promise<Deliverer> {
  if (deliveryManId === null) return { by: 'store' };
  const [row] = await db
    .select({ role: staff.role, storeId: staff.storeId, earning: couriers.earning })
    .from(staff)
    .leftJoin(couriers, eq(couriers.staffId, staff.id))
    .where(eq(staff.id, deliveryManId));
  if (!row || row.role !== 'courier' || row.storeId !== null) return { by: 'store' };
  return { by: 'courier', courierId: deliveryManId, paidPerDelivery: row.earning !== 'salary_based' };
}

/**
 * Posts a delivered order's transaction (`order:<id>:delivered`), once: called by `moveOrder` in the
 * delivery's own transaction, with the order row locked. Answers false when it was posted before.
 */
export async function postOrderDelivered(tx: Tx, orderId: number): Promise<boolean> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!order || !isPaymentMethod(order.paymentMethod)) return false;
  const deliverer = await delivererOf(tx, order.deliveryManId);
  const settled = settleOrder({
    storeId: order.storeId,
    orderAmount: order.orderAmount,
    couponDiscount: order.couponDiscountAmount,
    couponFundedBy: await couponFunder(tx, order.couponCode, order.storeId),
    tax: order.totalTaxAmount,
    deliveryCharge: order.deliveryCharge,
    originalDeliveryCharge: order.originalDeliveryCharge,
    tips: order.dmTips,
    paymentMethod: order.paymentMethod,
    deliverer,
    commissionPercent: await commissionOf(tx, order.storeId),
  });
  return postTransaction(tx, deliveredTxn(order.id), settled.entries, {
    orderId: order.id,
    storeId: order.storeId,
    courierId: deliverer.by === 'courier' ? deliverer.courierId : null,
  });
}

/**
 * Posts the refund of everything still unrefunded of a delivered order (`order:<id>:refunded`), split
 * as its settled transaction says. An order never settled (delivered before the ledger existed) posts
 * nothing: its wallet refund is the whole record, as before.
 */
export async function postOrderRefund(tx: Tx, orderId: number): Promise<boolean> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return false;
  const basis = refundBasisOf(
    await transactionEntries(tx, deliveredTxn(orderId)),
    order.deliveryCharge + order.dmTips,
  );
  if (!basis) return false;
  const before = sumEntries(
    await tx
      .select({ amount: ledgerEntries.amount })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.orderId, orderId), eq(ledgerEntries.account, REFUNDS))),
  );
  if (before >= basis.paid) return false;
  return postTransaction(tx, refundedTxn(orderId), settleRefund(basis, before, basis.paid - before), {
    orderId,
    storeId: order.storeId,
    courierId: order.deliveryManId,
  });
}
