import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviews } from '../../src/db/schema';
import { bearer } from '../support/accounts';
import { insertOrder, itemsWithStock } from '../support/order-fixtures';
import type { TestApp } from '../support/test-app';
import { jpegBombHeader, notImages, pngBombHeader, pngBytes } from '../uploads/fixtures';
import {
  customerWithOrder,
  type FormFile,
  ratingsOf,
  reviewsTestApp,
  shopper,
  storedReviewImages,
  submitReview,
} from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await reviewsTestApp();
});
afterAll(() => t.close());

const image = (data: Uint8Array, name = 'photo.jpg', i = 0): FormFile => ({
  field: `productImages[${i}]`,
  name,
  type: 'image/jpeg',
  data,
});

/** Asserts that `work` left the item's ratings, its reviews and the stored photos as they were. */
async function changesNothing(itemId: number, work: () => Promise<void>) {
  const ratings = await ratingsOf(t, itemId);
  const files = await storedReviewImages(t);
  await work();
  expect(await ratingsOf(t, itemId)).toEqual(ratings);
  expect(await storedReviewImages(t)).toEqual(files);
}

describe('items/reviews/submit refuses, changing nothing', () => {
  it('without a signed-in customer (401)', async () => {
    const a = await customerWithOrder(t);
    const fields = { item_id: String(a.itemId), order_id: String(a.orderId), rating: '5' };
    await changesNothing(a.itemId, async () => {
      const res = await submitReview(t, null, fields);
      expect(res.statusCode).toBe(401);
      expect(res.json().errors[0].code).toBe('auth-001');
    });
  });

  it('someone else’s order: 404, as a missing one', async () => {
    const a = await customerWithOrder(t);
    const b = await shopper(t);
    await changesNothing(a.itemId, async () => {
      for (const orderId of [a.orderId, 2_000_000_000]) {
        const res = await submitReview(
          t,
          b.token,
          { item_id: String(a.itemId), order_id: String(orderId), rating: '5' },
          [image(await pngBytes())],
        );
        expect(res.statusCode, res.body).toBe(404);
        expect(res.json().errors).toEqual([{ code: 'order', message: 'Not found' }]);
      }
    });
  });

  it.each([
    'pending',
    'confirmed',
    'picked_up',
    'canceled',
    'refund_requested',
    'refunded',
  ])('an order that is %s, not delivered (403)', async (status) => {
    const a = await customerWithOrder(t, status);
    await changesNothing(a.itemId, async () => {
      const res = await submitReview(
        t,
        a.token,
        { item_id: String(a.itemId), order_id: String(a.orderId), rating: '5' },
        [image(await pngBytes())],
      );
      expect(res.statusCode).toBe(403);
      expect(res.json().errors).toEqual([
        { code: 'order_id', message: 'You can review only items from your delivered orders' },
      ]);
    });
  });

  it('an item that is not in the order (403), even one the customer bought in another order', async () => {
    const a = await customerWithOrder(t);
    const [, elsewhere] = await itemsWithStock(t.db, 5, 2);
    await insertOrder(t.db, {
      userId: a.userId,
      status: 'delivered',
      lines: [{ itemId: elsewhere!.id, quantity: 1 }],
    });
    await changesNothing(elsewhere!.id, async () => {
      for (const itemId of [elsewhere!.id, 2_000_000_000]) {
        const res = await submitReview(t, a.token, {
          item_id: String(itemId),
          order_id: String(a.orderId),
          rating: '5',
        });
        expect(res.statusCode, res.body).toBe(403);
        expect(res.json().errors).toEqual([{ code: 'item_id', message: 'This item is not in this order' }]);
      }
    });
  });

  describe('the upload battery', () => {
    const battery: { name: string; files: () => Promise<FormFile[]>; message: string }[] = [
      {
        name: 'four images',
        files: async () => Promise.all([0, 1, 2, 3].map(async (i) => image(await pngBytes(), `${i}.png`, i))),
        message: 'You can upload at most 3 images',
      },
      {
        name: 'an image of 2 MB + 1 byte',
        files: async () => [image(Buffer.alloc(2 * 1024 * 1024 + 1, 0xff))],
        message: 'Each image must be at most 2 MB',
      },
      {
        name: 'a 20000×20000 PNG decompression bomb',
        files: async () => [image(pngBombHeader(20_000, 20_000), 'bomb.png')],
        message: 'The image is too large: at most 40 megapixels',
      },
      {
        name: 'a 20000×20000 JPEG decompression bomb',
        files: async () => [image(await jpegBombHeader(20_000, 20_000))],
        message: 'The image is too large: at most 40 megapixels',
      },
      {
        name: 'text where a file goes',
        files: async () => [],
        message: 'Only image files are allowed',
      },
    ];
    it.each(battery)('$name (403 under productImages)', async ({ name, files, message }) => {
      const a = await customerWithOrder(t);
      const fields: Record<string, string> = {
        item_id: String(a.itemId),
        order_id: String(a.orderId),
        rating: '5',
      };
      if (name === 'text where a file goes') fields['productImages[0]'] = 'photo.jpg';
      await changesNothing(a.itemId, async () => {
        const res = await submitReview(t, a.token, fields, await files());
        expect(res.statusCode, res.body).toBe(403);
        expect(res.json().errors).toEqual([{ code: 'productImages', message }]);
      });
    });

    it('SVG, HTML renamed .jpg, scripts, GIF, polyglots and truncated pictures (403 under productImages)', async () => {
      const a = await customerWithOrder(t);
      const fields = { item_id: String(a.itemId), order_id: String(a.orderId), rating: '5' };
      for (const { name, data } of await notImages()) {
        await changesNothing(a.itemId, async () => {
          const res = await submitReview(t, a.token, fields, [
            await image(await pngBytes(), 'ok.png', 0),
            image(data, 'cat.jpg', 1),
          ]);
          expect(res.statusCode, name).toBe(403);
          expect(res.json().errors, name).toEqual([
            { code: 'productImages', message: 'Only image files are allowed' },
          ]);
        });
      }
      // The order stays reviewable: a good review afterwards goes through.
      expect((await submitReview(t, a.token, fields, [image(await pngBytes())])).statusCode).toBe(200);
    });
  });

  describe('bad input (403 with the envelope, never a 5xx)', () => {
    const cases: {
      name: string;
      fields: (ids: { item: string; order: string }) => Record<string, string>;
      code: string;
    }[] = [
      {
        name: 'no rating',
        fields: ({ item, order }) => ({ item_id: item, order_id: order }),
        code: 'rating',
      },
      ...['0', '6', '-1', '4.5', 'five', '', '1e309'].map((rating) => ({
        name: `rating ${JSON.stringify(rating)}`,
        fields: ({ item, order }: { item: string; order: string }) => ({
          item_id: item,
          order_id: order,
          rating,
        }),
        code: 'rating',
      })),
      { name: 'no item_id', fields: ({ order }) => ({ order_id: order, rating: '5' }), code: 'item_id' },
      { name: 'no order_id', fields: ({ item }) => ({ item_id: item, rating: '5' }), code: 'order_id' },
      ...['abc', '0', '-3', '1.5', '99999999999', '1; drop table reviews'].map((id) => ({
        name: `item_id ${JSON.stringify(id)}`,
        fields: ({ order }: { item: string; order: string }) => ({
          item_id: id,
          order_id: order,
          rating: '5',
        }),
        code: 'item_id',
      })),
      {
        name: 'order_id of 2^31',
        fields: ({ item }) => ({ item_id: item, order_id: '2147483648', rating: '5' }),
        code: 'order_id',
      },
      {
        name: 'a comment of 2001 characters',
        fields: ({ item, order }) => ({
          item_id: item,
          order_id: order,
          rating: '5',
          comment: 'x'.repeat(2001),
        }),
        code: 'comment',
      },
      {
        name: 'a comment with a NUL character',
        fields: ({ item, order }) => ({ item_id: item, order_id: order, rating: '5', comment: 'nice\u0000' }),
        code: 'comment',
      },
    ];
    it.each(cases)('$name', async ({ fields, code }) => {
      const a = await customerWithOrder(t);
      await changesNothing(a.itemId, async () => {
        const res = await submitReview(
          t,
          a.token,
          fields({ item: String(a.itemId), order: String(a.orderId) }),
        );
        expect(res.statusCode, res.body).toBe(403);
        expect(res.json().errors.map((e: { code: string }) => e.code)).toContain(code);
      });
    });

    it('a comment of 1 MB, a 1 MB JSON body, JSON of the wrong types, no body: 4xx', async () => {
      const a = await customerWithOrder(t);
      const ids = { item_id: String(a.itemId), order_id: String(a.orderId), rating: '5' };
      await changesNothing(a.itemId, async () => {
        const huge = await submitReview(t, a.token, { ...ids, comment: 'x'.repeat(1024 * 1024) });
        expect(huge.statusCode, huge.body).toBeGreaterThanOrEqual(400);
        expect(huge.statusCode).toBeLessThan(500);
        expect(huge.json().errors.length).toBeGreaterThan(0);
        const requests = [
          { ...ids, comment: 'y'.repeat(1024 * 1024) },
          { item_id: [1], order_id: { id: 1 }, rating: true, productImages: ['x.png'] },
          { ...ids, productImages: [{ data: 'iVBORw0KGgo=', size: 10 }] },
        ];
        for (const payload of requests) {
          const res = await t.app.inject({
            method: 'POST',
            url: '/api/v1/items/reviews/submit',
            headers: bearer(a.token),
            payload,
          });
          expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
          expect(res.statusCode).toBeLessThan(500);
          expect(res.json().errors.length).toBeGreaterThan(0);
        }
        const empty = await t.app.inject({
          method: 'POST',
          url: '/api/v1/items/reviews/submit',
          headers: bearer(a.token),
        });
        expect(empty.statusCode).toBeGreaterThanOrEqual(400);
        expect(empty.statusCode).toBeLessThan(500);
      });
      expect(await t.db.select().from(reviews).where(eq(reviews.orderId, a.orderId))).toEqual([]);
    });
  });
});
