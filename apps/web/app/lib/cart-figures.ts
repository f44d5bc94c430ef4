/** The group amounts a cart page shows (spec §3 names; whole rupees, as the server computed them). */
type GroupAmounts = {
  actual_amount: number;
  discount_amount: number;
  order_price: number;
  coupon_discount_amount: number;
  delivery_charges: number;
  delivery_charges_contribution: number;
  dm_tips: number;
  order_amount: number;
  cart: { quantity: number }[];
};

export type Figures = {
  items: number;
  /** Before item discounts. */
  subtotal: number;
  itemDiscount: number;
  couponDiscount: number;
  /** Tax added on top of prices (tax included in a price is already in the subtotal). */
  addedTax: number;
  delivery: number;
  tips: number;
  total: number;
};

/**
 * A group's rows, read from the server's figures so that they always add up to its total:
 * subtotal − item discounts − coupon + added tax + delivery + tips = order_amount (the domain's
 * StoreGroup identity). The added tax is what remains; nothing is recomputed differently here.
 */
export function groupFigures(group: GroupAmounts): Figures {
  const addedTax =
    group.order_amount -
    (group.order_price - group.coupon_discount_amount + group.delivery_charges + group.dm_tips);
  return {
    items: group.cart.reduce((n, line) => n + line.quantity, 0),
    subtotal: group.actual_amount,
    itemDiscount: group.discount_amount,
    couponDiscount: group.coupon_discount_amount,
    addedTax,
    delivery: group.delivery_charges,
    tips: group.dm_tips,
    total: group.order_amount,
  };
}

/** The whole cart's rows: each group's, summed. */
export function cartFigures(groups: readonly GroupAmounts[]): Figures {
  const zero: Figures = {
    items: 0,
    subtotal: 0,
    itemDiscount: 0,
    couponDiscount: 0,
    addedTax: 0,
    delivery: 0,
    tips: 0,
    total: 0,
  };
  return groups.map(groupFigures).reduce(
    (sum, f) => ({
      items: sum.items + f.items,
      subtotal: sum.subtotal + f.subtotal,
      itemDiscount: sum.itemDiscount + f.itemDiscount,
      couponDiscount: sum.couponDiscount + f.couponDiscount,
      addedTax: sum.addedTax + f.addedTax,
      delivery: sum.delivery + f.delivery,
      tips: sum.tips + f.tips,
      total: sum.total + f.total,
    }),
    zero,
  );
}

/** How a group's delivery charge reads: free (the store pays it all), an amount, or not set yet. */
export type DeliveryState = { kind: 'free' } | { kind: 'amount'; amount: number } | { kind: 'not_set' };

export function deliveryState(
  group: Pick<GroupAmounts, 'delivery_charges' | 'delivery_charges_contribution'>,
): DeliveryState {
  if (group.delivery_charges > 0) return { kind: 'amount', amount: group.delivery_charges };
  return group.delivery_charges_contribution >= 100 ? { kind: 'free' } : { kind: 'not_set' };
}

/**
 * How the whole cart's delivery reads, as its groups read: the sum when any group charges, free when
 * every group is free, else not set yet (so the summary never says Rs 0 beside a group's "Free delivery").
 */
export function cartDeliveryState(
  groups: readonly Pick<GroupAmounts, 'delivery_charges' | 'delivery_charges_contribution'>[],
): DeliveryState {
  const states = groups.map(deliveryState);
  const amount = states.reduce((sum, s) => sum + (s.kind === 'amount' ? s.amount : 0), 0);
  if (amount > 0) return { kind: 'amount', amount };
  return states.length > 0 && states.every((s) => s.kind === 'free') ? { kind: 'free' } : { kind: 'not_set' };
}
