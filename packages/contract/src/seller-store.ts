import {
  DELIVERY_TIME_TYPES,
  deliveryTimeOrderRefinement,
  idSchema,
  issueMessage,
  MAX_RANGES_A_DAY,
  requiredText,
  scheduleRangeSchema,
  storeCouponFieldsSchema,
  storeCouponSchema,
  storeSettingsSchema,
  TEXT_MAX,
} from '@bazaar/domain';
import { z } from 'zod';
import { ReviewSchema } from './catalogue';
import { IdSchema, PageQuerySchema, pageEnvelope } from './common';
import { formImagesField } from './form-images';
import { ScheduleSchema } from './store';

/**
 * A seller's store (issue 36, decision 408): its settings, opening hours, the closed switch, store
 * coupons and replies to reviews. Always the seller's own store, the one their token names.
 */

/** One opening range with its id (for vendor/schedule/{id}). */
export const VendorScheduleSchema = ScheduleSchema.extend({ id: z.number() }).meta({ id: 'VendorSchedule' });
export const VendorScheduleListSchema = z.object({ schedules: z.array(VendorScheduleSchema) });

const Translations = z.record(z.string(), z.record(z.string(), z.string()));

/** The store as its seller sees and sets it. */
export const VendorStoreSchema = z
  .object({
    id: z.number(),
    name: z.string(),
    slug: z.string(),
    description: z.string().nullable(),
    /** Name and description in ur, ar and sp: { ur: { name, description } }. */
    translations: Translations,
    logo: z.string().nullable(),
    cover_photo: z.string().nullable(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    address: z.string().nullable(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    zone_id: z.number().nullable(),
    city_id: z.number().nullable(),
    minimum_order: z.number(),
    /** VAT, percent. */
    tax: z.number(),
    /** As shoppers see it ('30-60 min'), and read back as a range (null when it is not one). */
    delivery_time: z.string().nullable(),
    minimum_delivery_time: z.number().nullable(),
    maximum_delivery_time: z.number().nullable(),
    delivery_time_type: z.enum(DELIVERY_TIME_TYPES).nullable(),
    free_delivery: z.boolean(),
    take_away: z.boolean(),
    delivery: z.boolean(),
    announcement: z.string().nullable(),
    /** Closed by the seller until this moment (ISO time); null: not closed by the seller. */
    closed_until: z.string().nullable(),
    /** 1 when shoppers can order now (active, not closed by the seller, inside its hours). */
    open: z.number(),
    /** Switched on by the operator. */
    active: z.boolean(),
    /** The operator's commission on the store's orders, percent: the store's own, else the market's default. Read only. */
    commission: z.number(),
    avg_rating: z.number(),
    rating_count: z.number(),
    order_count: z.number(),
    items_count: z.number(),
    reviews_count: z.number(),
    coupons_count: z.number(),
    schedules: z.array(VendorScheduleSchema),
  })
  .meta({ id: 'VendorStore' });
export type VendorStore = z.infer<typeof VendorStoreSchema>;

export const VendorProfileSchema = z
  .object({
    id: z.number(),
    name: z.string(),
    email: z.string(),
    role: z.literal('seller'),
    store: VendorStoreSchema,
  })
  .meta({ id: 'VendorProfile' });

/** At most one new picture a field: none keeps the one the store has. */
const replacedPicture = () =>
  formImagesField().refine((files) => files.length <= 1, {
    error: issueMessage('validation.images_max', { max: 1 }),
  });

/**
 * PUT vendor/update-business-setup (multipart, or JSON without pictures): the domain's store settings,
 * each left out kept as it is, with a new logo and cover photo (one picture each, ≤ 2 MB, checked from
 * their bytes like every upload).
 */
export const BusinessSetupBodySchema = z
  .object({ ...storeSettingsSchema.shape, logo: replacedPicture(), cover_photo: replacedPicture() })
  .refine(...deliveryTimeOrderRefinement);
export type BusinessSetupBody = z.input<typeof BusinessSetupBodySchema>;
export type BusinessSetup = z.output<typeof BusinessSetupBodySchema>;

export const VendorStoreAnswerSchema = z.object({ message: z.string(), store: VendorStoreSchema });

/** PUT vendor/schedule: the whole week at once (ranges of any days; none: closed every day). */
export const ScheduleWeekBodySchema = z.object({
  schedules: z
    .array(scheduleRangeSchema, { error: issueMessage('validation.invalid_value') })
    .max(7 * MAX_RANGES_A_DAY, {
      error: issueMessage('schedule.week_too_long', { max: 7 * MAX_RANGES_A_DAY }),
    }),
});
/** POST vendor/schedule/store: one more range. */
export const ScheduleRangeBodySchema = scheduleRangeSchema;

export const ScheduleAnswerSchema = z.object({
  message: z.string(),
  schedules: z.array(VendorScheduleSchema),
});
export const ScheduleAddedSchema = ScheduleAnswerSchema.extend({ schedule: VendorScheduleSchema });

/** Yes or no as a form (1, 0) or JSON (true, false, 1, 0) sends it. */
const onOff = z.preprocess(
  (v) => (v === true || v === '1' || v === 1 ? 1 : v === false || v === '0' || v === 0 ? 0 : v),
  z.union([z.literal(0), z.literal(1)], { error: issueMessage('store_setup.yes_no') }),
);

/**
 * PUT vendor/update-active-status: `closed` 1 closes the store until `closed_until` (an ISO moment, or
 * a wall time read as Pakistan time), by default until the end of today in Pakistan; 0 opens it again.
 */
export const ActiveStatusBodySchema = z.object({
  closed: onOff,
  closed_until: z
    .string({ error: issueMessage('store_status.until_invalid') })
    .trim()
    .max(40, { error: issueMessage('store_status.until_invalid') })
    .optional(),
});
export const ActiveStatusAnswerSchema = z.object({
  message: z.string(),
  open: z.number(),
  closed_until: z.string().nullable(),
});

/** A store coupon as its seller sees it: always store-wise, for their own store. */
export const VendorCouponSchema = z
  .object({
    id: z.number(),
    title: z.string(),
    code: z.string(),
    discount_type: z.enum(['percent', 'amount']),
    discount: z.number(),
    min_purchase: z.number(),
    /** The cap of a percent discount, rupees; null: none. */
    max_discount: z.number().nullable(),
    start_date: z.string(),
    expire_date: z.string(),
    /** Uses per customer; null: unlimited. */
    limit: z.number().nullable(),
    /** Uses by all customers together; null: unlimited. */
    total_limit: z.number().nullable(),
    total_uses: z.number(),
    coupon_type: z.literal('store_wise'),
    store_id: z.number(),
    active: z.boolean(),
    created_at: z.string(),
  })
  .meta({ id: 'VendorCoupon' });
export type VendorCoupon = z.infer<typeof VendorCouponSchema>;

export const VendorCouponListQuerySchema = PageQuerySchema.extend({
  status: z.enum(['active', 'inactive'], { error: issueMessage('validation.invalid_choice') }).optional(),
});
export const VendorCouponListSchema = pageEnvelope('coupons', VendorCouponSchema).meta({
  id: 'VendorCouponList',
});

/** POST vendor/coupon/store: title, code, kind, discount and dates are needed; the rest starts empty. */
export const CouponCreateBodySchema = storeCouponSchema;
/** PUT vendor/coupon/update/{id}: only what is sent changes. */
export const CouponUpdateBodySchema = storeCouponFieldsSchema;
export const CouponStatusBodySchema = z.object({ status: onOff });
export const VendorCouponAnswerSchema = z.object({ message: z.string(), coupon: VendorCouponSchema });

/** A review of one of the store's items, with the item's name and picture. */
export const VendorReviewSchema = ReviewSchema.extend({
  item_name: z.string(),
  /** The item's picture: a file name under `base_urls.item_image_url`. */
  item_image: z.string().nullable(),
}).meta({ id: 'VendorReview' });
export type VendorReview = z.infer<typeof VendorReviewSchema>;

/** GET vendor/item/reviews: newest first, of one item, one rating or with or without a reply (1, 0) when asked. */
export const VendorReviewsQuerySchema = PageQuerySchema.extend({
  replied: z.enum(['0', '1'], { error: issueMessage('validation.invalid_choice') }).optional(),
  item_id: IdSchema.optional(),
  rating: z.coerce
    .number({ error: issueMessage('validation.rating_range') })
    .int({ error: issueMessage('validation.rating_range') })
    .min(1, { error: issueMessage('validation.rating_range') })
    .max(5, { error: issueMessage('validation.rating_range') })
    .optional(),
});
export const VendorReviewListSchema = pageEnvelope('reviews', VendorReviewSchema).meta({
  id: 'VendorReviewList',
});

/** The most a reply holds: as much as a review's comment (decision 503). */
export const REPLY_MAX = TEXT_MAX;

/** PUT vendor/item/reply-update: the store's one reply to a review, written or rewritten; plain text. */
export const ReviewReplyBodySchema = z.object({
  review_id: idSchema,
  reply: requiredText('review_reply.required', REPLY_MAX).refine((text) => !text.includes('\0'), {
    error: issueMessage('validation.invalid_value'),
  }),
});
export const ReviewReplyAnswerSchema = z.object({ message: z.string(), review: VendorReviewSchema });
