import type { DiscountType } from '../pricing/item-price';

/** Coupon kinds named by the app strings (spec §3); restaurant wise behaves as store wise. */
export type CouponType = 'default' | 'store_wise' | 'zone_wise' | 'restaurant_wise';
export const COUPON_TYPES = ['default', 'store_wise', 'zone_wise', 'restaurant_wise'] as const;

/** A coupon as the API stores it and the promo-code check returns it (spec §3, api-contract). */
export type Coupon = {
  id?: number;
  title?: string;
  code: string;
  discount_type: DiscountType;
  /** Percent (10 = 10 %) or whole rupees, as discount_type says. */
  discount: number;
  /** Cap of a percent discount per store group, in rupees; null or absent: no cap. */
  max_discount?: number | null;
  /** A store group's order_price must be at least this for the coupon to apply to it. */
  min_purchase?: number;
  coupon_type?: CouponType;
  /** store_wise / restaurant_wise: the stores whose groups it applies to. */
  store_ids?: number[];
  /** zone_wise: the zones where it may be used. */
  zone_ids?: number[];
  /** First and last day of validity, 'YYYY-MM-DD' (a time part is ignored), Pakistan time. */
  start_date?: string | null;
  expire_date?: string | null;
  /** Uses allowed per customer; null or absent: unlimited. */
  limit?: number | null;
};
