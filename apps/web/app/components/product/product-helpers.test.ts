import type { ItemDetails } from '@bazaar/contract';
import { describe, expect, it } from 'vitest';
import { addLine } from '../../lib/cart-edits';
import { ADD_ON_FIELD, choiceField, choiceGroups, lineFromForm } from './cart-line';
import { metaDescription, productJsonLd, productPhotos } from './structured-data';

const item = {
  id: 7,
  name: 'Lawn suit',
  slug: 'lawn-suit',
  description: 'Three piece <b>lawn</b>',
  stock: 5,
  variations: [
    { type: 'S', price: 100, stock: 2 },
    { type: 'M', price: 100, stock: 0 },
  ],
  food_variations: [
    {
      name: 'Dupatta',
      type: 'single',
      min: 1,
      max: 1,
      required: true,
      values: [
        { label: 'Chiffon', optionPrice: 0 },
        { label: 'Silk', optionPrice: 50 },
      ],
    },
    'junk',
  ],
  add_ons: [{ id: 3, name: 'Gift wrap', price: 20 }],
  avg_rating: 4.5,
  rating_count: 2,
  store: { name: 'Khaadi' },
} as unknown as ItemDetails;

const form = (entries: [string, string][]) => {
  const f = new FormData();
  for (const [k, v] of entries) f.append(k, v);
  return f;
};

describe('the product form as a cart line', () => {
  it('keeps only well-formed choice groups', () => {
    expect(choiceGroups(item).map((g) => g.name)).toEqual(['Dupatta']);
  });

  it('refuses a missing variation, a missing required choice, and reads a full pick', () => {
    expect(lineFromForm(item, form([['quantity', '1']]))).toMatchObject({
      ok: false,
      refusal: { key: 'cart.variation_unavailable' },
    });
    expect(lineFromForm(item, form([['variant', 'S']]))).toMatchObject({
      ok: false,
      refusal: { key: 'variation.required', params: { name: 'Dupatta' } },
    });
    const ok = lineFromForm(
      item,
      form([
        ['variant', 'S'],
        [choiceField('Dupatta'), 'Silk'],
        [ADD_ON_FIELD, '3'],
        [ADD_ON_FIELD, '99'],
        ['quantity', '2'],
      ]),
    );
    expect(ok).toEqual({
      ok: true,
      stock: 2,
      line: {
        item_id: 7,
        quantity: 2,
        variant: 'S',
        choices: [{ name: 'Dupatta', values: ['Silk'] }],
        add_on_ids: [3],
      },
    });
  });

  it('refuses two picks in a single-choice group', () => {
    const f = form([
      ['variant', 'S'],
      [choiceField('Dupatta'), 'Silk'],
      [choiceField('Dupatta'), 'Chiffon'],
    ]);
    expect(lineFromForm(item, f)).toMatchObject({ ok: false, refusal: { key: 'variation.choose_at_most' } });
  });

  it('grows the same line and refuses past the stock with the stock message', () => {
    const line = { item_id: 7, quantity: 1, variant: 'S' };
    const once = addLine([], line, 2);
    expect(once).toEqual({ ok: true, lines: [line] });
    const twice = addLine([line], line, 2);
    expect(twice).toEqual({ ok: true, lines: [{ ...line, quantity: 2 }] });
    expect(addLine([{ ...line, quantity: 2 }], line, 2)).toEqual({
      ok: false,
      refusal: { key: 'stock.only_n_available', params: { n: 2 } },
    });
    const other = { item_id: 7, quantity: 1, variant: 'M' };
    expect(addLine([line], other, 4)).toEqual({ ok: true, lines: [line, other] });
  });
});

describe('product structured data and meta', () => {
  it('describes the offer in PKR with stock and rating', () => {
    const data = productJsonLd(item, {
      url: 'https://x/product/lawn-suit',
      price: 90,
      images: ['https://x/i.webp'],
    });
    expect(data.offers).toMatchObject({
      price: 90,
      priceCurrency: 'PKR',
      availability: 'https://schema.org/InStock',
    });
    expect(data.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2 });
    const soldOut = productJsonLd({ ...item, stock: 0 }, { url: 'u', price: 1, images: [] });
    expect(soldOut.offers.availability).toBe('https://schema.org/OutOfStock');
  });

  it('lists the photos main image first, each once', () => {
    expect(productPhotos({ image: 'a.png', images: ['b.png', 'a.png'] })).toEqual(['a.png', 'b.png']);
    expect(productPhotos({ image: null, images: [] })).toEqual([]);
  });

  it('flattens the description and falls back when empty', () => {
    expect(metaDescription('Three piece <b>lawn</b>\n suit', 'x')).toBe('Three piece lawn suit');
    expect(metaDescription(null, 'fallback')).toBe('fallback');
    expect(metaDescription('word '.repeat(60), 'x').length).toBeLessThanOrEqual(161);
  });
});
