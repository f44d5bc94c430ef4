import { z } from 'zod';
import { idSchema, imageListSchema, issueMessage, optionalText } from './common';

/** items/reviews/submit (spec §3, §5): a rating of 1–5, a comment, at most 3 images of at most 2 MB. */
export const reviewSchema = z.object({
  item_id: idSchema,
  order_id: idSchema,
  rating: z.coerce
    .number({ error: issueMessage('validation.rating_range') })
    .int({ error: issueMessage('validation.rating_range') })
    .min(1, { error: issueMessage('validation.rating_range') })
    .max(5, { error: issueMessage('validation.rating_range') }),
  comment: optionalText(),
  productImages: imageListSchema.default([]),
});
export type Review = z.output<typeof reviewSchema>;

/**
 * The storefront's review form: the API's rules, except that a rating not chosen at all (its stars
 * are radio buttons, and none picked posts nothing) says 'Choose a rating from 1 to 5 stars'.
 */
export const reviewFormSchema = reviewSchema.extend({
  rating: z
    .unknown()
    .refine((rating) => rating !== undefined && rating !== '', {
      error: issueMessage('reviews.rating_required'),
    })
    .pipe(reviewSchema.shape.rating),
});
