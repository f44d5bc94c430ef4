import { and, asc, count, eq, gte, inArray, lte } from 'drizzle-orm';
import type { CouponRow } from '../../commerce/coupons';
import type { Db } from '../../commerce/tx';
import { carts, coupons, couponUses, items } from '../../db/schema';

/** The stores of the items in the customer's stored cart (a store-wise coupon needs one of them). */
export async function storedCartStoreIds(db: Db, userId: number): Promise<number[]> {
  const [row] = await db.select({ lines: carts.lines }).from(carts).where(eq(carts.userId, userId));
  const itemIds = [
    ...new Set(
      (row?.lines ?? []).flatMap((line) => {
        const id = line.item_id;
        return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? [id] : [];
      }),
    ),
  ];
  if (itemIds.length === 0) return [];
  const stores = await db
    .selectDistinct({ storeId: items.storeId })
    .from(items)
    .where(inArray(items.id, itemIds));
  return stores.map((s) => s.storeId);
}

/** Active coupons whose dates include `today` ('YYYY-MM-DD', Pakistan time), soonest to expire first. */
export function runningCoupons(db: Db, today: string): Promise<CouponRow[]> {
  return db
    .select()
    .from(coupons)
    .where(and(eq(coupons.active, true), lte(coupons.startDate, today), gte(coupons.expireDate, today)))
    .orderBy(asc(coupons.expireDate), asc(coupons.id))
    .limit(500);
}

/** How many of this customer's orders used each coupon. */
export async function usesByCoupon(db: Db, userId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ couponId: couponUses.couponId, n: count() })
    .from(couponUses)
    .where(eq(couponUses.userId, userId))
    .groupBy(couponUses.couponId);
  return new Map(rows.map((r) => [r.couponId, r.n]));
}
