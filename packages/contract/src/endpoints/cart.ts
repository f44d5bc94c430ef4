import {
  CartAnswerSchema,
  CartCountSchema,
  MergeCartBodySchema,
  PutCartBodySchema,
  QuoteCartBodySchema,
} from '../cart';
import { defineEndpoint } from '../endpoint';
import { ErrorEnvelopeSchema } from '../errors';

const tag = 'cart';
const responses = { 401: ErrorEnvelopeSchema, 403: ErrorEnvelopeSchema };

/**
 * The signed-in customer's cart, stored on the server so it follows them across devices. Every answer
 * is checked against the catalogue (prices and stock re-read, gone items dropped) with notices saying
 * what changed, and what is stored afterwards.
 */
export const cartEndpoints = {
  cartCount: defineEndpoint({
    method: 'GET',
    path: '/customer/cart/count',
    tag,
    auth: 'required',
    summary:
      "The stored cart's item count (sum of quantities) for the header badge: a plain read that changes nothing, so the cart's notices stay for the cart page",
    response: CartCountSchema,
    responses,
  }),
  getCart: defineEndpoint({
    method: 'GET',
    path: '/customer/cart',
    tag,
    auth: 'required',
    summary: 'The stored cart, recomputed from the catalogue with the coupon applied',
    response: CartAnswerSchema,
    responses,
  }),
  putCart: defineEndpoint({
    method: 'PUT',
    path: '/customer/cart',
    tag,
    auth: 'required',
    summary: 'Replace the stored cart (at most 100 lines, quantities 1 to 10000) and its coupon code',
    body: PutCartBodySchema,
    response: CartAnswerSchema,
    responses,
  }),
  mergeCart: defineEndpoint({
    method: 'POST',
    path: '/customer/cart/merge',
    tag,
    auth: 'required',
    summary:
      'Merge the guest cart into the stored one on sign-in (same line: the larger quantity; repeating it changes nothing)',
    body: MergeCartBodySchema,
    response: CartAnswerSchema,
    responses,
  }),
  quoteCart: defineEndpoint({
    method: 'POST',
    path: '/cart/quote',
    tag,
    summary:
      "A guest's cart priced exactly as a stored one (same check against the catalogue, same totals, notices for what changed), without storing anything; promo codes need a signed-in customer, so coupon_code is always null",
    body: QuoteCartBodySchema,
    response: CartAnswerSchema,
    responses: { 403: ErrorEnvelopeSchema },
  }),
} as const;
