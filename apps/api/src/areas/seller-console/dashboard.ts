import type { SalesDay, SellerDashboard } from '@bazaar/contract';
import { pakistanDate } from '@bazaar/domain';
import { and, eq, gte, sql } from 'drizzle-orm';
import { storeSelection, toStore } from '../../catalogue/stores/store-shape';
import { pageOrders } from '../../commerce/order-view';
import type { Db } from '../../commerce/tx';
import { orders, stores } from '../../db/schema';
import type { AnswerClock } from '../../platform/answer-clock';

const DAY_MS = 86_400_000;
const DAYS = 7;
/** Orders that earn the store nothing: not counted as sales. */
const NOT_SALES = ['canceled', 'failed', 'refunded', 'returned'];
/** Pakistan's calendar day of a row (UTC+5 all year, as the domain's pakistanDate). */
const pakistanDay = sql<string>`to_char(${orders.createdAt} at time zone 'UTC' + interval '5 hours', 'YYYY-MM-DD')`;

/** The seven Pakistan days up to today, oldest first. */
export function lastDays(now: number): string[] {
  return Array.from({ length: DAYS }, (_, i) => pakistanDate(now - (DAYS - 1 - i) * DAY_MS));
}

/** Orders and sales per day of the last seven, from the (store_id, created_at) index; empty days are 0. */
async function salesByDay(db: Db, storeId: number, now: number): Promise<SalesDay[]> {
  const days = lastDays(now);
  // A day earlier than the first Pakistan midnight is enough: the grouping picks the days themselves.
  const since = new Date(now - DAYS * DAY_MS);
  const rows = await db
    .select({
      date: pakistanDay,
      orders: sql<number>`count(*)`.mapWith(Number),
      sales:
        sql<number>`coalesce(sum(${orders.orderAmount}) filter (where ${orders.orderStatus} not in (${sql.join(
          NOT_SALES.map((s) => sql`${s}`),
          sql`, `,
        )})), 0)`.mapWith(Number),
    })
    .from(orders)
    .where(and(eq(orders.storeId, storeId), gte(orders.createdAt, since)))
    .groupBy(pakistanDay);
  const byDate = new Map(rows.map((r) => [r.date, r]));
  return days.map((date) => ({
    date,
    orders: byDate.get(date)?.orders ?? 0,
    sales: byDate.get(date)?.sales ?? 0,
  }));
}

/** The seller's first screen in four reads: the store, the week, the waiting count, the newest orders. */
export async function sellerDashboard(db: Db, storeId: number, clock: AnswerClock): Promise<SellerDashboard> {
  const now = clock.at;
  const [[storeRow], days, [waiting], recent] = await Promise.all([
    db.select(storeSelection).from(stores).where(eq(stores.id, storeId)),
    salesByDay(db, storeId, now),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(orders)
      .where(and(eq(orders.storeId, storeId), eq(orders.orderStatus, 'pending'))),
    pageOrders(db, eq(orders.storeId, storeId), { limit: 5, offset: 1 }).then((page) => page.orders),
  ]);
  if (!storeRow) throw new Error(`seller's store ${storeId} is missing`);
  const store = toStore(storeRow, clock);
  return {
    store: { id: store.id, name: store.name, logo: store.logo, open: store.open === 1, active: store.active },
    today: days[days.length - 1]!,
    waiting: waiting?.n ?? 0,
    days,
    recent_orders: recent,
  };
}
