import type { Order, OrderTracking, UploadedImage } from '@bazaar/contract';
import { type Locale, t, trackingProgress, trackingSteps } from '@bazaar/domain';
import { and, desc, eq } from 'drizzle-orm';
import { cancelWithReason } from '../../commerce/order-cancel';
import { lockOrder, moveOrder } from '../../commerce/order-status';
import type { Database } from '../../db/client';
import { refundRequests } from '../../db/schema';
import { AppError } from '../../platform/errors';
import { removeUploadedImages, storeUploadedImages } from '../../uploads/images';
import { findCustomerOrder } from './repository';

/** Refund request images live in dataDir/uploads/refund; the admin reads their names. */
export const REFUND_IMAGE_FOLDER = 'refund';

export type Customer = { userId: number; locale: Locale };

const notFound = () => AppError.notFound('order');

/** The customer's order as it is now (after a change), or 404. */
export async function customerOrder(db: Database, who: Customer, orderId: number): Promise<Order> {
  const order = await findCustomerOrder(db, who.userId, orderId);
  if (!order) throw notFound();
  return order;
}

/** The four tracking steps (spec §4) of one of the customer's orders. */
export async function trackOrder(db: Database, who: Customer, orderId: number): Promise<OrderTracking> {
  const order = await customerOrder(db, who, orderId);
  const progress = trackingProgress(order.order_status);
  return {
    order_id: order.id,
    order_status: order.order_status,
    steps: trackingSteps(order.order_status).map((step) => ({
      key: step.key,
      label: t(step.key, {}, who.locale),
      done: step.done,
    })),
    halted: progress.halted,
    delivered: progress.delivered,
  };
}

/**
 * Cancels one of the customer's orders where the status table lets a customer cancel (pending or
 * confirmed). `moveOrder` locks the order, so of concurrent cancels one succeeds and the others find it
 * canceled; stock, coupon use and a paid amount go back exactly once.
 */
export async function cancelOrder(db: Database, who: Customer, orderId: number, reason: string) {
  await db.transaction((tx) =>
    cancelWithReason(tx, {
      orderId,
      actor: 'customer',
      scope: { userId: who.userId },
      reason,
      locale: who.locale,
    }),
  );
  return customerOrder(db, who, orderId);
}

export type RefundInput = { orderId: number; reason: string; note: string | null; images: UploadedImage[] };

/**
 * Asks for a refund of a delivered order: the images are checked and stored first (a bad one refuses
 * the request before anything changes), then the order moves to refund_requested with its request
 * row; if that is refused, the stored images are removed again.
 */
export async function requestRefund(db: Database, dataDir: string, who: Customer, input: RefundInput) {
  const names = await storeUploadedImages(dataDir, REFUND_IMAGE_FOLDER, input.images, { field: 'image' });
  try {
    await db.transaction(async (tx) => {
      await moveOrder(tx, {
        orderId: input.orderId,
        to: 'refund_requested',
        actor: 'customer',
        scope: { userId: who.userId },
        note: input.reason,
        locale: who.locale,
      });
      await tx.insert(refundRequests).values({
        orderId: input.orderId,
        reason: input.reason,
        note: input.note,
        image: names[0] ?? null,
        images: names,
        status: 'pending',
      });
    });
  } catch (error) {
    await removeUploadedImages(dataDir, REFUND_IMAGE_FOLDER, names);
    throw error;
  }
  return customerOrder(db, who, input.orderId);
}

/** Withdraws the customer's open refund request: the request is canceled, the order delivered again. */
export async function cancelRefundRequest(db: Database, who: Customer, orderId: number) {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId, { userId: who.userId });
    const [open] = await tx
      .select({ id: refundRequests.id })
      .from(refundRequests)
      .where(and(eq(refundRequests.orderId, orderId), eq(refundRequests.status, 'pending')))
      .orderBy(desc(refundRequests.id))
      .limit(1);
    if (order.orderStatus !== 'refund_requested' || !open) {
      throw AppError.of(403, 'order_status', 'order.no_refund_request');
    }
    await moveOrder(tx, {
      orderId,
      to: 'delivered',
      actor: 'customer',
      scope: { userId: who.userId },
      note: t('order.refund_request_canceled', {}, 'en'),
      locale: who.locale,
    });
    await tx
      .update(refundRequests)
      .set({ status: 'canceled', updatedAt: new Date() })
      .where(eq(refundRequests.id, open.id));
  });
  return customerOrder(db, who, orderId);
}
