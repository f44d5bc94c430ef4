import type { Result } from '../result';
import { fail, ok } from '../result';
import { pakistanDate } from '../time/pakistan-clock';
import type { Coupon } from './types';

export type CouponCheckContext = {
  now: Date;
  /** The customer's zones (the zoneId header). */
  zone_ids?: readonly number[];
  /** How many orders this customer has placed with the coupon; the API counts them. */
  customer_uses?: number;
};

/**
 * Whether a coupon may be used at all, before it is judged per store group (decision 104):
 * within its dates (both days included, Pakistan time), under the customer's usage limit, and for a
 * zone-wise coupon in one of the customer's zones.
 */
export function validateCoupon(coupon: Coupon, ctx: CouponCheckContext): Result<Coupon> {
  const today = pakistanDate(ctx.now);
  if (coupon.start_date && today < coupon.start_date.slice(0, 10)) return fail('coupon.not_started');
  if (coupon.expire_date && today > coupon.expire_date.slice(0, 10)) return fail('coupon.expired');
  if (coupon.limit != null && (ctx.customer_uses ?? 0) >= coupon.limit)
    return fail('coupon.usage_limit_reached');
  if (coupon.coupon_type === 'zone_wise') {
    const zones = new Set(ctx.zone_ids ?? []);
    if (!(coupon.zone_ids ?? []).some((zone) => zones.has(zone))) return fail('coupon.zone_mismatch');
  }
  return ok(coupon);
}
