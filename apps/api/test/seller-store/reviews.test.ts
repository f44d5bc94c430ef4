import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, items, reviews } from '../../src/db/schema';
import { quickCustomer } from '../support/checkout';
import { call, expectSellerOnly, type SellerStoreApp, sellerStoreApp } from './support';

// Issue 36, reviews: GET vendor/item/reviews and PUT vendor/item/reply-update (decision 408); the
// product page's reviews answer carries the reply, on the next read.

let s: SellerStoreApp;
let mine: { id: number }[];
let theirReview: number;
const written: number[] = [];

async function review(itemId: number, rating: number, comment: string, createdAt: Date) {
  const customer = await quickCustomer(s.t.db);
  const [row] = await s.t.db
    .insert(reviews)
    .values({ itemId, userId: customer.id, rating, comment, createdAt })
    .returning({ id: reviews.id });
  return row!.id;
}

beforeAll(async () => {
  s = await sellerStoreApp();
  const itemsOf = (storeId: number) =>
    s.t.db
      .select({ id: items.id })
      .from(items)
      .where(and(eq(items.storeId, storeId), eq(items.active, true)))
      .orderBy(asc(items.id))
      .limit(2);
  mine = await itemsOf(s.storeId);
  const [other] = await itemsOf(s.otherStoreId);
  // Written in the future of the seed, so they come first, newest first.
  const at = (minutes: number) => new Date(Date.UTC(2030, 0, 1, 10, minutes));
  written.push(await review(mine[0]!.id, 5, 'Fresh atta, quick delivery', at(1)));
  written.push(await review(mine[0]!.id, 2, 'The eggs came cracked', at(2)));
  written.push(await review(mine[1]!.id, 4, 'Good rice', at(3)));
  theirReview = await review(other!.id, 1, 'Screen scratched', at(4));
  // Written outside the API: their notices reach the cache before the reads below.
  await s.t.app.changes.fence();
});
afterAll(() => s.t.close());

const reply = (payload: object, locale?: string) =>
  call(s.t, '/vendor/item/reply-update', { method: 'PUT', token: s.tokens.seller, payload, locale });

describe('GET vendor/item/reviews', () => {
  it('lists the store’s item reviews only, newest first, with the item', async () => {
    const res = await call(s.t, '/vendor/item/reviews?limit=3', { token: s.tokens.seller });
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json();
    expect(list.reviews.map((r: { id: number }) => r.id)).toEqual([written[2], written[1], written[0]]);
    expect(list.reviews[0]).toMatchObject({
      item_id: mine[1]!.id,
      item_name: expect.any(String),
      rating: 4,
      comment: 'Good rice',
      reply: null,
      replied_at: null,
      customer: { f_name: 'Test' },
    });
    const everything = (await call(s.t, '/vendor/item/reviews?limit=100', { token: s.tokens.seller })).json();
    expect(everything.reviews.map((r: { id: number }) => r.id)).not.toContain(theirReview);
  });

  it('filters by item and by rating', async () => {
    const byItem = (
      await call(s.t, `/vendor/item/reviews?item_id=${mine[0]!.id}&limit=100`, { token: s.tokens.seller })
    ).json();
    expect(byItem.reviews.every((r: { item_id: number }) => r.item_id === mine[0]!.id)).toBe(true);
    expect(byItem.reviews.map((r: { id: number }) => r.id)).toEqual(
      expect.arrayContaining([written[0], written[1]]),
    );
    const low = (
      await call(s.t, `/vendor/item/reviews?item_id=${mine[0]!.id}&rating=2`, { token: s.tokens.seller })
    ).json();
    expect(low.reviews.map((r: { id: number }) => r.id)).toEqual([written[1]]);
  });

  it('another store’s item is 404, as a missing one', async () => {
    const [theirItem] = await s.t.db
      .select({ id: reviews.itemId })
      .from(reviews)
      .where(eq(reviews.id, theirReview));
    for (const id of [theirItem!.id, 2_000_000]) {
      const res = await call(s.t, `/vendor/item/reviews?item_id=${id}`, { token: s.tokens.seller });
      expect(res.statusCode).toBe(404);
    }
  });
});

