import { z } from 'zod';
import type { MessageRef } from '../messages/message-ref';
import { issueMessage, requiredText } from '../validation/common';

/**
 * A coupon a seller makes for their own store (vendor/coupon/*; decision 408): always store-wise, for
 * that store's group of a cart only (decision 104). The fields' formats are `storeCouponFieldsSchema`;
 * the rules between fields, judged on the coupon as it will be kept (an edit merged into what is
 * stored), are `storeCouponProblems`.
 */
export const COUPON_TITLE_MAX = 100;
/** Letters, digits, '-' and '_': what a shopper can type and read back. Compared without case. */
export const COUPON_CODE_PATTERN = /^[A-Za-z0-9_-]{3,30}$/;
/** Rupees: the largest amount, cap or minimum purchase a coupon names. */
export const COUPON_RUPEES_MAX = 1_000_000;
/** The most uses a coupon may allow, per customer or in total. */
export const COUPON_USES_MAX = 1_000_000;

export type StoreCouponInput = {
  title: string;
  code: string;
  discount_type: 'percent' | 'amount';
  /** Percent (10 = 10 %) or whole rupees. */
  discount: number;
  min_purchase: number;
  /** The cap of a percent discount, whole rupees; null: no cap. */
  max_discount: number | null;
  /** Calendar days, Pakistan time, both included: 'YYYY-MM-DD'. */
  start_date: string;
  expire_date: string;
  /** Uses per customer; null: unlimited. */
  limit: number | null;
  /** Uses by all customers together; null: unlimited. */
  total_limit: number | null;
};

const wholeNumber = (key: 'store_coupon.rupees_invalid' | 'store_coupon.uses_invalid', min: number) =>
  z.coerce
    .number({ error: issueMessage(key) })
    .int({ error: issueMessage(key) })
    .min(min, { error: issueMessage(key) })
    .max(key === 'store_coupon.uses_invalid' ? COUPON_USES_MAX : COUPON_RUPEES_MAX, {
      error: issueMessage(key),
    });

/** Blank or null: none (no cap, unlimited). */
const orNone = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === 'null' ? null : v), schema.nullable());

const isCalendarDay = (text: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(text) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text);

const day = z
  .string({ error: issueMessage('store_coupon.date_invalid') })
  .trim()
  .refine(isCalendarDay, { error: issueMessage('store_coupon.date_invalid') });

/**
 * A new coupon's fields: title, code, kind, discount and dates are needed; the rest may be left out
 * (NEW_COUPON_DEFAULTS: no minimum purchase, no cap, unlimited uses).
 */
export const storeCouponSchema = z.object({
  title: requiredText('store_coupon.title_required', COUPON_TITLE_MAX),
  code: z
    .string({ error: issueMessage('store_coupon.code_required') })
    .trim()
    .min(1, { error: issueMessage('store_coupon.code_required') })
    .regex(COUPON_CODE_PATTERN, { error: issueMessage('store_coupon.code_format') }),
  discount_type: z.enum(['percent', 'amount'], { error: issueMessage('validation.invalid_choice') }),
  discount: z.coerce
    .number({ error: issueMessage('store_coupon.discount_positive') })
    .positive({ error: issueMessage('store_coupon.discount_positive') })
    .max(COUPON_RUPEES_MAX, { error: issueMessage('store_coupon.discount_positive') })
    .transform((n) => Math.round(n * 100) / 100),
  min_purchase: wholeNumber('store_coupon.rupees_invalid', 0).optional(),
  max_discount: orNone(wholeNumber('store_coupon.rupees_invalid', 1)).optional(),
  start_date: day,
  expire_date: day,
  limit: orNone(wholeNumber('store_coupon.uses_invalid', 1)).optional(),
  total_limit: orNone(wholeNumber('store_coupon.uses_invalid', 1)).optional(),
});
export const NEW_COUPON_DEFAULTS = { min_purchase: 0, max_discount: null, limit: null, total_limit: null };

/** An edit's fields: each one's format; every one may be left out (only what is sent changes). */
export const storeCouponFieldsSchema = storeCouponSchema.partial();
export type StoreCouponFields = z.output<typeof storeCouponFieldsSchema>;

export type CouponProblem = { field: keyof StoreCouponInput; message: MessageRef };

export type CouponRulesContext = {
  /** Today in Pakistan ('YYYY-MM-DD'): given when the dates are being set, so none may have passed. */
  today?: string;
  /** How many times the coupon was used already (an edit may not allow fewer in total). */
  used?: number;
};

/**
 * What is wrong with a coupon as it would be kept, each problem at its field: a percent over 100, an
 * amount not in whole rupees, a cap on an amount discount, an expiry before the start (or already
 * past), more uses per customer than in total, a total below the uses already made. Empty: keep it.
 */
export function storeCouponProblems(c: StoreCouponInput, ctx: CouponRulesContext = {}): CouponProblem[] {
  const problems: CouponProblem[] = [];
  const add = (field: keyof StoreCouponInput, key: MessageRef['key'], params?: MessageRef['params']) =>
    problems.push({ field, message: params ? { key, params } : { key } });
  if (c.discount_type === 'percent' && c.discount > 100) add('discount', 'store_coupon.percent_over_100');
  if (c.discount_type === 'amount' && !Number.isInteger(c.discount))
    add('discount', 'store_coupon.amount_whole');
  if (c.discount_type === 'amount' && c.max_discount !== null)
    add('max_discount', 'store_coupon.cap_percent_only');
  if (c.expire_date < c.start_date) add('expire_date', 'store_coupon.expiry_before_start');
  else if (ctx.today && c.expire_date < ctx.today) add('expire_date', 'store_coupon.expired');
  if (c.limit !== null && c.total_limit !== null && c.limit > c.total_limit)
    add('limit', 'store_coupon.limit_over_total');
  if (c.total_limit !== null && ctx.used !== undefined && c.total_limit < ctx.used)
    add('total_limit', 'store_coupon.total_below_used', { n: ctx.used });
  return problems;
}
