import { canAssignCourier, isOrderStatus } from '@bazaar/domain';
import { eq } from 'drizzle-orm';
import { storeCourier } from '../../commerce/couriers';
import { recordOrderChange } from '../../commerce/order-audit';
import { lockOrder } from '../../commerce/order-status';
import type { Database } from '../../db/client';
import { orders, stores } from '../../db/schema';
import { AppError } from '../../platform/errors';
import { orderAnswer } from './orders-repository';
import type { Seller } from './seller';

/** The seller's store as the courier rules need it: its id and zone. */
export async function sellerStore(db: Pick<Database, 'select'>, storeId: number) {
  const [store] = await db
    .select({ id: stores.id, zoneId: stores.zoneId })
    .from(stores)
    .where(eq(stores.id, storeId));
  if (!store) throw AppError.notFound('store', 'catalogue.store_not_found');
  return store;
}

/**
 * Gives one of the store's orders to a courier the store may assign (its own, or the market's online
 * in its zone), or swaps the courier, until the order is picked up. The order's status stays: the
 * store still prepares and hands it over. Another store's order, or a courier not available to the
 * store, is 404.
 */
export async function assignCourier(
  db: Database,
  seller: Seller,
  assignment: { orderId: number; courierId: number },
) {
  const row = await db.transaction(async (tx) => {
    const before = await lockOrder(tx, assignment.orderId, { storeId: seller.storeId });
    const store = await sellerStore(tx, seller.storeId);
    const courier = await storeCourier(tx, store, assignment.courierId);
    if (!courier) throw AppError.notFound('delivery_man_id', 'courier.not_found');
    const status = isOrderStatus(before.orderStatus) ? before.orderStatus : 'pending';
    if (!canAssignCourier(status)) throw AppError.of(403, 'order_status', 'courier.not_assignable');
    const [after] = await tx
      .update(orders)
      .set({ deliveryManId: courier.id, updatedAt: new Date() })
      .where(eq(orders.id, before.id))
      .returning();
    await recordOrderChange(tx, seller, 'order.assign_courier', before, after!);
    return after!;
  });
  return orderAnswer(db, row.id);
}
