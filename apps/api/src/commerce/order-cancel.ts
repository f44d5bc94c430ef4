import { eq } from 'drizzle-orm';
import { orders } from '../db/schema';
import { type MoveOrder, moveOrder, type OrderRow } from './order-status';
import type { Tx } from './tx';

/**
 * Cancels an order with the reason the customer, the store or the operator gave: the move goes through
 * `moveOrder` (the transition table for the actor; stock and coupon use back once, a paid amount
 * credited), the reason is its history note and the order's `cancellation_reason`.
 */
export async function cancelWithReason(
  tx: Tx,
  cancel: Omit<MoveOrder, 'to' | 'note'> & { reason: string },
): Promise<OrderRow> {
  const { reason, ...move } = cancel;
  await moveOrder(tx, { ...move, to: 'canceled', note: reason });
  const [row] = await tx
    .update(orders)
    .set({ cancellationReason: reason })
    .where(eq(orders.id, cancel.orderId))
    .returning();
  return row!;
}
