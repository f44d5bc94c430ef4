import { endpoints, type VendorReview } from '@bazaar/contract';
import { and, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { currentStaff } from '../../auth/staff';
import { reviewColumns, reviewImageRoot, toReview } from '../../catalogue/items/review-shape';
import { recordAudit } from '../../commerce/audit';
import type { Db } from '../../commerce/tx';
import { items, reviews, users } from '../../db/schema';
import { registerEndpoint } from '../../platform/endpoint';
import { AppError } from '../../platform/errors';
import { say } from '../../platform/locale';
import type { AppDeps } from '../area';

type Filter = { itemId?: number; rating?: number; reviewId?: number; replied?: '0' | '1' };

/** The store's published reviews, newest first, each with its item, reviewer's first name and photos. */
function storeReviews(db: Db, storeId: number, filter: Filter, page: { limit: number; skip: number }) {
  const where: SQL[] = [eq(items.storeId, storeId), eq(reviews.status, 'active')];
  if (filter.itemId !== undefined) where.push(eq(reviews.itemId, filter.itemId));
  if (filter.rating !== undefined) where.push(eq(reviews.rating, filter.rating));
  if (filter.reviewId !== undefined) where.push(eq(reviews.id, filter.reviewId));
  if (filter.replied !== undefined)
    where.push(filter.replied === '1' ? isNotNull(reviews.reply) : isNull(reviews.reply));
  return db
    .select({
      ...reviewColumns,
      f_name: users.fName,
      item_name: items.name,
      item_image: items.image,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(reviews)
    .innerJoin(items, eq(items.id, reviews.itemId))
    .leftJoin(users, eq(users.id, reviews.userId))
    .where(and(...where))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(page.limit)
    .offset(page.skip);
}
type Row = Awaited<ReturnType<typeof storeReviews>>[number];

/**
 * The store's item reviews and its one reply to each (decision 408). A reply is plain text as written
 * (escaped wherever it is shown, as review comments are); writing it changes the review row, whose
 * trigger drops the product page's kept answers at the commit (migration 0007's `reviews`, `item:<id>`).
 */
export function reviewRoutes(app: FastifyInstance, { db, env }: AppDeps) {
  const imageRoot = reviewImageRoot(env.PUBLIC_URL);
  const toVendorReview = ({ total: _t, item_name, item_image, ...row }: Row): VendorReview => ({
    ...toReview(row, imageRoot),
    item_name,
    item_image,
  });

  registerEndpoint(app, endpoints.vendorReviews, async ({ query, req }) => {
    const storeId = currentStaff(req).storeId!;
    if (query.item_id !== undefined) {
      const [item] = await db
        .select({ id: items.id })
        .from(items)
        .where(and(eq(items.id, query.item_id), eq(items.storeId, storeId)));
      if (!item) throw AppError.notFound('item', 'catalogue.item_not_found');
    }
    const skip = (query.offset - 1) * query.limit;
    const rows = await storeReviews(
      db,
      storeId,
      { itemId: query.item_id, rating: query.rating, replied: query.replied },
      {
        limit: query.limit,
        skip,
      },
    );
    return {
      total_size: rows[0]?.total ?? 0,
      limit: query.limit,
      offset: query.offset,
      reviews: rows.map(toVendorReview),
    };
  });

  registerEndpoint(app, endpoints.vendorReviewReply, async ({ body, req }) => {
    const staff = currentStaff(req);
    const storeId = staff.storeId!;
    const row = await db.transaction(async (tx) => {
      const [review] = await tx
        .select({ id: reviews.id, reply: reviews.reply, repliedAt: reviews.repliedAt })
        .from(reviews)
        .innerJoin(items, eq(items.id, reviews.itemId))
        .where(and(eq(reviews.id, body.review_id), eq(items.storeId, storeId), eq(reviews.status, 'active')))
        .for('update', { of: reviews });
      // Another store's review is missing, as one that never was.
      if (!review) throw AppError.notFound('review', 'review_reply.not_found');
      const repliedAt = new Date();
      await tx.update(reviews).set({ reply: body.reply, repliedAt }).where(eq(reviews.id, review.id));
      await recordAudit(tx, staff, {
        action: 'review.reply',
        entity: 'review',
        entityId: review.id,
        before: { reply: review.reply, replied_at: review.repliedAt },
        after: { reply: body.reply, replied_at: repliedAt },
      });
      const [written] = await storeReviews(tx, storeId, { reviewId: review.id }, { limit: 1, skip: 0 });
      return written!;
    });
    return { message: say(req, 'review_reply.saved'), review: toVendorReview(row) };
  });
}
