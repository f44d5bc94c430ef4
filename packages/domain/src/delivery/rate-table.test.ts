import { describe, expect, it } from 'vitest';
import { leopardRates } from '../testing/fixtures';
import { parseRateTable, rateForSlab, topSlabRate } from './rate-table';

describe('rate table lookup (clarification 3)', () => {
  it.each([
    [1, 150], // its own entry
    [2, 220],
    [3, 400], // no 3 kg entry: the next larger slab it has (5 kg)
    [4, 400],
    [5, 400],
    [12, 400], // above the largest slab: the largest
  ])('slab %s kg → Rs %s', (slab, rate) => {
    expect(rateForSlab(leopardRates, slab)).toBe(rate);
  });

  it('does not depend on the order of the table', () => {
    const shuffled = { rates: [...leopardRates.rates].reverse() };
    expect([1, 2, 3, 9].map((s) => rateForSlab(shuffled, s))).toEqual([150, 220, 400, 400]);
    expect(topSlabRate(shuffled)).toBe(400);
  });

  it('a table without rates is a programming error', () => {
    expect(() => rateForSlab({ rates: [] }, 1)).toThrow(RangeError);
  });
});

describe('parseRateTable: config carries leopard_detail as JSON text', () => {
  it('reads JSON text and objects, numbers given as text too', () => {
    expect(parseRateTable('{"courier":"Leopards","rates":[{"kg":1,"rate":150}]}')).toEqual({
      courier: 'Leopards',
      rates: [{ kg: 1, rate: 150 }],
    });
    expect(parseRateTable({ rates: [{ kg: '2', rate: '220' }] })).toEqual({ rates: [{ kg: 2, rate: 220 }] });
  });

  it.each([
    ['not json'],
    ['{"rates":[]}'],
    [{ rates: [{ kg: 0, rate: 100 }] }],
    [{ rates: [{ kg: 1, rate: -5 }] }],
    [null],
    [42],
  ])('%j is no table (the fallback rates apply)', (input) => {
    expect(parseRateTable(input)).toBeNull();
  });
});
