import type { Coupon } from '../coupons/types';
import type { CouponCheckContext } from '../coupons/validate';
import { validateCoupon } from '../coupons/validate';
import type { MessageRef } from '../messages/message-ref';
import { percentOf, roundRupees } from '../money/round';
import { orderAmountOf } from './totals';
import type { Cart, StoreGroup } from './types';

/** Whether a coupon's kind lets it reach this store's group (clarification 7). */
export function couponCoversStore(coupon: Coupon, storeId: number): boolean {
  if (coupon.coupon_type === 'store_wise' || coupon.coupon_type === 'restaurant_wise') {
    return (coupon.store_ids ?? []).includes(storeId);
  }
  return true;
}

/**
 * The coupon discount of one store group, in whole rupees (spec §5, clarification 6, decision 104):
 * 0 unless the coupon covers the store and order_price ≥ min_purchase; a percent discount is capped
 * at max_discount; no discount exceeds order_price (the group's price after item discounts).
 */
export function couponDiscountForGroup(
  coupon: Coupon,
  group: Pick<StoreGroup, 'store_id' | 'order_price'>,
): number {
  const price = Math.max(0, group.order_price);
  if (!couponCoversStore(coupon, group.store_id) || price < (coupon.min_purchase ?? 0)) return 0;
  const value = Math.max(0, coupon.discount);
  if (coupon.discount_type === 'percent') {
    const discount = roundRupees(percentOf(price, Math.min(value, 100)));
    const cap = coupon.max_discount == null ? discount : Math.max(0, roundRupees(coupon.max_discount));
    return Math.min(discount, cap, price);
  }
  return Math.min(roundRupees(value), price);
}

/**
 * Puts a coupon on every group it qualifies for and takes it off the others (their discount is 0);
 * null clears it everywhere. Each group's order_amount is recomputed.
 */
export function applyCouponToCart(cart: Cart, coupon: Coupon | null): Cart {
  return cart.map((group) => {
    const discount = coupon ? couponDiscountForGroup(coupon, group) : 0;
    const applied = {
      ...group,
      coupon: coupon && discount > 0 ? coupon : null,
      coupon_discount_amount: discount,
    };
    return { ...applied, order_amount: orderAmountOf(applied) };
  });
}

export const clearCoupon = (cart: Cart): Cart => applyCouponToCart(cart, null);

export type PromoOutcome =
  | { ok: true; cart: Cart; coupon: Coupon; discount: number }
  | { ok: false; cart: Cart; error: MessageRef };

/**
 * Spec §4/§5 promo code: an empty code is 'Invalid code'; an unknown or unusable coupon is refused.
 * Any refusal clears the coupon and every group's coupon discount; the cleared cart comes back too.
 * `found` is the coupon the API looked up for the code (null when there is none).
 */
export function applyPromoCode(
  cart: Cart,
  code: string,
  found: Coupon | null,
  ctx: CouponCheckContext,
): PromoOutcome {
  const refuse = (error: MessageRef): PromoOutcome => ({ ok: false, cart: clearCoupon(cart), error });
  const trimmed = code.trim();
  if (trimmed === '') return refuse({ key: 'coupon.invalid_code' });
  if (!found || found.code.trim().toLowerCase() !== trimmed.toLowerCase()) {
    return refuse({ key: 'coupon.invalid_or_failed' });
  }
  const valid = validateCoupon(found, ctx);
  if (!valid.ok) return refuse(valid.error);
  const applied = applyCouponToCart(cart, found);
  const discount = applied.reduce((sum, group) => sum + group.coupon_discount_amount, 0);
  return { ok: true, cart: applied, coupon: found, discount };
}
