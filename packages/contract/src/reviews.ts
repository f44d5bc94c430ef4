import { issueMessage, MAX_STORED_ID, reviewSchema } from '@bazaar/domain';
import { z } from 'zod';
import { ReviewSchema } from './catalogue';
import { pageEnvelope } from './common';
import { formImagesField } from './form-images';

/** Reviews with photos (issue 11, decision 503): submit one, and what is still waiting for one. */

/** The largest id PostgreSQL's integer holds: a larger one is a bad id, never a database error. */
const id = reviewSchema.shape.item_id.max(MAX_STORED_ID, {
  error: issueMessage('validation.invalid_number'),
});

/**
 * POST items/reviews/submit (multipart): rating 1–5, an optional comment (plain text, at most 2000
 * characters, stored as written and escaped wherever it is shown), item_id, order_id and up to 3
 * images as `productImages` (the platform's apps send `productImages[0]`, `productImages[1]`, …: the
 * API gathers those under `productImages`).
 */
export const ReviewSubmitBodySchema = z.object({
  item_id: id,
  order_id: id,
  rating: reviewSchema.shape.rating,
  comment: reviewSchema.shape.comment.refine((text) => !text?.includes('\0'), {
    error: issueMessage('validation.invalid_value'),
  }),
  productImages: formImagesField().optional(),
});

export const ReviewSubmitSchema = z.object({ message: z.string(), review: ReviewSchema });
export type ReviewSubmit = z.infer<typeof ReviewSubmitSchema>;

/** One delivered item the customer has not reviewed yet, in one of their orders. */
export const ToBeReviewedSchema = z
  .object({
    order_id: z.number(),
    item_id: z.number(),
    name: z.string(),
    slug: z.string(),
    /** The item's picture: a file name under `base_urls.item_image_url`. */
    image: z.string().nullable(),
    /** When the order was delivered (ISO time). */
    delivered_at: z.string().nullable(),
  })
  .meta({ id: 'ToBeReviewed' });
export type ToBeReviewed = z.infer<typeof ToBeReviewedSchema>;

export const ToBeReviewedListSchema = pageEnvelope('items', ToBeReviewedSchema);
export type ToBeReviewedList = z.infer<typeof ToBeReviewedListSchema>;

/**
 * One review the signed-in customer wrote (GET customer/reviews): the review as the item page shows it
 * (without the reviewer, who is the reader) and the item it is about.
 */
export const CustomerReviewSchema = ReviewSchema.omit({ customer: true, user_id: true })
  .extend({
    item_name: z.string(),
    item_slug: z.string(),
    /** The item's picture: a file name under `base_urls.item_image_url`. */
    item_image: z.string().nullable(),
  })
  .meta({ id: 'CustomerReview' });
export type CustomerReview = z.infer<typeof CustomerReviewSchema>;

export const CustomerReviewListSchema = pageEnvelope('reviews', CustomerReviewSchema);
export type CustomerReviewList = z.infer<typeof CustomerReviewListSchema>;
