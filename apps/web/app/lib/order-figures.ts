import type { OrderDetailLine } from '@bazaar/contract';

type Line = Pick<OrderDetailLine, 'price' | 'quantity' | 'discount_on_item' | 'add_ons'>;

const addOnsTotal = (line: Line) => line.add_ons.reduce((sum, a) => sum + a.price * a.quantity, 0);

/** A line before item discounts: unit price × quantity, plus its add-ons (which are never discounted). */
export const lineBeforeDiscount = (line: Line) => line.price * line.quantity + addOnsTotal(line);

/** A line as charged: (unit price − discount per unit) × quantity, plus add-ons. */
export const lineCharged = (line: Line) =>
  (line.price - line.discount_on_item) * line.quantity + addOnsTotal(line);

/** The items' sum before discounts, the first row of the order's totals. */
export const itemsSubtotal = (lines: readonly Line[]) =>
  lines.reduce((sum, line) => sum + lineBeforeDiscount(line), 0);
