import {
  isOrderStatus,
  type Locale,
  type OrderActor,
  type OrderStatus,
  transitionOrder,
} from '@bazaar/domain';
import { lockOrder, moveOrder } from '../../commerce/order-status';
import type { Database } from '../../db/client';
import { orderAnswer } from './orders-repository';

export type StaffMove = { orderId: number; to: OrderStatus; note?: string | undefined; locale?: Locale };

/**
 * The actor a seller moves an order as (decision 404): our stores deliver their own orders, so a seller
 * is the store and its delivery man. The store's own moves are tried first; when neither may make the
 * change, 'store' is answered, so the refusal is the table's message for the store.
 */
export function sellerActor(from: OrderStatus, to: OrderStatus): OrderActor {
  if (transitionOrder(from, to, 'store').ok) return 'store';
  if (transitionOrder(from, to, 'delivery_man').ok) return 'delivery_man';
  return 'store';
}

/** A seller moves one of their store's orders; another store's order is 404, as a missing one is. */
export async function moveAsSeller(db: Database, storeId: number, move: StaffMove) {
  const row = await db.transaction(async (tx) => {
    const scope = { storeId };
    const order = await lockOrder(tx, move.orderId, scope);
    const from = isOrderStatus(order.orderStatus) ? order.orderStatus : 'pending';
    const actor = sellerActor(from, move.to);
    return moveOrder(tx, {
      orderId: move.orderId,
      to: move.to,
      actor,
      scope,
      note: move.note ?? null,
      locale: move.locale,
    });
  });
  return orderAnswer(db, row.id);
}

/** An admin moves any store's order, as 'admin' in the transition table. */
export async function moveAsAdmin(db: Database, move: StaffMove) {
  const row = await db.transaction((tx) =>
    moveOrder(tx, {
      orderId: move.orderId,
      to: move.to,
      actor: 'admin',
      scope: {},
      note: move.note ?? null,
      locale: move.locale,
    }),
  );
  return orderAnswer(db, row.id);
}
