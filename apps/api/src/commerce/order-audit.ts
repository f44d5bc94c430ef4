import { type AuditActor, recordAudit } from './audit';
import type { OrderRow } from './order-status';
import type { Db } from './tx';

/** What an order's audit row keeps of it: the parts sellers, couriers and operators change. */
const tracked = (order: OrderRow) => ({
  order_status: order.orderStatus,
  payment_status: order.paymentStatus,
  delivery_man_id: order.deliveryManId,
  cancellation_reason: order.cancellationReason,
});

/**
 * Records one change of an order by a seller, courier or operator ('order.status', 'order.cancel',
 * 'order.assign_courier', 'order.accept', 'order.cash_collected'), in the change's transaction.
 */
export function recordOrderChange(
  tx: Db,
  actor: AuditActor,
  action: string,
  before: OrderRow,
  after: OrderRow,
) {
  return recordAudit(tx, actor, {
    action,
    entity: 'order',
    entityId: after.id,
    storeId: after.storeId,
    before: tracked(before),
    after: tracked(after),
  });
}
