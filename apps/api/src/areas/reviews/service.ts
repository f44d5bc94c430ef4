import type { UploadedImage } from '@bazaar/contract';
import { eq, sql } from 'drizzle-orm';
import { lockOrder } from '../../commerce/order-status';
import type { Db } from '../../commerce/tx';
import type { Database } from '../../db/client';
import { items, reviewImages, reviews, stores } from '../../db/schema';
import { AppError } from '../../platform/errors';
import { IMAGE_FOLDERS } from '../../uploads/base-urls';
import { removeUploadedImages, storeUploadedImages } from '../../uploads/images';
import { findReviewTarget, REVIEWABLE_STATUS, type ReviewTarget } from './repository';

/** Review photos live in dataDir/uploads/review, served at /storage/review (config's review_image_url). */
export const REVIEW_IMAGE_FOLDER = IMAGE_FOLDERS.review_image_url;

export type ReviewInput = ReviewTarget & {
  rating: number;
  /** Plain text as written (the storefront escapes it when shown); blank is no comment. */
  comment: string | null;
  images: UploadedImage[];
};

/**
 * Why this customer may not review this item of this order, as the error to answer: someone else's or
 * a missing order is 404 (as for every order call), an order not delivered or without the item 403,
 * and a second review of the same item in the same order 403.
 */
async function checkReviewable(q: Db, target: ReviewTarget) {
  const found = await findReviewTarget(q, target);
  if (!found) throw AppError.notFound('order');
  if (found.status !== REVIEWABLE_STATUS) throw AppError.field('order_id', 'review.not_allowed');
  if (!found.holdsItem) throw AppError.field('item_id', 'review.item_not_in_order');
  if (found.reviewed) throw AppError.of(403, 'review', 'review.already_submitted');
}

/**
 * Stores a review with its photos and counts its rating into the item's and the store's averages.
 * The cheap checks run first, so a refused review never costs an image decode; the photos are then
 * checked and stored, and the review is written with the order locked and the checks repeated, in one
 * transaction with the rating counters. If anything is refused there, the photos are removed again.
 */
export async function submitReview(db: Database, dataDir: string, input: ReviewInput) {
  await checkReviewable(db, input);
  const names = await storeUploadedImages(dataDir, REVIEW_IMAGE_FOLDER, input.images, {
    field: 'productImages',
  });
  try {
    return await db.transaction(async (tx) => {
      await lockOrder(tx, input.orderId, { userId: input.userId });
      await checkReviewable(tx, input);
      const [review] = await tx
        .insert(reviews)
        .values({
          itemId: input.itemId,
          orderId: input.orderId,
          userId: input.userId,
          rating: input.rating,
          comment: input.comment,
        })
        .onConflictDoNothing()
        .returning();
      if (!review) throw AppError.of(403, 'review', 'review.already_submitted');
      if (names.length > 0) {
        await tx
          .insert(reviewImages)
          .values(names.map((path, position) => ({ reviewId: review.id, path, position })));
      }
      const [item] = await tx
        .update(items)
        .set({
          ratingSum: sql`${items.ratingSum} + ${input.rating}`,
          ratingCount: sql`${items.ratingCount} + 1`,
        })
        .where(eq(items.id, input.itemId))
        .returning({ storeId: items.storeId });
      if (item) {
        await tx
          .update(stores)
          .set({
            ratingSum: sql`${stores.ratingSum} + ${input.rating}`,
            ratingCount: sql`${stores.ratingCount} + 1`,
          })
          .where(eq(stores.id, item.storeId));
      }
      return { review, images: names };
    });
  } catch (error) {
    await removeUploadedImages(dataDir, REVIEW_IMAGE_FOLDER, names);
    throw error;
  }
}
