import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../area';
import { courierMoneyRoutes } from './courier-routes';
import { sellerMoneyRoutes } from './seller-routes';

/**
 * The market's money for the people paid by it (decision 410): a seller's store (vendor/*) and a
 * courier (delivery-man/*) each see and draw on their own account only. The operator's side is the
 * CLI until the operator's pages exist.
 */
export async function moneyArea(app: FastifyInstance, deps: AppDeps) {
  sellerMoneyRoutes(app, deps);
  courierMoneyRoutes(app, deps);
}
