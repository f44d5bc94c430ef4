import { PlaceOrderBodySchema, PlaceOrderResponseSchema } from '../checkout';
import { defineEndpoint } from '../endpoint';
import { ErrorEnvelopeSchema } from '../errors';

/** Order placement: the cart becomes one order per store, paid by cash, wallet or digital payment. */
export const checkoutEndpoints = {
  orderPlace: defineEndpoint({
    method: 'POST',
    path: '/customer/order/place',
    tag: 'orders',
    auth: 'required',
    bodyType: 'multipart',
    summary:
      'Place the cart (spec §7). Header Idempotency-Key makes a retry answer the first answer. ' +
      '203 insufficient wallet balance; 403 validation, stock and unavailable items; 404 unknown coupon; ' +
      '406 store closed, under its minimum order, coupon not usable; 407 expired coupon; 409 same key still ' +
      'running; 422 same key with another body; 200 with status false when the prices changed.',
    body: PlaceOrderBodySchema,
    response: PlaceOrderResponseSchema,
    responses: {
      203: ErrorEnvelopeSchema,
      401: ErrorEnvelopeSchema,
      403: ErrorEnvelopeSchema,
      404: ErrorEnvelopeSchema,
      406: ErrorEnvelopeSchema,
      407: ErrorEnvelopeSchema,
      409: ErrorEnvelopeSchema,
      422: ErrorEnvelopeSchema,
    },
  }),
} as const;
