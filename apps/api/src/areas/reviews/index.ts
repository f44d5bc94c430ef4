import { endpoints } from '@bazaar/contract';
import { MAX_IMAGES } from '@bazaar/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentCustomer } from '../../auth/authenticate';
import { reviewImageRoot, toReview } from '../../catalogue/items/review-shape';
import { registerEndpoint } from '../../platform/endpoint';
import { say } from '../../platform/locale';
import { acceptFormData } from '../../platform/multipart';
import type { AppDeps } from '../area';
import { pageCustomerReviews, pageToBeReviewed } from './repository';
import { submitReview } from './service';

const IMAGES_FIELD = 'productImages';
/** `productImages[0]`, `productImages[1]`, … (and `productImages[]`), as the platform's apps name the files. */
const INDEXED_IMAGE = /^productImages\[(\d{0,2})\]$/;

/** Puts every indexed image field under `productImages`, in index order, before the body is validated. */
async function gatherIndexedImages(req: FastifyRequest) {
  const body = req.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return;
  const fields = body as Record<string, unknown>;
  const indexed = Object.keys(fields)
    .map((key) => ({ key, match: INDEXED_IMAGE.exec(key) }))
    .filter((f) => f.match !== null)
    .sort((a, b) => Number(a.match![1] || 0) - Number(b.match![1] || 0));
  if (indexed.length === 0) return;
  const asList = (v: unknown) => (v === undefined || v === '' ? [] : Array.isArray(v) ? v : [v]);
  const gathered = [...asList(fields[IMAGES_FIELD]), ...indexed.flatMap(({ key }) => asList(fields[key]))];
  for (const { key } of indexed) delete fields[key];
  fields[IMAGES_FIELD] = gathered;
}

/**
 * Reviews with photos (issue 11, decision 503): a signed-in customer reviews an item of their own
 * delivered order, once per item and order, and lists what is still waiting for a review and the
 * reviews they wrote.
 */
export async function reviewsArea(scope: FastifyInstance, deps: AppDeps) {
  const { db, dataDir } = deps;
  const imageRoot = reviewImageRoot(deps.env.PUBLIC_URL);
  await acceptFormData(scope, { files: MAX_IMAGES, imagesField: IMAGES_FIELD });
  scope.addHook('preValidation', gatherIndexedImages);

  registerEndpoint(scope, endpoints.reviewSubmit, async ({ body, req }) => {
    const customer = currentCustomer(req);
    const { review, images } = await submitReview(db, dataDir, {
      userId: customer.id,
      orderId: body.order_id,
      itemId: body.item_id,
      rating: body.rating,
      comment: body.comment || null,
      images: body.productImages ?? [],
    });
    const row = {
      id: review.id,
      item_id: review.itemId,
      user_id: review.userId,
      comment: review.comment,
      rating: review.rating,
      order_id: review.orderId,
      created_at: review.createdAt,
      reply: null,
      replied_at: null,
      f_name: customer.fName,
      attachment: images,
    };
    return { message: say(req, 'review.submitted'), review: toReview(row, imageRoot) };
  });

  registerEndpoint(scope, endpoints.toBeReviewed, async ({ query, req }) => {
    const customer = currentCustomer(req);
    const skip = (query.offset - 1) * query.limit;
    const page = await pageToBeReviewed(db, customer.id, query.limit, skip);
    return {
      total_size: page.total,
      limit: query.limit,
      offset: query.offset,
      items: page.rows.map(({ total: _t, delivered_at, ...row }) => ({
        ...row,
        delivered_at: delivered_at === null ? null : new Date(delivered_at).toISOString(),
      })),
    };
  });

  registerEndpoint(scope, endpoints.customerReviews, async ({ query, req }) => {
    const customer = currentCustomer(req);
    const skip = (query.offset - 1) * query.limit;
    const page = await pageCustomerReviews(db, customer.id, query.limit, skip);
    return {
      total_size: page.total,
      limit: query.limit,
      offset: query.offset,
      reviews: page.rows.map(({ total: _t, item_name, item_slug, item_image, ...row }) => {
        const {
          customer: _c,
          user_id: _u,
          ...review
        } = toReview({ ...row, user_id: customer.id, f_name: null }, imageRoot);
        return { ...review, item_name, item_slug, item_image };
      }),
    };
  });
}
