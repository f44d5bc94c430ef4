import { ToBeReviewedListSchema } from '@bazaar/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { items } from '../../src/db/schema';
import { insertOrder, itemsWithStock } from '../support/order-fixtures';
import type { TestApp } from '../support/test-app';
import { reviewsTestApp, shopper, submitReview, toBeReviewed } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await reviewsTestApp();
});
afterAll(() => t.close());

const list = async (token: string, query = '') => {
  const res = await toBeReviewed(t, token, query);
  expect(res.statusCode, res.body).toBe(200);
  return ToBeReviewedListSchema.parse(res.json());
};

describe('items/to-be-reviewed', () => {
  it('lists each item of the customer’s delivered orders once until it is reviewed, newest order first', async () => {
    const a = await shopper(t);
    const [x, y, z] = await itemsWithStock(t.db, 5, 3);
    // Two lines of the same item (as two variations would be) make one entry.
    const older = await insertOrder(t.db, {
      userId: a.userId,
      status: 'delivered',
      lines: [
        { itemId: x!.id, quantity: 1 },
        { itemId: x!.id, quantity: 2 },
        { itemId: y!.id, quantity: 1 },
      ],
    });
    const newer = await insertOrder(t.db, {
      userId: a.userId,
      status: 'delivered',
      lines: [{ itemId: z!.id, quantity: 1 }],
    });
    await insertOrder(t.db, {
      userId: a.userId,
      status: 'picked_up',
      lines: [{ itemId: y!.id, quantity: 1 }],
    });
    await insertOrder(t.db, {
      userId: a.userId,
      status: 'canceled',
      lines: [{ itemId: z!.id, quantity: 1 }],
    });

    const page = await list(a.token);
    expect(page).toMatchObject({ total_size: 3, limit: 20, offset: 1 });
    expect(page.items.map((i) => [i.order_id, i.item_id])).toEqual([
      [newer.orderId, z!.id],
      [older.orderId, Math.min(x!.id, y!.id)],
      [older.orderId, Math.max(x!.id, y!.id)],
    ]);
    const [row] = await t.db.select().from(items).where(eq(items.id, z!.id));
    expect(page.items[0]).toEqual({
      order_id: newer.orderId,
      item_id: z!.id,
      name: row!.name,
      slug: row!.slug,
      image: row!.image,
      delivered_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });

    const second = await list(a.token, '?limit=2&offset=2');
    expect(second).toMatchObject({ total_size: 3, limit: 2, offset: 2 });
    expect(second.items.map((i) => i.item_id)).toEqual([page.items[2]!.item_id]);
    expect(await list(a.token, '?limit=2&offset=9')).toMatchObject({ total_size: 3, items: [] });

    const reviewed = await submitReview(t, a.token, {
      item_id: String(x!.id),
      order_id: String(older.orderId),
      rating: '5',
    });
    expect(reviewed.statusCode, reviewed.body).toBe(200);
    const after = await list(a.token);
    expect(after.total_size).toBe(2);
    expect(after.items.map((i) => i.item_id)).not.toContain(x!.id);
  });

  it('shows a customer nothing of another customer’s orders', async () => {
    const a = await shopper(t);
    const b = await shopper(t);
    await insertOrder(t.db, { userId: a.userId, status: 'delivered' });
    expect((await list(a.token)).total_size).toBe(1);
    expect(await list(b.token)).toEqual({ total_size: 0, limit: 20, offset: 1, items: [] });
  });

  it('needs a signed-in customer and sane paging', async () => {
    const unsigned = await t.app.inject({ url: '/api/v1/items/to-be-reviewed' });
    expect(unsigned.statusCode).toBe(401);
    const a = await shopper(t);
    for (const query of ['?limit=0', '?limit=101', '?offset=0', '?limit=abc', '?offset=1e9']) {
      const res = await toBeReviewed(t, a.token, query);
      expect(res.statusCode, query).toBe(403);
      expect(res.json().errors[0].code).toMatch(/limit|offset/);
    }
  });
});
