import { readMessageToken } from '@bazaar/domain/messages/translate';
import { describe, expect, it } from 'vitest';
import { type ItemFormValues, itemFormSchema, itemFormValues, itemRequestBody } from './item-form';

const form = (change: Partial<ItemFormValues>): ItemFormValues => ({
  ...itemFormValues(null),
  name: 'Lawn Kurta',
  category_id: '7',
  price: '2500',
  ...change,
});

const problems = (values: ItemFormValues) => {
  const parsed = itemFormSchema.safeParse(values);
  return parsed.success
    ? {}
    : Object.fromEntries(
        parsed.error.issues.map((i) => [i.path.join('.'), readMessageToken(i.message)?.key]),
      );
};

describe("the item editor's form, read by the item's own rules", () => {
  it.each([
    ['a plain item', {}, {}],
    [
      'no name, category or price',
      { name: ' ', category_id: '', price: '' },
      {
        name: 'items.name_required',
        category_id: 'items.category_required',
        price: 'items.price_required',
      },
    ],
    [
      'a value typed twice, beside another field problem',
      {
        price: 'x',
        choice_options: [{ title: 'Size', values: 'S, S' }],
        variations: [{ type: 'S', price: '1', stock: '' }],
      },
      { price: 'items.price_invalid', choice_options: 'items.option_value_repeated' },
    ],
    [
      'a combination with a bad stock',
      {
        choice_options: [{ title: 'Size', values: 'S' }],
        variations: [{ type: 'S', price: '100', stock: '-1' }],
      },
      { 'variations.0.stock': 'items.stock_invalid' },
    ],
  ])('%s', (_, change, expected) => {
    expect(problems(form(change))).toEqual(expected);
  });

  it('gives a combination left without a price the item’s price', () => {
    const parsed = itemFormSchema.parse(
      form({
        choice_options: [{ title: 'Size', values: 'S, M' }],
        variations: [
          { type: 'S', price: '', stock: '2' },
          { type: 'M', price: '2700', stock: '' },
        ],
      }),
    );
    expect(parsed.variations).toEqual([
      { type: 'S', price: 2500, stock: 2 },
      { type: 'M', price: 2700, stock: undefined },
    ]);
  });
});

describe('the request an edit sends', () => {
  const before = {
    stock: 9,
    variations: [
      { type: 'S', price: 2500, stock: 4 },
      { type: 'M', price: 2500, stock: 5 },
    ],
  };
  const sent = (values: ItemFormValues, item: typeof before | null) =>
    itemRequestBody(itemFormSchema.parse(values), item, { keep: ['a.webp'], add: [] });

  it('sends a stock only where the seller changed it, so sales meanwhile are not written over', () => {
    const body = sent(
      form({
        choice_options: [{ title: 'Size', values: 'S, M, L' }],
        variations: [
          { type: 'S', price: '2500', stock: '4' },
          { type: 'M', price: '2600', stock: '3' },
          { type: 'L', price: '2700', stock: '' },
        ],
      }),
      before,
    );
    expect(JSON.parse(String(body.get('variations')))).toEqual([
      { type: 'S', price: 2500 },
      { type: 'M', price: 2600, stock: 3 },
      { type: 'L', price: 2700 },
    ]);
    expect(JSON.parse(String(body.get('choice_options')))).toEqual([
      { title: 'Size', options: ['S', 'M', 'L'] },
    ]);
    expect(body.has('stock')).toBe(false);
    expect(JSON.parse(String(body.get('keep_images')))).toEqual(['a.webp']);
  });

  it('sends a new item’s stock, and no pictures to keep', () => {
    const body = sent(form({ stock: '12' }), null);
    expect(body.get('stock')).toBe('12');
    expect(body.has('keep_images')).toBe(false);
  });
});
