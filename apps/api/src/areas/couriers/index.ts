import { endpoints } from '@bazaar/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/endpoint';
import { requestLocale, say } from '../../platform/locale';
import type { AppDeps } from '../area';
import { courierOf, signedInCourier } from './courier';
import { acceptOrder, collectCash, moveAsCourier } from './order-moves';
import {
  type CourierList,
  courierOrderAnswer,
  courierOrderDetails,
  courierOrderPage,
} from './orders-repository';
import { courierProfile, setOnline } from './profile';

/**
 * The courier app's calls (delivery-man/*, decision 407): profile, online or offline, the orders offered
 * and assigned, accept, picked up, delivered with the customer's code, cash collected. A courier token
 * only; every order is the courier's own or offered to them, any other answers 404.
 */
export async function couriersArea(app: FastifyInstance, deps: AppDeps) {
  const { db } = deps;
  const me = courierOf;

  registerEndpoint(app, endpoints.courierProfile, async ({ req }) => courierProfile(db, me(req).id));

  registerEndpoint(app, endpoints.courierActiveStatus, async ({ body, req }) => {
    const online = await setOnline(db, me(req), body.status === 'online');
    return { message: say(req, online ? 'courier.online' : 'courier.offline'), online };
  });

  const lists: [keyof typeof endpoints, CourierList][] = [
    ['courierLatestOrders', 'latest'],
    ['courierCurrentOrders', 'current'],
    ['courierAllOrders', 'all'],
  ];
  for (const [name, list] of lists) {
    registerEndpoint(app, endpoints[name as 'courierAllOrders'], async ({ query, req }) => {
      const courier = await signedInCourier(db, me(req).id);
      const page = await courierOrderPage(db, courier, list, query);
      return { total_size: page.total, limit: query.limit, offset: query.offset, orders: page.orders };
    });
  }

  registerEndpoint(app, endpoints.courierOrderDetails, async ({ query, req }) =>
    courierOrderDetails(db, await signedInCourier(db, me(req).id), query.order_id),
  );

  registerEndpoint(app, endpoints.courierAcceptOrder, async ({ body, req }) => {
    const row = await acceptOrder(db, me(req), body.order_id, requestLocale(req));
    return { message: say(req, 'courier.order_accepted'), order: await courierOrderAnswer(db, row.id) };
  });

  registerEndpoint(app, endpoints.courierOrderStatus, async ({ body, req }) => {
    const move = { orderId: body.order_id, to: body.status, otp: body.otp };
    const row = await moveAsCourier(db, deps, me(req), move, requestLocale(req));
    return { message: say(req, 'staff.order_status_updated'), order: await courierOrderAnswer(db, row.id) };
  });

  registerEndpoint(app, endpoints.courierPaymentStatus, async ({ body, req }) => {
    const row = await collectCash(db, me(req), body.order_id);
    return { message: say(req, 'courier.payment_collected'), order: await courierOrderAnswer(db, row.id) };
  });
}
