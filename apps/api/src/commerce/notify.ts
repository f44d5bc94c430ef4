import { type OrderStatus, orderStatusLabel, t } from '@bazaar/domain';
import { notifications, outbox } from '../db/schema';
import type { Tx } from './tx';

export type CustomerNotice = {
  userId: number;
  title: string;
  description: string;
  type?: string;
  orderId?: number | null;
};

/**
 * Writes a notification for one customer and queues its push delivery in the outbox, in the caller's
 * transaction: if the change rolls back, so does the notice; if it commits, the worker delivers it.
 */
export async function notifyCustomer(tx: Tx, notice: CustomerNotice): Promise<void> {
  const [row] = await tx
    .insert(notifications)
    .values({
      userId: notice.userId,
      title: notice.title,
      description: notice.description,
      type: notice.type ?? 'general',
      orderId: notice.orderId ?? null,
    })
    .returning({ id: notifications.id });
  await tx.insert(outbox).values({
    kind: 'push',
    payload: { notification_id: row?.id ?? null, user_id: notice.userId, order_id: notice.orderId ?? null },
  });
}

/** The notice every order change sends its customer (English text; clients translate by `type`). */
export async function notifyOrderStatus(
  tx: Tx,
  order: { id: number; userId: number | null },
  status: OrderStatus,
): Promise<void> {
  if (order.userId === null) return; // an anonymised order has no one to tell
  await notifyCustomer(tx, {
    userId: order.userId,
    orderId: order.id,
    type: 'order_status',
    title: t('notification.order_title', { id: order.id }),
    description: t('notification.order_status', { id: order.id, status: orderStatusLabel(status) }),
  });
}
