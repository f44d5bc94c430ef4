import type { MessageRef } from '../messages/message-ref';

/**
 * An order's money as its pages show it (the customer's order page, the seller's order page and
 * printable invoice): whole rupees (decision 005), every figure but the lines' own from the API.
 * The total is always the API's `order_amount`, never added up again here.
 */

type AddOn = { price: number; quantity: number };
export type FigureLine = {
  price: number;
  quantity: number;
  discount_on_item: number;
  add_ons: readonly AddOn[];
};

const addOnsTotal = (line: FigureLine) => line.add_ons.reduce((sum, a) => sum + a.price * a.quantity, 0);

/** A line before item discounts: unit price × quantity, plus its add-ons (which are never discounted). */
export const lineBeforeDiscount = (line: FigureLine) => line.price * line.quantity + addOnsTotal(line);

/** A line as charged: (unit price − discount per unit) × quantity, plus add-ons. */
export const lineCharged = (line: FigureLine) =>
  (line.price - line.discount_on_item) * line.quantity + addOnsTotal(line);

/** The items' sum before discounts, the first row of the order's totals. */
export const itemsSubtotal = (lines: readonly FigureLine[]) =>
  lines.reduce((sum, line) => sum + lineBeforeDiscount(line), 0);

/** The order's own amounts as the API answers them (contract Order). */
export type FigureOrder = {
  store_discount_amount: number;
  coupon_discount_amount: number;
  coupon_code: string | null;
  delivery_charge: number;
  total_tax_amount: number;
  order_amount: number;
};

export type OrderSumRow = {
  key: 'subtotal' | 'discount' | 'coupon' | 'delivery' | 'tax';
  /** The row's words, as the cart and checkout named them. */
  label: MessageRef;
  /** Negative for what is taken off. */
  amount: number;
  /** Said in words instead of the amount: a delivery at no charge reads "Free delivery", not "Rs 0". */
  words?: MessageRef;
};

/**
 * The rows between the lines and the total: the items' subtotal, the store's discount and the
 * coupon (taken off, shown only when there is one), the tax when charged, the delivery charge (always:
 * free delivery is worth saying); and the total, which is the API's figure.
 */
export function orderSums(order: FigureOrder, lines: readonly FigureLine[]) {
  const rows: OrderSumRow[] = [
    { key: 'subtotal', label: { key: 'checkout.subtotal' }, amount: itemsSubtotal(lines) },
    { key: 'discount', label: { key: 'cart.item_discount' }, amount: -order.store_discount_amount },
    {
      key: 'coupon',
      label: order.coupon_code
        ? { key: 'checkout.coupon_discount', params: { code: order.coupon_code } }
        : { key: 'cart.coupon_discount' },
      amount: -order.coupon_discount_amount,
    },
    { key: 'tax', label: { key: 'checkout.tax' }, amount: order.total_tax_amount },
    {
      key: 'delivery',
      label: { key: 'checkout.delivery' },
      amount: order.delivery_charge,
      ...(order.delivery_charge === 0 && { words: { key: 'cart.free_delivery' } }),
    },
  ];
  return {
    rows: rows.filter((row) => row.key === 'subtotal' || row.key === 'delivery' || row.amount !== 0),
    total: order.order_amount,
  };
}
