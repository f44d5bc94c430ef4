import { COUPON_TYPES, MAX_STORED_ID } from '@bazaar/domain';
import { z } from 'zod';

/**
 * A coupon (api-contract shape) with what a client needs to apply it per store group itself
 * (`couponDiscountForGroup`): `store_ids` for a store-wise coupon, `zone_ids` for a zone-wise one.
 * Dates are `YYYY-MM-DD`, both days included, Pakistan time. Money in whole rupees.
 */
export const CouponSchema = z
  .object({
    id: z.number(),
    title: z.string(),
    code: z.string(),
    start_date: z.string(),
    expire_date: z.string(),
    min_purchase: z.number(),
    /** Cap of a percent discount per store group; null: no cap. */
    max_discount: z.number().nullable(),
    /** Percent (10 = 10 %) or whole rupees, as discount_type says. */
    discount: z.number(),
    discount_type: z.enum(['percent', 'amount']),
    coupon_type: z.enum(COUPON_TYPES),
    /** Uses allowed per customer; null: unlimited. */
    limit: z.number().nullable(),
    store_ids: z.array(z.number()),
    zone_ids: z.array(z.number()),
  })
  .meta({ id: 'Coupon' });
export type CouponAnswer = z.infer<typeof CouponSchema>;

/** The code as typed; matched without case and surrounding spaces. */
export const PromoCodeParamsSchema = z.object({ code: z.string().max(200) });

/** Store ids as `store_id=1&store_id=2`, `store_id=1,2` or `store_id=[1,2]`. */
const storeIdList = z.preprocess(
  (value) => {
    const parts = (Array.isArray(value) ? value : [value]).flatMap((v) =>
      typeof v === 'string' ? v.replace(/^\[|\]$/g, '').split(',') : [v],
    );
    return parts.filter((p) => !(typeof p === 'string' && p.trim() === '')).map((p) => Number(p));
  },
  z
    .array(z.number().or(z.nan()))
    .max(100, { error: 'store_id may list at most 100 stores' })
    .refine((ids) => ids.every((id) => Number.isInteger(id) && id > 0 && id <= MAX_STORED_ID), {
      error: 'store_id must be a list of store ids',
    }),
);

/**
 * POST customer/order/check-promo-code/{code}: `store_id` names the stores the client's cart holds,
 * besides those of the customer's stored cart (a store-wise coupon needs its store among them).
 */
export const PromoCodeQuerySchema = z.object({ store_id: storeIdList.optional() });

/**
 * The platform's answer (spec §7): every refusal of a code is a 200 with `status: false`, no coupon,
 * and the message the client shows as an error toast (spec §8) before clearing its coupon.
 */
export const PromoCodeAnswerSchema = z
  .object({
    status: z.boolean(),
    coupon: CouponSchema.nullable(),
    message: z.string(),
  })
  .meta({ id: 'PromoCodeAnswer' });
export type PromoCodeAnswer = z.infer<typeof PromoCodeAnswerSchema>;

/** GET coupon/list: the coupons this customer can use now, soonest to expire first. */
export const CouponListSchema = z.array(CouponSchema);
