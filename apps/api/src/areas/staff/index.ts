import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../area';
import { adminMoneyRoutes } from './admin-routes';
import { staffOrderRoutes } from './order-routes';
import { staffSignInRoutes } from './sign-in';

/**
 * Sellers and operators (decision 404): staff sign-in, a seller's store orders (vendor/*), and an
 * admin's orders, wallet top-ups and refund settlements (admin/*). Staff tokens only.
 */
export async function staffArea(app: FastifyInstance, deps: AppDeps) {
  staffSignInRoutes(app, deps);
  staffOrderRoutes(app, deps);
  adminMoneyRoutes(app, deps);
}
