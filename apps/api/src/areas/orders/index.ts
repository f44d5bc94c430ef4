import { endpoints } from '@bazaar/contract';
import { MAX_IMAGES } from '@bazaar/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentCustomer } from '../../auth/authenticate';
import { orderLines } from '../../commerce/order-view';
import { registerEndpoint } from '../../platform/endpoint';
import { requestLocale, say } from '../../platform/locale';
import { acceptFormData } from '../../platform/multipart';
import type { AppDeps } from '../area';
import { reorder } from './reorder';
import { deliveryCodeOf, latestRefundRequest, listCustomerOrders } from './repository';
import {
  type Customer,
  cancelOrder,
  cancelRefundRequest,
  customerOrder,
  requestRefund,
  trackOrder,
} from './service';

const customer = (req: FastifyRequest): Customer => ({
  userId: currentCustomer(req).id,
  locale: requestLocale(req),
});

/**
 * The customer's orders (spec §4, §5): list, details, tracking, cancel, refund request and its
 * withdrawal, reorder. Every call is scoped to the signed-in customer: another customer's order answers
 * 404, exactly as a missing one does.
 */
export async function ordersArea(scope: FastifyInstance, deps: AppDeps) {
  const { db } = deps;
  await acceptFormData(scope, { files: MAX_IMAGES, imagesField: 'image' });

  registerEndpoint(scope, endpoints.orderList, async ({ query, req }) => {
    const who = customer(req);
    const page = await listCustomerOrders(db, { userId: who.userId, ...query });
    return { total_size: page.total, limit: query.limit, offset: query.offset, orders: page.orders };
  });

  registerEndpoint(scope, endpoints.orderDetails, async ({ query, req }) => {
    const order = await customerOrder(db, customer(req), query.order_id);
    const [details, refund, code] = await Promise.all([
      orderLines(db, order.id),
      latestRefundRequest(db, order.id),
      deliveryCodeOf(db, order.id),
    ]);
    return { order: { ...order, delivery_verification_code: code }, details, refund_request: refund };
  });

  registerEndpoint(scope, endpoints.orderTrack, async ({ query, req }) =>
    trackOrder(db, customer(req), query.order_id),
  );

  registerEndpoint(scope, endpoints.orderCancel, async ({ body, req }) => {
    const order = await cancelOrder(db, customer(req), body.order_id, body.reason);
    return { message: say(req, 'order.canceled'), order };
  });

  registerEndpoint(scope, endpoints.orderRefundRequest, async ({ body, req }) => {
    const order = await requestRefund(db, deps.dataDir, customer(req), {
      orderId: body.order_id,
      reason: (body.reason ?? body.customer_reason) as string,
      note: body.note ?? body.customer_note ?? null,
      images: [...body.image, ...body['image[]']],
    });
    return { message: say(req, 'order.refund_requested'), order };
  });

  registerEndpoint(scope, endpoints.orderRefundRequestCancel, async ({ body, req }) => {
    const order = await cancelRefundRequest(db, customer(req), body.order_id);
    return { message: say(req, 'order.refund_request_canceled'), order };
  });

  registerEndpoint(scope, endpoints.orderReorder, async ({ body, req }) => {
    const who = customer(req);
    return reorder(db, who.userId, body.order_id, who.locale);
  });
}
