import { isStoredId, type MessageKey, type MessageParams, TEXT_MAX } from '@bazaar/domain';
import { checkImages } from './image-files';

export type ReviewFormRefusal = { field: string; key: MessageKey; params?: MessageParams };

export type ReviewFormData = {
  itemId: number;
  orderId: number;
  rating: number;
  comment: string;
  photos: File[];
};

const positiveId = (value: FormDataEntryValue | null) => {
  const n = Number(value);
  return isStoredId(n) ? n : null;
};

/**
 * A review form as posted (with or without scripts): the item and order ids, a rating 1–5, the comment
 * and the chosen photos (an empty file input posts one nameless empty file, which is no photo). The
 * browser's rules are checked again here, so a form posted without scripts gets the same messages.
 */
export function readReviewForm(
  form: FormData,
): { ok: true; value: ReviewFormData } | { ok: false; ids: boolean; refusals: ReviewFormRefusal[] } {
  const itemId = positiveId(form.get('item_id'));
  const orderId = positiveId(form.get('order_id'));
  if (itemId === null || orderId === null) return { ok: false, ids: false, refusals: [] };
  const refusals: ReviewFormRefusal[] = [];
  const rating = Number(form.get('rating'));
  if (!Number.isInteger(rating) || rating < 1 || rating > 5) {
    refusals.push({ field: 'rating', key: 'reviews.rating_required' });
  }
  const rawComment = form.get('comment');
  const comment = typeof rawComment === 'string' ? rawComment.trim() : '';
  if (comment.length > TEXT_MAX) {
    refusals.push({ field: 'comment', key: 'validation.too_long', params: { max: TEXT_MAX } });
  }
  const photos = form
    .getAll('productImages')
    .filter((v): v is File => typeof v === 'object' && v !== null && v.size > 0);
  const problem = checkImages(photos);
  if (problem) refusals.push({ field: 'productImages', ...problem });
  if (refusals.length > 0) return { ok: false, ids: true, refusals };
  return { ok: true, value: { itemId, orderId, rating, comment, photos } };
}

/** The API's multipart body: the platform's names, photos as productImages[0..2]. */
export function reviewBody(review: ReviewFormData): FormData {
  const body = new FormData();
  body.set('item_id', String(review.itemId));
  body.set('order_id', String(review.orderId));
  body.set('rating', String(review.rating));
  if (review.comment) body.set('comment', review.comment);
  review.photos.forEach((photo, i) => {
    body.set(`productImages[${i}]`, photo, photo.name || `photo-${i + 1}`);
  });
  return body;
}
