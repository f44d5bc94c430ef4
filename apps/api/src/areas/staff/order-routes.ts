import { endpoints } from '@bazaar/contract';
import type { FastifyInstance } from 'fastify';
import { currentStaff } from '../../auth/staff';
import { registerEndpoint } from '../../platform/endpoint';
import { requestLocale, say } from '../../platform/locale';
import type { AppDeps } from '../area';
import { moveAsAdmin, moveAsSeller } from './order-moves';
import { listStoreOrders } from './orders-repository';
import { sellerOf } from './seller';

/** vendor/orders and admin/orders, and their status moves: a seller within one store, an admin anywhere. */
export function staffOrderRoutes(app: FastifyInstance, { db }: AppDeps) {
  registerEndpoint(app, endpoints.vendorOrders, async ({ query, req }) => {
    const page = await listStoreOrders(db, { ...query, storeId: sellerOf(req).storeId });
    return { total_size: page.total, limit: query.limit, offset: query.offset, orders: page.orders };
  });

  registerEndpoint(app, endpoints.vendorOrderStatus, async ({ body, req }) => {
    const move = { orderId: body.order_id, to: body.status, note: body.note, locale: requestLocale(req) };
    const order = await moveAsSeller(db, sellerOf(req), move);
    return { message: say(req, 'staff.order_status_updated'), order };
  });

  registerEndpoint(app, endpoints.adminOrders, async ({ query }) => {
    const page = await listStoreOrders(db, { ...query, storeId: query.store_id });
    return { total_size: page.total, limit: query.limit, offset: query.offset, orders: page.orders };
  });

  registerEndpoint(app, endpoints.adminOrderStatus, async ({ body, req }) => {
    const move = { orderId: body.order_id, to: body.status, note: body.note, locale: requestLocale(req) };
    const order = await moveAsAdmin(db, move, currentStaff(req));
    return { message: say(req, 'staff.order_status_updated'), order };
  });
}
