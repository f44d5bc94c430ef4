import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roundRupees } from '../money/round';
import { leopardRates } from '../testing/fixtures';
import { deliveryChargeForLines, deliveryChargeForWeight, slabForGrams } from './charge';
import type { RateTable } from './rate-table';
import { topSlabRate } from './rate-table';

describe('slab = floor((grams − 1) / 1000) + 1, at least 1 (clarification 2)', () => {
  it.each([
    [0, 1],
    [1, 1],
    [999, 1],
    [1000, 1], // exactly 1 kg is still the first slab
    [1001, 2],
    [2000, 2],
    [2001, 3],
    [25000, 25],
  ])('%s g → slab %s', (grams, slab) => {
    expect(slabForGrams(grams)).toBe(slab);
  });
});

describe('fallback without a rate table: 120 up to and including 1000 g, 200 above (clarification 4)', () => {
  it.each([
    [0, 120],
    [250, 120],
    [1000, 120], // 'under 1 kg' includes exactly 1000 g
    [1001, 200],
    [25000, 200],
  ])('%s g → Rs %s', (grams, charge) => {
    expect(deliveryChargeForWeight({ grams, rateTable: null }).charge).toBe(charge);
    expect(deliveryChargeForWeight({ grams, rateTable: { rates: [] } }).charge).toBe(charge);
  });
});

describe('with the store rate table', () => {
  it.each([
    [1000, 150],
    [1001, 220],
    [2500, 400], // slab 3 → the 5 kg rate
    [12000, 400], // capped at the largest slab
  ])('%s g → Rs %s', (grams, charge) => {
    expect(deliveryChargeForWeight({ grams, rateTable: leopardRates }).charge).toBe(charge);
  });
});

describe("the store's delivery_charges_contribution reduces the rate, then half-up rounding (clarification 5)", () => {
  it.each([
    ['25 % of 220 paid by the store', 1500, leopardRates, 25, 220, 165],
    ['10 % of the fallback 120', 800, null, 10, 120, 108],
    ['50 % of 125 = 62.5 → 63', 500, { rates: [{ kg: 1, rate: 125 }] }, 50, 125, 63],
    ['33.3 % of 150 = 100.05 → 100', 500, leopardRates, 33.3, 150, 100],
    ['the store pays it all', 500, leopardRates, 100, 150, 0],
    ['above 100 % is 100 %', 500, leopardRates, 140, 150, 0],
    ['below 0 % is 0 %', 500, leopardRates, -10, 150, 150],
  ] as [
    string,
    number,
    RateTable | null,
    number,
    number,
    number,
  ][])('%s', (_, grams, table, contribution, actual, charge) => {
    expect(
      deliveryChargeForWeight({ grams, rateTable: table, contributionPercent: contribution }),
    ).toMatchObject({
      actual,
      charge,
    });
  });

  it('a group: two 1.2 kg volumetric parcels = 2400 g → slab 3 → Rs 400', () => {
    const lines = [{ weight: 0.5, length: 30, width: 20, height: 10, quantity: 2 }];
    expect(deliveryChargeForLines(lines, leopardRates)).toEqual({
      grams: 2400,
      slab: 3,
      actual: 400,
      charge: 400,
    });
  });
});

describe('properties', () => {
  // Courier tables charge more for more weight: rates non-decreasing as the slab grows.
  const rateTable: fc.Arbitrary<RateTable> = fc
    .uniqueArray(fc.integer({ min: 1, max: 30 }), { minLength: 1, maxLength: 8 })
    .chain((kgs) =>
      fc
        .array(fc.integer({ min: 0, max: 2000 }), { minLength: kgs.length, maxLength: kgs.length })
        .map((rates) => {
          const sortedRates = [...rates].sort((a, b) => a - b);
          return {
            rates: [...kgs].sort((a, b) => a - b).map((kg, i) => ({ kg, rate: sortedRates[i] ?? 0 })),
          };
        }),
    );
  const table = fc.option(rateTable, { nil: null });
  const grams = fc.integer({ min: 0, max: 100_000 });
  const contribution = fc.double({ min: 0, max: 100, noNaN: true });

  it('the charge is monotonic in weight', () => {
    fc.assert(
      fc.property(table, grams, grams, contribution, (t, a, b, c) => {
        const [light, heavy] = a <= b ? [a, b] : [b, a];
        const charge = (g: number) =>
          deliveryChargeForWeight({ grams: g, rateTable: t, contributionPercent: c }).charge;
        return charge(light) <= charge(heavy);
      }),
    );
  });

  it('the charge is never above the top slab rate, never negative, always whole rupees', () => {
    fc.assert(
      fc.property(table, grams, contribution, (t, g, c) => {
        const { charge, actual } = deliveryChargeForWeight({
          grams: g,
          rateTable: t,
          contributionPercent: c,
        });
        const top = t ? roundRupees(topSlabRate(t)) : 200;
        return charge >= 0 && charge <= actual && actual <= top && Number.isInteger(charge);
      }),
    );
  });
});
