import type { VendorStore } from '@bazaar/contract';
import { isStoreOpen, parseDeliveryTime, type ScheduleSlot } from '@bazaar/domain';
import { asc, eq, getTableColumns, sql } from 'drizzle-orm';
import { commissionOf } from '../../commerce/commission';
import type { Db } from '../../commerce/tx';
import { storeSchedules, stores } from '../../db/schema';
import { AppError } from '../../platform/errors';

const { searchVector: _v, ...storeColumns } = getTableColumns(stores);
export type StoreColumns = Omit<typeof stores.$inferSelect, 'searchVector'>;

/** The seller's store row, locked for the rest of the transaction when `lock` (every settings write). */
export async function storeRow(db: Db, storeId: number, lock = false): Promise<StoreColumns> {
  const query = db.select(storeColumns).from(stores).where(eq(stores.id, storeId));
  const [row] = lock ? await query.for('update') : await query;
  // A seller's token names their store; a store removed under a live token is not theirs to change.
  if (!row) throw AppError.notFound('store', 'catalogue.store_not_found');
  return row;
}

/** The store's opening ranges with their ids, by day and opening time. */
export function scheduleRows(db: Db, storeId: number) {
  return db
    .select({
      id: storeSchedules.id,
      day: storeSchedules.day,
      opening_time: storeSchedules.openingTime,
      closing_time: storeSchedules.closingTime,
    })
    .from(storeSchedules)
    .where(eq(storeSchedules.storeId, storeId))
    .orderBy(asc(storeSchedules.day), asc(storeSchedules.openingTime), asc(storeSchedules.id));
}
export type ScheduleRow = Awaited<ReturnType<typeof scheduleRows>>[number];

/** What the seller's overview counts: the items shoppers see, their written reviews, the store's coupons. */
const counts = {
  itemsCount:
    sql<number>`(select count(*) from items i where i.store_id = "stores"."id" and i.active)`.mapWith(Number),
  reviewsCount: sql<number>`(select count(*) from reviews r join items i on i.id = r.item_id
    where i.store_id = "stores"."id" and r.status = 'active')`.mapWith(Number),
  couponsCount: sql<number>`(select count(*) from coupons c where c.store_id = "stores"."id")`.mapWith(
    Number,
  ),
};

/** The store as its seller sees it (GET vendor/profile, and every settings answer). */
export async function readVendorStore(db: Db, storeId: number, now = Date.now()): Promise<VendorStore> {
  const [[s], schedules, commission] = await Promise.all([
    db
      .select({ ...storeColumns, ...counts })
      .from(stores)
      .where(eq(stores.id, storeId)),
    scheduleRows(db, storeId),
    commissionOf(db, storeId),
  ]);
  if (!s) throw AppError.notFound('store', 'catalogue.store_not_found');
  const range = parseDeliveryTime(s.deliveryTime);
  const slots: ScheduleSlot[] = schedules;
  return {
    id: s.id,
    name: s.name,
    slug: s.slug,
    description: s.description,
    translations: s.translations as VendorStore['translations'],
    logo: s.logo,
    cover_photo: s.coverPhoto,
    phone: s.phone,
    email: s.email,
    address: s.address,
    latitude: s.latitude === null ? null : Number(s.latitude),
    longitude: s.longitude === null ? null : Number(s.longitude),
    zone_id: s.zoneId,
    city_id: s.cityId,
    minimum_order: s.minimumOrder,
    tax: Number(s.tax),
    delivery_time: s.deliveryTime,
    minimum_delivery_time: range?.min ?? null,
    maximum_delivery_time: range?.max ?? null,
    delivery_time_type: range?.type ?? null,
    free_delivery: s.freeDelivery,
    take_away: s.takeAway,
    delivery: s.delivery,
    announcement: s.announcement,
    closed_until: s.closedUntil && s.closedUntil.getTime() > now ? s.closedUntil.toISOString() : null,
    open: isStoreOpen({ active: s.active, closed_until: s.closedUntil, schedules: slots }, now) ? 1 : 0,
    active: s.active,
    commission,
    avg_rating: Number(s.avgRating),
    rating_count: s.ratingCount,
    order_count: s.orderCount,
    items_count: s.itemsCount,
    reviews_count: s.reviewsCount,
    coupons_count: s.couponsCount,
    schedules: schedules.map(vendorSchedule),
  };
}

/** `10:00` or `10:00:00` → `10:00:00`, as store answers give times. */
const fullTime = (t: string) => (t.length === 5 ? `${t}:00` : t.slice(0, 8));

export const vendorSchedule = (row: ScheduleRow) => ({
  id: row.id,
  day: row.day,
  opening_time: fullTime(row.opening_time),
  closing_time: fullTime(row.closing_time),
});
