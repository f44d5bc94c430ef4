import { pakistanDate } from '@bazaar/domain';
import {
  type CouponCheck,
  couponFromRow,
  findUsableCoupon,
  judgeCoupon,
  type UsableCoupon,
} from '../../commerce/coupons';
import type { Db } from '../../commerce/tx';
import { runningCoupons, storedCartStoreIds, usesByCoupon } from './repository';

export type CustomerPlace = { userId: number; zoneIds: readonly number[] | null; now: Date };

/**
 * A promo code for this customer now (spec §5, §7). A store-wise coupon needs its store among the
 * stores of the customer's stored cart or the `store_id` list the client sends for its own cart.
 */
export async function checkPromoCode(
  db: Db,
  place: CustomerPlace & { code: string; storeIds: readonly number[] },
): Promise<CouponCheck> {
  const stored = await storedCartStoreIds(db, place.userId);
  return findUsableCoupon(db, {
    code: place.code,
    userId: place.userId,
    zoneIds: place.zoneIds,
    now: place.now,
    storeIds: [...new Set([...stored, ...place.storeIds])],
  });
}

/**
 * The coupons this customer can use now: running, under both limits, in one of their zones when
 * zone-wise (the same `judgeCoupon` as a typed code). Store-wise coupons are listed with their store.
 */
export async function usableCoupons(db: Db, place: CustomerPlace): Promise<UsableCoupon[]> {
  const [rows, uses] = await Promise.all([
    runningCoupons(db, pakistanDate(place.now)),
    usesByCoupon(db, place.userId),
  ]);
  return rows.flatMap((row) => {
    const coupon = couponFromRow(row);
    if (!coupon) return [];
    const check = judgeCoupon(coupon, {
      now: place.now,
      zoneIds: place.zoneIds,
      customerUses: uses.get(coupon.id) ?? 0,
    });
    return check.ok ? [check.coupon] : [];
  });
}
