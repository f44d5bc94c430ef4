import { cartTotals } from '../cart/totals';
import type { Cart } from '../cart/types';
import type { Result } from '../result';
import { fail, ok } from '../result';

/**
 * Caps on one order placement (decision 401): anything larger is refused before any work. A line's
 * quantity is capped by the cart's own MAX_LINE_QUANTITY.
 */
export const MAX_STORE_GROUPS = 20;
export const MAX_LINES_PER_GROUP = 50;

/** What the client believed it was paying: the whole total, and per store group when it sent them. */
export type ClientFigures = {
  totalOrderAmount: number;
  groups?: readonly { store_id: number; order_amount?: number | undefined }[];
};

/**
 * The server's figures, recomputed from the database, are the ones charged; the client's are only
 * compared (DESIGN: never trusted). Any difference of a rupee or more — the total, or a store group's
 * order_amount the client sent — refuses the order with the server's total, so the shopper sees the
 * new price before paying it.
 */
export function compareClientFigures(cart: Cart, client: ClientFigures): Result<number> {
  const total = cartTotals(cart).order_amount;
  const changed = () => fail<number>('order.amount_changed', { amount: total });
  if (!Number.isFinite(client.totalOrderAmount) || Math.round(client.totalOrderAmount) !== total)
    return changed();
  for (const sent of client.groups ?? []) {
    if (sent.order_amount === undefined) continue;
    const group = cart.find((g) => g.store_id === sent.store_id);
    if (!group || Math.round(sent.order_amount) !== group.order_amount) return changed();
  }
  return ok(total);
}
