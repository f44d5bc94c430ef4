/** What a cart's groups say of its coupon, and what the store's coupons say of a code. */
type Group = { order_price: number; coupon: { min_purchase: number } | null };
type Coupon = { code: string; min_purchase: number };

/**
 * How far a kept promo code reaches: some store's group takes it; none does because no group reaches
 * its minimum purchase (the amount, when known from another group or the shopper's coupons); or none
 * does for another reason (a coupon of other stores, say). Codes match without case, as the server does.
 */
export type CouponReach =
  | { kind: 'applied' }
  | { kind: 'below_minimum'; minPurchase: number }
  | { kind: 'not_for_cart' };

/** Whether a kept code takes nothing off yet: no store's group took it. */
export const takenByNoGroup = (groups: readonly Pick<Group, 'coupon'>[]) =>
  groups.every((g) => g.coupon === null);

export function couponReach(code: string, groups: readonly Group[], coupons: readonly Coupon[]): CouponReach {
  if (!takenByNoGroup(groups)) return { kind: 'applied' };
  const wanted = code.trim().toLowerCase();
  const known = coupons.find((c) => c.code.trim().toLowerCase() === wanted);
  if (known && groups.every((g) => g.order_price < known.min_purchase))
    return { kind: 'below_minimum', minPurchase: known.min_purchase };
  return { kind: 'not_for_cart' };
}

/** The minimum purchase a group missed, for its own line: from a group that took the coupon, else the list. */
export function missedMinimum(
  code: string | null,
  groups: readonly Group[],
  coupons: readonly Coupon[],
): number | null {
  if (code === null) return null;
  const applied = groups.find((g) => g.coupon !== null)?.coupon;
  if (applied) return applied.min_purchase;
  const reach = couponReach(code, groups, coupons);
  return reach.kind === 'below_minimum' ? reach.minPurchase : null;
}
