import type { FastifyInstance } from 'fastify';
import { acceptFormData } from '../../platform/multipart';
import type { AppDeps } from '../area';
import { activeStatusRoutes } from './active-status';
import { couponRoutes } from './coupon-routes';
import { reviewRoutes } from './review-routes';
import { scheduleRoutes } from './schedule-routes';
import { businessSetupRoutes, profileRoutes } from './settings-routes';

/**
 * The seller's store (issue 36, decision 408): profile and settings, opening hours, the closed switch,
 * store coupons and review replies. Seller tokens only, and always the store the token names: another
 * store's schedule, coupon or review is 404, as a missing one.
 */
export async function sellerStoreArea(app: FastifyInstance, deps: AppDeps) {
  // The settings form: a logo and a cover photo, texts in four languages.
  await app.register(async (scope) => {
    await acceptFormData(scope, { files: 2, fields: 30, fieldSize: 16_000 });
    businessSetupRoutes(scope, deps);
  });
  profileRoutes(app, deps);
  scheduleRoutes(app, deps);
  activeStatusRoutes(app, deps);
  couponRoutes(app, deps);
  reviewRoutes(app, deps);
}
