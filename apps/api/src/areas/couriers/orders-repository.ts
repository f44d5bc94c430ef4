import type { Order } from '@bazaar/contract';
import { isOfferedTo, isOrderStatus, offerScope } from '@bazaar/domain';
import { eq, inArray, type SQL } from 'drizzle-orm';
import { type CourierRow, currentOrdersWhere, offeredOrdersWhere, reachOf } from '../../commerce/couriers';
import type { OrderRow } from '../../commerce/order-status';
import { findOrders, type OrderPage, orderLines, pageOrders } from '../../commerce/order-view';
import type { Db } from '../../commerce/tx';
import { orders, stores } from '../../db/schema';
import { AppError } from '../../platform/errors';

/** Orders as a courier sees them: each with where to collect it (the store's address and map point). */
async function withStoreContacts(db: Db, list: Order[]) {
  const ids = [...new Set(list.map((o) => o.store_id))];
  const rows = ids.length
    ? await db
        .select({
          id: stores.id,
          address: stores.address,
          phone: stores.phone,
          latitude: stores.latitude,
          longitude: stores.longitude,
        })
        .from(stores)
        .where(inArray(stores.id, ids))
    : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  return list.map((order) => {
    const store = byId.get(order.store_id);
    return {
      ...order,
      store_address: store?.address ?? null,
      store_phone: store?.phone ?? null,
      store_latitude: store?.latitude ?? null,
      store_longitude: store?.longitude ?? null,
    };
  });
}

/** The courier's lists: offered (latest), running (current), everything they had (all). */
export type CourierList = 'latest' | 'current' | 'all';

const listWhere = (courier: CourierRow, list: CourierList): SQL => {
  if (list === 'latest') return offeredOrdersWhere(offerScope(reachOf(courier)));
  if (list === 'current') return currentOrdersWhere(courier.id);
  return eq(orders.deliveryManId, courier.id);
};

/** A page of one of the courier's lists, newest first, in the courier's order shape. */
export async function courierOrderPage(db: Db, courier: CourierRow, list: CourierList, page: OrderPage) {
  const found = await pageOrders(db, listWhere(courier, list), page);
  return { total: found.total, orders: await withStoreContacts(db, found.orders) };
}

/** One order in the courier's order shape (it exists: read after the courier's change). */
export async function courierOrderAnswer(db: Db, orderId: number) {
  const [order] = await withStoreContacts(db, await findOrders(db, eq(orders.id, orderId)));
  return order!;
}

/** The order and the zone of its store, as the courier rules judge it. */
export async function offerableOrder(db: Db, order: OrderRow) {
  const [store] = await db.select({ zoneId: stores.zoneId }).from(stores).where(eq(stores.id, order.storeId));
  return {
    status: isOrderStatus(order.orderStatus) ? order.orderStatus : ('pending' as const),
    deliveryManId: order.deliveryManId,
    orderType: order.orderType,
    storeId: order.storeId,
    storeZoneId: store?.zoneId ?? null,
  };
}

/** delivery-man/order-details: the courier's own order or one offered to them; any other is 404. */
export async function courierOrderDetails(db: Db, courier: CourierRow, orderId: number) {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  const mine = row?.deliveryManId === courier.id;
  if (!row || !(mine || isOfferedTo(await offerableOrder(db, row), reachOf(courier))))
    throw AppError.notFound('order');
  const [order, details] = await Promise.all([courierOrderAnswer(db, orderId), orderLines(db, orderId)]);
  return { order, details };
}
