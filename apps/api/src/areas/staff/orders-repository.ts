import type { Order } from '@bazaar/contract';
import type { OrderStatus } from '@bazaar/domain';
import { and, eq, type SQL } from 'drizzle-orm';
import { findOrders, pageOrders } from '../../commerce/order-view';
import type { Db } from '../../commerce/tx';
import { orders } from '../../db/schema';

export type StoreOrdersFilter = {
  /** A seller's store; unset for an admin looking at every store. */
  storeId?: number | undefined;
  status?: OrderStatus | undefined;
  limit: number;
  /** A page number starting at 1, as the platform's clients send it. */
  offset: number;
};

/** A page of orders, newest first, within one store or all of them; with the total that matches. */
export async function listStoreOrders(db: Db, filter: StoreOrdersFilter) {
  const where: SQL[] = [];
  if (filter.storeId !== undefined) where.push(eq(orders.storeId, filter.storeId));
  if (filter.status !== undefined) where.push(eq(orders.orderStatus, filter.status));
  return pageOrders(db, where.length ? and(...where) : undefined, filter);
}

/** One order in the contract's Order shape, read after a move or refund settled it (it exists). */
export async function orderAnswer(db: Db, orderId: number): Promise<Order> {
  const [order] = await findOrders(db, eq(orders.id, orderId));
  return order!;
}
