import { PageQuerySchema } from '../common';
import { defineEndpoint } from '../endpoint';
import { ErrorEnvelopeSchema } from '../errors';
import {
  CustomerReviewListSchema,
  ReviewSubmitBodySchema,
  ReviewSubmitSchema,
  ToBeReviewedListSchema,
} from '../reviews';

const tag = 'items';

/** Reviews by signed-in customers (decision 503); an item's published reviews are `itemReviews`. */
export const reviewEndpoints = {
  reviewSubmit: defineEndpoint({
    method: 'POST',
    path: '/items/reviews/submit',
    tag,
    auth: 'required',
    bodyType: 'multipart',
    summary:
      'Review an item of one of your delivered orders, once per item and order: rating 1–5, comment, ' +
      'productImages (or productImages[n]: up to 3, ≤ 2 MB, jpeg/png/webp, stored as webp without metadata)',
    body: ReviewSubmitBodySchema,
    response: ReviewSubmitSchema,
    responses: { 401: ErrorEnvelopeSchema, 403: ErrorEnvelopeSchema, 404: ErrorEnvelopeSchema },
  }),
  toBeReviewed: defineEndpoint({
    method: 'GET',
    path: '/items/to-be-reviewed',
    tag,
    auth: 'required',
    summary:
      'Items of your delivered orders not reviewed yet, newest order first (limit, offset = page from 1)',
    query: PageQuerySchema,
    response: ToBeReviewedListSchema,
    responses: { 401: ErrorEnvelopeSchema, 403: ErrorEnvelopeSchema },
  }),
  customerReviews: defineEndpoint({
    method: 'GET',
    path: '/customer/reviews',
    tag,
    auth: 'required',
    summary: 'Reviews you wrote, newest first, with their photos and the item (limit, offset = page from 1)',
    query: PageQuerySchema,
    response: CustomerReviewListSchema,
    responses: { 401: ErrorEnvelopeSchema, 403: ErrorEnvelopeSchema },
  }),
} as const;
