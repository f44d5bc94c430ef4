import { readForm } from '@bazaar/contract/forms';
import { reviewFormSchema, t } from '@bazaar/domain';
import { describe, expect, it } from 'vitest';
import { reviewBody } from './review-form';

const png = (size = 10, name = 'a.png') => new File([new Uint8Array(size)], name, { type: 'image/png' });
const empty = () => new File([], '', { type: 'application/octet-stream' });

function form(fields: Record<string, string>, files: File[] = []) {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  for (const file of files) f.append('productImages', file);
  return f;
}

const base = { item_id: '7', order_id: '40', rating: '4', comment: '  Acha hai  ' };
const read = (fields: Record<string, string>, files: File[] = [], locale: 'en' | 'ur' = 'en') =>
  readForm(reviewFormSchema, form({ ...base, ...fields }, files), { locale });

describe('the review form, read with the review schema', () => {
  it('reads a complete review, trimming the comment and dropping the empty file input', () => {
    const photo = png();
    expect(read({}, [photo, empty()])).toEqual({
      ok: true,
      data: { item_id: 7, order_id: 40, rating: 4, comment: 'Acha hai', productImages: [photo] },
    });
  });

  it.each([
    ['no rating', { rating: '' }, [], 'rating', 'Choose a rating from 1 to 5 stars'],
    ['rating 0', { rating: '0' }, [], 'rating', 'Rating must be between 1 and 5'],
    ['rating 6', { rating: '6' }, [], 'rating', 'Rating must be between 1 and 5'],
    ['rating 2.5', { rating: '2.5' }, [], 'rating', 'Rating must be between 1 and 5'],
    ['a long comment', { comment: 'x'.repeat(2001) }, [], 'comment', t('validation.too_long', { max: 2000 })],
    ['four photos', {}, [png(), png(), png(), png()], 'productImages', 'You can upload at most 3 images'],
    ['a big photo', {}, [png(2 * 1024 * 1024 + 1)], 'productImages', 'Each image must be at most 2 MB'],
  ])('refuses %s under its field', (_name, fields, files, field, message) => {
    const answer = read(fields, files as File[]);
    expect(answer.ok ? {} : answer.failure.fields).toEqual({ [field]: message });
  });

  it('a rating not chosen, posted without the field at all, in Urdu', () => {
    const f = form({ item_id: '7', order_id: '40' });
    const answer = readForm(reviewFormSchema, f, { locale: 'ur' });
    expect(answer.ok ? {} : answer.failure.fields).toEqual({
      rating: t('reviews.rating_required', {}, 'ur'),
    });
  });

  it.each([
    [{ item_id: '' }],
    [{ order_id: 'abc' }],
    [{ item_id: '-1' }],
    [{ order_id: '99999999999' }],
  ])('bad ids %j are refused under the ids (the action answers 400)', (fields) => {
    const answer = read(fields);
    expect(answer.ok ? [] : Object.keys(answer.failure.fields)).toEqual(Object.keys(fields));
  });
});

describe('reviewBody', () => {
  it('names the fields as the API reads them, photos indexed', () => {
    const body = reviewBody({ item_id: 7, order_id: 40, rating: 5, productImages: [png(), png()] });
    expect([...body.keys()]).toEqual([
      'item_id',
      'order_id',
      'rating',
      'productImages[0]',
      'productImages[1]',
    ]);
    expect(body.get('rating')).toBe('5');
    expect(body.get('productImages[1]')).toBeInstanceOf(File);
  });
});
