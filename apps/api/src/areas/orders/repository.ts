import type { Order, OrderRefundRequest } from '@bazaar/contract';
import { ORDER_STATUSES, type OrderStatus, RUNNING_ORDER_STATUSES } from '@bazaar/domain';
import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { findOrders, pageOrders } from '../../commerce/order-view';
import type { Db } from '../../commerce/tx';
import { orders, refundRequests } from '../../db/schema';

/** Every status that is not running: the orders list's 'past'. */
export const PAST_STATUSES: readonly OrderStatus[] = ORDER_STATUSES.filter(
  (s) => !RUNNING_ORDER_STATUSES.includes(s),
);

/** One of the customer's orders, shaped; null when it is missing or someone else's. */
export async function findCustomerOrder(db: Db, userId: number, orderId: number): Promise<Order | null> {
  const [order] = await findOrders(db, and(eq(orders.id, orderId), eq(orders.userId, userId)));
  return order ?? null;
}

/**
 * The order's delivery verification code: read only for the order's own customer, after their order
 * was found for them (decision 407); no list and no other caller's answer carries it.
 */
export async function deliveryCodeOf(db: Db, orderId: number): Promise<string> {
  const [row] = await db
    .select({ code: orders.deliveryVerificationCode })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row?.code ?? '';
}

export type OrderListFilter = {
  userId: number;
  type: 'all' | 'running' | 'past';
  limit: number;
  offset: number;
};

/** A page of the customer's orders, newest first; `offset` is the page number from 1. */
export async function listCustomerOrders(db: Db, filter: OrderListFilter) {
  const where: SQL[] = [eq(orders.userId, filter.userId)];
  if (filter.type === 'running') where.push(inArray(orders.orderStatus, [...RUNNING_ORDER_STATUSES]));
  if (filter.type === 'past') where.push(inArray(orders.orderStatus, [...PAST_STATUSES]));
  return pageOrders(db, and(...where), filter);
}

const REFUND_STATUSES = ['pending', 'approved', 'rejected', 'canceled'] as const;

/** The order's latest refund request, or null. */
export async function latestRefundRequest(db: Db, orderId: number): Promise<OrderRefundRequest | null> {
  const [row] = await db
    .select()
    .from(refundRequests)
    .where(eq(refundRequests.orderId, orderId))
    .orderBy(desc(refundRequests.id))
    .limit(1);
  if (!row) return null;
  const status = REFUND_STATUSES.find((s) => s === row.status) ?? 'pending';
  return {
    id: row.id,
    order_id: row.orderId,
    reason: row.reason,
    note: row.note,
    images: row.images,
    status,
    admin_note: row.adminNote,
    created_at: row.createdAt.toISOString(),
  };
}
