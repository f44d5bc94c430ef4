import { and, asc, desc, eq, notExists, sql } from 'drizzle-orm';
import { reviewColumns } from '../../catalogue/items/review-shape';
import type { Db } from '../../commerce/tx';
import { items, orderDetails, orderStatusHistory, orders, reviews } from '../../db/schema';

/** The statuses whose orders can be reviewed (decision 503): delivered, and nothing else. */
export const REVIEWABLE_STATUS = 'delivered';

export type ReviewTarget = { userId: number; orderId: number; itemId: number };

/** The customer's own order (null for a missing or foreign one), its status, and whether it holds the item. */
export async function findReviewTarget(q: Db, target: ReviewTarget) {
  const [order] = await q
    .select({ id: orders.id, status: orders.orderStatus })
    .from(orders)
    .where(and(eq(orders.id, target.orderId), eq(orders.userId, target.userId)));
  if (!order) return null;
  const [line] = await q
    .select({ itemId: orderDetails.itemId })
    .from(orderDetails)
    .where(and(eq(orderDetails.orderId, order.id), eq(orderDetails.itemId, target.itemId)))
    .limit(1);
  const [review] = await q
    .select({ id: reviews.id })
    .from(reviews)
    .where(
      and(
        eq(reviews.orderId, order.id),
        eq(reviews.itemId, target.itemId),
        eq(reviews.userId, target.userId),
      ),
    );
  return { status: order.status, holdsItem: Boolean(line), reviewed: Boolean(review) };
}

const notReviewed = (userId: number) =>
  notExists(
    sql`(select 1 from ${reviews} where ${reviews.orderId} = ${orders.id}
      and ${reviews.itemId} = ${items.id} and ${reviews.userId} = ${userId})`,
  );

/**
 * A page of the items of the customer's delivered orders that they have not reviewed, newest order
 * first: one row per item and order however many lines (variations) of it the order had.
 */
export async function pageToBeReviewed(db: Db, userId: number, limit: number, skip: number) {
  const rows = await db
    .select({
      order_id: orders.id,
      item_id: items.id,
      name: items.name,
      slug: items.slug,
      image: items.image,
      delivered_at: sql<Date | string | null>`(select max(${orderStatusHistory.createdAt})
        from ${orderStatusHistory} where ${orderStatusHistory.orderId} = ${orders.id}
        and ${orderStatusHistory.status} = ${REVIEWABLE_STATUS})`,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(orders)
    .innerJoin(orderDetails, eq(orderDetails.orderId, orders.id))
    .innerJoin(items, eq(items.id, orderDetails.itemId))
    .where(and(eq(orders.userId, userId), eq(orders.orderStatus, REVIEWABLE_STATUS), notReviewed(userId)))
    .groupBy(orders.id, items.id)
    .orderBy(desc(orders.id), asc(items.id))
    .limit(limit)
    .offset(skip);
  const total = rows[0]?.total ?? (skip > 0 ? await countToBeReviewed(db, userId) : 0);
  return { total, rows };
}

async function countToBeReviewed(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(distinct (${orders.id}, ${items.id}))`.mapWith(Number) })
    .from(orders)
    .innerJoin(orderDetails, eq(orderDetails.orderId, orders.id))
    .innerJoin(items, eq(items.id, orderDetails.itemId))
    .where(and(eq(orders.userId, userId), eq(orders.orderStatus, REVIEWABLE_STATUS), notReviewed(userId)));
  return row?.n ?? 0;
}

/**
 * A page of the reviews the customer wrote, newest first, with their photos and the item's name, slug
 * and picture, in one query (the total as `count(*) over ()`, like the other customer lists).
 */
export async function pageCustomerReviews(db: Db, userId: number, limit: number, skip: number) {
  const rows = await db
    .select({
      ...reviewColumns,
      item_name: items.name,
      item_slug: items.slug,
      item_image: items.image,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(reviews)
    .innerJoin(items, eq(items.id, reviews.itemId))
    .where(eq(reviews.userId, userId))
    .orderBy(desc(reviews.id))
    .limit(limit)
    .offset(skip);
  const total = rows[0]?.total ?? (skip > 0 ? await countCustomerReviews(db, userId) : 0);
  return { total, rows };
}

async function countCustomerReviews(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(reviews)
    .where(eq(reviews.userId, userId));
  return row?.n ?? 0;
}
