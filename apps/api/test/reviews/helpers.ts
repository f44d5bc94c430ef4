import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { items, reviews, stores } from '../../src/db/schema';
import { type FormFile, form, ordersTestApp, shopper } from '../orders/helpers';
import { bearer } from '../support/accounts';
import { insertOrder, itemsWithStock } from '../support/order-fixtures';
import type { TestApp } from '../support/test-app';

export { type FormFile, ordersTestApp as reviewsTestApp, shopper };

export const reviewFolder = (t: TestApp) => path.join(t.dataDir, 'uploads', 'review');
export const storedReviewImages = async (t: TestApp) => readdir(reviewFolder(t)).catch(() => [] as string[]);

/** A customer with one order of `lines` items (seeded, with stock) in `status`. */
export async function customerWithOrder(t: TestApp, status = 'delivered', lines = 1) {
  const who = await shopper(t);
  const picked = await itemsWithStock(t.db, 5, lines);
  const { orderId } = await insertOrder(t.db, {
    userId: who.userId,
    status,
    lines: picked.map((item) => ({ itemId: item.id, quantity: 1 })),
  });
  return { ...who, orderId, itemIds: picked.map((item) => item.id), itemId: picked[0]!.id };
}

export async function submitReview(
  t: TestApp,
  token: string | null,
  fields: Record<string, string>,
  files: FormFile[] = [],
) {
  const body = await form(fields, files);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/items/reviews/submit',
    headers: { ...(token ? bearer(token) : {}), ...body.headers },
    payload: body.payload,
  });
}

export const toBeReviewed = (t: TestApp, token: string, query = '') =>
  t.app.inject({ url: `/api/v1/items/to-be-reviewed${query}`, headers: bearer(token) });

/** The item's and its store's rating counters, and how many reviews the item has. */
export async function ratingsOf(t: TestApp, itemId: number) {
  const [item] = await t.db
    .select({
      storeId: items.storeId,
      sum: items.ratingSum,
      count: items.ratingCount,
      avg: items.avgRating,
    })
    .from(items)
    .where(eq(items.id, itemId));
  const [store] = await t.db
    .select({ sum: stores.ratingSum, count: stores.ratingCount })
    .from(stores)
    .where(eq(stores.id, item!.storeId));
  const written = await t.db.select({ id: reviews.id }).from(reviews).where(eq(reviews.itemId, itemId));
  return {
    item: { sum: item!.sum, count: item!.count, avg: item!.avg },
    store: store!,
    reviews: written.length,
  };
}
