import type { Review } from '@bazaar/domain';

/** The fields the review form shows messages under; any other refusal is said above the form. */
export const REVIEW_FIELDS = ['rating', 'comment', 'productImages'] as const;

/**
 * The API's multipart body from a read review form: the platform's names, photos as
 * productImages[0..2] (the domain's image rule passes the browser's File through as itself).
 */
export function reviewBody(review: Review): FormData {
  const body = new FormData();
  body.set('item_id', String(review.item_id));
  body.set('order_id', String(review.order_id));
  body.set('rating', String(review.rating));
  if (review.comment) body.set('comment', review.comment);
  review.productImages.forEach((photo, i) => {
    body.set(`productImages[${i}]`, photo as File, photo.name || `photo-${i + 1}`);
  });
  return body;
}
