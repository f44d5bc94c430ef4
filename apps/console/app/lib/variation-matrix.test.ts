import { describe, expect, it } from 'vitest';
import { type MatrixRow, optionGroups, optionValues, sameRows, variationMatrix } from './variation-matrix';

const NEW = { price: '500', stock: '' };
const row = (type: string, price = '500', stock = ''): MatrixRow => ({ type, price, stock });

describe('the values of a group as typed', () => {
  it.each([
    ['S, M', ['S', 'M']],
    [' S ,M,, L , ', ['S', 'M', 'L']],
    ['', []],
    ['2 Piece, 3 Piece', ['2 Piece', '3 Piece']],
  ])('%j → %j', (text, values) => {
    expect(optionValues(text)).toEqual(values);
  });

  it('drops groups with neither a name nor values, keeps half-named ones for the rules to judge', () => {
    expect(
      optionGroups([
        { title: ' Size ', values: 'S, M' },
        { title: '', values: '' },
        { title: 'Colour', values: '' },
      ]),
    ).toEqual([
      { title: 'Size', options: ['S', 'M'] },
      { title: 'Colour', options: [] },
    ]);
  });
});

describe('the matrix of combinations', () => {
  const size = { title: 'Size', options: ['S', 'M'] };
  const colour = { title: 'Colour', options: ['Red', 'Blue'] };

  it.each([
    ['no groups', [], []],
    ['one group', [size], ['S', 'M']],
    ['2 × 2', [size, colour], ['S-Red', 'S-Blue', 'M-Red', 'M-Blue']],
    [
      '2 × 2 × 1',
      [size, colour, { title: 'Fit', options: ['Slim'] }],
      ['S-Red-Slim', 'S-Blue-Slim', 'M-Red-Slim', 'M-Blue-Slim'],
    ],
    ['a group without values is left out', [size, { title: 'Colour', options: [] }], ['S', 'M']],
    ['a repeated value makes one row', [{ title: 'Size', options: ['S', 'S'] }], ['S']],
  ])('%s', (_, groups, types) => {
    expect(variationMatrix(groups, [], NEW)).toEqual(types.map((type) => row(type)));
  });

  it('keeps the price and stock of combinations that stay; new ones start at the fallback', () => {
    const before = [row('S', '450', '3'), row('M', '550', '0')];
    expect(variationMatrix([size, colour], before, NEW)).toEqual([
      row('S-Red'),
      row('S-Blue'),
      row('M-Red'),
      row('M-Blue'),
    ]);
    const priced = [row('S-Red', '450', '3'), row('M-Blue', '600', '7')];
    expect(
      variationMatrix([size, { title: 'Colour', options: ['Red', 'Blue', 'Green'] }], priced, NEW),
    ).toEqual([
      row('S-Red', '450', '3'),
      row('S-Blue'),
      row('S-Green'),
      row('M-Red'),
      row('M-Blue', '600', '7'),
      row('M-Green'),
    ]);
  });

  it('drops the rows of a removed value', () => {
    const priced = [row('S-Red', '450', '3'), row('S-Blue', '460', '4'), row('M-Red'), row('M-Blue')];
    expect(variationMatrix([size, { title: 'Colour', options: ['Blue'] }], priced, NEW)).toEqual([
      row('S-Blue', '460', '4'),
      row('M-Blue'),
    ]);
  });

  it('tells when rows are unchanged', () => {
    expect(sameRows([row('S')], [row('S')])).toBe(true);
    expect(sameRows([row('S')], [row('S', '1')])).toBe(false);
    expect(sameRows([row('S')], [row('S'), row('M')])).toBe(false);
  });
});
