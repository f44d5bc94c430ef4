import type { VendorCoupon } from '@bazaar/contract';
import type { StoreCouponInput } from '@bazaar/domain';
import { and, desc, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { CouponRow } from '../../commerce/coupons';
import type { Db, Tx } from '../../commerce/tx';
import { coupons, couponUses, orders } from '../../db/schema';
import { AppError } from '../../platform/errors';

export const couponNotFound = () => AppError.notFound('coupon', 'store_coupon.not_found');

/** One of the store's own coupons (another store's, or the market's, is missing); locked when `lock`. */
export async function ownCoupon(db: Db, storeId: number, id: number, lock = false): Promise<CouponRow> {
  const query = db
    .select()
    .from(coupons)
    .where(and(eq(coupons.id, id), eq(coupons.storeId, storeId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw couponNotFound();
  return row;
}

/** A page of the store's coupons, newest first, with the total. */
export async function couponPage(
  db: Db,
  storeId: number,
  page: { limit: number; skip: number; active?: boolean },
) {
  const where: SQL[] = [eq(coupons.storeId, storeId)];
  if (page.active !== undefined) where.push(eq(coupons.active, page.active));
  const rows = await db
    .select({ coupon: coupons, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(coupons)
    .where(and(...where))
    .orderBy(desc(coupons.id))
    .limit(page.limit)
    .offset(page.skip);
  return rows;
}

/**
 * Whether a code is taken by another coupon of the market, compared without case as shoppers' codes
 * are looked up (commerce/coupons.ts). Two sellers writing 'EID10' and 'eid10' at once are judged one
 * after the other: the code's own transaction-scoped advisory lock, held until the commit.
 */
export async function codeTaken(tx: Tx, code: string, exceptId?: number): Promise<boolean> {
  await tx.execute(sql`select pg_advisory_xact_lock(36408, hashtext(lower(${code})))`);
  const [row] = await tx
    .select({ id: coupons.id })
    .from(coupons)
    .where(
      and(
        sql`lower(${coupons.code}) = lower(${code})`,
        ...(exceptId === undefined ? [] : [ne(coupons.id, exceptId)]),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * Whether an order ever used the coupon: a use on record, or an order of its store naming its code
 * (a canceled order's use is given back, but the order still names it). Such a coupon stays: its
 * history would otherwise point at nothing, or at a new coupon with the same code.
 */
export async function everUsed(tx: Tx, row: CouponRow): Promise<boolean> {
  const [use] = await tx
    .select({ id: couponUses.id })
    .from(couponUses)
    .where(eq(couponUses.couponId, row.id))
    .limit(1);
  if (use) return true;
  if (row.storeId === null) return false;
  const [order] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.storeId, row.storeId), sql`lower(${orders.couponCode}) = lower(${row.code})`))
    .limit(1);
  return Boolean(order);
}

/** A row as the rules read it (no cap is null, as the seller wrote it). */
export const couponInput = (row: CouponRow): StoreCouponInput => ({
  title: row.title,
  code: row.code,
  discount_type: row.discountType === 'amount' ? 'amount' : 'percent',
  discount: Number(row.discount),
  min_purchase: row.minPurchase,
  max_discount: row.maxDiscount > 0 ? row.maxDiscount : null,
  start_date: row.startDate,
  expire_date: row.expireDate,
  limit: row.limit,
  total_limit: row.totalLimit,
});

/** The columns of a coupon as the rules passed it (no cap is kept as 0, as the market's coupons). */
export const couponColumns = (c: StoreCouponInput) => ({
  title: c.title,
  code: c.code,
  discountType: c.discount_type,
  discount: c.discount,
  minPurchase: c.min_purchase,
  maxDiscount: c.max_discount ?? 0,
  startDate: c.start_date,
  expireDate: c.expire_date,
  limit: c.limit,
  totalLimit: c.total_limit,
});

export function vendorCoupon(row: CouponRow): VendorCoupon {
  return {
    id: row.id,
    ...couponInput(row),
    total_uses: row.totalUses,
    coupon_type: 'store_wise',
    store_id: row.storeId!,
    active: row.active,
    created_at: new Date(row.createdAt).toISOString(),
  };
}
