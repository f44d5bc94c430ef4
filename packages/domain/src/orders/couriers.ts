import type { Result } from '../result';
import { fail, ok } from '../result';
import type { PaymentMethod } from './payment';
import { type OrderStatus, RUNNING_ORDER_STATUSES, transitionOrder } from './status';

/**
 * Who delivers what (decision 407). A courier is the market's (no store: works a zone) or one store's
 * own (works only that store's orders). These rules decide which orders are offered to a courier,
 * which couriers a store may give an order to, and what accepting an order does; the API's queries
 * are their SQL form, checked equal to them by its tests.
 */

/** Orders offered to couriers: confirmed by the store or being prepared, and nobody's yet. */
export const OFFERED_ORDER_STATUSES: readonly OrderStatus[] = ['confirmed', 'processing'];

/** A store may give an order to a courier, or swap its courier, until the order is picked up. */
export const COURIER_ASSIGNABLE_STATUSES: readonly OrderStatus[] = [
  'pending',
  'accepted',
  'confirmed',
  'processing',
  'handover',
];

/** A courier's current orders: assigned to them and still running (the rest is their history). */
export const COURIER_CURRENT_STATUSES: readonly OrderStatus[] = RUNNING_ORDER_STATUSES;

/** Only orders brought to the customer's door need a courier. */
export const DELIVERED_ORDER_TYPE = 'delivery';

export type CourierReach = {
  online: boolean;
  zoneId: number | null;
  /** A store's own courier's store; null for the market's couriers. */
  storeId: number | null;
};

/** Where a courier's offers come from: its own store, its zone, or nowhere (offline, or no zone). */
export type OfferScope = { storeId: number } | { zoneId: number } | null;

export function offerScope(courier: CourierReach): OfferScope {
  if (!courier.online) return null;
  if (courier.storeId !== null) return { storeId: courier.storeId };
  return courier.zoneId === null ? null : { zoneId: courier.zoneId };
}

export type OfferableOrder = {
  status: OrderStatus;
  deliveryManId: number | null;
  orderType: string;
  storeId: number;
  /** The zone of the order's store. */
  storeZoneId: number | null;
};

/**
 * Whether the order is in the courier's area: a delivery from a store of the courier's zone (a store's
 * own courier: from that store), while the courier is online. Whatever the order's state: accepting
 * one that another courier took a moment ago is a conflict (409), not a missing order (404).
 */
export function isInCourierArea(
  order: Pick<OfferableOrder, 'orderType' | 'storeId' | 'storeZoneId'>,
  courier: CourierReach,
): boolean {
  const scope = offerScope(courier);
  if (!scope || order.orderType !== DELIVERED_ORDER_TYPE) return false;
  return 'storeId' in scope ? order.storeId === scope.storeId : order.storeZoneId === scope.zoneId;
}

/** Whether the order is offered to the courier now: in their area, confirmed or processing, nobody's yet. */
export const isOfferedTo = (order: OfferableOrder, courier: CourierReach) =>
  order.deliveryManId === null &&
  OFFERED_ORDER_STATUSES.includes(order.status) &&
  isInCourierArea(order, courier);

/**
 * Whether a store may give its orders to the courier: its own couriers always, the market's couriers
 * while online in the store's zone.
 */
export function isAvailableToStore(courier: CourierReach, store: { id: number; zoneId: number | null }) {
  if (courier.storeId !== null) return courier.storeId === store.id;
  return courier.online && courier.zoneId !== null && courier.zoneId === store.zoneId;
}

export const canAssignCourier = (status: OrderStatus) => COURIER_ASSIGNABLE_STATUSES.includes(status);

/**
 * The status an order moves to when a courier accepts it: 'accepted' while the table lets a delivery
 * man make that move (the store has not started preparing); null to leave the status as it is.
 */
export const statusOnAccept = (status: OrderStatus): OrderStatus | null =>
  transitionOrder(status, 'accepted', 'delivery_man').ok ? 'accepted' : null;

/** Statuses in which a courier records the cash of a cash-on-delivery order as collected. */
const CASH_STATUSES: readonly OrderStatus[] = ['picked_up', 'delivered'];

/** Whether the courier may record cash collected now: a cash-on-delivery order in hand or delivered. */
export function checkCashCollection(order: {
  paymentMethod: PaymentMethod;
  status: OrderStatus;
}): Result<true> {
  if (order.paymentMethod !== 'cash_on_delivery') return fail('courier.not_cash_order');
  if (!CASH_STATUSES.includes(order.status)) return fail('courier.cash_after_pickup');
  return ok(true);
}
