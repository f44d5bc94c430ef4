import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../area';
import { adminMoneyRoutes } from './admin-routes';
import { staffOrderRoutes } from './order-routes';
import { staffSignInRoutes } from './sign-in';
import { vendorOrderRoutes } from './vendor-order-routes';

/**
 * Sellers and operators (decision 404): staff sign-in (also the seller and courier apps' own names
 * for it), a seller's store orders (vendor/*: list, details, moves, cancel, couriers; decision 407),
 * and an admin's orders, wallet top-ups and refund settlements (admin/*). Staff tokens only.
 */
export async function staffArea(app: FastifyInstance, deps: AppDeps) {
  staffSignInRoutes(app, deps);
  staffOrderRoutes(app, deps);
  vendorOrderRoutes(app, deps);
  adminMoneyRoutes(app, deps);
}
