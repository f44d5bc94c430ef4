import type { Locale } from '@bazaar/domain';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import { lockOrder, moveOrder } from '../../commerce/order-status';
import type { Db } from '../../commerce/tx';
import type { Database } from '../../db/client';
import { orders, refundRequests, stores } from '../../db/schema';
import { AppError } from '../../platform/errors';
import { orderAnswer } from './orders-repository';

export type RefundRequestStatus = 'pending' | 'approved' | 'rejected' | 'canceled';

const refundColumns = {
  id: refundRequests.id,
  orderId: refundRequests.orderId,
  reason: refundRequests.reason,
  note: refundRequests.note,
  images: refundRequests.images,
  status: refundRequests.status,
  adminNote: refundRequests.adminNote,
  createdAt: refundRequests.createdAt,
  updatedAt: refundRequests.updatedAt,
  userId: orders.userId,
  storeId: orders.storeId,
  storeName: stores.name,
  orderAmount: orders.orderAmount,
  paymentMethod: orders.paymentMethod,
  paymentStatus: orders.paymentStatus,
  orderStatus: orders.orderStatus,
};

const refundQuery = (db: Db) =>
  db
    .select(refundColumns)
    .from(refundRequests)
    .innerJoin(orders, eq(orders.id, refundRequests.orderId))
    .innerJoin(stores, eq(stores.id, orders.storeId));

type RefundRow = Awaited<ReturnType<typeof refundQuery>>[number];

const shapeRefund = (r: RefundRow) => ({
  id: r.id,
  order_id: r.orderId,
  user_id: r.userId,
  store_id: r.storeId,
  store_name: r.storeName,
  order_amount: r.orderAmount,
  payment_method: r.paymentMethod,
  payment_status: r.paymentStatus,
  order_status: r.orderStatus,
  reason: r.reason,
  note: r.note,
  images: r.images,
  status: r.status as RefundRequestStatus,
  admin_note: r.adminNote,
  created_at: r.createdAt.toISOString(),
  updated_at: r.updatedAt.toISOString(),
});

/** Refund requests of every store in one status, oldest first (the queue an admin works through). */
export async function listRefundRequests(
  db: Db,
  query: { status: RefundRequestStatus; limit: number; offset: number },
) {
  const where = eq(refundRequests.status, query.status);
  const [rows, [total]] = await Promise.all([
    refundQuery(db)
      .where(where)
      .orderBy(asc(refundRequests.createdAt), asc(refundRequests.id))
      .limit(query.limit)
      .offset((query.offset - 1) * query.limit),
    db.select({ n: count() }).from(refundRequests).where(where),
  ]);
  return { total: total?.n ?? 0, requests: rows.map(shapeRefund) };
}

export type Settle = { orderId: number; action: 'approve' | 'reject'; adminNote?: string | undefined };

/**
 * Settles a customer's pending refund request. Approve: the order moves to refunded, which gives its
 * stock and coupon use back and credits the wallet for what was paid, once (commerce `moveOrder`).
 * Reject: back to delivered. The order is locked first (as every order change locks it), then its
 * pending request: of two settlements of one request, the second finds none and is refused.
 */
export async function settleRefund(db: Database, settle: Settle, locale?: Locale) {
  const settled = await db.transaction(async (tx) => {
    await lockOrder(tx, settle.orderId, {});
    const [request] = await tx
      .select({ id: refundRequests.id })
      .from(refundRequests)
      .where(and(eq(refundRequests.orderId, settle.orderId), eq(refundRequests.status, 'pending')))
      .orderBy(desc(refundRequests.id))
      .limit(1)
      .for('update');
    if (!request) throw AppError.of(403, 'order_id', 'staff.no_pending_refund');
    const approve = settle.action === 'approve';
    const order = await moveOrder(tx, {
      orderId: settle.orderId,
      to: approve ? 'refunded' : 'delivered',
      actor: 'admin',
      scope: {},
      note: settle.adminNote ?? null,
      locale,
    });
    await tx
      .update(refundRequests)
      .set({
        status: approve ? 'approved' : 'rejected',
        adminNote: settle.adminNote ?? null,
        updatedAt: new Date(),
      })
      .where(eq(refundRequests.id, request.id));
    const [row] = await refundQuery(tx).where(eq(refundRequests.id, request.id));
    return { order, request: shapeRefund(row!) };
  });
  return { order: await orderAnswer(db, settled.order.id), refund_request: settled.request };
}
