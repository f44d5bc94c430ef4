import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { percentOf, roundRupees } from './round';

describe('roundRupees: whole rupees, half away from zero (decision 101)', () => {
  it.each([
    [0, 0],
    [1, 1],
    [1.4, 1],
    [1.5, 2],
    [2.5, 3],
    [2.49, 2],
    [-2.5, -3],
    [-0.4, 0],
    [1.005, 1],
    [8.575 * 100, 858], // 857.4999999999999 in binary, 857.5 in fact
    [1.15 * 10, 12], // 11.499999999999998 in binary, 11.5 in fact
    [0.145 * 1000, 145], // 144.99999999999997
    [percentOf(230, 5), 12], // 11.5
    [percentOf(1005, 12.5), 126], // 125.625
    [123456789.5, 123456790],
  ])('%d → %d', (amount, expected) => {
    expect(roundRupees(amount)).toBe(expected);
  });

  it('never answers -0', () => {
    expect(Object.is(roundRupees(-0.2), 0)).toBe(true);
  });

  it('refuses NaN and infinities instead of spreading them into totals', () => {
    expect(() => roundRupees(Number.NaN)).toThrow(RangeError);
    expect(() => roundRupees(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('property: an integer stays itself, and the result is within half a rupee', () => {
    fc.assert(fc.property(fc.integer({ min: -1e9, max: 1e9 }), (n) => roundRupees(n) === n));
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (x) => {
        const r = roundRupees(x);
        return Number.isInteger(r) && Math.abs(r - x) <= 0.5 + 1e-6;
      }),
    );
  });
});
