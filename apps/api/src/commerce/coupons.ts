import type { CouponAnswer } from '@bazaar/contract';
import {
  COUPON_TYPES,
  type Coupon,
  type CouponType,
  type DiscountType,
  type MessageRef,
  validateCoupon,
} from '@bazaar/domain';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { coupons, couponUses } from '../db/schema';
import type { Db } from './tx';

/** A coupon as the database holds it, in the domain's shape with every field filled. */
export type UsableCoupon = Coupon & {
  id: number;
  title: string;
  start_date: string;
  expire_date: string;
  min_purchase: number;
  max_discount: number | null;
  coupon_type: CouponType;
  limit: number | null;
  store_ids: number[];
  zone_ids: number[];
  /** Uses allowed in total, all customers together (null: unlimited), and the uses so far. */
  total_limit: number | null;
  total_uses: number;
};

export type CouponRow = typeof coupons.$inferSelect;

const isCouponType = (value: string): value is CouponType =>
  (COUPON_TYPES as readonly string[]).includes(value);

/**
 * The domain coupon of a row, or null for a kind the rules do not know (never applied). A
 * `max_discount` of 0 (the admin form's default) means no cap; a store-wise coupon's one store is
 * its `store_ids`.
 */
export function couponFromRow(row: CouponRow): UsableCoupon | null {
  if (!isCouponType(row.couponType)) return null;
  return {
    id: row.id,
    title: row.title,
    code: row.code,
    start_date: row.startDate,
    expire_date: row.expireDate,
    min_purchase: row.minPurchase,
    max_discount: row.maxDiscount > 0 ? row.maxDiscount : null,
    discount: Number(row.discount),
    discount_type: row.discountType as DiscountType,
    coupon_type: row.couponType,
    limit: row.limit,
    store_ids: row.storeId === null ? [] : [row.storeId],
    zone_ids: row.zoneIds,
    total_limit: row.totalLimit,
    total_uses: row.totalUses,
  };
}

/** The contract's Coupon shape of a usable coupon (its usage counters stay on the server). */
export function couponAnswer(c: UsableCoupon): CouponAnswer {
  return {
    id: c.id,
    title: c.title,
    code: c.code,
    start_date: c.start_date,
    expire_date: c.expire_date,
    min_purchase: c.min_purchase,
    max_discount: c.max_discount,
    discount: c.discount,
    discount_type: c.discount_type,
    coupon_type: c.coupon_type,
    limit: c.limit,
    store_ids: c.store_ids,
    zone_ids: c.zone_ids,
  };
}

export type CouponJudgement = {
  now: Date;
  /** The customer's zones (the zoneId header); null or absent: none known, so no zone-wise coupon. */
  zoneIds?: readonly number[] | null;
  /** How many of this customer's orders used the coupon (coupon_uses). */
  customerUses: number;
  /**
   * The stores the customer is buying from. When given, a store-wise coupon must name one of them;
   * absent, the store is not judged (order placement judges it per store group).
   */
  storeIds?: readonly number[];
};

export type CouponCheck = { ok: true; coupon: UsableCoupon } | { ok: false; error: MessageRef };

/**
 * Whether this customer may use this coupon now: the domain's `validateCoupon` (dates in Pakistan
 * time, the per-customer limit, the zone), then the total limit, then the stores of the cart.
 */
export function judgeCoupon(coupon: UsableCoupon, ctx: CouponJudgement): CouponCheck {
  const valid = validateCoupon(coupon, {
    now: ctx.now,
    zone_ids: ctx.zoneIds ?? [],
    customer_uses: ctx.customerUses,
  });
  if (!valid.ok) return valid;
  if (coupon.total_limit !== null && coupon.total_uses >= coupon.total_limit) {
    return { ok: false, error: { key: 'coupon.total_limit_reached' } };
  }
  const storeWise = coupon.coupon_type === 'store_wise' || coupon.coupon_type === 'restaurant_wise';
  if (storeWise && ctx.storeIds && !coupon.store_ids.some((id) => ctx.storeIds?.includes(id))) {
    return { ok: false, error: { key: 'coupon.store_mismatch' } };
  }
  return { ok: true, coupon };
}

export type CouponLookup = {
  code: string;
  userId: number;
  zoneIds?: readonly number[] | null;
  now: Date;
  storeIds?: readonly number[];
  /** Lock the coupon row (FOR UPDATE) for the rest of the transaction `db` is: order placement. */
  lock?: boolean;
};

/**
 * Finds the coupon a customer typed and says whether they may use it (spec §5, decision 104):
 * a blank code is 'Invalid code'; the code is matched trimmed and without case (an exact match wins
 * when two codes differ only in case); a missing or inactive coupon, or one of a kind the rules do not
 * know, is 'Invalid code or failed to get discount'; then `judgeCoupon`. Uses are counted from
 * coupon_uses (per customer) and coupons.total_uses (in total).
 */
export async function findUsableCoupon(db: Db, lookup: CouponLookup): Promise<CouponCheck> {
  const code = lookup.code.trim();
  if (code === '') return { ok: false, error: { key: 'coupon.invalid_code' } };
  const query = db
    .select()
    .from(coupons)
    .where(and(sql`lower(${coupons.code}) = lower(${code})`, eq(coupons.active, true)))
    .orderBy(desc(sql`${coupons.code} = ${code}`), asc(coupons.id))
    .limit(1);
  const [row] = lookup.lock ? await query.for('update') : await query;
  const coupon = row ? couponFromRow(row) : null;
  if (!coupon) return { ok: false, error: { key: 'coupon.invalid_or_failed' } };
  const [uses] = await db
    .select({ n: count() })
    .from(couponUses)
    .where(and(eq(couponUses.couponId, coupon.id), eq(couponUses.userId, lookup.userId)));
  return judgeCoupon(coupon, {
    now: lookup.now,
    zoneIds: lookup.zoneIds,
    customerUses: uses?.n ?? 0,
    storeIds: lookup.storeIds,
  });
}
