import {
  allowedNextStatuses,
  canAssignCourier,
  DELIVERED_ORDER_TYPE,
  type OrderStatus,
} from '@bazaar/domain';

/** What a courier reports once one is assigned (decision 407): the seller's order/status refuses them. */
const COURIERS_MOVES: readonly OrderStatus[] = ['picked_up', 'delivered'];

/**
 * The moves a seller's board offers for an order: the transition table's moves for the store and, while
 * the store delivers it itself (no courier assigned: decisions 404 and 407), for its delivery man; never
 * a courier's accept or a failed delivery, which are not the seller's to report. Forward moves first,
 * cancel last.
 */
export function sellerMoves(from: OrderStatus, courierAssigned = false): OrderStatus[] {
  const moves = new Set([
    ...allowedNextStatuses(from, 'store'),
    ...allowedNextStatuses(from, 'delivery_man'),
  ]);
  for (const notTheSellers of ['accepted', 'failed', 'returned'] as const) moves.delete(notTheSellers);
  if (courierAssigned) for (const couriers of COURIERS_MOVES) moves.delete(couriers);
  return [...moves].sort((a, b) => Number(a === 'canceled') - Number(b === 'canceled'));
}

/** The board's columns: the running statuses in their order, then everything finished in one. */
export const BOARD_COLUMNS = [
  { id: 'pending', statuses: ['pending'] },
  { id: 'confirmed', statuses: ['confirmed', 'accepted'] },
  { id: 'processing', statuses: ['processing'] },
  { id: 'handover', statuses: ['handover'] },
  { id: 'picked_up', statuses: ['picked_up'] },
  {
    id: 'finished',
    statuses: ['delivered', 'canceled', 'failed', 'refund_requested', 'refunded', 'returned'],
  },
] as const satisfies readonly { id: string; statuses: readonly OrderStatus[] }[];

export type BoardColumnId = (typeof BOARD_COLUMNS)[number]['id'];

/** Orders by column, each newest first as the API lists them; at most `finishedShown` finished ones. */
export function boardColumns<T extends { order_status: OrderStatus }>(
  orders: readonly T[],
  finishedShown = 10,
) {
  return BOARD_COLUMNS.map((column) => {
    const inColumn = orders.filter((o) =>
      (column.statuses as readonly OrderStatus[]).includes(o.order_status),
    );
    return { id: column.id, orders: column.id === 'finished' ? inColumn.slice(0, finishedShown) : inColumn };
  });
}

/** Whether the seller may give the order to a courier now, or swap its courier (until it is picked up). */
export const canPickCourier = (order: { order_status: OrderStatus; order_type: string }) =>
  order.order_type === DELIVERED_ORDER_TYPE && canAssignCourier(order.order_status);
