import { describe, expect, it } from 'vitest';
import { t } from '../messages/translate';
import type { ChoiceGroup, ChoiceSelection } from './types';
import { resolveVariant, validateChoices } from './variations';

const groups: ChoiceGroup[] = [
  {
    name: 'Size',
    type: 'single',
    required: true,
    values: [
      { label: 'Small', optionPrice: 0 },
      { label: 'Large', optionPrice: 300 },
    ],
  },
  {
    name: 'Toppings',
    type: 'multi',
    required: false,
    min: 2,
    max: 3,
    values: ['Olives', 'Jalapeño', 'Cheese', 'Onion'].map((label) => ({ label, optionPrice: 80 })),
  },
  {
    name: 'Sauces',
    type: 'multi',
    required: true,
    min: 2,
    max: 2,
    values: ['Garlic', 'Chilli', 'Mint'].map((label) => ({ label, optionPrice: 0 })),
  },
];
const pick = (size: string[], toppings: string[], sauces: string[]): ChoiceSelection[] => [
  { name: 'Size', values: size },
  { name: 'Toppings', values: toppings },
  { name: 'Sauces', values: sauces },
];

describe('choice groups obey required / min / max (spec §5)', () => {
  it.each([
    ['all in range', pick(['Large'], ['Olives', 'Cheese'], ['Garlic', 'Mint']), null],
    ['an optional group may stay empty', pick(['Small'], [], ['Garlic', 'Chilli']), null],
    ['a required group left empty', pick([], [], ['Garlic', 'Chilli']), 'Size is required'],
    ['a required group with min 2 left empty', pick(['Small'], [], []), 'Choose at least 2 from Sauces'],
    [
      'an optional group under its min',
      pick(['Small'], ['Olives'], ['Garlic', 'Chilli']),
      'Choose at least 2 from Toppings',
    ],
    [
      'over the max',
      pick(['Small'], ['Olives', 'Cheese', 'Onion', 'Jalapeño'], ['Garlic', 'Chilli']),
      'Choose at most 3 from Toppings',
    ],
    [
      'two in a single-choice group',
      pick(['Small', 'Large'], [], ['Garlic', 'Chilli']),
      'Choose at most 1 from Size',
    ],
    [
      'an unknown option',
      pick(['Huge'], [], ['Garlic', 'Chilli']),
      'The selected variation is not available',
    ],
  ])('%s', (_, selections, message) => {
    const result = validateChoices(groups, selections);
    expect(result.ok ? null : t(result.error.key, result.error.params)).toBe(message);
  });

  it('returns the picks with their prices, in the product order, duplicates once', () => {
    const result = validateChoices(groups, [
      { name: 'Sauces', values: ['Mint', 'Garlic', 'Mint'] },
      { name: 'Size', values: ['Large'] },
    ]);
    expect(result).toEqual({
      ok: true,
      value: [
        { name: 'Size', values: [{ label: 'Large', optionPrice: 300 }] },
        {
          name: 'Sauces',
          values: [
            { label: 'Garlic', optionPrice: 0 },
            { label: 'Mint', optionPrice: 0 },
          ],
        },
      ],
    });
  });

  it('a pick for a group the product does not have is refused', () => {
    expect(validateChoices([], [{ name: 'Size', values: ['Large'] }]).ok).toBe(false);
    expect(validateChoices(undefined, undefined)).toEqual({ ok: true, value: [] });
  });
});

describe('variation type', () => {
  const variations = [
    { type: 'S', price: 3500, stock: 5 },
    { type: 'L', price: 3800, stock: 2 },
  ];
  it.each([
    [variations, 'L', { type: 'L', price: 3800, stock: 2 }],
    [variations, 'XL', 'cart.variation_unavailable'],
    [variations, undefined, 'cart.variation_unavailable'], // a product with variations needs one
    [[], undefined, null],
    [undefined, '', null],
    [[], 'S', 'cart.variation_unavailable'],
  ] as const)('%j, %j → %j', (options, variant, expected) => {
    const result = resolveVariant(options, variant);
    expect(result.ok ? result.value : result.error.key).toEqual(expected);
  });
});
