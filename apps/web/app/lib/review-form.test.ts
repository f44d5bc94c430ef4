import { describe, expect, it } from 'vitest';
import { readReviewForm, reviewBody } from './review-form';

const png = (size = 10, name = 'a.png') => new File([new Uint8Array(size)], name, { type: 'image/png' });
const empty = () => new File([], '', { type: 'application/octet-stream' });

function form(fields: Record<string, string>, files: File[] = []) {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  for (const file of files) f.append('productImages', file);
  return f;
}

const base = { item_id: '7', order_id: '40', rating: '4', comment: '  Acha hai  ' };

describe('readReviewForm', () => {
  it('reads a complete review, trimming the comment and dropping the empty file input', () => {
    const read = readReviewForm(form(base, [png(), empty()]));
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.value).toMatchObject({ itemId: 7, orderId: 40, rating: 4, comment: 'Acha hai' });
    expect(read.value.photos).toHaveLength(1);
  });

  it.each([
    ['no rating', { rating: '' }, [], 'rating', 'reviews.rating_required'],
    ['rating 0', { rating: '0' }, [], 'rating', 'reviews.rating_required'],
    ['rating 6', { rating: '6' }, [], 'rating', 'reviews.rating_required'],
    ['rating 2.5', { rating: '2.5' }, [], 'rating', 'reviews.rating_required'],
    ['a long comment', { comment: 'x'.repeat(2001) }, [], 'comment', 'validation.too_long'],
    ['four photos', {}, [png(), png(), png(), png()], 'productImages', 'validation.images_max'],
    [
      'a gif',
      {},
      [new File([new Uint8Array(3)], 'a.gif', { type: 'image/gif' })],
      'productImages',
      'validation.image_type',
    ],
    ['a big photo', {}, [png(2 * 1024 * 1024 + 1)], 'productImages', 'validation.image_too_large'],
  ])('refuses %s', (_name, fields, files, field, key) => {
    const read = readReviewForm(form({ ...base, ...fields }, files as File[]));
    expect(read).toMatchObject({ ok: false, ids: true, refusals: [{ field, key }] });
  });

  it.each([
    [{ item_id: '' }],
    [{ order_id: 'abc' }],
    [{ item_id: '-1' }],
    [{ order_id: '99999999999' }],
  ])('treats bad ids %j as a broken form', (fields) => {
    expect(readReviewForm(form({ ...base, ...fields }))).toEqual({ ok: false, ids: false, refusals: [] });
  });
});

describe('reviewBody', () => {
  it('names the fields as the API reads them, photos indexed', () => {
    const body = reviewBody({ itemId: 7, orderId: 40, rating: 5, comment: '', photos: [png(), png()] });
    expect([...body.keys()]).toEqual([
      'item_id',
      'order_id',
      'rating',
      'productImages[0]',
      'productImages[1]',
    ]);
    expect(body.get('rating')).toBe('5');
  });
});
