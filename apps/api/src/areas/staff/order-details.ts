import { isOrderStatus } from '@bazaar/domain';
import { and, asc, eq } from 'drizzle-orm';
import { findOrders, orderLines } from '../../commerce/order-view';
import type { Db } from '../../commerce/tx';
import { couriers, orderStatusHistory, orders, staff, stores, users } from '../../db/schema';
import { AppError } from '../../platform/errors';

async function customerOf(db: Db, userId: number | null) {
  if (userId === null) return null;
  const [row] = await db
    .select({
      id: users.id,
      f_name: users.fName,
      l_name: users.lName,
      phone: users.phone,
      email: users.email,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

async function storeOf(db: Db, storeId: number) {
  const [row] = await db
    .select({
      id: stores.id,
      name: stores.name,
      address: stores.address,
      phone: stores.phone,
      email: stores.email,
      logo: stores.logo,
    })
    .from(stores)
    .where(eq(stores.id, storeId));
  return row!;
}

async function courierOf(db: Db, courierId: number | undefined) {
  if (courierId === undefined) return null;
  const [row] = await db
    .select({ id: staff.id, name: staff.name, phone: couriers.phone, image: couriers.image })
    .from(staff)
    .leftJoin(couriers, eq(couriers.staffId, staff.id))
    .where(eq(staff.id, courierId));
  return row ?? null;
}

async function historyOf(db: Db, orderId: number) {
  const rows = await db
    .select()
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id));
  return rows.flatMap((h) =>
    isOrderStatus(h.status)
      ? [{ status: h.status, actor: h.actor, note: h.note, created_at: h.createdAt.toISOString() }]
      : [],
  );
}

/**
 * One of the store's orders in full (vendor/order-details): what its page and its printable invoice
 * show. Another store's order is 404, as a missing one is. Never the delivery verification code: that
 * is the customer's to tell the courier (decision 407).
 */
export async function storeOrderDetails(db: Db, storeId: number, orderId: number) {
  const [order] = await findOrders(db, and(eq(orders.id, orderId), eq(orders.storeId, storeId)));
  if (!order) throw AppError.notFound('order');
  const [details, customer, store, deliveryMan, history] = await Promise.all([
    orderLines(db, order.id),
    customerOf(db, order.user_id),
    storeOf(db, order.store_id),
    courierOf(db, order.delivery_man?.id),
    historyOf(db, order.id),
  ]);
  return { order, details, customer, store, delivery_man: deliveryMan, history };
}
