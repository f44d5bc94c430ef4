import { endpoints } from '@bazaar/contract';
import type { FastifyInstance } from 'fastify';
import { storeCouriers } from '../../commerce/couriers';
import { registerEndpoint } from '../../platform/endpoint';
import { requestLocale, say } from '../../platform/locale';
import type { AppDeps } from '../area';
import { assignCourier, sellerStore } from './courier-assignment';
import { storeOrderDetails } from './order-details';
import { cancelAsSeller } from './order-moves';
import { sellerOf } from './seller';

/** vendor/order-details, vendor/order/cancel, vendor/delivery-man/list, vendor/order/assign-courier. */
export function vendorOrderRoutes(app: FastifyInstance, { db }: AppDeps) {
  registerEndpoint(app, endpoints.vendorOrderDetails, async ({ query, req }) =>
    storeOrderDetails(db, sellerOf(req).storeId, query.order_id),
  );

  registerEndpoint(app, endpoints.vendorOrderCancel, async ({ body, req }) => {
    const cancel = { orderId: body.order_id, reason: body.reason, locale: requestLocale(req) };
    const order = await cancelAsSeller(db, sellerOf(req), cancel);
    return { message: say(req, 'order.canceled'), order };
  });

  registerEndpoint(app, endpoints.vendorCourierList, async ({ query, req }) => {
    const store = await sellerStore(db, sellerOf(req).storeId);
    const page = await storeCouriers(db, store, query);
    return { total_size: page.total, limit: query.limit, offset: query.offset, delivery_men: page.couriers };
  });

  registerEndpoint(app, endpoints.vendorAssignCourier, async ({ body, req }) => {
    const assignment = { orderId: body.order_id, courierId: body.delivery_man_id };
    const order = await assignCourier(db, sellerOf(req), assignment);
    return { message: say(req, 'courier.assigned'), order };
  });
}
