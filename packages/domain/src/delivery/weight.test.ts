import { describe, expect, it } from 'vitest';
import { groupChargeableGrams, kgToGrams, lineChargeableGrams, volumetricGrams } from './weight';

describe('weights in whole grams (clarification 1): kg and cm in, grams out', () => {
  it.each([
    [1, 1000],
    [1.001, 1001], // 1000.9999999999999 in binary
    [0.25, 250],
    [0.0005, 1], // half a gram counts as a gram
    [0, 0],
    [undefined, 0],
    [-2, 0],
  ])('%s kg is %s g', (kg, grams) => {
    expect(kgToGrams(kg)).toBe(grams);
  });

  it.each([
    [30, 20, 10, 1200], // 6000 cm³ / 5000 = 1.2 kg
    [10, 10, 10, 200],
    [50, 50, 2, 1000], // exactly 1 kg
    [10.1, 10, 10, 202], // 202.00000000000003 in binary
    [7, 7, 7, 69], // 68.6 g → 69
    [0, 20, 10, 0],
  ])('volumetric %s × %s × %s cm is %s g per unit', (l, w, h, grams) => {
    expect(volumetricGrams(l, w, h)).toBe(grams);
  });
});

describe('a line takes the heavier of volumetric and actual weight, per unit, times the quantity', () => {
  it.each([
    [
      'bulky and light: volumetric wins',
      { weight: 0.5, length: 30, width: 20, height: 10, quantity: 2 },
      2400,
    ],
    ['small and heavy: actual wins', { weight: 5, length: 10, width: 10, height: 10, quantity: 1 }, 5000],
    ['no dimensions', { weight: 0.25, quantity: 4 }, 1000],
    ['no weight at all', { quantity: 3 }, 0],
  ])('%s', (_, line, grams) => {
    expect(lineChargeableGrams(line)).toBe(grams);
  });

  it('a group is the sum of its lines', () => {
    expect(
      groupChargeableGrams([
        { weight: 0.5, length: 30, width: 20, height: 10, quantity: 2 },
        { weight: 0.25, quantity: 4 },
      ]),
    ).toBe(3400);
  });
});
