import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ReviewListSchema, ReviewSubmitSchema } from '@bazaar/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewImages, reviews } from '../../src/db/schema';
import { form } from '../orders/helpers';
import type { TestApp } from '../support/test-app';
import { jpegWithMetadata, pngBytes } from '../uploads/fixtures';
import {
  customerWithOrder,
  ratingsOf,
  reviewFolder,
  reviewsTestApp,
  storedReviewImages,
  submitReview,
} from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await reviewsTestApp();
});
afterAll(() => t.close());

const png = async (field: string, name = 'photo.png') => ({
  field,
  name,
  type: 'image/png',
  data: await pngBytes(),
});

describe('items/reviews/submit', () => {
  it('stores the review and its photos, counts the rating for the item and the store, once', async () => {
    const a = await customerWithOrder(t);
    const before = await ratingsOf(t, a.itemId);
    const res = await submitReview(
      t,
      a.token,
      {
        item_id: String(a.itemId),
        order_id: String(a.orderId),
        rating: '4',
        comment: ' Bohat acha! <b>5/5</b> ',
      },
      [await png('productImages[0]'), await png('productImages[1]')],
    );
    expect(res.statusCode, res.body).toBe(200);
    const answer = ReviewSubmitSchema.parse(res.json());
    expect(answer.message).toBe('Review submitted successfully');
    expect(answer.review).toMatchObject({
      item_id: a.itemId,
      order_id: a.orderId,
      user_id: a.userId,
      rating: 4,
      comment: 'Bohat acha! <b>5/5</b>',
      customer: { f_name: 'Ayesha', l_name: '', image: null },
    });
    expect(answer.review.attachment).toHaveLength(2);
    expect(answer.review.attachment_full_url).toEqual(
      answer.review.attachment.map((n) => `/storage/review/${n}`),
    );

    const [row] = await t.db.select().from(reviews).where(eq(reviews.id, answer.review.id));
    expect(row!.comment).toBe('Bohat acha! <b>5/5</b>');
    const images = await t.db.select().from(reviewImages).where(eq(reviewImages.reviewId, row!.id));
    expect(images.map((i) => [i.path, i.position])).toEqual(answer.review.attachment.map((n, i) => [n, i]));
    for (const name of answer.review.attachment) {
      const meta = await sharp(await readFile(path.join(reviewFolder(t), name))).metadata();
      expect(meta.format).toBe('webp');
    }

    const after = await ratingsOf(t, a.itemId);
    expect(after.item.sum).toBe(before.item.sum + 4);
    expect(after.item.count).toBe(before.item.count + 1);
    expect(after.item.avg).toBeCloseTo(
      Math.round(((before.item.sum + 4) / (before.item.count + 1)) * 100) / 100,
      2,
    );
    expect(after.store.sum).toBe(before.store.sum + 4);
    expect(after.store.count).toBe(before.store.count + 1);
    expect(after.reviews).toBe(before.reviews + 1);

    // The item's public reviews show it, the reviewer by first name only; its page shows the new average.
    const list = ReviewListSchema.parse(
      (await t.app.inject({ url: `/api/v1/items/reviews/${a.itemId}` })).json(),
    );
    expect(list.rating_count).toBe(after.item.count);
    expect(list.avg_rating).toBe(after.item.avg);
    const shown = list.reviews.find((r) => r.id === answer.review.id);
    expect(shown).toMatchObject({
      comment: 'Bohat acha! <b>5/5</b>',
      attachment: answer.review.attachment,
      attachment_full_url: answer.review.attachment_full_url,
      customer: { f_name: 'Ayesha', l_name: '', image: null },
    });
    const details = (await t.app.inject({ url: `/api/v1/items/details/${a.itemId}` })).json();
    expect(details).toMatchObject({ avg_rating: after.item.avg, rating_count: after.item.count });
    const served = await t.app.inject({ url: answer.review.attachment_full_url[0]! });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');

    // Once per item per order: the second is refused with the catalogue message, nothing counted twice.
    const again = await submitReview(t, a.token, {
      item_id: String(a.itemId),
      order_id: String(a.orderId),
      rating: '1',
    });
    expect(again.statusCode).toBe(403);
    expect(again.json().errors).toEqual([
      { code: 'review', message: 'You have already reviewed this item in this order' },
    ]);
    expect(await ratingsOf(t, a.itemId)).toEqual(after);
  });

  it('answers in the customer’s language', async () => {
    const a = await customerWithOrder(t);
    const fields = { item_id: String(a.itemId), order_id: String(a.orderId), rating: '5' };
    expect((await submitReview(t, a.token, fields)).statusCode).toBe(200);
    const body = await form(fields);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/items/reviews/submit',
      headers: { authorization: `Bearer ${a.token}`, 'x-localization': 'ur', ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().errors[0].message).toBe('آپ اس آرڈر میں یہ پروڈکٹ پہلے ہی ریویو کر چکے ہیں');
  });

  it('takes a review without comment or photos, and the platform’s productImages / productImages[] names', async () => {
    const a = await customerWithOrder(t, 'delivered', 3);
    const [first, second, third] = a.itemIds as [number, number, number];
    const plain = await submitReview(t, a.token, {
      item_id: String(first),
      order_id: String(a.orderId),
      rating: '3',
    });
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.json().review).toMatchObject({ comment: null, attachment: [], attachment_full_url: [] });

    const named = await submitReview(
      t,
      a.token,
      { item_id: String(second), order_id: String(a.orderId), rating: '5', comment: '' },
      [await png('productImages')],
    );
    expect(named.statusCode, named.body).toBe(200);
    expect(named.json().review.attachment).toHaveLength(1);
    expect(named.json().review.comment).toBeNull();

    const brackets = await submitReview(
      t,
      a.token,
      { item_id: String(third), order_id: String(a.orderId), rating: '2' },
      [await png('productImages[]'), await png('productImages[]'), await png('productImages[2]')],
    );
    expect(brackets.statusCode, brackets.body).toBe(200);
    expect(brackets.json().review.attachment).toHaveLength(3);
  });

  it('strips the photo’s EXIF and XMP (camera, address) before storing it', async () => {
    const a = await customerWithOrder(t);
    const res = await submitReview(
      t,
      a.token,
      { item_id: String(a.itemId), order_id: String(a.orderId), rating: '5' },
      [
        {
          field: 'productImages[0]',
          name: 'IMG_0001.jpg',
          type: 'image/jpeg',
          data: await jpegWithMetadata(),
        },
      ],
    );
    expect(res.statusCode, res.body).toBe(200);
    const bytes = await readFile(path.join(reviewFolder(t), res.json().review.attachment[0]));
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 40, height: 30 });
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(bytes.includes('Mall Road')).toBe(false);
  });

  it('of two reviews sent at once for the same item and order, exactly one is stored and counted', async () => {
    const a = await customerWithOrder(t);
    const before = await ratingsOf(t, a.itemId);
    const files = await storedReviewImages(t);
    const fields = { item_id: String(a.itemId), order_id: String(a.orderId), rating: '5' };
    const answers = await Promise.all([
      submitReview(t, a.token, fields, [await png('productImages[0]')]),
      submitReview(t, a.token, fields, [await png('productImages[0]')]),
      submitReview(t, a.token, fields, [await png('productImages[0]')]),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 403, 403]);
    const after = await ratingsOf(t, a.itemId);
    expect(after.item.count).toBe(before.item.count + 1);
    expect(after.store.count).toBe(before.store.count + 1);
    expect(after.reviews).toBe(before.reviews + 1);
    // Only the stored review's photo is left: the refused ones were removed again.
    expect((await storedReviewImages(t)).length).toBe(files.length + 1);
  });
});
