import { type CartAnswer, endpoints } from '@bazaar/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentCustomer } from '../../auth/authenticate';
import { couponAnswer } from '../../commerce/coupons';
import { registerEndpoint } from '../../platform/endpoint';
import { readMarketScope } from '../../platform/headers';
import { say } from '../../platform/locale';
import type { AppDeps } from '../area';
import { storedItemCount } from './repository';
import { type CartOutcome, type CartPlace, mergeIntoCart, quoteCart, readCart, replaceCart } from './service';

function placeOf(req: FastifyRequest): CartPlace {
  return { userId: currentCustomer(req).id, zoneIds: readMarketScope(req).zoneIds, now: new Date() };
}

/** The answer: the cart with the contract's coupon shape, what is stored, notices in the request's locale. */
function answer(req: FastifyRequest, outcome: CartOutcome): CartAnswer {
  const coupon = outcome.coupon ? couponAnswer(outcome.coupon) : null;
  return {
    cart: outcome.cart.map((group) => ({ ...group, coupon: group.coupon ? coupon : null })),
    lines: outcome.stored.lines,
    coupon_code: outcome.stored.couponCode,
    notices: outcome.notices.map((n) => ({
      item_id: n.item_id,
      code: n.code,
      message: say(req, n.message.key, n.message.params),
    })),
  };
}

/**
 * The signed-in customer's cart, stored on the server so it follows them across devices; and a
 * guest's cart priced the same way without storing it.
 */
export function cartArea(app: FastifyInstance, deps: AppDeps) {
  const { db } = deps;

  registerEndpoint(app, endpoints.cartCount, async ({ req }) => ({
    count: await storedItemCount(db, currentCustomer(req).id),
  }));

  registerEndpoint(app, endpoints.getCart, async ({ req }) => answer(req, await readCart(db, placeOf(req))));

  registerEndpoint(app, endpoints.putCart, async ({ body, req }) =>
    answer(req, await replaceCart(db, placeOf(req), body)),
  );

  registerEndpoint(app, endpoints.mergeCart, async ({ body, req }) =>
    answer(req, await mergeIntoCart(db, placeOf(req), body.cart)),
  );

  registerEndpoint(app, endpoints.quoteCart, async ({ body, req }) =>
    answer(req, await quoteCart(db, new Date(), body.cart)),
  );
}
