import { describe, expect, it } from 'vitest';
import { readMessageToken } from '../messages/translate';
import { itemFieldsSchema } from './item';

const parse = (fields: Record<string, unknown>) => itemFieldsSchema.safeParse(fields);
const problems = (fields: Record<string, unknown>) => {
  const result = parse(fields);
  return result.success
    ? []
    : result.error.issues.map((i) => [i.path.join('.'), readMessageToken(i.message)?.key ?? i.message]);
};

describe('item fields as a form, a JSON body or a CSV row sends them', () => {
  it('reads text as each field’s type', () => {
    const result = parse({
      name: '  Basmati rice 5kg ',
      price: '1450',
      discount: '',
      discount_type: 'amount',
      discount_start: '2026-12-01',
      discount_end: '',
      stock: '12',
      maximum_cart_quantity: '',
      veg: '1',
      weight: '5.2',
      tags: 'Rice, basmati ,rice',
      add_on_ids: '3,4',
      choice_options: '[{"title":"Pack","options":["5kg","10kg"]}]',
      variations: '[{"type":"5kg","price":1450,"stock":3},{"type":"10kg","price":2800}]',
      translations: '{"ur":{"name":"باسمتی چاول","description":""}}',
      active: '0',
    });
    expect(result.success && result.data).toEqual({
      name: 'Basmati rice 5kg',
      price: 1450,
      discount: 0,
      discount_type: 'amount',
      discount_start: '2026-12-01',
      discount_end: null,
      stock: 12,
      maximum_cart_quantity: null,
      veg: true,
      weight: 5.2,
      tags: ['rice', 'basmati'],
      add_on_ids: [3, 4],
      choice_options: [{ title: 'Pack', options: ['5kg', '10kg'] }],
      variations: [
        { type: '5kg', price: 1450, stock: 3 },
        { type: '10kg', price: 2800, stock: undefined },
      ],
      translations: { ur: { name: 'باسمتی چاول' } },
      active: false,
    });
  });

  it('leaves out what is not sent (an edit changes only what it sends)', () => {
    expect(parse({ price: 99 })).toEqual({ success: true, data: { price: 99 } });
  });

  it.each([
    [{ name: '' }, 'name', 'items.name_required'],
    [{ price: '' }, 'price', 'items.price_required'],
    [{ price: '12.5' }, 'price', 'items.price_invalid'],
    [{ price: 'abc' }, 'price', 'items.price_invalid'],
    [{ category_id: '' }, 'category_id', 'items.category_required'],
    [{ discount_start: '2026-02-30' }, 'discount_start', 'items.date_invalid'],
    [{ discount_end: '01/12/2026' }, 'discount_end', 'items.date_invalid'],
    [{ veg: 'maybe' }, 'veg', 'items.yes_no'],
    [{ maximum_cart_quantity: '1.5' }, 'maximum_cart_quantity', 'items.max_per_order_min'],
    [{ tags: 'a,b,c,d,e,f,g,h,i,j,k' }, 'tags', 'items.tags_max'],
    [{ variations: 'not json' }, 'variations', 'validation.invalid_value'],
    [{ variations: '[{"type":"S","price":"x"}]' }, 'variations.0.price', 'items.price_invalid'],
    [{ discount_type: 'fixed' }, 'discount_type', 'validation.invalid_choice'],
    [{ add_on_ids: 'one' }, 'add_on_ids.0', 'validation.invalid_number'],
  ])('%j → %s: %s', (fields, path, key) => {
    expect(problems(fields)).toEqual([[path, key]]);
  });
});
