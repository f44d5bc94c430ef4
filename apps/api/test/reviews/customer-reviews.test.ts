import { CustomerReviewListSchema } from '@bazaar/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { items } from '../../src/db/schema';
import { bearer } from '../support/accounts';
import type { TestApp } from '../support/test-app';
import { pngBytes } from '../uploads/fixtures';
import { customerWithOrder, reviewsTestApp, shopper, submitReview } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await reviewsTestApp();
});
afterAll(() => t.close());

const mine = (token: string, query = '') =>
  t.app.inject({ url: `/api/v1/customer/reviews${query}`, headers: bearer(token) });

const list = async (token: string, query = '') => {
  const res = await mine(token, query);
  expect(res.statusCode, res.body).toBe(200);
  return CustomerReviewListSchema.parse(res.json());
};

describe('customer/reviews', () => {
  it('lists the reviews the customer wrote, newest first, with photos and the item', async () => {
    const a = await customerWithOrder(t, 'delivered', 2);
    const [first, second] = a.itemIds as [number, number];
    const photo = { field: 'productImages[0]', name: 'p.png', type: 'image/png', data: await pngBytes() };
    const older = await submitReview(
      t,
      a.token,
      { item_id: String(first), order_id: String(a.orderId), rating: '4', comment: 'Acha hai' },
      [photo, { ...photo, field: 'productImages[1]' }],
    );
    expect(older.statusCode, older.body).toBe(200);
    const newer = await submitReview(t, a.token, {
      item_id: String(second),
      order_id: String(a.orderId),
      rating: '2',
    });
    expect(newer.statusCode, newer.body).toBe(200);

    const page = await list(a.token);
    expect(page).toMatchObject({ total_size: 2, limit: 20, offset: 1 });
    expect(page.reviews.map((r) => r.item_id)).toEqual([second, first]);
    const [item] = await t.db.select().from(items).where(eq(items.id, first));
    const written = page.reviews[1]!;
    expect(written).toMatchObject({
      item_id: first,
      order_id: a.orderId,
      rating: 4,
      comment: 'Acha hai',
      item_name: item!.name,
      item_slug: item!.slug,
      item_image: item!.image,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(written.attachment).toHaveLength(2);
    expect(written.attachment_full_url).toEqual(written.attachment.map((n) => `/storage/review/${n}`));
    expect(page.reviews[0]).toMatchObject({ rating: 2, comment: null, attachment: [] });
    expect(page.reviews[0]).not.toHaveProperty('customer');

    const second_page = await list(a.token, '?limit=1&offset=2');
    expect(second_page).toMatchObject({ total_size: 2, limit: 1, offset: 2 });
    expect(second_page.reviews.map((r) => r.item_id)).toEqual([first]);
    expect(await list(a.token, '?limit=1&offset=9')).toMatchObject({ total_size: 2, reviews: [] });
  });

  it('shows a customer none of another customer’s reviews', async () => {
    const a = await customerWithOrder(t);
    const reviewed = await submitReview(t, a.token, {
      item_id: String(a.itemId),
      order_id: String(a.orderId),
      rating: '5',
    });
    expect(reviewed.statusCode, reviewed.body).toBe(200);
    const b = await shopper(t);
    expect(await list(b.token)).toEqual({ total_size: 0, limit: 20, offset: 1, reviews: [] });
  });

  it('needs a signed-in customer and sane paging', async () => {
    expect((await t.app.inject({ url: '/api/v1/customer/reviews' })).statusCode).toBe(401);
    const a = await shopper(t);
    for (const query of ['?limit=0', '?limit=101', '?offset=0', '?limit=abc']) {
      const res = await mine(a.token, query);
      expect(res.statusCode, query).toBe(403);
      expect(res.json().errors[0].code).toMatch(/limit|offset/);
    }
  });
});
