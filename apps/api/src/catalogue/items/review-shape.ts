import type { Review } from '@bazaar/contract';
import { sql } from 'drizzle-orm';
import { reviewImages, reviews } from '../../db/schema';
import { IMAGE_FOLDERS } from '../../uploads/base-urls';

/** A review as read from the database, with its photos' stored names and the reviewer's first name. */
export type ReviewRow = {
  id: number;
  item_id: number;
  user_id: number | null;
  comment: string | null;
  rating: number;
  order_id: number | null;
  created_at: Date | string;
  reply: string | null;
  replied_at: Date | string | null;
  /** Null once the reviewer's account is removed. */
  f_name: string | null;
  attachment: string[];
};

/**
 * A review's columns as every list of reviews reads them (the product page's, the customer's own, the
 * seller's), its photos' stored names in order included: one select, joined to what each list adds.
 */
export const reviewColumns = {
  id: reviews.id,
  item_id: reviews.itemId,
  user_id: reviews.userId,
  comment: reviews.comment,
  rating: reviews.rating,
  order_id: reviews.orderId,
  created_at: reviews.createdAt,
  reply: reviews.reply,
  replied_at: reviews.repliedAt,
  attachment: sql<string[]>`coalesce((select json_agg(ri.path order by ri.position, ri.id)
    from ${reviewImages} ri where ri.review_id = ${reviews.id}), '[]'::json)`,
};

/**
 * Where review photos are served. Public review lists may be kept by the response cache, so the
 * address never comes from the request's Host header: PUBLIC_URL when configured, else the site root.
 */
export const reviewImageRoot = (publicUrl: string | undefined) =>
  `${(publicUrl ?? '').replace(/\/+$/, '')}/storage/${IMAGE_FOLDERS.review_image_url}`;

/**
 * The platform's review shape (api-contract Review). The reviewer is shown by first name only: the
 * platform's `l_name` key stays, empty, and the profile picture is not shown.
 */
export function toReview({ f_name, ...row }: ReviewRow, imageRoot: string): Review {
  return {
    ...row,
    created_at: new Date(row.created_at).toISOString(),
    replied_at: row.replied_at === null ? null : new Date(row.replied_at).toISOString(),
    attachment_full_url: row.attachment.map((name) => `${imageRoot}/${name}`),
    customer: f_name === null ? null : { f_name, l_name: '', image: null },
  };
}
