import type { Order, OrderDetailLine } from '@bazaar/contract';
import {
  isOrderStatus,
  ORDER_STATUSES,
  type OrderStatus,
  PAYMENT_METHODS,
  type PaymentMethod,
} from '@bazaar/domain';
import { count, desc, eq, inArray, min, type SQL, sql } from 'drizzle-orm';
import { orderDetails, orderStatusHistory, orders, staff, stores } from '../db/schema';
import type { Db } from './tx';

/**
 * Reading orders in the contract's Order shape, for every area that answers with one (the customer's
 * orders, a seller's or admin's lists and moves, a courier's): the order with its store's name, slug
 * and logo, its courier's name, its number of lines, and when it first reached each status.
 */

const orderViewSelection = {
  order: orders,
  storeName: stores.name,
  storeSlug: stores.slug,
  storeLogo: stores.logo,
  deliveryManName: staff.name,
  detailsCount:
    sql<number>`(select count(*) from ${orderDetails} where ${orderDetails.orderId} = ${orders.id})`.mapWith(
      Number,
    ),
};

type OrderViewRow = {
  order: typeof orders.$inferSelect;
  storeName: string;
  storeSlug: string;
  storeLogo: string | null;
  deliveryManName: string | null;
  detailsCount: number;
};

function selectOrderViews(db: Db) {
  return db
    .select(orderViewSelection)
    .from(orders)
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .leftJoin(staff, eq(staff.id, orders.deliveryManId));
}

/** When each order first reached each status, from its history (the placement time for 'pending'). */
async function statusTimes(db: Db, orderIds: number[]) {
  const times = new Map<number, Map<string, Date>>();
  if (orderIds.length === 0) return times;
  const rows = await db
    .select({
      orderId: orderStatusHistory.orderId,
      status: orderStatusHistory.status,
      at: min(orderStatusHistory.createdAt),
    })
    .from(orderStatusHistory)
    .where(inArray(orderStatusHistory.orderId, orderIds))
    .groupBy(orderStatusHistory.orderId, orderStatusHistory.status);
  for (const row of rows) {
    if (!row.at) continue;
    const byStatus = times.get(row.orderId) ?? new Map<string, Date>();
    byStatus.set(row.status, new Date(row.at));
    times.set(row.orderId, byStatus);
  }
  return times;
}

function toOrder(row: OrderViewRow, reached: Map<string, Date> | undefined): Order {
  const o = row.order;
  const at = (status: OrderStatus) => reached?.get(status)?.toISOString() ?? null;
  const times = Object.fromEntries(ORDER_STATUSES.map((s) => [s, at(s)])) as Record<
    OrderStatus,
    string | null
  >;
  times.pending ??= o.createdAt.toISOString();
  return {
    id: o.id,
    checkout_id: o.checkoutId,
    user_id: o.userId,
    store_id: o.storeId,
    order_amount: o.orderAmount,
    coupon_discount_amount: o.couponDiscountAmount,
    coupon_code: o.couponCode,
    payment_status: o.paymentStatus === 'paid' ? 'paid' : 'unpaid',
    order_status: isOrderStatus(o.orderStatus) ? o.orderStatus : 'pending',
    payment_method: (PAYMENT_METHODS as readonly string[]).includes(o.paymentMethod)
      ? (o.paymentMethod as PaymentMethod)
      : 'cash_on_delivery',
    total_tax_amount: o.totalTaxAmount,
    store_discount_amount: o.storeDiscountAmount,
    delivery_charge: o.deliveryCharge,
    original_delivery_charge: o.originalDeliveryCharge,
    dm_tips: o.dmTips,
    order_type: o.orderType,
    order_note: o.orderNote,
    delivery_address: o.deliveryAddress ?? null,
    store_name: row.storeName,
    store_slug: row.storeSlug,
    store_logo: row.storeLogo,
    details_count: row.detailsCount,
    refund_due: o.refundDue,
    delivery_man:
      o.deliveryManId !== null && row.deliveryManName !== null
        ? { id: o.deliveryManId, name: row.deliveryManName }
        : null,
    cancellation_reason: o.cancellationReason,
    created_at: o.createdAt.toISOString(),
    updated_at: o.updatedAt.toISOString(),
    ...times,
  };
}

async function shapeOrders(db: Db, rows: OrderViewRow[]): Promise<Order[]> {
  const times = await statusTimes(
    db,
    rows.map((r) => r.order.id),
  );
  return rows.map((row) => toOrder(row, times.get(row.order.id)));
}

/** The orders matching `where` (unordered; meant for one order by id, or by id and owner), shaped. */
export async function findOrders(db: Db, where: SQL | undefined): Promise<Order[]> {
  return shapeOrders(db, await selectOrderViews(db).where(where));
}

export type OrderPage = {
  limit: number;
  /** A page number starting at 1, as the platform's clients send it. */
  offset: number;
};

/** A page of the orders matching `where`, newest first, shaped; with the total that matches. */
export async function pageOrders(db: Db, where: SQL | undefined, page: OrderPage) {
  const [rows, [total]] = await Promise.all([
    selectOrderViews(db)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(page.limit)
      .offset((page.offset - 1) * page.limit),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  return { total: total?.n ?? 0, orders: await shapeOrders(db, rows) };
}

/** The lines of an order, in the order they were placed. */
export async function orderLines(db: Db, orderId: number): Promise<OrderDetailLine[]> {
  const rows = await db
    .select()
    .from(orderDetails)
    .where(eq(orderDetails.orderId, orderId))
    .orderBy(orderDetails.id);
  return rows.map((line) => ({
    id: line.id,
    item_id: line.itemId,
    order_id: line.orderId,
    price: line.price,
    item_details: line.itemDetails,
    variation: line.variation,
    add_ons: line.addOns,
    discount_on_item: line.discountOnItem,
    quantity: line.quantity,
    tax_amount: line.taxAmount,
    variant: line.variant,
    item_campaign_id: line.itemCampaignId,
  }));
}
