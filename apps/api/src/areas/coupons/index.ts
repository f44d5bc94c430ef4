import { endpoints } from '@bazaar/contract';
import type { FastifyInstance } from 'fastify';
import { currentCustomer } from '../../auth/authenticate';
import { couponAnswer } from '../../commerce/coupons';
import { registerEndpoint } from '../../platform/endpoint';
import { readMarketScope } from '../../platform/headers';
import { say } from '../../platform/locale';
import type { AppDeps } from '../area';
import { checkPromoCode, usableCoupons } from './service';

/** Promo codes and the coupon list (decision 104). The zone comes from the zoneId header. */
export function couponsArea(app: FastifyInstance, deps: AppDeps) {
  const { db } = deps;

  registerEndpoint(app, endpoints.checkPromoCode, async ({ params, query, req }) => {
    const customer = currentCustomer(req);
    const { zoneIds } = readMarketScope(req);
    const check = await checkPromoCode(db, {
      code: params.code,
      userId: customer.id,
      zoneIds,
      now: new Date(),
      storeIds: query.store_id ?? [],
    });
    return check.ok
      ? { status: true, coupon: couponAnswer(check.coupon), message: say(req, 'coupon.applied') }
      : { status: false, coupon: null, message: say(req, check.error.key, check.error.params) };
  });

  registerEndpoint(app, endpoints.couponList, async ({ req }) => {
    const customer = currentCustomer(req);
    const { zoneIds } = readMarketScope(req);
    const list = await usableCoupons(db, { userId: customer.id, zoneIds, now: new Date() });
    return list.map(couponAnswer);
  });
}
