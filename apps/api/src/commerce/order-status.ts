import {
  describeTransitionError,
  isOrderStatus,
  type Locale,
  type OrderActor,
  type OrderStatus,
  type PaymentMethod,
  type PaymentStatus,
  paymentStatusAfter,
  transitionOrder,
} from '@bazaar/domain';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { coupons, couponUses, items, orderDetails, orderStatusHistory, orders, stores } from '../db/schema';
import { AppError } from '../platform/errors';
import { notifyOrderStatus } from './notify';
import { postOrderDelivered, postOrderRefund } from './order-settlement';
import { restoreStock } from './stock';
import type { Tx } from './tx';
import { writeLedger } from './wallet';

/** Statuses that undo an order: its stock and coupon use go back, and money taken is credited. */
export const RELEASING_STATUSES: readonly OrderStatus[] = ['canceled', 'failed', 'returned', 'refunded'];

/**
 * Who may see the order: a customer only their own, a seller only their store's, a courier only the
 * ones assigned to them (404 otherwise).
 */
export type OrderScope = { userId?: number; storeId?: number; deliveryManId?: number };

export type OrderRow = typeof orders.$inferSelect;

/** Locks one order for a change, within the caller's scope; a missing or foreign order is 404. */
export async function lockOrder(tx: Tx, orderId: number, scope: OrderScope) {
  const where: (SQL | undefined)[] = [eq(orders.id, orderId)];
  if (scope.userId !== undefined) where.push(eq(orders.userId, scope.userId));
  if (scope.storeId !== undefined) where.push(eq(orders.storeId, scope.storeId));
  if (scope.deliveryManId !== undefined) where.push(eq(orders.deliveryManId, scope.deliveryManId));
  const [order] = await tx
    .select()
    .from(orders)
    .where(and(...where))
    .for('update');
  if (!order) throw AppError.notFound('order');
  return order;
}

/**
 * Gives an order's stock and coupon use back, once: `stock_released_at` is set in the same statement
 * that claims the release, so a second caller finds nothing to do.
 */
export async function releaseOrder(tx: Tx, order: Pick<OrderRow, 'id' | 'couponCode'>): Promise<boolean> {
  const claimed = await tx
    .update(orders)
    .set({ stockReleasedAt: new Date() })
    .where(and(eq(orders.id, order.id), isNull(orders.stockReleasedAt)))
    .returning({ id: orders.id });
  if (claimed.length === 0) return false;
  const lines = await tx
    .select({
      itemId: orderDetails.itemId,
      variationId: orderDetails.variationId,
      quantity: orderDetails.quantity,
    })
    .from(orderDetails)
    .where(eq(orderDetails.orderId, order.id));
  await restoreStock(
    tx,
    lines.flatMap((l) =>
      l.itemId === null ? [] : [{ itemId: l.itemId, variationId: l.variationId, quantity: l.quantity }],
    ),
  );
  const uses = await tx
    .delete(couponUses)
    .where(eq(couponUses.orderId, order.id))
    .returning({ couponId: couponUses.couponId });
  for (const use of uses) {
    await tx
      .update(coupons)
      .set({ totalUses: sql`greatest(0, ${coupons.totalUses} - 1)` })
      .where(eq(coupons.id, use.couponId));
  }
  return true;
}

/** Credits the wallet with what a released order had been paid, once per order (decision 403). */
export async function refundPaidOrder(
  tx: Tx,
  order: Pick<OrderRow, 'id' | 'userId' | 'orderAmount'>,
  paid: boolean,
) {
  if (!paid || order.userId === null) return false;
  return writeLedger(tx, {
    userId: order.userId,
    type: 'order_refund',
    reference: `order:${order.id}`,
    credit: order.orderAmount,
  });
}

export type MoveOrder = {
  orderId: number;
  to: OrderStatus;
  actor: OrderActor;
  scope?: OrderScope;
  note?: string | null;
  locale?: Locale;
};

/**
 * The one way an order's status changes (decision 102): only along the domain's transition table, for
 * the actor's role; the change, its history row, the payment status, stock and coupon release, the
 * wallet refund, the ledger's settlement (decision 410) and the customer's notice all happen in the
 * caller's transaction, or none of them.
 */
export async function moveOrder(tx: Tx, move: MoveOrder): Promise<OrderRow> {
  const order = await lockOrder(tx, move.orderId, move.scope ?? {});
  const from = isOrderStatus(order.orderStatus) ? order.orderStatus : 'pending';
  const step = transitionOrder(from, move.to, move.actor);
  if (!step.ok) {
    const { error } = step;
    throw new AppError(403, [
      { code: 'order_status', describe: (locale) => describeTransitionError(error, locale) },
    ]);
  }
  // An unpaid digital order is only waiting for its payment: it can expire or be canceled, not proceed.
  const awaitingPayment = order.paymentMethod === 'digital_payment' && order.paymentStatus !== 'paid';
  if (awaitingPayment && !RELEASING_STATUSES.includes(move.to)) {
    throw AppError.of(403, 'order_status', 'order.awaiting_payment');
  }
  const paymentStatus = paymentStatusAfter(
    order.paymentMethod as PaymentMethod,
    order.paymentStatus as PaymentStatus,
    move.to,
  );
  const [updated] = await tx
    .update(orders)
    .set({ orderStatus: move.to, paymentStatus, updatedAt: new Date() })
    .where(eq(orders.id, order.id))
    .returning();
  await tx.insert(orderStatusHistory).values({
    orderId: order.id,
    status: move.to,
    actor: move.actor,
    note: move.note ?? null,
  });
  if (RELEASING_STATUSES.includes(move.to)) {
    await releaseOrder(tx, order);
    await refundPaidOrder(tx, order, paymentStatus === 'paid');
  }
  if (move.to === 'delivered' && from !== 'refund_requested') {
    await countDelivery(tx, order);
    await postOrderDelivered(tx, order.id); // the market's ledger, once per order (decision 410)
  }
  if (move.to === 'refunded') await postOrderRefund(tx, order.id);
  await notifyOrderStatus(tx, order, move.to);
  return updated ?? order;
}

/** A delivered order counts toward best sellers (units per item) and popular stores (orders). */
async function countDelivery(tx: Tx, order: OrderRow) {
  const lines = await tx
    .select({ itemId: orderDetails.itemId, quantity: orderDetails.quantity })
    .from(orderDetails)
    .where(eq(orderDetails.orderId, order.id));
  for (const line of lines) {
    if (line.itemId === null) continue;
    await tx
      .update(items)
      .set({ orderCount: sql`${items.orderCount} + ${line.quantity}` })
      .where(eq(items.id, line.itemId));
  }
  await tx
    .update(stores)
    .set({ orderCount: sql`${stores.orderCount} + 1` })
    .where(eq(stores.id, order.storeId));
}
