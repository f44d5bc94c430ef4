import {
  CouponListSchema,
  PromoCodeAnswerSchema,
  PromoCodeParamsSchema,
  PromoCodeQuerySchema,
} from '../coupons';
import { defineEndpoint } from '../endpoint';
import { ErrorEnvelopeSchema } from '../errors';

const tag = 'coupons';
const unauthorized = { 401: ErrorEnvelopeSchema };

/** Promo codes and the coupons a customer can use (spec §5, §7; decision 104). */
export const couponEndpoints = {
  checkPromoCode: defineEndpoint({
    method: 'POST',
    path: '/customer/order/check-promo-code/{code}',
    tag,
    auth: 'required',
    summary:
      'Check a promo code for this customer now (dates, limits, zoneId header, stores of the cart): 200 with status false and the message for any refusal',
    params: PromoCodeParamsSchema,
    query: PromoCodeQuerySchema,
    response: PromoCodeAnswerSchema,
    responses: { ...unauthorized, 403: ErrorEnvelopeSchema },
  }),
  couponList: defineEndpoint({
    method: 'GET',
    path: '/coupon/list',
    tag,
    auth: 'required',
    summary:
      'The coupons this customer can use now (dates, usage limits, zoneId header), soonest to expire first',
    response: CouponListSchema,
    responses: { ...unauthorized, 403: ErrorEnvelopeSchema },
  }),
} as const;