describe('PUT vendor/item/reply-update', () => {
  it('writes the store’s reply, which the product page’s reviews answer shows on its next read', async () => {
    const itemId = mine[0]!.id;
    const publicUrl = `/items/reviews/${itemId}?limit=10`;
    await call(s.t, publicUrl);
    expect((await call(s.t, publicUrl)).headers['x-cache']).toBe('hit');

    // What the commit tells every process (kept answers and the storefront's kept pages follow it).
    const told: string[] = [];
    const stop = s.t.app.changes.subscribe((tags) => told.push(...(tags === 'all' ? ['all'] : tags)));
    const res = await reply({
      review_id: written[1],
      reply: 'Sorry! We pack eggs in trays now.\nPlease try again.',
    });
    stop();
    expect(res.statusCode, res.body).toBe(200);
    expect(told).toEqual(expect.arrayContaining(['reviews', `item:${itemId}`]));
    expect(res.json()).toMatchObject({
      message: 'Reply saved successfully',
      review: {
        id: written[1],
        reply: 'Sorry! We pack eggs in trays now.\nPlease try again.',
        replied_at: expect.any(String),
      },
    });

    const after = await call(s.t, publicUrl);
    expect(after.headers['x-cache']).toBeUndefined();
    const shown = after.json().reviews.find((r: { id: number }) => r.id === written[1]);
    expect(shown).toMatchObject({ reply: 'Sorry! We pack eggs in trays now.\nPlease try again.' });
    expect(Date.parse(shown.replied_at)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('one reply per review, rewritten in place and audited with before and after', async () => {
    const first = (await reply({ review_id: written[0], reply: 'Thank you!' })).json().review;
    const second = (await reply({ review_id: written[0], reply: 'Thank you, Test!' })).json().review;
    expect(second.reply).toBe('Thank you, Test!');
    expect(Date.parse(second.replied_at)).toBeGreaterThanOrEqual(Date.parse(first.replied_at));
    const [row] = await s.t.db.select().from(reviews).where(eq(reviews.id, written[0]!));
    expect(row!.reply).toBe('Thank you, Test!');
    const trail = await s.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'review'), eq(auditLog.entityId, String(written[0]))))
      .orderBy(asc(auditLog.id));
    expect(
      trail.map((a) => [(a.before as { reply: string }).reply, (a.after as { reply: string }).reply]),
    ).toEqual([
      [null, 'Thank you!'],
      ['Thank you!', 'Thank you, Test!'],
    ]);
  });

  it('lists the reviews with a reply (replied=1) or still without one (replied=0)', async () => {
    const list = async (replied: string) => {
      const res = await call(s.t, `/vendor/item/reviews?limit=50&replied=${replied}`, {
        token: s.tokens.seller,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().reviews as { id: number; reply: string | null }[];
    };
    const answered = await list('1');
    expect(answered.slice(0, 2).map((r) => r.id)).toEqual([written[1], written[0]]);
    expect(answered.every((r) => r.reply !== null)).toBe(true);
    const waiting = await list('0');
    expect(waiting[0]!.id).toBe(written[2]);
    expect(waiting.every((r) => r.reply === null)).toBe(true);
    expect((await call(s.t, '/vendor/item/reviews?replied=yes', { token: s.tokens.seller })).statusCode).toBe(
      403,
    );
  });

  it('another store’s review is 404, as a missing one, and keeps no reply', async () => {
    for (const id of [theirReview, 2_000_000]) {
      const res = await reply({ review_id: id, reply: 'Not yours to answer' });
      expect(res.statusCode).toBe(404);
      expect(res.json().errors).toEqual([{ code: 'review', message: 'Review not found' }]);
    }
    const [row] = await s.t.db.select().from(reviews).where(eq(reviews.id, theirReview));
    expect(row!.reply).toBeNull();
  });

  it.each([
    ['an empty reply', { reply: '   ' }, 'ur', 'جواب لکھیں'],
    [
      'a reply longer than a review may be',
      { reply: 'x'.repeat(2001) },
      'en',
      'This field may not be greater than 2000 characters',
    ],
  ])('refuses %s under the field, in the request’s language', async (_name, over, locale, message) => {
    const res = await reply({ review_id: written[2], ...over }, locale);
    expect(res.statusCode).toBe(403);
    expect(res.json().errors).toEqual([{ code: 'reply', message }]);
  });

  it('refuses a customer (401) and a courier (403)', async () => {
    await expectSellerOnly(s, '/vendor/item/reviews');
    await expectSellerOnly(s, '/vendor/item/reply-update', 'PUT');
  });
});
