import { describe, expect, it } from 'vitest';
import {
  type ChoiceOptionInput,
  choiceOptionsProblem,
  planVariationSync,
  storedChoiceOptions,
  variationsProblem,
  variationTypes,
} from './variations';

const size: ChoiceOptionInput = { title: 'Size', options: ['S', 'M'] };
const colour: ChoiceOptionInput = { title: 'Colour', options: ['Red', 'Blue'] };

describe('the matrix of combinations, named as the product page and cart read them', () => {
  it.each([
    [[], []],
    [[size], ['S', 'M']],
    [
      [size, colour],
      ['S-Red', 'S-Blue', 'M-Red', 'M-Blue'],
    ],
    [[{ title: 'Pieces', options: ['2 Piece', '3 Piece'] }], ['2 Piece', '3 Piece']],
  ] as const)('%j → %j', (groups, types) => {
    expect(variationTypes(groups as unknown as ChoiceOptionInput[])).toEqual(types);
  });

  it('stores groups as choice_1, choice_2 with the titles', () => {
    expect(storedChoiceOptions([size, colour])).toEqual([
      { name: 'choice_1', title: 'Size', options: ['S', 'M'] },
      { name: 'choice_2', title: 'Colour', options: ['Red', 'Blue'] },
    ]);
  });
});

describe('option groups', () => {
  const many = (n: number) => Array.from({ length: n }, (_, i) => `v${i}`);
  it.each([
    [[size, colour], null],
    [[{ title: '', options: ['S'] }], 'items.option_title_required'],
    [[size, { title: 'size', options: ['X'] }], 'items.option_repeated'],
    [[{ title: 'Size', options: [] }], 'items.option_values_required'],
    [[{ title: 'Size', options: ['S', 's'] }], 'items.option_value_repeated'],
    [[{ title: 'Size', options: many(21) }], 'items.option_values_max'],
    [[size, colour, { title: 'Fit', options: ['A'] }, { title: 'Cut', options: ['B'] }], 'items.options_max'],
    [
      [
        { title: 'A', options: many(10) },
        { title: 'B', options: many(11) },
      ],
      'items.variations_max',
    ],
    [
      [
        { title: 'A', options: ['x-y', 'x'] },
        { title: 'B', options: ['z', 'y-z'] },
      ],
      'items.variation_type_clash',
    ],
  ] as const)('%j → %s', (groups, expected) => {
    expect(choiceOptionsProblem(groups as unknown as ChoiceOptionInput[])?.key ?? null).toBe(expected);
  });
});

describe('variations are the matrix exactly: complete and unique', () => {
  const all = ['S-Red', 'S-Blue', 'M-Red', 'M-Blue'].map((type) => ({ type }));
  it.each([
    ['every combination once', [size, colour], all, null],
    ['none without options', [], [], null],
    ['one missing', [size, colour], all.slice(1), 'items.variation_missing'],
    ['one twice', [size, colour], [...all, { type: 'S-Red' }], 'items.variation_repeated'],
    ['one unknown', [size, colour], [...all, { type: 'L-Red' }], 'items.variation_unknown'],
    ['combinations without options', [], [{ type: 'S' }], 'items.variations_without_options'],
    ['options without combinations', [size], [], 'items.variation_missing'],
  ] as const)('%s', (_, groups, variations, expected) => {
    const problem = variationsProblem(groups as unknown as ChoiceOptionInput[], variations);
    expect(problem?.key ?? null).toBe(expected);
  });

  it('names the first missing combination in matrix order', () => {
    expect(variationsProblem([size, colour], [{ type: 'S-Red' }, { type: 'M-Blue' }])).toEqual({
      key: 'items.variation_missing',
      params: { type: 'S-Blue' },
    });
  });
});

describe('saving variations keeps what stays', () => {
  const stored = [
    { id: 1, type: 'S', retired: false },
    { id: 2, type: 'M', retired: false },
    { id: 3, type: 'L', retired: true },
  ];
  it('a combination that stays keeps its id and, without a stock given, its stock', () => {
    expect(
      planVariationSync(stored, [
        { type: 'S', price: 100 },
        { type: 'M', price: 120, stock: 7 },
        { type: 'XL', price: 140 },
      ]),
    ).toEqual({
      insert: [{ type: 'XL', price: 140, stock: 0 }],
      update: [
        { id: 1, price: 100 },
        { id: 2, price: 120, stock: 7 },
      ],
      remove: [],
    });
  });

  it('a removed combination is removed; a retired one that comes back is updated, not inserted', () => {
    expect(planVariationSync(stored, [{ type: 'L', price: 90, stock: 2 }])).toEqual({
      insert: [],
      update: [{ id: 3, price: 90, stock: 2 }],
      remove: [1, 2],
    });
  });
});
