import {
  isOrderStatus,
  type Locale,
  type OrderActor,
  type OrderStatus,
  transitionOrder,
} from '@bazaar/domain';
import { type AuditActor, SYSTEM_ACTOR } from '../../commerce/audit';
import { recordOrderChange } from '../../commerce/order-audit';
import { cancelWithReason } from '../../commerce/order-cancel';
import { lockOrder, moveOrder } from '../../commerce/order-status';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/errors';
import { orderAnswer } from './orders-repository';
import type { Seller } from './seller';

export type StaffMove = { orderId: number; to: OrderStatus; note?: string | undefined; locale?: Locale };

/**
 * The actor a seller moves an order as (decision 404): a store without a courier on the order delivers
 * it itself, so the seller is the store and its delivery man. The store's own moves are tried first;
 * when neither may make the change, 'store' is answered, so the refusal is the table's message for the
 * store. Once a courier is assigned (decision 407), picking up and delivering are the courier's.
 */
export function sellerActor(from: OrderStatus, to: OrderStatus, hasCourier = false): OrderActor {
  if (transitionOrder(from, to, 'store').ok) return 'store';
  if (transitionOrder(from, to, 'delivery_man').ok) {
    if (hasCourier) throw AppError.of(403, 'order_status', 'courier.assigned_delivers');
    return 'delivery_man';
  }
  return 'store';
}

/** A seller moves one of their store's orders; another store's order is 404, as a missing one is. */
export async function moveAsSeller(db: Database, seller: Seller, move: StaffMove) {
  const row = await db.transaction(async (tx) => {
    const scope = { storeId: seller.storeId };
    const before = await lockOrder(tx, move.orderId, scope);
    const from = isOrderStatus(before.orderStatus) ? before.orderStatus : 'pending';
    const actor = sellerActor(from, move.to, before.deliveryManId !== null);
    const after = await moveOrder(tx, {
      orderId: move.orderId,
      to: move.to,
      actor,
      scope,
      note: move.note ?? null,
      locale: move.locale,
    });
    await recordOrderChange(tx, seller, 'order.status', before, after);
    return after;
  });
  return orderAnswer(db, row.id);
}

/**
 * A seller cancels one of their store's orders with a reason, where the table lets the store cancel
 * (not once handed over for delivery): stock and coupon use go back once, the reason is kept.
 */
export async function cancelAsSeller(
  db: Database,
  seller: Seller,
  cancel: { orderId: number; reason: string; locale?: Locale },
) {
  const row = await db.transaction(async (tx) => {
    const scope = { storeId: seller.storeId };
    const before = await lockOrder(tx, cancel.orderId, scope);
    const after = await cancelWithReason(tx, { ...cancel, actor: 'store', scope });
    await recordOrderChange(tx, seller, 'order.cancel', before, after);
    return after;
  });
  return orderAnswer(db, row.id);
}

/** An admin moves any store's order, as 'admin' in the transition table (the CLI as the system). */
export async function moveAsAdmin(db: Database, move: StaffMove, by: AuditActor = SYSTEM_ACTOR) {
  const row = await db.transaction(async (tx) => {
    const before = await lockOrder(tx, move.orderId, {});
    const after = await moveOrder(tx, {
      orderId: move.orderId,
      to: move.to,
      actor: 'admin',
      scope: {},
      note: move.note ?? null,
      locale: move.locale,
    });
    await recordOrderChange(tx, by, 'order.status', before, after);
    return after;
  });
  return orderAnswer(db, row.id);
}
