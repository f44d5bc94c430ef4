import { allowedNextStatuses, type OrderStatus } from '@bazaar/domain';

/**
 * The moves a seller's board offers for an order: the transition table's moves for the store and, while
 * stores deliver their own orders (decision 404), for its delivery man; never a courier's accept or a
 * failed delivery, which are not the seller's to report. Forward moves first, cancel last.
 */
export function sellerMoves(from: OrderStatus): OrderStatus[] {
  const moves = new Set([
    ...allowedNextStatuses(from, 'store'),
    ...allowedNextStatuses(from, 'delivery_man'),
  ]);
  for (const notTheSellers of ['accepted', 'failed', 'returned'] as const) moves.delete(notTheSellers);
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
