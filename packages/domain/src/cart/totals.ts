import type { CartLine, StoreGroup } from './types';

/** A group's line sums (spec §3 group fields), whole rupees. */
export type LineSums = Pick<StoreGroup, 'actual_amount' | 'discount_amount' | 'order_price' | 'tax_amount'>;

export function sumLines(lines: readonly CartLine[]): LineSums {
  let actual_amount = 0;
  let discount_amount = 0;
  let order_price = 0;
  let tax_amount = 0;
  for (const line of lines) {
    order_price += line.total_price;
    discount_amount += line.discount_amount;
    actual_amount += line.total_price + line.discount_amount;
    tax_amount += line.tax_amount;
  }
  return { actual_amount, discount_amount, order_price, tax_amount };
}

/** Tax the lines add on top of their prices (tax included in a price is not added again). */
export function addedTaxOf(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + (line.tax_included ? 0 : line.tax_amount), 0);
}

/**
 * A group's order_amount: order_price − coupon_discount_amount + added tax + delivery_charges + dm_tips.
 * Never negative, because a coupon discount never exceeds order_price.
 */
export function orderAmountOf(
  group: Pick<StoreGroup, 'cart' | 'order_price' | 'coupon_discount_amount' | 'delivery_charges' | 'dm_tips'>,
): number {
  return (
    group.order_price -
    group.coupon_discount_amount +
    addedTaxOf(group.cart) +
    group.delivery_charges +
    group.dm_tips
  );
}

/** The whole cart's sums: what the storefront shows at checkout and the API compares on placement. */
export type CartTotals = Pick<
  StoreGroup,
  | 'actual_amount'
  | 'discount_amount'
  | 'order_price'
  | 'tax_amount'
  | 'coupon_discount_amount'
  | 'delivery_charges'
  | 'dm_tips'
  | 'order_amount'
> & { item_count: number };

/** What the sum reads of a group: any cart's groups fit, the contract's answer as well as the domain's own. */
export type TotalledGroup = Omit<CartTotals, 'item_count'> & { cart: readonly { quantity: number }[] };

export function cartTotals(cart: readonly TotalledGroup[]): CartTotals {
  const totals: CartTotals = {
    actual_amount: 0,
    discount_amount: 0,
    order_price: 0,
    tax_amount: 0,
    coupon_discount_amount: 0,
    delivery_charges: 0,
    dm_tips: 0,
    order_amount: 0,
    item_count: 0,
  };
  for (const group of cart) {
    totals.actual_amount += group.actual_amount;
    totals.discount_amount += group.discount_amount;
    totals.order_price += group.order_price;
    totals.tax_amount += group.tax_amount;
    totals.coupon_discount_amount += group.coupon_discount_amount;
    totals.delivery_charges += group.delivery_charges;
    totals.dm_tips += group.dm_tips;
    totals.order_amount += group.order_amount;
    totals.item_count += group.cart.reduce((sum, line) => sum + line.quantity, 0);
  }
  return totals;
}
