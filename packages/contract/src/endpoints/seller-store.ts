import { IdParamsSchema, MessageSchema } from '../common';
import { defineEndpoint } from '../endpoint';
import { ErrorEnvelopeSchema } from '../errors';
import {
  ActiveStatusAnswerSchema,
  ActiveStatusBodySchema,
  BusinessSetupBodySchema,
  CouponCreateBodySchema,
  CouponStatusBodySchema,
  CouponUpdateBodySchema,
  ReviewReplyAnswerSchema,
  ReviewReplyBodySchema,
  ScheduleAddedSchema,
  ScheduleAnswerSchema,
  ScheduleRangeBodySchema,
  ScheduleWeekBodySchema,
  VendorCouponAnswerSchema,
  VendorCouponListQuerySchema,
  VendorCouponListSchema,
  VendorCouponSchema,
  VendorProfileSchema,
  VendorReviewListSchema,
  VendorReviewsQuerySchema,
  VendorScheduleListSchema,
  VendorStoreAnswerSchema,
} from '../seller-store';

/** 401 without a seller token (a customer's never counts), 403 for another staff role or bad input. */
const guarded = { 401: ErrorEnvelopeSchema, 403: ErrorEnvelopeSchema };
/** Another store's id answers 404, as a missing one does. */
const owned = { ...guarded, 404: ErrorEnvelopeSchema };

const seller = { tag: 'vendor', auth: 'seller' } as const;

/**
 * The seller's store (issue 36, decision 408), under the provider's seller-app names
 * (shared/seller-courier-routes.md): settings, hours, the closed switch, coupons, review replies.
 * Always the store of the seller's token.
 */
export const sellerStoreEndpoints = {
  vendorProfile: defineEndpoint({
    ...seller,
    method: 'GET',
    path: '/vendor/profile',
    summary: 'The signed-in seller and their store: every setting, opening hours, commission, rating, counts',
    response: VendorProfileSchema,
    responses: guarded,
  }),
  vendorBusinessSetup: defineEndpoint({
    ...seller,
    method: 'PUT',
    path: '/vendor/update-business-setup',
    bodyType: 'multipart',
    summary:
      "Change the store's settings (name and description per language, logo, cover, address, map point, zone, minimum order, delivery time, VAT, announcement, free delivery, take away); what is not sent is kept",
    body: BusinessSetupBodySchema,
    response: VendorStoreAnswerSchema,
    responses: guarded,
  }),
  vendorSchedule: defineEndpoint({
    ...seller,
    method: 'GET',
    path: '/vendor/schedule',
    summary: "The store's opening hours, by day (0 = Sunday) and opening time",
    response: VendorScheduleListSchema,
    responses: guarded,
  }),
  vendorScheduleWeek: defineEndpoint({
    ...seller,
    method: 'PUT',
    path: '/vendor/schedule',
    summary:
      'Replace the whole week of opening hours at once: any number of ranges a day (at most 6), none overlapping; a range may run past midnight',
    body: ScheduleWeekBodySchema,
    response: ScheduleAnswerSchema,
    responses: guarded,
  }),
  vendorScheduleAdd: defineEndpoint({
    ...seller,
    method: 'POST',
    path: '/vendor/schedule/store',
    summary: 'Add one opening range to the week; it may not overlap another',
    body: ScheduleRangeBodySchema,
    response: ScheduleAddedSchema,
    responses: guarded,
  }),
  vendorScheduleDelete: defineEndpoint({
    ...seller,
    method: 'DELETE',
    path: '/vendor/schedule/{id}',
    summary: "Remove one opening range; another store's is 404",
    params: IdParamsSchema,
    response: ScheduleAnswerSchema,
    responses: owned,
  }),
  vendorActiveStatus: defineEndpoint({
    ...seller,
    method: 'PUT',
    path: '/vendor/update-active-status',
    summary:
      'Close the store until a moment (by default the end of today, Pakistan time) whatever its hours say, or open it again',
    body: ActiveStatusBodySchema,
    response: ActiveStatusAnswerSchema,
    responses: guarded,
  }),
  vendorCoupons: defineEndpoint({
    ...seller,
    method: 'GET',
    path: '/vendor/coupon/list',
    summary: "The store's own coupons, newest first",
    query: VendorCouponListQuerySchema,
    response: VendorCouponListSchema,
    responses: guarded,
  }),
  vendorCoupon: defineEndpoint({
    ...seller,
    method: 'GET',
    path: '/vendor/coupon/view/{id}',
    summary: "One of the store's coupons; another store's is 404",
    params: IdParamsSchema,
    response: VendorCouponSchema,
    responses: owned,
  }),
  vendorCouponStore: defineEndpoint({
    ...seller,
    method: 'POST',
    path: '/vendor/coupon/store',
    summary:
      'Make a store-wise coupon for the store (its code unique in the market, without case): percent or amount, minimum purchase, cap, dates, uses per customer and in total',
    body: CouponCreateBodySchema,
    response: VendorCouponAnswerSchema,
    responses: guarded,
  }),
  vendorCouponUpdate: defineEndpoint({
    ...seller,
    method: 'PUT',
    path: '/vendor/coupon/update/{id}',
    summary: "Change a store coupon (only what is sent); a used coupon's code stays",
    params: IdParamsSchema,
    body: CouponUpdateBodySchema,
    response: VendorCouponAnswerSchema,
    responses: owned,
  }),
  vendorCouponStatus: defineEndpoint({
    ...seller,
    method: 'PUT',
    path: '/vendor/coupon/status/{id}',
    summary: 'Switch a store coupon on (1) or off (0)',
    params: IdParamsSchema,
    body: CouponStatusBodySchema,
    response: VendorCouponAnswerSchema,
    responses: owned,
  }),
  vendorCouponDelete: defineEndpoint({
    ...seller,
    method: 'DELETE',
    path: '/vendor/coupon/delete/{id}',
    summary: 'Delete a store coupon never used; a used one answers 409 (switch it off instead)',
    params: IdParamsSchema,
    response: MessageSchema,
    responses: { ...owned, 409: ErrorEnvelopeSchema },
  }),
  vendorReviews: defineEndpoint({
    ...seller,
    method: 'GET',
    path: '/vendor/item/reviews',
    summary: "Reviews of the store's items, newest first; of one item or one rating when asked",
    query: VendorReviewsQuerySchema,
    response: VendorReviewListSchema,
    responses: owned,
  }),
  vendorReviewReply: defineEndpoint({
    ...seller,
    method: 'PUT',
    path: '/vendor/item/reply-update',
    summary:
      "Write or rewrite the store's one reply to a review of its item (plain text, at most 2000 characters)",
    body: ReviewReplyBodySchema,
    response: ReviewReplyAnswerSchema,
    responses: owned,
  }),
} as const;
