import { NOTICE_TYPE, type Notice, noticeText, type OrderStatus } from '@bazaar/domain';
import { notifications, outbox } from '../db/schema';
import type { Tx } from './tx';

export type CustomerNotice = {
  userId: number;
  notice: Notice;
  orderId?: number | null;
};

/**
 * Writes a notification for one customer and queues its push delivery in the outbox, in the caller's
 * transaction: if the change rolls back, so does the notice; if it commits, the worker delivers it.
 * The row keeps the notice itself, read out in each reader's language, and its English text.
 */
export async function notifyCustomer(tx: Tx, { userId, notice, orderId }: CustomerNotice): Promise<void> {
  const { title, description } = noticeText(notice);
  const [row] = await tx
    .insert(notifications)
    .values({ userId, title, description, type: NOTICE_TYPE[notice.kind], orderId: orderId ?? null, notice })
    .returning({ id: notifications.id });
  await tx.insert(outbox).values({
    kind: 'push',
    payload: { notification_id: row?.id ?? null, user_id: userId, order_id: orderId ?? null },
  });
}

/** The notice every order change sends its customer. */
export async function notifyOrderStatus(
  tx: Tx,
  order: { id: number; userId: number | null },
  status: OrderStatus,
): Promise<void> {
  if (order.userId === null) return; // an anonymised order has no one to tell
  await notifyCustomer(tx, {
    userId: order.userId,
    orderId: order.id,
    notice: { kind: 'order_status', order_id: order.id, status },
  });
}
